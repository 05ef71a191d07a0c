import OpenUIKit

/// The invariants of presentations, checked after every step and at quiet points:
///
/// - **Chains are consistent**: `A.presentedViewController === B` exactly when
///   `B.presentingViewController === A`; no presenter has two presented controllers; every chain of
///   presentations starts at the root view controller.
/// - **Rotation**: a presentation's container (except a context style's) covers the window, in every
///   orientation, until its dismissal starts.
/// - **Views follow the chain**: a controller whose presentation is complete has its view in the window
///   unless a completed presentation above it hides it (full screen, current context); so has the root.
///   While the presentation above it runs (either way) its view stays in the window, as in UIKit,
///   which removes it only once the transition ends. A controller that is not presented (dismissed,
///   or its presentation refused) has no view in the window, and no control inside it is tracking,
///   highlighted or in an open touch session.
/// - **Alerts** (`UIAlertController`): a presented alert has at most one cancel action (a second is
///   refused); an action's handler runs at most once, only after its alert's dismissal completed
///   ("after the alert controller has been dismissed", `UIAlertAction`), and never for an alert whose
///   presentation was refused.
/// - **When quiet**: a controller the scene dropped is released once it is not presented.
extension InvariantChecker {
    func checkPresentations(_ scene: FuzzScene) {
        let live: [(name: String, controller: UIViewController)] = [("root", scene.root)]
            + scene.controllers.compactMap { entry in entry.controller.map { ("controller \(entry.index)", $0) } }
        func name(_ controller: UIViewController) -> String {
            live.first { $0.controller === controller }?.name ?? "an unknown controller"
        }
        for (label, controller) in live {
            if let presented = controller.presentedViewController, presented.presentingViewController !== controller {
                record("\(label) presents \(name(presented)), whose presentingViewController is "
                       + (presented.presentingViewController.map(name) ?? "nil"))
            }
            if let presenting = controller.presentingViewController {
                if presenting.presentedViewController !== controller {
                    record("\(label) is presented by \(name(presenting)), whose presentedViewController is "
                           + (presenting.presentedViewController.map(name) ?? "nil"))
                }
                var start = presenting
                for _ in live.indices {
                    guard let below = start.presentingViewController else { break }
                    start = below
                }
                if start !== scene.root {
                    record("\(label) is in a chain of presentations that starts at \(name(start)), not at the root")
                }
            }
            let claims = live.filter { $0.controller !== controller && $0.controller.presentingViewController === controller }
            if claims.count > 1 {
                record("\(label) is the presenter of \(claims.map(\.name).joined(separator: " and "))")
            }
            // (A dismissal of a chain takes the containers below its top out at once.)
            if !controller.isBeingDismissed,
               let presentation = controller.presentingViewController == nil ? nil : controller.presentationController,
               ![.currentContext, .overCurrentContext].contains(presentation.presentationStyle),
               let container = presentation.containerView, container.frame != scene.host.window.bounds {
                record("\(label)'s presentation container is \(container.frame), not the window's bounds \(scene.host.window.bounds)")
            }
            if let expected = Self.expectsViewInWindow(controller, isRoot: controller === scene.root) {
                let inWindow = controller.viewIfLoaded?.window === scene.host.window
                if expected != inWindow {
                    record("\(label)'s view is \(inWindow ? "in" : "not in") the window, "
                           + "but its presentation is \(expected ? "complete and not covered" : "over")")
                }
            }
        }
        for entry in scene.controllers {
            guard let controller = entry.controller else { continue }
            if let alert = controller as? UIAlertController, alert.actions.filter({ $0.style == .cancel }).count > 1 {
                record("alert controller \(entry.index) has \(alert.actions.filter { $0.style == .cancel }.count) cancel actions")
            }
            if controller.presentingViewController != nil {
                presentedControllers.insert(entry.index)
                continue
            }
            if presentedControllers.contains(entry.index) { dismissedControllers.insert(entry.index) }
            guard let view = controller.viewIfLoaded else { continue }
            for node in scene.nodes where node.owner == entry.index {
                guard let control = node.control, control.isDescendant(of: view) else { continue }
                if control.isTracking || control.isHighlighted || openSessions.contains(node.index) {
                    record("control \(node.index) in dismissed controller \(entry.index) is still "
                           + (control.isTracking ? "tracking" : control.isHighlighted ? "highlighted" : "in a touch session"))
                }
            }
        }
    }

    /// Whether `controller`'s view must be in the window now; nil while its own transition runs.
    private static func expectsViewInWindow(_ controller: UIViewController, isRoot: Bool) -> Bool? {
        guard isRoot || controller.presentingViewController != nil else { return false }
        guard !controller.isBeingPresented, !controller.isBeingDismissed else { return nil }
        guard let above = controller.presentedViewController,
              !above.isBeingPresented, !above.isBeingDismissed else { return true }
        return above.presentationController?.shouldRemovePresentersView != true
    }

    /// An alert action's handler ran: once per action, after the alert was shown and its dismissal ended.
    func alertHandlerRan(_ entry: SceneController, action number: Int, of action: UIAlertAction) {
        alertHandlerCount += 1
        note("    alert controller \(entry.index) ran the handler of action \(number)")
        if !entry.wasShown { record("alert controller \(entry.index), never shown, ran the handler of action \(number)") }
        if !entry.handledActions.insert(number).inserted {
            record("alert controller \(entry.index) ran the handler of action \(number) twice")
        }
        if let alert = entry.controller, alert.presentingViewController != nil || alert.isBeingDismissed {
            record("alert controller \(entry.index) ran the handler of action \(number) before its dismissal completed")
        }
    }

    /// At a quiet point: every controller the scene dropped that is no longer presented is released.
    func checkDroppedControllersReleased(_ scene: FuzzScene) {
        for entry in scene.controllers where entry.isDropped {
            if let controller = entry.controller, controller.presentingViewController == nil {
                record("controller \(entry.index) is still alive after it was dismissed and the scene dropped it")
            }
        }
    }
}
