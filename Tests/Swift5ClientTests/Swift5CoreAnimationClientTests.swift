import Testing
import OpenUIKit
import OpenUIKitTesting

/// A loading spinner and a self-drawing checkmark written as a UIKit app in Swift 5 mode writes them:
/// explicit Core Animation animations on shape layers, with a delegate.
class Swift5LoadingSpinner: UIView {
    let ring: CAShapeLayer = {
        let ring = CAShapeLayer()
        ring.strokeColor = UIColor.systemGray.cgColor
        ring.fillColor = nil
        ring.lineWidth = 3
        ring.strokeStart = 0.1
        return ring
    }()

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if ring.superlayer == nil { layer.addSublayer(ring) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = layer.bounds
        ring.path = CGPath(ellipseIn: layer.bounds.insetBy(dx: 3, dy: 3), transform: nil)
    }

    func start() {
        guard ring.animation(forKey: "rotation") == nil else { return }
        let animation = CABasicAnimation(keyPath: "transform.rotation.z")
        animation.toValue = NSNumber(value: Double.pi * 2)
        animation.duration = 0.8
        animation.repeatCount = .infinity
        animation.isRemovedOnCompletion = false
        ring.add(animation, forKey: "rotation")
    }
}

class Swift5CheckmarkDrawer: NSObject, CAAnimationDelegate {
    let shape = CAShapeLayer()
    var didFinish = false

    func draw() {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 0.3
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        shape.add(animation, forKey: nil)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        didFinish = flag
    }
}

@MainActor
@Suite struct Swift5CoreAnimationClientTests {
    @Test func theSpinnerTurnsAndTheCheckmarkFinishes() {
        let host = TestHost()
        let spinner = Swift5LoadingSpinner(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        host.window.addSubview(spinner)
        host.window.layoutIfNeeded()
        spinner.start()
        spinner.start()   // already running: one animation
        #expect(spinner.ring.animationKeys() == ["rotation"])
        host.advance(by: 0.2)   // a quarter of a turn
        let turned = spinner.ring.presentation()?.affineTransform() ?? .identity
        #expect(abs(turned.b - 1) < 1e-6)
        let drawer = Swift5CheckmarkDrawer()
        spinner.layer.addSublayer(drawer.shape)
        drawer.draw()
        host.advance(by: 0.5)
        #expect(drawer.didFinish)
        #expect(drawer.shape.presentation()?.strokeEnd == 1)
    }
}
