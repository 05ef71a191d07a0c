import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// UIKit code as an iOS developer writes it — a button that fades while disabled and a card that
/// slides in with a spring, then out — compiled unchanged against OpenUIKit and run in virtual time.
@MainActor
@Suite struct PortedAnimationSnippetTests {
    final class CardViewController: UIViewController {
        let card = UIView()
        let saveButton = UIButton(type: .system)
        private(set) var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            card.backgroundColor = .secondarySystemBackground
            card.frame = CGRect(x: 16, y: view.bounds.maxY, width: view.bounds.width - 32, height: 240)
            view.addSubview(card)
            saveButton.setTitle("Save", for: .normal)
            saveButton.frame = CGRect(x: 16, y: 60, width: 120, height: 44)
            view.addSubview(saveButton)
        }

        func setSaving(_ saving: Bool) {
            saveButton.isEnabled = !saving
            UIView.animate(withDuration: 0.25) {
                self.saveButton.alpha = saving ? 0.4 : 1
            }
        }

        func presentCard() {
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                           options: [.curveEaseInOut], animations: {
                self.card.frame.origin.y = self.view.bounds.maxY - 260
            }, completion: { finished in
                self.log.append("shown \(finished)")
            })
        }

        func dismissCard() {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState, .curveEaseIn], animations: {
                self.card.frame.origin.y = self.view.bounds.maxY
                self.card.alpha = 0
            }, completion: { _ in
                self.card.removeFromSuperview()
                self.log.append("dismissed")
            })
        }
    }

    @Test func aFadingButtonAndASlidingCardRunAsInUIKit() {
        let host = TestHost()
        let controller = CardViewController()
        host.window.rootViewController = controller
        _ = host.render()
        let bottom = controller.view.bounds.maxY
        controller.setSaving(true)
        controller.presentCard()
        #expect(controller.card.frame.minY == bottom - 260, "the model frame at once")
        #expect(controller.card.presentedCenter.y > bottom, "still drawn below the screen")
        host.advance(by: 0.25)
        #expect(controller.saveButton.presentedAlpha == 0.4)
        #expect(controller.log.isEmpty)

        controller.dismissCard()
        host.advance(by: 1.0 / 60)
        #expect(controller.log == ["shown false"], "the spring, cut short by .beginFromCurrentState")
        host.advance(by: 0.3)
        #expect(controller.log == ["shown false", "dismissed"])
        #expect(controller.card.superview == nil)
    }
}
