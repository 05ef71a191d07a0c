import Foundation
import OpenUIKit

/// A controller that shows the keyboard from `viewWillAppear` (posts `keyboardWillShowNotification`
/// with `keyboard` as the end frame), as one that makes a text field first responder there does.
@MainActor
final class KeyboardShowingController: UIViewController {
    let keyboard: CGRect

    init(keyboard: CGRect) {
        self.keyboard = keyboard
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard])
    }
}
