extension UIViewController {
    /// The coordinator of the transition this controller takes part in now, as UIKit's
    /// `transitionCoordinator`: a presentation or dismissal of it, one it presents or dismisses, or a
    /// push or pop of its navigation controller — or its parent's. Nil when no transition runs. It is
    /// there from the start of the transition (`presentationTransitionWillBegin`, the appearance
    /// callbacks) to its end.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let transition = current.storedPresentationController?.coordinator
                ?? current.directlyPresentedViewController?.storedPresentationController?.coordinator
                ?? (current as? UINavigationController)?.transition {
                return transition
            }
            candidate = current.parent
        }
        return nil
    }
}
