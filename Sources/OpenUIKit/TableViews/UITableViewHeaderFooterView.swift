import Foundation

/// A section header or footer with a title: UIKit's `UITableViewHeaderFooterView`. The table makes one
/// for each title its data source gives (`titleForHeaderInSection`), styled as iOS 17's: in a plain
/// table a bold title on a grey bar that floats while its section scrolls; in a grouped table small
/// secondary-color text, uppercased in headers, above or below the section.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    public let reuseIdentifier: String?
    /// The view for custom content.
    public let contentView = UIView()

    /// A header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    /// The title label, made on first use.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        label.numberOfLines = 0
        contentView.addSubview(label)
        madeTextLabel = label
        setNeedsLayout()
        return label
    }
    private var madeTextLabel: UILabel?
    /// The title's insets: 16 points at the sides (the rows' text margin), and the bottom gap a grouped
    /// header leaves above its rows.
    private var titleInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

    /// A title view for a table of `tableStyle`.
    init(title: String, tableStyle: UITableView.Style, isHeader: Bool) {
        reuseIdentifier = nil
        super.init(frame: .zero)
        addSubview(contentView)
        let label = textLabel
        if tableStyle == .plain {
            backgroundColor = .secondarySystemBackground
            label?.font = .boldSystemFont(ofSize: 17)
            label?.text = title
        } else {
            label?.font = .preferredFont(forTextStyle: .footnote)
            label?.textColor = .secondaryLabel
            label?.text = isHeader ? title.uppercased() : title
            titleInsets = isHeader ? UIEdgeInsets(top: 16, left: 16, bottom: 6, right: 16) : UIEdgeInsets(top: 6, left: 16, bottom: 16, right: 16)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        madeTextLabel?.frame = bounds.inset(by: titleInsets)
    }

    /// The title's height with its insets at `width`, at least 28 points (a plain header's bar).
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let textWidth = max(0, width - titleInsets.left - titleInsets.right)
        let text = madeTextLabel?.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height ?? 0
        return max(28, (text + titleInsets.top + titleInsets.bottom).rounded(.up))
    }
}
