import Foundation

/// A single line of editable text, as UIKit's `UITextField`.
///
/// - **Editing**: a tap (or `becomeFirstResponder()`) begins editing when the delegate allows it
///   (`textFieldShouldBeginEditing`): the field becomes first responder, the on-screen keyboard comes up
///   (`UIApplication+SoftwareKeyboard.swift`: the keyboard notifications), a caret blinks and the field
///   takes typed text through ``UIKeyInput`` (`UITextField+KeyInput.swift`) and editing keys
///   (`UITextField+Keys.swift`). `resignFirstResponder()` ends editing when the delegate allows it
///   (`textFieldShouldEndEditing`); leaving the window ends it regardless, as in UIKit.
/// - **Events and notifications**, in UIKit's order: `.editingDidBegin` after
///   `textFieldDidBeginEditing` (then ``textDidBeginEditingNotification``); `.editingChanged` after each
///   change by the user (then ``textDidChangeNotification``); `.editingDidEnd` after
///   `textFieldDidEndEditing` (then ``textDidEndEditingNotification``); `.editingDidEndOnExit` on Return
///   (see ``UITextField`` + Keys). Setting ``text`` in code sends none of them, as in UIKit.
/// - **Look** (`UITextField+Drawing.swift`, `UITextField+Layout.swift`): ``borderStyle`` as iOS 17
///   draws it, the placeholder in `.placeholderText` while the text is empty, bullets for
///   ``isSecureTextEntry``, the clear button by ``clearButtonMode``, ``leftView``/``rightView`` by their
///   modes. Text wider than the field scrolls so the caret stays in view.
/// - **Text input traits** (``keyboardType``, ``returnKeyType``, …) are stored for the app's own code.
///
/// Text positions are UTF-16 offsets, as `NSRange` in the delegate's `shouldChangeCharactersIn`; the
/// caret and Backspace move by whole characters (composed character sequences).
@MainActor
open class UITextField: UIControl, UIKeyInput {
    /// Posted (object: the field) when editing begins, as UIKit's notification.
    nonisolated public static let textDidBeginEditingNotification =
        Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after each change of the text by the user.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when editing ends.
    nonisolated public static let textDidEndEditingNotification =
        Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: Text

    /// The text, never nil when read: setting nil empties it, and reading an empty field gives "", as
    /// UIKit's. Setting it moves the insertion point to the end and sends no event.
    open var text: String? {
        get { storedText }
        set {
            storedAttributes = nil
            replaceAllText(with: newValue ?? "")
        }
    }

    /// The text with the field's look. The field draws one look, so the `.font` and `.foregroundColor`
    /// of the first character apply to all of it (as ``UILabel``; see the README). Setting it sets
    /// ``text``; reading it gives the text with the look it is drawn with.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributes, storedAttributes.string == storedText { return storedAttributes }
            return NSAttributedString(string: storedText, attributes: [.font: effectiveFont, .foregroundColor: effectiveTextColor])
        }
        set {
            replaceAllText(with: newValue?.string ?? "")
            storedAttributes = newValue
            setNeedsDisplay()
        }
    }

    /// Shown in `.placeholderText` while the text is empty.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set { storedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with its own look (its first character's font and color).
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set { storedPlaceholder = newValue }
    }

    /// The font; the system font at 17 pt by default, as UIKit's fields made in code. Nil restores it.
    open var font: UIFont? = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            textLookDidChange()
        }
    }

    /// The text color; `.label` by default. Nil restores it.
    open var textColor: UIColor? = .label {
        didSet {
            if textColor == nil { textColor = .label }
            setNeedsDisplay()
        }
    }

    /// How the text is aligned in the field; `.natural` (left here) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// The border drawn; `.none` by default, as UIKit's fields made in code.
    open var borderStyle: BorderStyle = .none {
        didSet { textLookDidChange() }
    }

    /// Whether beginning to edit empties the field (UIKit's `clearsOnBeginEditing`); false by default.
    open var clearsOnBeginEditing = false

    /// Whether the text shrinks to fit the width. Stored only: OpenUIKit scrolls long text instead.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size ``adjustsFontSizeToFitWidth`` may shrink to. Stored only.
    open var minimumFontSize: CGFloat = 0

    // MARK: Overlay views

    /// When the clear button shows (only over non-empty text); `.never` by default.
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    /// A view at the field's left edge (an icon, a label), shown by ``leftViewMode``.
    open var leftView: UIView? {
        didSet { overlayViewChanged(from: oldValue, to: leftView) }
    }
    /// When ``leftView`` shows; `.never` by default, as UIKit's.
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    /// A view at the field's right edge, shown by ``rightViewMode``.
    open var rightView: UIView? {
        didSet { overlayViewChanged(from: oldValue, to: rightView) }
    }
    /// When ``rightView`` shows; `.never` by default.
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    // MARK: Editing state

    /// The delegate asked and told about editing (held weakly, as UIKit's).
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is editing: between `.editingDidBegin` and `.editingDidEnd`.
    open internal(set) var isEditing = false

    // MARK: Text input traits (stored; see each type)

    /// The keyboard asked for; `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title; `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// When Shift turns on by itself; `.sentences`, as UIKit's.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether spelling is corrected; `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspellings are marked; `.default`.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's colors; `.default`.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether Return is disabled while the text is empty; false.
    open var enablesReturnKeyAutomatically = false
    /// What the field holds, for AutoFill; nil.
    open var textContentType: UITextContentType!
    /// Whether the text shows as bullets (a password). Copy and cut are refused in a secure field, as
    /// in UIKit.
    open var isSecureTextEntry = false {
        didSet { textLookDidChange() }
    }

    // MARK: Storage

    var storedText = ""
    var storedAttributes: NSAttributedString?
    var storedPlaceholder: NSAttributedString? {
        didSet { textLookDidChange() }
    }
    /// The selection: where it started (``selectionAnchor``) and where the caret is (``caretOffset``),
    /// UTF-16 offsets into the text; equal when nothing is selected.
    var selectionAnchor = 0
    var caretOffset = 0
    /// How far long text is scrolled left so the caret stays in view.
    var scrollOffset: CGFloat = 0
    /// The caret's blinking (``TextEditing``).
    var caretBlink: (scheduler: Scheduler, token: Scheduler.Token)?
    var isCaretShown = false

    /// An empty field with no border, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    isolated deinit {
        stopCaretBlink()
    }

    // MARK: Overridable behaviour (UIKit's open API; the work is in the extensions named beside each)

    /// Begins editing (`UITextField+Editing.swift`): when the field is enabled, in a window and the
    /// delegate allows it (`textFieldShouldBeginEditing`), it becomes first responder, then
    /// `textFieldDidBeginEditing`, `.editingDidBegin` and ``textDidBeginEditingNotification`` follow.
    /// Returns whether the field is first responder afterwards.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard shouldBecomeFirstResponder(), super.becomeFirstResponder() else { return false }
        startEditing()
        return true
    }

    /// Ends editing when the delegate allows it (`textFieldShouldEndEditing`; not asked when the field
    /// left its window, where editing must end, as UIKit documents for `textFieldDidEndEditing`): then
    /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resign(forced: false)
    }

    /// Resigns first responder; `forced` skips `textFieldShouldEndEditing` (``UIView/endEditing(_:)``
    /// with true).
    func resign(forced: Bool) -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard forced || shouldResignFirstResponder(), super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// Whether the field has any text (``UIKeyInput``).
    open var hasText: Bool { !storedText.isEmpty }

    /// Inserts typed text at the caret, replacing the selection (``UIKeyInput``; see
    /// `UITextField+KeyInput.swift`: the delegate is asked, `.editingChanged` follows; "\n" is Return).
    open func insertText(_ text: String) { insertTypedText(text) }

    /// Deletes the selection or the character before the caret (``UIKeyInput``). Subclasses override it
    /// to notice Backspace in an empty field, as on iOS.
    open func deleteBackward() { deleteCharacterBackward() }

    /// Copies the selection to ``UIPasteboard/general`` (refused in a secure field, as UIKit's).
    open func copy(_ sender: Any?) { copySelection() }

    /// Copies the selection to the pasteboard and deletes it (refused in a secure field).
    open func cut(_ sender: Any?) { cutSelection() }

    /// Replaces the selection with the pasteboard's text.
    open func paste(_ sender: Any?) { pasteText() }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) { selectAllText() }

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: the bounds less the border's insets and the overlays that show
    /// (`UITextField+Layout.swift`). Override to pad the text, as apps do.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }

    /// Where the placeholder is drawn: ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where text is drawn while editing: ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: 19 pt, at the right, left of a shown right view.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }

    /// The left view's rectangle: its size, at the left edge, vertically centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }

    /// The right view's rectangle: its size, at the right edge, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

    /// Places the overlay views that show, by their modes.
    /// Keeps another view's single tap (a form's "tap the background to end editing") from taking a
    /// tap on the field, whose default action — beginning editing, or placing the caret — wins, as a
    /// control's does (``UIControl/isOverlappingSingleTap(_:)``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOverlappingSingleTap(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    /// The text's (or placeholder's) width plus insets and overlays, and a line's height plus the
    /// border's (34 pt for iOS 17's rounded rect with the 17-pt system font).
    open override var intrinsicContentSize: CGSize { fieldContentSize }

    /// The intrinsic size, whatever `size` is: a field is one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldContentSize }

    /// Draws the border, selection, text or placeholder, caret and clear button
    /// (`UITextField+Drawing.swift`).
    open override func draw(_ rect: CGRect) { drawField() }

    /// Draws the text in `rect`, one line centred vertically; override to change it.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }

    /// Draws the placeholder in `rect` in its look; override to change it.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    /// A tap lifting inside the field clears, begins editing or moves the caret
    /// (`UITextField+Touches.swift`).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        touchEnded(touch)
    }

    // MARK: Accessibility

    /// A text field is an accessibility element, as in UIKit.
    override var defaultIsAccessibilityElement: Bool { true }
    /// The placeholder: what VoiceOver reads for a field the app did not label, as iOS does.
    override var defaultAccessibilityLabel: String? { storedPlaceholder?.string }
    /// The text, or one bullet per character in a secure field (UIKit never exposes a password);
    /// nil while empty.
    override var defaultAccessibilityValue: String? { storedText.isEmpty ? nil : displayedText }
    /// No public trait names a text field (UIKit's text-entry trait is private); a disabled field is
    /// `.notEnabled`, as UIKit's controls.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .none : .notEnabled }

    // MARK: Helpers

    /// The font text is drawn with: the first character's from ``attributedText``, else ``font``.
    var effectiveFont: UIFont {
        storedAttributes.map { TextAttributes(leadingAttributesOf: $0, font: font!, color: textColor!).font } ?? font!
    }

    /// The color text is drawn with: the first character's from ``attributedText``, else ``textColor``.
    var effectiveTextColor: UIColor {
        storedAttributes.map { TextAttributes(leadingAttributesOf: $0, font: font!, color: textColor!).color }
            ?? textColor!
    }

    /// The selected range (UTF-16 offsets); empty at the caret when nothing is selected.
    var selectedRange: NSRange { selectionRange }

    /// Replaces the whole text as the app does (``text``): no delegate, no events; caret at the end.
    func replaceAllText(with string: String) {
        guard string != storedText || selectedRange != NSRange(location: (string as NSString).length, length: 0)
        else { return }
        storedText = string
        let end = (string as NSString).length
        selectionAnchor = end
        caretOffset = end
        textLookDidChange()
    }

    /// The text or its look changed: redraw, re-layout (overlays depend on emptiness), re-measure.
    func textLookDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func overlayViewChanged(from old: UIView?, to new: UIView?) {
        guard old !== new else { return }
        if old?.superview === self { old?.removeFromSuperview() }
        setNeedsLayout()
    }

    /// A field can become first responder (edit) while it is enabled, as UIKit's.
    open override var canBecomeFirstResponder: Bool { isEnabled }
}
