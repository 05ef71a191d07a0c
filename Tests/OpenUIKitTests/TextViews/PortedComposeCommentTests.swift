import Foundation
import OpenUIKitTesting
import Testing
import OpenUIKit

/// A "compose comment" screen as iOS apps write it: a text view that grows with its text (scrolling
/// off, pinned above the bottom), a placeholder label hidden once there is text, a character limit in
/// `shouldChangeTextIn`, a counter and a Post button updated in `textViewDidChange`, and a Post action
/// that hands the comment on and clears the box. Everything above the tests compiles unchanged
/// against UIKit: only the import differs.
@MainActor
@Suite struct PortedComposeCommentTests {
    final class ComposeCommentViewController: UIViewController, UITextViewDelegate {
        let textView = UITextView()
        let placeholderLabel = UILabel()
        let counterLabel = UILabel()
        let postButton = UIButton(type: .system)
        let maxLength = 40
        private(set) var posted: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground

            textView.font = .preferredFont(forTextStyle: .body)
            textView.isScrollEnabled = false
            textView.delegate = self
            textView.returnKeyType = .default
            textView.layer.cornerRadius = 8
            textView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
            textView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(textView)

            placeholderLabel.text = "Add a comment…"
            placeholderLabel.font = textView.font
            placeholderLabel.textColor = .placeholderText
            placeholderLabel.translatesAutoresizingMaskIntoConstraints = false
            textView.addSubview(placeholderLabel)

            counterLabel.font = .preferredFont(forTextStyle: .caption1)
            counterLabel.text = "\(maxLength)"
            counterLabel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(counterLabel)

            postButton.setTitle("Post", for: .normal)
            postButton.isEnabled = false
            postButton.addAction(UIAction { [weak self] _ in self?.post() }, for: .touchUpInside)
            postButton.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(postButton)

            let padding = textView.textContainer.lineFragmentPadding
            NSLayoutConstraint.activate([
                textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                textView.trailingAnchor.constraint(equalTo: postButton.leadingAnchor, constant: -8),
                textView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
                placeholderLabel.leadingAnchor.constraint(equalTo: textView.leadingAnchor,
                                                          constant: textView.textContainerInset.left + padding),
                placeholderLabel.topAnchor.constraint(equalTo: textView.topAnchor,
                                                      constant: textView.textContainerInset.top),
                postButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                postButton.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
                counterLabel.trailingAnchor.constraint(equalTo: textView.trailingAnchor),
                counterLabel.bottomAnchor.constraint(equalTo: textView.topAnchor, constant: -4),
            ])
        }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            let current = textView.text as NSString
            return current.replacingCharacters(in: range, with: text).count <= maxLength
        }

        func textViewDidChange(_ textView: UITextView) {
            placeholderLabel.isHidden = textView.hasText
            counterLabel.text = "\(maxLength - textView.text.count)"
            postButton.isEnabled = !textView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }

        func post() {
            posted.append(textView.text)
            textView.text = ""
            textViewDidChange(textView)
            textView.resignFirstResponder()
        }
    }

    private func showingComposer() -> (TestHost, ComposeCommentViewController) {
        let host = TestHost()
        let composer = ComposeCommentViewController()
        host.window.rootViewController = composer
        host.window.layoutIfNeeded()
        return (host, composer)
    }

    @Test func typingHidesThePlaceholderCountsDownAndEnablesPost() {
        let (host, composer) = showingComposer()
        #expect(!composer.placeholderLabel.isHidden)
        host.tap(composer.textView)
        #expect(composer.textView.isFirstResponder)
        host.type("Nice")
        #expect(composer.placeholderLabel.isHidden)
        #expect(composer.counterLabel.text == "36")
        #expect(composer.postButton.isEnabled)
    }

    @Test func theLimitRefusesTypingPastIt() {
        let (host, composer) = showingComposer()
        host.tap(composer.textView)
        host.type(String(repeating: "a", count: 45))
        #expect(composer.textView.text.count == 40)
        #expect(composer.counterLabel.text == "0")
    }

    @Test func theBoxGrowsUpwardWithEachLineAndPostingClearsIt() {
        let (host, composer) = showingComposer()
        let oneLine = composer.textView.frame
        host.tap(composer.textView)
        host.type("First line\nsecond\nthird")
        host.window.layoutIfNeeded()
        let grown = composer.textView.frame
        #expect(grown.maxY == oneLine.maxY)
        let line = composer.textView.font!.lineHeight
        #expect(oneLine.height == (line + 16).rounded(.up))
        #expect(grown.height == (3 * line + 16).rounded(.up))
        host.tap(composer.postButton)
        #expect(composer.posted == ["First line\nsecond\nthird"])
        #expect(composer.textView.text == "")
        #expect(!composer.placeholderLabel.isHidden && !composer.postButton.isEnabled)
        #expect(!host.runtime.keyboard.isVisible)
        host.window.layoutIfNeeded()
        #expect(composer.textView.frame == oneLine)
    }
}
