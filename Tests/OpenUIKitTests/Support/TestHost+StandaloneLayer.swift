import Foundation
@testable import OpenUIKit
import OpenUIKitTesting

extension TestHost {
    /// A 200×200 view in the window holding a 20×20 standalone layer at its origin (centered at
    /// (10, 10)): where the Core Animation tests run their animations.
    func addStandaloneLayer() -> (view: UIView, layer: CALayer) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.layer.addSublayer(layer)
        return (view, layer)
    }
}
