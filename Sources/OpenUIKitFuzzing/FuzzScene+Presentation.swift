import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Presentations in a fuzz scene: presenting new controllers in any style from the root or any
/// presented controller (chains, presenting on a presenter, while a transition runs, from a dismissed
/// controller), dismissing any of them (the middle of a chain too), dropping the scene's reference, and
/// the screen rotating and the keyboard showing or hiding meanwhile.
extension FuzzScene {
    /// The presented controller `index`, while something keeps it alive.
    func controller(_ index: Int) -> UIViewController? {
        controllers.indices.contains(index) ? controllers[index].controller : nil
    }

    /// The index of the controller at the top of the root's chain of presentations, if any.
    var topControllerIndex: Int? {
        var top: UIViewController = root
        while let next = top.presentedViewController, next !== top { top = next }
        return controllers.firstIndex { $0.controller === top }
    }

    func applyPresentationChange(_ mutation: SceneMutation) {
        switch mutation {
        case .present(let presenterIndex, let request):
            guard let presenter = presenterIndex.map(controller) ?? root else { return }
            present(request, from: presenter)
        case .dismiss(let index, let animated):
            (index.map(controller) ?? root)?.dismiss(animated: animated)
        case .dropController(let index):
            guard controllers.indices.contains(index) else { return }
            // The views inside its view go with it: its own, less those a mutation moved elsewhere,
            // plus any a mutation moved in.
            let view = controllers[index].controller?.viewIfLoaded
            controllers[index].drop()
            for node in nodes where !node.isForgotten {
                if let view, node.view?.isDescendant(of: view) == true { node.forget(withController: index) }
            }
        case .tapAlertAction(let index, let action):
            guard let alert = controller(index) as? UIAlertController, alert.actions.indices.contains(action),
                  let button = Self.button(titled: alert.actions[action].title, in: alert.viewIfLoaded),
                  button.window != nil else { return }
            // The id the generator keeps free for nested input, down and up at once.
            let id = Self.pointerIDLimit - 1
            let location = host.center(of: button)
            for phase in [PointerInput.Phase.down, .up] {
                host.application.handle(PointerInput(id: id, phase: phase, location: location), in: host.window)
            }
        case .rotate(let orientation):
            host.screen.orientation = orientation
        case .keyboard(let visible, let duration):
            postKeyboardNotification(visible: visible, duration: duration)
        default:
            return
        }
    }

    /// Makes a controller whose view holds one to three random views, controls and buttons (registered
    /// with the checker like the root's), anchors a popover in the root view, and presents it.
    private func present(_ request: PresentationRequest, from presenter: UIViewController) {
        var rng = SplitMix64(seed: request.contentSeed)
        if let alertStyle = request.alertStyle {
            presentAlert(alertStyle, request, from: presenter, using: &rng)
            return
        }
        let presented = UIViewController()
        presented.modalPresentationStyle = request.style
        presented.modalTransitionStyle = request.transition
        presented.isModalInPopover = request.isModalInPopover
        let index = controllers.count
        controllers.append(SceneController(index: index, controller: presented, request: request))
        let view: UIView = presented.view
        view.backgroundColor = .white
        if request.style == .formSheet || request.style == .popover {
            presented.preferredContentSize = CGSize(width: CGFloat.random(in: 200...600, using: &rng),
                                                    height: CGFloat.random(in: 200...700, using: &rng))
            view.frame.size = presented.preferredContentSize
        }
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            addNode(nodes.count, to: view, owner: index, using: &rng)
            if let node = nodes.last { register(node, using: &rng) }
        }
        if let popover = presented.popoverPresentationController {
            // Anchored in the root view: `sourceView` is strong (as in UIKit), so an anchor in a
            // presenter's view would keep a dismissed presenter's controls alive as long as this
            // controller, which the leak check could not tell from a leak.
            let anchor: UIView = root.view
            popover.sourceView = anchor
            let bounds = anchor.bounds
            popover.sourceRect = CGRect(x: CGFloat.random(in: 0...max(bounds.width - 40, 0), using: &rng),
                                        y: CGFloat.random(in: 0...max(bounds.height - 40, 0), using: &rng),
                                        width: 40, height: 40)
        }
        presenter.present(presented, animated: request.animated)
    }

    /// The button an alert shows for the action titled `title` (the scene's titles are unique), found
    /// as a user finds it: by its title on screen.
    private static func button(titled title: String?, in view: UIView?) -> UIButton? {
        guard let view else { return nil }
        if let button = view as? UIButton, button.title(for: .normal) == title { return button }
        return view.subviews.lazy.compactMap { button(titled: title, in: $0) }.first
    }

    /// Makes an alert or action sheet with one to four actions of random styles — a second cancel
    /// action is refused (UIKit raises) and must leave the alert with one — whose handlers report to
    /// the checker, anchors an action sheet in the root view three times in four (an iPad one without
    /// an anchor is refused), and presents it; its completion marks it shown.
    private func presentAlert(_ style: UIAlertController.Style, _ request: PresentationRequest,
                              from presenter: UIViewController, using rng: inout SplitMix64) {
        let alert = UIAlertController(title: "Alert \(controllers.count)", message: Bool.random(using: &rng) ? "Message" : nil,
                                      preferredStyle: style)
        let entry = SceneController(index: controllers.count, controller: alert, request: request)
        controllers.append(entry)
        for number in 0..<Int.random(in: 1...4, using: &rng) {
            let action = UIAlertAction(title: "Action \(number)", style: UIAlertAction.Style.allCases.randomElement(using: &rng)!) {
                [weak self, weak entry] action in
                guard let self, let entry else { return }
                self.checker.alertHandlerRan(entry, action: number, of: action)
            }
            action.isEnabled = Int.random(in: 0..<6, using: &rng) != 0
            try? alert.tryAddAction(action)
        }
        if Int.random(in: 0..<3, using: &rng) == 0 { alert.preferredAction = alert.actions.randomElement(using: &rng) }
        if style == .actionSheet, Int.random(in: 0..<4, using: &rng) != 0, let popover = alert.popoverPresentationController {
            popover.sourceView = root.view
            popover.sourceRect = CGRect(x: CGFloat.random(in: 0...200, using: &rng), y: CGFloat.random(in: 0...300, using: &rng),
                                        width: 40, height: 40)
        }
        presenter.present(alert, animated: request.animated) { [weak entry] in entry?.wasShown = true }
    }

    /// Posts UIKit's keyboard will-show or will-hide notification with the keys and frames
    /// `KeyboardNotificationPoster` uses: the will-notification alone, as an app or a host may post it,
    /// which the runtime records (the poster would also schedule the did-notification).
    private func postKeyboardNotification(visible: Bool, duration: TimeInterval) {
        let bounds = host.window.bounds
        let shown = CGRect(x: 0, y: bounds.height - 300, width: bounds.width, height: 300)
        let hidden = shown.offsetBy(dx: 0, dy: 300)
        let begin = keyboardFrame ?? hidden
        let end = visible ? shown : hidden
        keyboardFrame = visible ? shown : nil
        NotificationCenter.default.post(
            name: visible ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
            object: nil,
            userInfo: [UIResponder.keyboardFrameBeginUserInfoKey: begin,
                       UIResponder.keyboardFrameEndUserInfoKey: end,
                       UIResponder.keyboardAnimationDurationUserInfoKey: duration])
    }

    /// Ends the scene's presentations: everything the root presented is dismissed without animation
    /// and the scene drops every controller, which must then all be released (see
    /// ``InvariantChecker/checkQuiet(_:)``). Also stops the form sheets' keyboard observers, so a later
    /// scene's keyboard notifications reach nothing of this one.
    func dismissEverything() {
        root.dismiss(animated: false)
        for index in controllers.indices { applyPresentationChange(.dropController(index)) }
    }

    /// Whether `node` belongs to a controller that is still alive: a dropped controller that is still
    /// presented keeps its views, and the checker asks for its release instead.
    func isHeldByLiveController(_ node: SceneNode) -> Bool {
        node.forgottenWithController.map { controller($0) != nil } ?? false
    }

    /// One line per presented controller, for the description.
    var controllerDescriptions: [String] {
        controllers.map { entry in
            guard let controller = entry.controller else { return "controller \(entry.index): released" }
            let presenter = controller.presentingViewController.map { presenter in
                presenter === root ? "root" : controllers.firstIndex { $0.controller === presenter }.map { "controller \($0)" } ?? "?"
            } ?? "nobody"
            let nodes = nodes.filter { $0.owner == entry.index }.map { "view \($0.index)" }.joined(separator: ", ")
            return "controller \(entry.index): \(entry.request), presented by \(presenter), holds \(nodes)"
                + (entry.isDropped ? ", dropped" : "")
        }
    }
}
