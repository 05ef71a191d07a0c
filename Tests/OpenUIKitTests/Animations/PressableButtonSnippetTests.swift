import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A pressable button as iOS code writes it: it shrinks to 95 % while a finger is on it and springs
/// back when lifted, with `UIView.animate` on its `transform`.
@MainActor
private final class PressableButton: UIButton {
    override var isHighlighted: Bool {
        didSet {
            guard isHighlighted != oldValue else { return }
            UIView.animate(withDuration: 0.1, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction, .curveLinear],
                           animations: {
                               self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
                           }, completion: nil)
        }
    }
}

@MainActor
@Suite struct PressableButtonSnippetTests {
    /// The x scale the window's only transformed view (the button) is drawn with, from its group in the
    /// window's display list; nil when nothing is drawn transformed.
    private func drawnScale(in host: TestHost) -> CGFloat? {
        for command in host.window.renderDisplayList().commands {
            if case let .beginTransformedGroup(transform, _, _) = command { return transform.a }
        }
        return nil
    }

    @Test func itShrinksOnTouchDownAndComesBackOnTouchUp() {
        let host = TestHost()
        var taps = 0
        let button = PressableButton(type: .custom)
        button.setTitle("Buy", for: .normal)
        button.backgroundColor = .systemBlue
        button.frame = CGRect(x: 40, y: 200, width: 200, height: 50)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        _ = host.render()

        let finger = host.touchDown(at: CGPoint(x: 140, y: 225))
        #expect(button.transform == CGAffineTransform(scaleX: 0.95, y: 0.95), "the model value, at once")
        host.advance(by: 0.05 + 1e-9)
        #expect(abs((drawnScale(in: host) ?? 0) - 0.975) < 1e-6, "halfway down")
        host.advance(by: 0.1)
        #expect(abs((drawnScale(in: host) ?? 0) - 0.95) < 1e-6)

        host.send(.up, at: CGPoint(x: 140, y: 225), pointer: finger)
        #expect(taps == 1)
        #expect(button.transform.isIdentity)
        host.advance(by: 0.05 + 1e-9)
        #expect(abs((drawnScale(in: host) ?? 0) - 0.975) < 1e-6, "halfway back")
        host.advance(by: 0.1)
        #expect(drawnScale(in: host) == nil, "drawn untransformed again")
        #expect(button.frame == CGRect(x: 40, y: 200, width: 200, height: 50))
    }
}
