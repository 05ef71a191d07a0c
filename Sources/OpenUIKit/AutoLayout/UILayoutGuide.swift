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

    /// For the guides a view makes itself: which of its insets the guide keeps inside.
    enum Role { case custom, layoutMargins, safeArea }
    let role: Role

    public override init() {
        role = .custom
        super.init()
    }

    init(role: Role, owningView: UIView) {
        self.role = role
        self.owningView = owningView
        super.init()
        identifier = role == .layoutMargins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
    }

    var hierarchyView: UIView? { owningView }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
