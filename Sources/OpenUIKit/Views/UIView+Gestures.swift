import Foundation

/// Attaching gesture recognizers to a view, as UIKit's `UIView` gesture API. The view holds its
/// recognizers strongly; each recognizer's ``UIGestureRecognizer/view`` is unretained, cleared when
/// the view removes it or goes.
extension UIView {
    /// The recognizers attached to the view, in the order added; nil when there are none, as UIKit.
    /// Setting it removes the current ones and adds the new ones.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view, first removing it from any other view (a recognizer
    /// belongs to one view, as in UIKit). Adding it again to the same view does nothing.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.viewReference = UnretainedView(self)
    }

    /// Detaches `gestureRecognizer`. A gesture in progress is cancelled and the recognizer is reset.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.environment?.detach(gestureRecognizer)
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.viewReference = nil
    }
}
