import OpenUIKit

/// A target-action target in a fuzz scene. Controls hold it weakly (as UIKit); the scene holds it
/// strongly until a ``SceneMutation/releaseTarget(_:)`` step, after which nothing may keep it alive.
@MainActor
final class FuzzTarget {
    let index: Int
    private let onFire: (Int) -> Void

    init(index: Int, onFire: @escaping (Int) -> Void) {
        self.index = index
        self.onFire = onFire
    }

    func fire(_ sender: UIControl) {
        onFire(index)
    }
}
