import Foundation

/// The visual attributes UIKit keeps on a view's Core Animation layer: rounded corners and a border.
///
/// OpenUIKit has no separate layer tree; `view.layer` exists so that the common UIKit idioms
/// (`view.layer.cornerRadius = 8`, `layer.borderWidth`) keep working. Changing an attribute redraws the view.
@MainActor
public final class CALayer {
    unowned let owner: UIView

    init(owner: UIView) {
        self.owner = owner
    }

    /// The radius of the rounded corners of the background, border and (with `masksToBounds`) the clip.
    public var cornerRadius: CGFloat = 0 {
        didSet {
            if !cornerRadius.isFinite || cornerRadius < 0 { cornerRadius = 0 }
            if cornerRadius != oldValue { owner.setNeedsDisplay() }
        }
    }

    /// The width of the border drawn inside the bounds, over the content.
    public var borderWidth: CGFloat = 0 {
        didSet {
            if !borderWidth.isFinite || borderWidth < 0 { borderWidth = 0 }
            if borderWidth != oldValue { owner.setNeedsDisplay() }
        }
    }

    /// The border color; black by default, as Core Animation's.
    public var borderColor: UIColor = .black {
        didSet { if borderColor != oldValue { owner.setNeedsDisplay() } }
    }

    /// The same setting as the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { owner.clipsToBounds }
        set { owner.clipsToBounds = newValue }
    }
}
