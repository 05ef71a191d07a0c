import Testing
import OpenUIKit
import OpenUIKitTesting
@testable import OpenUIKitFuzzing

extension FuzzScene {
    /// The first scene (by seed, 1 to 80) that holds a control of type `Control`, that control's node
    /// and the control: the scenes choose their controls by node index, so the tests of each kind of
    /// control find one among the seeds rather than building a scene by hand.
    static func first<Control: UIControl>(holding type: Control.Type) throws -> (FuzzScene, SceneNode, Control) {
        let scene = try #require((UInt64(1)...80).lazy.map { seed -> FuzzScene in
            var rng = SplitMix64(seed: seed)
            return FuzzScene(using: &rng)
        }.first { $0.nodes.contains { $0.view is Control } })
        let node = try #require(scene.nodes.first { $0.view is Control })
        return (scene, node, try #require(node.view as? Control))
    }
}
