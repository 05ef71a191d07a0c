import Foundation

/// Where a text field puts its border, text, placeholder, clear button and overlay views: UIKit's
/// overridable `…Rect(forBounds:)` methods, with iOS 17's metrics.
extension UITextField {
    /// The clear button's side: iOS 17's circled ✕ is 19 pt.
    static let clearButtonSide: CGFloat = 19
    /// The space between the clear button (or an overlay view) and what is beside it.
    static let overlaySpacing: CGFloat = 6

    /// How far text sits inside the border: iOS 17 insets a rounded-rect field's text 7 pt at each
    /// side, a line or bezel field's 5 pt (inside its 1–2 pt border), and a borderless field's not at all.
    var textInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 5
        case .roundedRect: 7
        }
    }

    /// The rectangle the border is drawn in: the bounds, as UIKit's default.

    /// Where the text is drawn: the bounds less the text insets and whatever overlays show at the sides.
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX + textInset
        var right = bounds.maxX - textInset
        if isShowing(leftView, mode: leftViewMode) {
            left = max(left, leftViewRect(forBounds: bounds).maxX + (borderStyle == .none ? 0 : 2))
        }
        if isShowing(rightView, mode: rightViewMode) {
            right = min(right, rightViewRect(forBounds: bounds).minX)
        }
        if showsClearButton {
            right = min(right, clearButtonRect(forBounds: bounds).minX - Self.overlaySpacing / 2)
        }
        return CGRect(x: left, y: bounds.minY, width: max(right - left, 0), height: bounds.height)
    }

    /// Where the placeholder is drawn: the text's rectangle.

    /// Where text is drawn while editing: the text's rectangle.

    /// The clear button's rectangle: at the right, vertically centred, left of a shown right view.
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        var right = bounds.maxX - (borderStyle == .none ? 0 : Self.overlaySpacing)
        if isShowing(rightView, mode: rightViewMode) {
            right = rightViewRect(forBounds: bounds).minX - Self.overlaySpacing
        }
        let side = Self.clearButtonSide
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The left view's rectangle: its own size, at the left edge, vertically centred.
    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(of: leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its own size, at the right edge, vertically centred.
    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(of: rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
                      height: size.height)
    }

    /// An overlay view's size: its frame's, or its intrinsic size when its frame is empty.
    private func overlaySize(of view: UIView?) -> CGSize {
        guard let view else { return .zero }
        if view.frame.size != .zero { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
    }

    /// Whether `view` shows under `mode` now.
    func isShowing(_ view: UIView?, mode: ViewMode) -> Bool {
        view != nil && mode.shows(isEditing: isEditing)
    }

    /// Whether the clear button shows: over non-empty text, by ``clearButtonMode``.
    var showsClearButton: Bool {
        !storedText.isEmpty && clearButtonMode.shows(isEditing: isEditing)
    }

    /// Places the overlay views that show and removes the others, as UIKit adds and removes them.
    func layoutOverlays() {
        place(leftView, mode: leftViewMode, in: leftViewRect(forBounds: bounds))
        place(rightView, mode: rightViewMode, in: rightViewRect(forBounds: bounds))
    }

    private func place(_ view: UIView?, mode: ViewMode, in rect: CGRect) {
        guard let view else { return }
        if mode.shows(isEditing: isEditing) {
            if view.superview !== self { addSubview(view) }
            view.frame = rect
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    // MARK: Sizing

    /// The text's (or placeholder's) width plus insets and overlays; the height of a line of the font,
    /// or 34 pt for a rounded rect with the 17-pt system font (iOS 17's standard field: 6.5 pt above and
    /// below a line).
    var fieldContentSize: CGSize {
        let textWidth = max(width(ofDisplayed: displayedText), placeholderWidth)
        var width = (textWidth + 2 * textInset).rounded(.up)
        if isShowing(leftView, mode: leftViewMode) { width += overlaySize(of: leftView).width }
        if isShowing(rightView, mode: rightViewMode) { width += overlaySize(of: rightView).width }
        if showsClearButton { width += Self.clearButtonSide + Self.overlaySpacing }
        let line = effectiveFont.lineHeight
        let height: CGFloat = switch borderStyle {
        case .roundedRect: line + 13
        case .line, .bezel: line + 8
        case .none: line
        }
        return CGSize(width: width, height: height)
    }


    private var placeholderWidth: CGFloat {
        guard let storedPlaceholder, storedPlaceholder.length > 0 else { return 0 }
        return measuredWidth(of: storedPlaceholder.string, font: placeholderLook.font)
    }
}
