import Foundation
import OpenUIKit

/// A tap recognizer whose subclass hooks for exclusion and failure requirements a test sets.
@MainActor
final class ConfigurableTapRecognizer: UITapGestureRecognizer {
    var preventsOthers = true
    var mustWaitFor: UIGestureRecognizer?
    var makesWait: UIGestureRecognizer?

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { preventsOthers }

    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === mustWaitFor
    }

    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === makesWait
    }
}
