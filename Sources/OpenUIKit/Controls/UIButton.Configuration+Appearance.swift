import Foundation

/// The colors a configuration's style gives for a state, and ``updated(for:)``'s copy.
///
/// With ``UIButton/automaticallyUpdatesConfiguration`` (the default) a button draws its configuration
/// updated for its state, as UIKit does:
/// - **Normal**: the style's colors (`UIButton.Configuration+Styles.swift`) from
///   ``baseForegroundColor`` / ``baseBackgroundColor``, the tint color where those are nil.
/// - **Highlighted**: a style with a background keeps its content color and darkens the background
///   (RGB × ``highlightedBackgroundBrightness``); the plain style, which has no background, fades its
///   content to ``UIButton/highlightedTintAlpha`` as the classic system button does. (UIKit documents
///   neither; both are how iOS 17's buttons look when pressed.)
/// - **Selected** (a toggle, ``UIButton/changesSelectionAsPrimaryAction``): the plain, gray and tinted
///   styles look filled — the base color behind white content — as iOS 15's toggle buttons do; a
///   filled style is unchanged.
/// - **Disabled**: the content in UIKit's tertiary label gray; a style with a background is filled with
///   the tertiary system fill.
///
/// The foreground color is derived from the app's ``baseForegroundColor`` (kept as is in the normal
/// state); a background color the app set on ``background`` is kept (its transformer still applies
/// when drawn), as Apple's `updated(for:)` "preserves custom values set on
/// the configuration, and updates default values based on the button state".
extension UIButton.Configuration {
    /// A copy with the foreground color (``baseForegroundColor``) for `state` and the background color
    /// (``background``'s) filled in where the app left it nil.
    func resolved(for state: UIControl.State, tintColor: UIColor) -> UIButton.Configuration {
        var copy = self
        copy.baseForegroundColor = foregroundColor(for: state, tintColor: tintColor)
        if background.backgroundColor == nil {
            copy.background.backgroundColor = backgroundColor(for: state, tintColor: tintColor)
        }
        return copy
    }

    /// The title, subtitle and image color in `state`.
    func foregroundColor(for state: UIControl.State, tintColor: UIColor) -> UIColor {
        let base = baseForegroundColor ?? (style == .filled ? .white : tintColor)
        if state.contains(.disabled) { return Self.disabledForeground }
        if state.contains(.selected) && style != .filled { return .white }
        if state.contains(.highlighted) && style == .plain { return base.multiplyingAlpha(by: UIButton.highlightedTintAlpha) }
        return base
    }

    /// The background color in `state`, before ``UIBackgroundConfiguration/backgroundColorTransformer``.
    func backgroundColor(for state: UIControl.State, tintColor: UIColor) -> UIColor {
        let base = baseBackgroundColor ?? tintColor
        if state.contains(.disabled) { return style == .plain ? .clear : Self.grayFill }
        var color: UIColor
        switch style {
        case .plain: color = baseBackgroundColor ?? .clear
        case .gray: color = baseBackgroundColor ?? Self.grayFill
        case .tinted: color = base.multiplyingAlpha(by: Self.tintedBackgroundAlpha)
        case .filled: color = base
        }
        if state.contains(.selected) && style != .filled { color = baseForegroundColor ?? tintColor }
        if state.contains(.highlighted) && !color.isFullyTransparent {
            let factor = Self.highlightedBackgroundBrightness
            color = UIColor(red: color.red * factor, green: color.green * factor, blue: color.blue * factor,
                            alpha: color.alpha)
        }
        return color
    }
}
