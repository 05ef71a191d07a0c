import Foundation

/// How a bar's background and shadow look, as UIKit's `UIBarAppearance` (iOS 13): the part every bar
/// appearance shares. ``UINavigationBarAppearance`` adds the title's text attributes and the buttons'.
///
/// A new appearance has the default background, as UIKit's `init()`: the bar's chrome blur and its
/// hairline shadow. The ``backgroundEffect`` is stored; since the renderer draws no blur, a bar draws
/// the flat colour the chrome material shows over a plain background instead — `#F9F9F9` in light
/// mode and `#1C1C1E` in dark (see ``UIVisualEffect``).
@MainActor
open class UIBarAppearance {
    /// The blur behind the bar's content, under ``backgroundColor``; nil for none.
    open var backgroundEffect: UIBlurEffect?
    /// A colour painted over the ``backgroundEffect``; nil for none.
    open var backgroundColor: UIColor?
    /// The colour of the hairline along the bar's edge; nil (or clear) for none.
    open var shadowColor: UIColor?

    /// An appearance with the default background (``configureWithDefaultBackground()``), as UIKit's.
    public init() {
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow (and, made from a subclass, whatever that
    /// subclass copies), as UIKit's `init(barAppearance:)`.
    public required init(barAppearance: UIBarAppearance) {
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
    }

    /// An independent copy, as UIKit's `copy()`: bars store copies of the appearances they are given,
    /// so changing an appearance after assigning it changes no bar until it is assigned again.
    public func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The system's translucent bar: the chrome material blur, no colour, the hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = Self.defaultShadowColor
    }

    /// An opaque bar: no blur, the system background colour (white in light mode, black in dark), the
    /// hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = Self.defaultShadowColor
    }

    /// A see-through bar: no blur, no colour, no shadow (UIKit's look of a navigation bar at the top
    /// of a scroll view in iOS 15).
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        shadowColor = nil
    }

    /// The hairline's colour: the system separator colour.
    static var defaultShadowColor: UIColor { .separator }

    /// The flat colour drawn for a chrome blur (see the type's documentation).
    static let chromeColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(rgb: 0x1C1C1E) : UIColor(rgb: 0xF9F9F9)
    }

    /// Paints this appearance's background over `rect`: the blur's flat colour, then the colour.
    func drawBackground(in rect: CGRect, context: CGContext) {
        if backgroundEffect != nil { context.fill(rect, color: Self.chromeColor) }
        if let backgroundColor { context.fill(rect, color: backgroundColor) }
    }

    /// Paints a bar with this appearance: `barTintColor` (UIKit's customisation from before appearances)
    /// instead of the material when set, with the appearance's colour over it, else the background;
    /// then the hairline along the bar's edge towards its content — the bottom of a navigation bar, the
    /// top of a tab bar or toolbar.
    func drawBar(in rect: CGRect, barTintColor: UIColor?, hairlineAtTop: Bool, context: CGContext) {
        if let barTintColor {
            context.fill(rect, color: barTintColor)
            if let backgroundColor { context.fill(rect, color: backgroundColor) }
        } else {
            drawBackground(in: rect, context: context)
        }
        guard let shadowColor else { return }
        let y = hairlineAtTop ? rect.minY + 0.25 : rect.maxY - 0.5
        context.drawLine(from: CGPoint(x: rect.minX, y: y), to: CGPoint(x: rect.maxX, y: y), color: shadowColor, width: 0.5)
    }
}
