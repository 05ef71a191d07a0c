import Foundation
import OpenUIKit

/// A button with a loading state: while ``isLoading`` it is disabled, spins an activity indicator and
/// adds the custom ``UIControl/State/loading`` bits to its ``state``, so the content set for loading
/// states shows (the article's `NKLoadingButton`).
///
/// Everything shown for each state is set once (in an initializer); afterwards only the data flags
/// change — ``isLoading``, `isSelected`, `isEnabled` — and the button shows the content of the state
/// they make. UIButton re-reads its content for custom bits at layout, so setting ``isLoading`` calls
/// `setNeedsLayout()`, as the article's button does.
///
/// **Enabled while loading.** `isEnabled` remembers what the app asks for but stays false while
/// loading; when loading ends the button returns to the app's value (the article re-enabled it
/// unconditionally, which would enable a button the app had disabled meanwhile).
///
/// ```swift
/// let button = LoadingButton(frame: CGRect(x: 20, y: 20, width: 120, height: 36))
/// button.setTitle("Send", for: .normal)
/// button.setTitle("", for: .loading)          // only the spinner while loading
/// button.isLoading = true                     // disabled, spinner turning
/// api.send { button.isLoading = false }
/// ```
@MainActor
open class LoadingButton: UIButton {
    /// The spinner shown, centred, while loading.
    public let activityIndicator = UIActivityIndicatorView(style: .medium)

    /// What the app last set `isEnabled` to; the button is enabled when this is true and not loading.
    private var requestedEnabled = true

    /// A button with its activity indicator added; the indicator passes touches to the button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        activityIndicator.isUserInteractionEnabled = false   // a touch on the spinner is a touch on the button
        addSubview(activityIndicator)
    }

    /// Returns nil, as every view's `init?(coder:)` on OpenUIKit: there are no nibs to decode from.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the button is waiting: disabled, spinning, and in the ``UIControl/State/loading`` state.
    open var isLoading = false {
        didSet {
            guard isLoading != oldValue else { return }
            super.isEnabled = requestedEnabled && !isLoading
            if isLoading {
                activityIndicator.startAnimating()
            } else {
                activityIndicator.stopAnimating()
            }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the button takes touches; never true while loading (see the type's discussion).
    open override var isEnabled: Bool {
        get { super.isEnabled }
        set {
            requestedEnabled = newValue
            super.isEnabled = newValue && !isLoading
        }
    }

    /// The flags' state plus ``UIControl/State/loading`` while loading.
    open override var state: UIControl.State {
        isLoading ? super.state.union(.loading) : super.state
    }

    /// Centres the activity indicator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = activityIndicator.intrinsicContentSize
        activityIndicator.frame = CGRect(x: bounds.midX - side.width / 2, y: bounds.midY - side.height / 2,
                                         width: side.width, height: side.height)
    }
}
