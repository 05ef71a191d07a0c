import Foundation

/// A scrollable, multiline, editable text region, as UIKit's `UITextView`: notes, comments, a chat
/// box that grows with its text.
///
/// - **Editing** (`UITextView+Editing.swift`): when ``isEditable``, a tap (or
///   `becomeFirstResponder()`) begins editing if the delegate allows it
///   (`textViewShouldBeginEditing`): the view becomes first responder, the on-screen keyboard comes
///   up, a caret blinks, and typed text arrives through ``UIKeyInput``; Return inserts a line break.
///   Backspace, the arrows, copy, cut, paste and select all are shared with ``UITextField``
///   (``TextEditing``).
/// - **Delegate and notifications**, in UIKit's order: `textViewShouldBeginEditing`, then
///   `textViewDidBeginEditing` and ``textDidBeginEditingNotification``; for each edit by the user
///   `textView(_:shouldChangeTextIn:replacementText:)`, then `textViewDidChangeSelection`,
///   `textViewDidChange` and ``textDidChangeNotification``; `textViewShouldEndEditing`, then
///   `textViewDidEndEditing` and ``textDidEndEditingNotification``. Setting ``text`` in code tells
///   nothing, as in UIKit.
/// - **Layout** (`UITextView+Layout.swift`): text wraps by word at the width less
///   ``textContainerInset`` (8 points above and below, as UIKit's) and the container's
///   ``NSTextContainer/lineFragmentPadding`` (5 points each side); the content size follows the
///   text. With ``UIScrollView/isScrollEnabled`` false the intrinsic content size is the wrapped text's
///   height at the view's width, so Auto Layout grows the view with its text.
/// - **Look** (`UITextView+Drawing.swift`): each line is one ``TextRun`` in the look of the text's
///   first character (as ``UILabel``; see the README), with its decorations.
///
/// Text positions are UTF-16 offsets, as ``selectedRange`` and the delegate's `NSRange`.
@MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// Posted (object: the text view) when editing begins, as UIKit's notification.
    nonisolated public static let textDidBeginEditingNotification =
        Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) after each change of the text by the user.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when editing ends.
    nonisolated public static let textDidEndEditingNotification =
        Notification.Name("UITextViewTextDidEndEditingNotification")

    // MARK: Text

    /// The text; "" when empty (UIKit's text view never answers nil). Setting it (nil empties it) keeps
    /// the view's ``font`` and ``textColor``, puts the insertion point at the end and tells nothing.
    open var text: String! {
        get { storedText }
        set {
            storedAttributes = nil
            replaceAllText(with: newValue ?? "")
        }
    }

    /// The text with its look. The view draws one look, so the first character's attributes (font,
    /// color, decorations) apply to all of it (as ``UILabel``; see the README). Setting it sets
    /// ``text``; reading it gives the text with the look it is drawn with.
    open var attributedText: NSAttributedString! {
        get {
            if let storedAttributes, storedAttributes.string == storedText { return storedAttributes }
            return NSAttributedString(string: storedText, attributes: typingAttributes)
        }
        set {
            replaceAllText(with: newValue?.string ?? "")
            storedAttributes = newValue
            textLayoutDidChange()
        }
    }

    /// The font; the body text style by default, as UIKit documents. Setting it applies it to the
    /// whole text, attributed text included, as UIKit does since iOS 6. Nil restores the default.
    open var font: UIFont? = .preferredFont(forTextStyle: .body) {
        didSet {
            if font == nil { font = .preferredFont(forTextStyle: .body) }
            applyToWholeText(.font, font!)
            textLayoutDidChange()
        }
    }

    /// The text color; black by default, as UIKit documents. Setting it applies it to the whole text,
    /// as ``font``. Nil restores the default.
    open var textColor: UIColor? = .black {
        didSet {
            if textColor == nil { textColor = .black }
            applyToWholeText(.foregroundColor, textColor!)
            setNeedsDisplay()
        }
    }

    /// How lines are aligned; `.natural` (left here) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// The attributes typed text takes: the text's look (its first character's attributes, else the
    /// view's font and color), as UIKit answers. Setting them restyles the whole text here, as the
    /// view draws one look.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            if let storedAttributes, storedAttributes.length > 0 {
                return storedAttributes.attributes(at: 0, effectiveRange: nil)
            }
            return [.font: font!, .foregroundColor: textColor!]
        }
        set {
            let string = storedText
            attributedText = NSAttributedString(string: string, attributes: newValue)
        }
    }

    // MARK: Editing state

    /// Whether the user may edit the text; true by default. A view that is not editable never becomes
    /// first responder here (its text is selected by code only).
    open var isEditable = true {
        didSet { if !isEditable, isEditing { _ = resign(forced: true) } }
    }

    /// Whether the text may be selected; true by default. Stored: selection by touch is by the caret.
    open var isSelectable = true

    /// The selection, or the insertion point (length 0); clamped to the text when set, which tells
    /// `textViewDidChangeSelection`.
    open var selectedRange: NSRange {
        get { selectionRange }
        set { setSelection(anchor: newValue.location, caret: newValue.location + max(newValue.length, 0)) }
    }

    /// Whether the user may style text (bold, italic) from the edit menu. Stored: there is no edit
    /// menu on Linux.
    open var allowsEditingTextAttributes = false

    /// Which kinds of data become links. Stored: OpenUIKit detects no data.
    open var dataDetectorTypes: UIDataDetectorTypes = []

    // MARK: Text container

    /// Space around the text inside the view: 8 points above and below, none at the sides (the
    /// container's line fragment padding keeps text 5 points from the edges), as UIKit's.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textLayoutDidChange() }
    }

    /// The container the text is laid out in (its line fragment padding).
    public let textContainer = NSTextContainer()

    /// The delegate as a ``UITextViewDelegate``: set it through ``UIScrollView/delegate``, as
    /// `textView.delegate = self` does in UIKit (Swift cannot narrow the inherited property's type).
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: Text input traits

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
    /// What the view holds, for AutoFill; nil.
    open var textContentType: UITextContentType!
    /// Whether copying is refused, as for a password; false.
    open var isSecureTextEntry = false

    // MARK: Storage

    var storedText = ""
    var storedAttributes: NSAttributedString?
    var selectionAnchor = 0
    var caretOffset = 0
    var isEditing = false
    var caretBlink: (scheduler: Scheduler, token: Scheduler.Token)?
    var isCaretShown = false
    /// The lines last laid out, and for what (``TextViewLines``).
    var laidOutLines: (text: String, width: CGFloat?, font: UIFont, lines: TextViewLines)?
    /// The width the intrinsic size was last measured at (with scrolling disabled).
    var intrinsicWidth: CGFloat?

    /// An empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.textView = self
        let tap = UITapGestureRecognizer()
        tap.addTarget { [weak self] recognizer in self?.tapped(recognizer) }
        addGestureRecognizer(tap)
    }

    /// A text view using `textContainer`'s settings (its line fragment padding).
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer { self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding }
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    isolated deinit {
        stopCaretBlink()
    }

    // MARK: Responder

    /// A text view takes first responder (edits) while it is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing (`UITextView+Editing.swift`) when the view is editable, in a window and the
    /// delegate allows it (`textViewShouldBeginEditing`): then `textViewDidBeginEditing` and
    /// ``textDidBeginEditingNotification``. Returns whether the view is first responder afterwards.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard shouldBeginEditing(), super.becomeFirstResponder() else { return false }
        startEditing()
        return true
    }

    /// Ends editing when the delegate allows it (`textViewShouldEndEditing`): then
    /// `textViewDidEndEditing` and ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resign(forced: false)
    }

    // MARK: UIKeyInput and the edit actions

    /// Whether the view has any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Inserts typed text at the insertion point, replacing the selection, as an edit by the user (the
    /// delegate is asked). "\n" — Return — is a line break like any other text, as in UIKit.
    open func insertText(_ text: String) {
        guard !text.isEmpty || selectionRange.length > 0 else { return }
        applyUserEdit(replacing: selectionRange, with: text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n"))
    }

    /// Deletes the selection or the character before the insertion point.
    open func deleteBackward() { deleteCharacterBackward() }

    /// Copies the selection to ``UIPasteboard/general``.
    open func copy(_ sender: Any?) { copySelection() }

    /// Copies the selection to the pasteboard and deletes it.
    open func cut(_ sender: Any?) { cutSelection() }

    /// Replaces the selection with the pasteboard's text.
    open func paste(_ sender: Any?) { pasteText() }

    /// Selects all the text.
    open func selectAll(_ sender: Any?) { selectAllText() }

    // MARK: Layout and drawing

    /// Scrolls the least that shows the characters of `range` (or the insertion point), as UIKit's;
    /// the content size is brought up to date with the text first.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutText()
        scrollRectToVisible(rect(forRange: clampedRange(range)), animated: false)
    }

    /// With scrolling disabled, the wrapped text's height (plus the insets) at the view's width, and
    /// no intrinsic width, so constraints on the sides and top let the view grow with its text, as a
    /// chat box does; with scrolling enabled, no intrinsic size (the view scrolls its text instead).
    open override var intrinsicContentSize: CGSize { textIntrinsicContentSize }

    /// The text's size wrapped at `size.width` (the view's own width when that is not positive),
    /// insets included.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: textHeight(forWidth: width))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
    }

    /// Draws the text, the selection and the caret (`UITextView+Drawing.swift`).
    open override func draw(_ rect: CGRect) { drawTextView() }

    // MARK: Accessibility

    /// A text view is an accessibility element, as in UIKit.
    override var defaultIsAccessibilityElement: Bool { true }
    /// The text; nil while empty.
    override var defaultAccessibilityValue: String? { storedText.isEmpty ? nil : storedText }
}
