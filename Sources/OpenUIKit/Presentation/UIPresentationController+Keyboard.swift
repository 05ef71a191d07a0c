import Foundation

/// A form sheet moves up while the keyboard is shown, as UIKit moves it ("If the modal view makes use
/// of the keyboard the modal view is moved upwards to make room"): it is centred in the space above the
/// keyboard, no higher than ``keyboardTopMargin`` below the top. The move is applied at once; the
/// notification's animation duration is not modelled.
extension UIPresentationController {
    func startObservingKeyboard() {
        guard presentationStyle == .formSheet, keyboardObservers.isEmpty else { return }
        let center = NotificationCenter.default
        let show = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                      queue: nil) { [weak self] notification in
            let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            MainActor.assumeIsolated { self?.keyboardChanged(to: frame) }
        }
        let hide = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                      queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardChanged(to: nil) }
        }
        keyboardObservers = [show, hide]
    }

    func stopObservingKeyboard() {
        for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
        keyboardObservers = []
        keyboardFrame = nil
    }

    private func keyboardChanged(to frame: CGRect?) {
        guard frame != keyboardFrame else { return }
        keyboardFrame = frame
        containerView?.setNeedsLayout()
        containerView?.layoutIfNeeded()
    }
}
