import Foundation

/// A view that shows a visual effect behind its content, as UIKit's `UIVisualEffectView`: a blurred
/// panel, a frosted header, a translucent overlay.
///
/// Content goes into ``contentView``, which fills the view, as UIKit asks (subviews added to the
/// effect view itself are shown too). The renderer cannot read what lies behind a layer, so a blur is
/// drawn as the material's flat colour — what it shows over a plain background, the way the system
/// draws materials with Reduce Transparency on: the light and dark chrome colours the bars use for the
/// adaptive materials, light or dark for the fixed styles (see the README's differences). No effect
/// (nil) draws nothing, and the change of ``effect`` applies at once, also inside an animation block
/// (UIKit fades a blur in; OpenUIKit does not animate it).
@MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to; it fills the effect view and follows its size.
    public let contentView: UIView

    /// The effect shown behind the content; nil shows none.
    open var effect: UIVisualEffect? {
        didSet { setNeedsDisplay() }
    }

    /// An effect view showing `effect`, as UIKit's `init(effect:)`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// An effect view with no effect, sized to `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
        contentView.frame = bounds
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``). Before its
    /// properties are set, as a failable initializer may, since none has a value to decode.
    public required init?(coder: NSCoder) {
        InterfaceBuilderArchives.refuseDecoding(of: Self.self)
        return nil
    }

    /// Keeps ``contentView`` filling the view when the view is first given a size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentView.frame.size == .zero, bounds.size != .zero { contentView.frame = bounds }
    }

    /// The flat colour drawn for the blur: the chrome colour for the adaptive materials, fixed light or
    /// dark for the old styles.
    var materialColor: UIColor? {
        guard let blur = effect as? UIBlurEffect else { return nil }
        switch blur.style {
        case .extraLight, .light: return UIColor(rgb: 0xF9F9F9)
        case .dark: return UIColor(rgb: 0x1C1C1E)
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
             .systemThickMaterial, .systemChromeMaterial:
            return UIBarAppearance.chromeColor
        }
    }

    /// Draws the effect's flat colour under the content.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let color = materialColor else { return }
        context.fill(bounds, color: color)
    }
}
