import Foundation
import OpenUIKit

/// What a presented detail screen asks of whoever presented it, as the article's
/// `ModalViewControllerDelegate`: the detail does not know its presenter, only that someone will
/// dismiss it (and may check its changes first).
@MainActor
protocol ModalViewControllerDelegate: AnyObject {
    func didDismissModalView()
}
