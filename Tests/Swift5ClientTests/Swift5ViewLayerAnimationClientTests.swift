import Testing
import OpenUIKit
import OpenUIKitTesting

/// A loading button whose spinner turns on its own layer, as apps write it in Swift 5 mode: a
/// `transform.rotation.z` animation repeating forever, removed when loading ends.
class Swift5LoadingSpinnerView: UIView {
    private let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.fillColor = nil
        ring.lineWidth = 3
        ring.strokeEnd = 0.75
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func startAnimating() {
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0
        rotation.toValue = Double.pi * 2
        rotation.duration = 1
        rotation.repeatCount = .infinity
        rotation.isRemovedOnCompletion = false
        layer.add(rotation, forKey: "rotation")
    }

    func stopAnimating() {
        layer.removeAnimation(forKey: "rotation")
    }
}

extension UIView {
    /// Shakes the view sideways, as a login form does after a wrong password.
    func swift5Shake() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = 0.6
        animation.values = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
        animation.isAdditive = true
        layer.add(animation, forKey: "shake")
    }
}

extension UILabel {
    /// Changes the text under a fade of the label's layer.
    func swift5SetTextWithFade(_ text: String, duration: CFTimeInterval = 0.25) {
        let transition = CATransition()
        transition.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        transition.type = CATransitionType.fade
        transition.duration = duration
        layer.add(transition, forKey: kCATransition)
        self.text = text
    }
}

@MainActor
@Suite struct Swift5ViewLayerAnimationClientTests {
    @Test func theSpinnerTurnsWhileLoadingAndStops() {
        let host = TestHost()
        let spinner = Swift5LoadingSpinnerView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        host.window.addSubview(spinner)
        spinner.startAnimating()
        host.advance(by: 0.5)
        let turned = CATransform3DGetAffineTransform(spinner.layer.presentation()!.transform)
        #expect(abs(turned.a + 1) < 1e-6, "half a turn")
        #expect(spinner.transform == .identity)
        spinner.stopAnimating()
        #expect(spinner.layer.animationKeys() == nil)
    }

    @Test func theShakeSwingsAndSettles() {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        host.window.addSubview(field)
        field.swift5Shake()
        host.advance(by: 0.075)
        #expect(abs(field.layer.presentation()!.position.x - 140) < 1e-6, "at the second value, +20")
        host.advance(by: 1)
        #expect(field.layer.presentation()!.position.x == 120)
    }

    @Test func theLabelFadesToItsNewText() {
        let host = TestHost()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        label.text = "Saving…"
        host.window.addSubview(label)
        _ = host.render()
        label.swift5SetTextWithFade("Saved")
        host.advance(by: 0.125)
        let opacity = label.layer.presentation()!.opacity
        #expect(opacity > 0.3 && opacity < 0.7)
        host.advance(by: 0.5)
        #expect(label.layer.presentation()!.opacity == 1 && label.text == "Saved")
    }
}
