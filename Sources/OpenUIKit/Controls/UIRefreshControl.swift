import Foundation

/// The control that starts a refresh of a scroll view's content when the content is pulled down past
/// its top: UIKit's `UIRefreshControl` (iOS 6), on any scroll view through
/// ``UIScrollView/refreshControl`` (iOS 10) or a table view controller's
/// ``UITableViewController/refreshControl``.
///
/// While a finger drags the content `triggerDistance` points below its resting top, the control
/// starts refreshing: ``isRefreshing`` turns true, its spinner turns and `.valueChanged` is sent, once
/// per pull (the content has to come back to its top before another pull counts). While it refreshes,
/// the scroll view's adjusted top inset grows by the control's `height`, so the content comes to rest
/// below the spinner when the finger lifts instead of springing back to the top, as on iOS. The app
/// reloads its data and calls ``endRefreshing()``: the inset returns and the content goes back up.
/// ``beginRefreshing()`` shows the refreshing state for a refresh the app starts itself; as Apple
/// documents, it sends no event, and it does not scroll the control into view.
@MainActor
open class UIRefreshControl: UIControl {
    /// How far (points) a drag must pull the content below its resting top to start a refresh. Neither
    /// Apple's documentation nor the header names a distance, and the write-ups found only describe "a
    /// threshold"; 90 points (one and a half times the control's height) is a pick: far enough that a
    /// bounce at the top does not refresh, near enough for one pull of the thumb.
    static let triggerDistance: CGFloat = 90

    /// The room the control takes above the content while it refreshes (the standard spinner with its
    /// padding, and the title below it when there is one): 60 points, a pick near iOS 17's.
    static let height: CGFloat = 60

    /// Whether a refresh is under way: from a pull past `triggerDistance` or ``beginRefreshing()``
    /// until ``endRefreshing()``.
    public private(set) var isRefreshing = false

    /// Text shown under the spinner (nil by default): Apple's guidelines suggest it says something of
    /// value, such as when the content was last updated.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    /// The spinner, tinted with the control's ``UIView/tintColor``.
    let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// Whether the next pull past the trigger distance starts a refresh: false from one start until the
    /// content is back at (or above) its top, so one pull sends one event.
    private var isArmed = true

    /// A refresh control, not yet refreshing.
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
        spinner.hidesWhenStopped = false
        titleLabel.isHidden = true
        titleLabel.textAlignment = .center
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        addSubview(spinner)
        addSubview(titleLabel)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the control refreshing, for a refresh the app started (no `.valueChanged` is sent).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        (superview as? UIScrollView)?.refreshControlDidChangeState(beginning: true)
    }

    /// Ends the refresh: the spinner stops and the content goes back to its top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        (superview as? UIScrollView)?.refreshControlDidChangeState(beginning: false)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let spinnerSide = spinner.intrinsicContentSize.height
        let titleHeight = titleLabel.isHidden ? 0 : titleLabel.intrinsicContentSize.height + 4
        let top = (bounds.height - spinnerSide - titleHeight) / 2
        spinner.frame = CGRect(x: (bounds.width - spinnerSide) / 2, y: top, width: spinnerSide, height: spinnerSide)
        titleLabel.frame = CGRect(x: 0, y: top + spinnerSide + 4, width: bounds.width, height: max(titleHeight - 4, 0))
    }

    /// The scroll view moved (`pulled`: how far its content is below its resting top): a drag pulling it
    /// past `triggerDistance` starts a refresh, and content back at its top arms the next one.
    func scrollViewDidScroll(_ scrollView: UIScrollView, pulled: CGFloat) {
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        if pulled <= 0 { isArmed = true }
        guard scrollView.isDragging, isArmed, isEnabled, !isRefreshing, pulled >= Self.triggerDistance else { return }
        isArmed = false
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}
