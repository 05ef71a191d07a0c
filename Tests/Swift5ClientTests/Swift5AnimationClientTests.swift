import Testing
import OpenUIKit
import OpenUIKitTesting

/// A card that slides up and a button that fades, written as a UIKit app in Swift 5 mode writes them:
/// trailing-closure `UIView.animate` forms, a spring, options and a completion touching the view.
class SlidingCardView: UIView {
    let card = UIView()
    let closeButton = UIButton(type: .system)
    var isCardShown = false

    func setUp() {
        card.backgroundColor = .systemBlue
        card.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 200)
        closeButton.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
        addSubview(card)
        addSubview(closeButton)
    }

    func showCard() {
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5,
                       options: [.curveEaseOut, .allowUserInteraction], animations: {
            self.card.frame.origin.y = self.bounds.height - 200
        }) { finished in
            self.isCardShown = finished
        }
        UIView.animate(withDuration: 0.2) {
            self.closeButton.alpha = 0.5
        }
    }
}

@MainActor @Test func swift5ModeAnimationCodeBuildsAndRunsInVirtualTime() {
    let host = TestHost()
    let view = SlidingCardView(frame: host.window.bounds)
    host.window.addSubview(view)
    view.setUp()
    view.showCard()
    #expect(view.card.frame.maxY == view.bounds.height, "the model value at once")
    #expect(view.closeButton.alpha == 0.5)
    host.advance(by: 0.2)
    #expect(!view.isCardShown)
    host.advance(by: 0.21)
    #expect(view.isCardShown)
}
