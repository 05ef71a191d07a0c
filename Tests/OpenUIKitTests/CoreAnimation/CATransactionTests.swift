import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Implicit animations and transactions as Core Animation runs them: a standalone layer on screen
/// animates its property changes over 0.25 s, a view's own layer does not, and `CATransaction` sets
/// the duration, turns actions off and runs its completion after its animations.
@MainActor
@Suite struct CATransactionTests {
    /// A window with a view holding a 20×20 standalone layer, past the transaction that added it.
    private func onScreen() -> (TestHost, UIView, CALayer) {
        let host = TestHost()
        let (view, layer) = host.addStandaloneLayer()
        host.advance(by: 0.1)
        return (host, view, layer)
    }

    @Test func aStandaloneLayerAnimatesAChangeImplicitly() {
        let (host, _, layer) = onScreen()
        layer.opacity = 0
        #expect(layer.opacity == 0)
        #expect(layer.animationKeys() == ["opacity"])
        #expect(layer.animation(forKey: "opacity")?.duration == 0.25)
        host.advance(by: 0.125)
        let expected = 1 - CAMediaTimingFunction(name: .default).progress(at: 0.5)
        #expect(abs(Double(layer.presentation()?.opacity ?? -1) - expected) < 1e-5)
        host.advance(by: 0.2)
        #expect(layer.animationKeys() == nil)
    }

    @Test func noImplicitAnimationForAViewsLayerANewLayerOrALayerOffScreen() {
        let (host, view, _) = onScreen()
        view.layer.cornerRadius = 8
        #expect(view.layer.animationKeys() == nil)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        var inside: (any CAAction)?
        UIView.animate(withDuration: 0.3) { inside = view.action(for: view.layer, forKey: "opacity") }
        #expect(inside == nil)
        // Added in this transaction: not on screen yet.
        let fresh = CALayer()
        view.layer.addSublayer(fresh)
        fresh.position = CGPoint(x: 50, y: 50)
        #expect(fresh.animationKeys() == nil)
        let loose = CALayer()
        host.advance(by: 0.1)
        loose.opacity = 0.5
        #expect(loose.animationKeys() == nil)
    }

    @Test func disablingActionsAndTheActionsDictionary() {
        let (host, _, layer) = onScreen()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 100, y: 100)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.3
        #expect(layer.animationKeys() == nil)
        let slow = CABasicAnimation()
        slow.duration = 2
        layer.actions = ["borderWidth": slow]
        let diagnostics = Diagnostics.record { layer.borderWidth = 4 }
        #expect(diagnostics.isEmpty)   // the action's key path is the property's
        let running = layer.animation(forKey: "borderWidth") as? CABasicAnimation
        #expect(running?.duration == 2 && running?.keyPath == "borderWidth")
        withExtendedLifetime(host) {}
    }

    @Test func durationNestingAndTheCompletionAfterEveryAnimation() {
        let (host, _, layer) = onScreen()
        var done = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { done = true }
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        layer.cornerRadius = 5
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 1)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 2)
        #expect(layer.animation(forKey: "opacity")?.duration == 1)
        host.advance(by: 1.5)
        #expect(!done)   // the inner, 2 s animation counts for the outer transaction too
        host.advance(by: 0.6)
        #expect(done)
    }

    @Test func aCompletionWithoutAnimationsRunsAtCommitOrTheNextTurn() {
        let (host, _, _) = onScreen()
        var explicit = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { explicit = true }
        CATransaction.commit()
        #expect(explicit)
        var implicit = false
        CATransaction.setCompletionBlock { implicit = true }
        #expect(!implicit)
        host.advance(by: 0)
        #expect(implicit)
        var flushed = false
        CATransaction.setCompletionBlock { flushed = true }
        CATransaction.flush()
        #expect(flushed)
        let diagnostics = Diagnostics.record { CATransaction.commit() }
        #expect(diagnostics.map(\.code) == ["transaction.unbalancedCommit"])
    }
}
