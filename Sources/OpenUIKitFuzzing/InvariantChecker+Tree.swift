import OpenUIKit

/// The invariants of the window's view tree, checked after every step: every cache agrees with a
/// recomputation, every unretained reference names a live view (``UIView/_invariantViolations()``),
/// and the damage covers every pixel that changed (``DamageCheck``).
extension InvariantChecker {
    /// `checkingPixels: false` skips the pixel check this time (``InputFuzzer/run(seed:steps:pixelCheckInterval:)``).
    func checkTree(_ scene: FuzzScene, checkingPixels: Bool = true) {
        for violation in scene.host.window._invariantViolations() { record("view tree: \(violation)") }
        if checkingPixels, let stale = scene.damageCheck?.check(scene.host.window) {
            record("pixels changed outside the window's damage, within \(stale)")
        }
    }
}
