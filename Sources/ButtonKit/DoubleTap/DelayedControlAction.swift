import Foundation
import OpenUIKit

/// A target-action send that ``DoubleTapButton`` holds back: what `sendAction(_:to:for:)` was called
/// with, packed into one object for `perform(_:with:afterDelay:)` (the article packs it into a
/// dictionary). The target is held weakly, as the control holds it.
@MainActor
final class DelayedControlAction {
    let action: Selector
    private weak var target: AnyObject?
    /// The action had no target: it goes up the responder chain.
    private let usesResponderChain: Bool
    let event: UIEvent?

    init(action: Selector, target: AnyObject?, event: UIEvent?) {
        self.action = action
        self.target = target
        self.usesResponderChain = target == nil
        self.event = event
    }

    /// Where to send the action now: nil for the responder chain; `.none` when the target has gone
    /// (then nothing is sent).
    var destination: AnyObject?? {
        if usesResponderChain { return .some(nil) }
        return target.map { .some($0) } ?? .none
    }
}
