import Foundation

/// Per-state content: where each state's values are stored and how the current state finds its own.
extension UIButton {
    /// The storage slot of `state`. UIKit keeps one slot for `[.highlighted, .disabled]` and `.highlighted`
    /// (and for `[.selected, .highlighted, .disabled]` and `[.selected, .highlighted]`): a disabled control
    /// is never highlighted, so the disabled bit is dropped when both are present — for setting and for
    /// looking up. Application bits are kept, so custom states have their own slots.
    static func slot(for state: State) -> UInt {
        var state = state
        if state.contains(.highlighted) { state.remove(.disabled) }
        return state.rawValue
    }

    /// Stores `value` for `state` (nil clears it, so the state falls back to `.normal`) and refreshes.
    func setContent<Value>(_ keyPath: WritableKeyPath<ButtonStateContent, Value?>, _ value: Value?,
                           for state: State) {
        contents.set(keyPath, value, in: Self.slot(for: state))
        refreshContent()
    }

    /// The value for `state`'s slot, else the normal state's. Takes a function, not a key path (call
    /// sites still pass `\.title`): a key path is applied through the runtime and was a tenth of a
    /// click's cost (issue 7's click-grid profile), a function is inlined.
    func content<Value>(_ value: (ButtonStateContent) -> Value?, for state: State) -> Value? {
        contents.value(value, in: Self.slot(for: state)) ?? contents.value(value, in: State.normal.rawValue)
    }

    // MARK: Current values

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }
    /// The title color used now; the type's default when an override of ``titleColor(for:)`` gives nil
    /// (UIKit's `currentTitleColor` is never nil).
    public var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor(for: state) }
    /// The title shadow color used now.
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The attributed title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    // MARK: Type defaults

    /// The title shadow color when neither the state nor `.normal` has one: 50 % black, as UIButton.h
    /// documents for `setTitleShadowColor(_:for:)` ("default is nil. use 50% black") and UIKit
    /// reports from `titleShadowColor(for:)`. (Apple's page for `currentTitleShadowColor` says white;
    /// the header is what UIKit returns.) The title label draws no shadow until one is set: UIKit's
    /// button label has a zero shadow offset, so its default shadow never shows.
    public static let defaultTitleShadowColor = UIColor(white: 0, alpha: 0.5)

    /// A highlighted system button's tint is dimmed to this opacity, as UIKit's system buttons fade
    /// while pressed.
    nonisolated public static let highlightedTintAlpha: CGFloat = 0.2

    /// The title color when neither the state nor `.normal` has one: white for a custom button (UIKit's
    /// default); for the other types the tint color, dimmed while highlighted, grey while disabled.
    func defaultTitleColor(for state: State) -> UIColor {
        buttonType == .custom ? .white : systemTint(for: state)
    }

    /// The color a system-style button draws its title, template images and symbol with in `state`.
    /// OpenUIKit picks `systemGray` for disabled (UIKit uses a grey it does not document).
    ///
    /// The dimmed tint is made once per tint color object (colors are immutable), not on every
    /// highlight: a new color per highlight, compared and freed by the label, was measurable in a
    /// click (issue 7).
    func systemTint(for state: State) -> UIColor {
        if state.contains(.highlighted) {
            let tint: UIColor = tintColor
            if let dimmedTint, dimmedTint.tint === tint { return dimmedTint.dimmed }
            let dimmed = tint.multiplyingAlpha(by: UIButton.highlightedTintAlpha)
            dimmedTint = (tint, dimmed)
            return dimmed
        }
        if state.contains(.disabled) { return .systemGray }
        return tintColor
    }

    /// How an image is adjusted in `state`: darkened while highlighted (custom buttons, when
    /// ``adjustsImageWhenHighlighted``), faded while disabled (when ``adjustsImageWhenDisabled``) —
    /// but only when the state's own slot has no `explicit` image, as in UIKit.
    func imageAdjustment(for state: State, explicit: UIImage?) -> ImageAdjustment {
        guard explicit == nil else { return .none }
        if state.contains(.highlighted) && adjustsImageWhenHighlighted && buttonType == .custom { return .darkened }
        if state.contains(.disabled) && adjustsImageWhenDisabled { return .faded }
        return .none
    }
}
