/// One action registered on a ``UIGestureRecognizer``: a target held weakly (UIKit does not retain
/// action targets) with its selector, or a closure.
@MainActor
struct GestureActionTarget {
    weak var target: AnyObject?
    let action: Selector?
    let handler: (@MainActor (UIGestureRecognizer) -> Void)?
}
