/// Runs animations alongside a focus change, as UIKit's `UIFocusAnimationCoordinator`.
///
/// UIKit animates focus changes with a system animation; OpenUIKit's focus changes are immediate, so
/// coordinated animations run at once, when added, and completions run after every view was told
/// about the change (UIKit's order: completions follow the focus animation).
@MainActor
public final class UIFocusAnimationCoordinator {
    private var completions: [@MainActor () -> Void] = []

    init() {}

    /// Runs `animations` now and `completion` once the focus update is finished.
    public func addCoordinatedAnimations(_ animations: (@MainActor () -> Void)?,
                                         completion: (@MainActor () -> Void)? = nil) {
        animations?()
        if let completion { completions.append(completion) }
    }

    /// Runs the completions, in the order they were added.
    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
