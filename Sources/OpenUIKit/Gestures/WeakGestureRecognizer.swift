/// A recognizer held weakly, for failure requirements (`require(toFail:)`): a recognizer that must
/// fail first does not keep the other alive.
@MainActor
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
