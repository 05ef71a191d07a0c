import Foundation

/// One item of a collection view: UIKit's `UICollectionViewCell`, a ``contentView`` for the item's
/// content over an optional ``backgroundView``, and a ``selectedBackgroundView`` shown while the cell
/// is selected or highlighted.
///
/// The collection view sets ``isSelected`` and ``isHighlighted`` (highlighted while a finger is on the
/// item, selected after the tap); a subclass follows them with `override var isSelected: Bool
/// { didSet { … } }`, as in UIKit. Unlike a table cell, a collection view cell draws no selection of
/// its own: without a ``selectedBackgroundView`` nothing changes on screen, as UIKit's.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view for the cell's content: add subviews here, not to the cell.
    public let contentView = UIView()

    /// Shown behind the content (nil by default).
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }
    /// Shown above the ``backgroundView`` and behind the content while the cell is selected or
    /// highlighted (nil by default).
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    /// Whether the item is selected; the collection view sets it.
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectedBackground() } }
    }
    /// Whether a finger is on the item; the collection view sets it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectedBackground() } }
    }

    /// The cell's content as a configuration (iOS 14), shown by the view it makes inside
    /// ``contentView``, as UIKit's.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = ContentConfigurationHost.show(contentConfiguration, in: contentView,
                                                                  replacing: configuredContentView)
            setNeedsLayout()
        }
    }
    /// The view showing ``contentConfiguration``.
    private var configuredContentView: UIView?

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The backgrounds and the content view fill the cell; a configuration's view fills the content
    /// view. Override and call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let fill = CGRect(origin: .zero, size: bounds.size)
        backgroundView?.frame = fill
        selectedBackgroundView?.frame = fill
        contentView.frame = fill
        configuredContentView?.frame = contentView.bounds
    }

    /// Measures the cell when the layout estimated its size (a flow layout's
    /// ``UICollectionViewFlowLayout/estimatedItemSize``): the smallest size the content view's Auto
    /// Layout constraints allow — or the configuration's view's fitting size — as UIKit's self-sizing
    /// cells. Otherwise the layout's attributes are kept.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.isSizeEstimated else { return layoutAttributes }
        var fitted = contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize,
                                                         withHorizontalFittingPriority: .fittingSizeLevel,
                                                         verticalFittingPriority: .fittingSizeLevel)
        if fitted.width <= 0 || fitted.height <= 0, let configuredContentView {
            fitted = configuredContentView.sizeThatFits(layoutAttributes.size)
        }
        guard fitted.width > 0, fitted.height > 0 else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        preferred.size = fitted
        preferred.isSizeEstimated = false
        return preferred
    }

    /// Shows the selected background while selected or highlighted, between the background and the
    /// content.
    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selectedBackgroundView.superview !== self {
                if let backgroundView { insertSubview(selectedBackgroundView, aboveSubview: backgroundView) }
                else { insertSubview(selectedBackgroundView, belowSubview: contentView) }
                setNeedsLayout()
            }
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }
}
