import OpenUIKit

/// The invariants of the window's view tree, checked after every step: every cache agrees with a
/// recomputation, every unretained reference names a live view (``UIView/_invariantViolations()``),
/// and the damage covers every pixel that changed (``DamageCheck``).
extension InvariantChecker {
    func checkTree(_ scene: FuzzScene) {
        for violation in scene.host.window._invariantViolations() { record("view tree: \(violation)") }
        if let stale = scene.damageCheck?.check(scene.host.window) {
            record("pixels changed outside the window's damage, within \(stale)")
        }
    }
}
