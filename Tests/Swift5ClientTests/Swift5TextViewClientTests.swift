import OpenUIKit
import OpenUIKitTesting
import Testing

/// A notes editor written the way a Swift 5 app writes one: a `UITextView` subclass that overrides
/// `insertText`, `deleteBackward`, `becomeFirstResponder` and `intrinsicContentSize`, and a view
/// controller that is its delegate (a scroll view delegate too), in Swift 5 language mode with only
/// the import changed.
class Swift5NotesTextView: UITextView {
    var insertedPieces: [String] = []
    var backspacesOnEmpty = 0
    var minimumHeight: CGFloat = 60

    override func insertText(_ text: String) {
        insertedPieces.append(text)
        super.insertText(text)
    }

    override func deleteBackward() {
        if !hasText { backspacesOnEmpty += 1 }
        super.deleteBackward()
    }

    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { backgroundColor = .secondarySystemBackground }
        return became
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width, height: max(size.height, minimumHeight))
    }
}

class Swift5NotesViewController: UIViewController, UITextViewDelegate {
    let notesView = Swift5NotesTextView(frame: CGRect(x: 16, y: 100, width: 300, height: 200), textContainer: nil)
    var savedText: String?
    var selectionChanges = 0
    var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        notesView.delegate = self
        notesView.font = UIFont.systemFont(ofSize: 15)
        notesView.textColor = .label
        notesView.autocorrectionType = .no
        notesView.dataDetectorTypes = [.link, .phoneNumber]
        notesView.keyboardDismissMode = .interactive
        view.addSubview(notesView)
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text != "\t"
    }

    func textViewDidChangeSelection(_ textView: UITextView) { selectionChanges += 1 }

    func textViewDidEndEditing(_ textView: UITextView) { savedText = textView.text }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@MainActor
@Suite struct Swift5TextViewClientTests {
    @Test func theSubclassAndTheDelegateSeeTheEditing() {
        let host = TestHost()
        let notes = Swift5NotesViewController()
        host.window.rootViewController = notes
        host.window.layoutIfNeeded()
        host.tap(notes.notesView)
        #expect(notes.notesView.backgroundColor == .secondarySystemBackground)
        notes.notesView.deleteBackward()
        #expect(notes.notesView.backspacesOnEmpty == 1)
        host.type("Buy milk")
        notes.notesView.insertText("\t")
        #expect(notes.notesView.text == "Buy milk")
        #expect(notes.notesView.insertedPieces.count == 9)
        #expect(notes.selectionChanges == 8)
        #expect(notes.notesView.resignFirstResponder())
        #expect(notes.savedText == "Buy milk")
        notes.notesView.isScrollEnabled = false
        #expect(notes.notesView.intrinsicContentSize.height == 60)
        let scrolls = notes.scrolls
        notes.notesView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(notes.scrolls == scrolls + 1)
    }
}
