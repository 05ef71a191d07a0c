import Foundation

/// The view that shows a ``UIListContentConfiguration``: UIKit's `UIListContentView`. It fills the
/// cell's content view and sizes a self-sizing row to its texts.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let imageView = UIImageView()
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply(configuration)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; one that is not a ``UIListContentConfiguration`` is ignored (the cell
    /// asks ``supports(_:)`` first).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply(list)
        }
    }

    /// True for a ``UIListContentConfiguration`` only.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        for (label, text, properties) in [(textLabel, configuration.text, configuration.textProperties),
                                          (secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)] {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            // Wrapped by word, as a list row's text wraps in UIKit whatever the last line's truncation.
            label.lineBreakMode = .byWordWrapping
        }
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        setNeedsLayout()
    }

    private var layout: ListContentLayout {
        ListContentLayout(style: listConfiguration.arrangement, text: textLabel, detail: secondaryTextLabel, image: imageView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layout.apply(in: bounds.size, trailingMargin: ListContentLayout.margin)
    }

    /// The row height the content needs at `size.width` (at least 44 points).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: layout.fittingHeight(width: size.width, trailingMargin: ListContentLayout.margin))
    }
}
