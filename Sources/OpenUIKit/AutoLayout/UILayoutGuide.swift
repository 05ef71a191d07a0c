import Foundation

/// A rectangle that takes part in Auto Layout without being a view — no drawing, no touches, no
/// subviews — as UIKit's `UILayoutGuide`: spacing between views, a region to center in, or a view's
/// margins (``UIView/layoutMarginsGuide``).
@MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// The view the guide belongs to (``UIView/addLayoutGuide(_:)``); its frame is in that view's
    /// coordinates.
    public internal(set) weak var owningView: UIView?

    /// A name for debugging.
    open var identifier: String = ""

    /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
    public internal(set) var layoutFrame: CGRect = .zero

    /// For the guides a view makes itself: which of its insets the guide keeps inside, or which of a
    /// scroll view's areas it follows (``UIScrollView/contentLayoutGuide``,
    /// ``UIScrollView/frameLayoutGuide``).
    enum Role { case custom, layoutMargins, safeArea, scrollContent, scrollFrame }
    let role: Role

    /// What constraints and anchors that name the guide ask whether it is alive (``LayoutItemReference``).
    let layoutItemLifetime = LayoutItemLifetime()

    isolated deinit {
        layoutItemLifetime.end()
    }

    /// Makes a custom guide, as UIKit's `UILayoutGuide()`: it takes part in layout once added to a view with
    /// ``UIView/addLayoutGuide(_:)`` and constrained.
    public override init() {
        role = .custom
        super.init()
    }

    init(role: Role, owningView: UIView) {
        self.role = role
        self.owningView = owningView
        super.init()
        switch role {
        case .custom: break
        case .layoutMargins: identifier = "UIViewLayoutMarginsGuide"
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .scrollContent: identifier = "UIScrollView-contentLayoutGuide"
        case .scrollFrame: identifier = "UIScrollView-frameLayoutGuide"
        }
    }

    var hierarchyView: UIView? { owningView }

    /// The guide's leading edge; layout is left-to-right only, so it is the left edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge; layout is left-to-right only, so it is the right edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge, whatever the writing direction.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge, whatever the writing direction.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width: constrain it to size an empty space, such as equal gaps between views.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height: constrain it to size an empty space.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre: constrain a view to it to centre the view in the guide's region.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre: constrain a view to it to centre the view in the guide's region.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
