import Testing
import OpenUIKit
import OpenUIKitTesting

/// A pressable button and a rotated badge as a UIKit app in Swift 5 mode writes them: `transform` set
/// in `UIView.animate` closures from an `isHighlighted` override, and `layer.transform` with
/// `CATransform3D` functions.
class Swift5PressableButton: UIButton {
    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: {
                self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : CGAffineTransform.identity
            }, completion: nil)
        }
    }
}

@MainActor @Test func swift5ModePressableButtonScalesWhileHeld() {
    let host = TestHost()
    let button = Swift5PressableButton(type: .system)
    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
    host.window.addSubview(button)
    let badge = UIView(frame: CGRect(x: 20, y: 200, width: 30, height: 30))
    badge.layer.transform = CATransform3DRotate(CATransform3DMakeScale(1.2, 1.2, 1), CGFloat.pi / 8, 0, 0, 1)
    host.window.addSubview(badge)
    #expect(CATransform3DIsAffine(badge.layer.transform))
    #expect(badge.frame.width > 30)
    let finger = host.touchDown(at: CGPoint(x: 120, y: 122))
    #expect(button.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
    host.advance(by: 0.3)
    host.send(.up, at: CGPoint(x: 120, y: 122), pointer: finger)
    #expect(button.transform.isIdentity)
    #expect(button.convert(CGPoint(x: 100, y: 22), to: nil) == CGPoint(x: 120, y: 122))
}
