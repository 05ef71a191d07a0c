import Foundation

/// The animator a ``UIContextMenuInteraction`` hands its delegate: OpenUIKit's menus appear and go
/// at once, so the added animations run right after the delegate returns and the completions right
/// after the menu has appeared or gone (and, when an action was chosen, after its handler ran).
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController? = nil) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    /// Runs the added animations, then forgets them.
    func runAnimations() {
        let added = animations
        animations = []
        for animation in added { animation() }
    }

    /// Runs the added completions, then forgets them.
    func runCompletions() {
        let added = completions
        completions = []
        for completion in added { completion() }
    }
}
