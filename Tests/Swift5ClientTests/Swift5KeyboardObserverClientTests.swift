import OpenUIKit
import OpenUIKitTesting
import Testing

/// A comment composer that keeps its input bar above the keyboard, written the way a Swift 5 app does
/// (selector observers, a deinit that removes them, the curve read as UIKit code reads it), in Swift 5
/// language mode with only the import changed and `Selector(…)` for `#selector(…)`.
final class Swift5CommentComposerViewController: UIViewController {
    let inputBar = UIView()
    let textField = UITextField()
    var inputBarBottom: NSLayoutConstraint!
    var lastCurve: UIView.AnimationCurve?

    override func viewDidLoad() {
        super.viewDidLoad()
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        textField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)
        inputBar.addSubview(textField)
        inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 52),
            inputBarBottom,
            textField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
            textField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
            textField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
        ])
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:", Swift5CommentComposerViewController.keyboardWillShow),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillHide:", Swift5CommentComposerViewController.keyboardWillHide),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillShow(_ notification: NSNotification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let rawCurve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int else { return }
        lastCurve = UIView.AnimationCurve(rawValue: rawCurve)
        inputBarBottom.constant = -(frame.height - view.safeAreaInsets.bottom)
        view.layoutIfNeeded()
    }

    func keyboardWillHide(_ notification: NSNotification) {
        inputBarBottom.constant = 0
        view.layoutIfNeeded()
    }
}

@MainActor @Test func swift5ModeInputBarRidesOnTheKeyboard() {
    let host = TestHost()
    let composer = Swift5CommentComposerViewController()
    host.window.rootViewController = composer
    host.window.layoutIfNeeded()
    let resting = composer.inputBar.frame.maxY
    host.tap(composer.textField)
    host.advance(by: 0.5)
    let keyboardTop = host.runtime.keyboard.frame?.minY ?? .infinity
    #expect(composer.inputBar.frame.maxY == keyboardTop)
    #expect(composer.lastCurve == .easeInOut)
    composer.textField.resignFirstResponder()
    host.advance(by: 0.5)
    #expect(composer.inputBar.frame.maxY == resting)
}
