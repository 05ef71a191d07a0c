import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Explicit animations on standalone layers, stepped in virtual time: what the presentation shows
/// against Core Animation's timing model (fill modes, removal on completion, repeats, reversal,
/// begin time, speed, time offset), the value rules of from/to/by, additive and cumulative
/// animations, delegate callbacks, and the damage each frame.
@MainActor
@Suite struct CABasicAnimationTests {
    /// A window with a view holding a 20×20 standalone layer at (10, 10), damage taken.
    private func hosted() -> (TestHost, UIView, CALayer) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(view)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(layer)
        host.window.layoutIfNeeded()
        _ = host.window.takeDirtyRect()
        return (host, view, layer)
    }

    private func fade(from: Float = 0, to: Float = 1, duration: Double = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        return animation
    }

    private func presentedOpacity(_ layer: CALayer) -> Float {
        layer.presentation()?.opacity ?? -1
    }

    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test func thePresentationMovesWhileTheModelStays() {
        let (host, _, layer) = hosted()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 10, y: 10)
        move.toValue = CGPoint(x: 110, y: 10)
        move.duration = 1
        layer.add(move, forKey: "move")
        #expect(layer.animationKeys() == ["move"])
        host.advance(by: 0.25)
        let presented = layer.presentation()?.position ?? .zero
        #expect(abs(presented.x - 35) < 1e-6 && presented.y == 10)
        #expect(layer.position == CGPoint(x: 10, y: 10))
        #expect(layer.presentation()?.model() === layer)
        // Removed when it ends: the presentation is the model again.
        host.advance(by: 0.8)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.position == CGPoint(x: 10, y: 10))
    }

    @Test func eachFrameDamagesWhereTheLayerIsDrawn() {
        let (host, _, layer) = hosted()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 70
        move.duration = 1
        layer.add(move, forKey: nil)
        host.advance(by: 0.5)
        _ = host.window.takeDirtyRect()
        host.advance(by: 1.0 / 60)
        // One frame moved it by one point, from x 30…50 (center 40): both places are damaged.
        let damage = host.window.takeDirtyRect() ?? .null
        #expect(damage.contains(CGRect(x: 30, y: 0, width: 21, height: 20)))
        #expect(damage.width < 23 && damage.height == 20)
        host.window._checkInvariants()
    }

    @Test func fillModesAndRemovalOnCompletion() {
        let (host, _, layer) = hosted()
        let kept = fade(from: 0, to: 0.5)
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        layer.add(kept, forKey: "kept")
        host.advance(by: 2)
        #expect(layer.animationKeys() == ["kept"])
        #expect(presentedOpacity(layer) == 0.5)
        // Kept without a forwards fill: it shows nothing after its end.
        layer.removeAllAnimations()
        let unfilled = fade(from: 0, to: 0.5)
        unfilled.isRemovedOnCompletion = false
        layer.add(unfilled, forKey: "unfilled")
        host.advance(by: 2)
        #expect(layer.animationKeys() == ["unfilled"])
        #expect(presentedOpacity(layer) == 1)
    }

    @Test func beginTimeAndABackwardsFill() {
        let (host, _, layer) = hosted()
        let later = fade(from: 0.2, to: 0.4)
        later.beginTime = CACurrentMediaTime() + 1
        layer.add(later, forKey: "later")
        host.advance(by: 0.5)
        #expect(presentedOpacity(layer) == 1)   // not begun, no backwards fill: the model value
        layer.removeAllAnimations()
        let filled = fade(from: 0.2, to: 0.4)
        filled.beginTime = CACurrentMediaTime() + 1
        filled.fillMode = .backwards
        layer.add(filled, forKey: "filled")
        host.advance(by: 0.5)
        #expect(abs(presentedOpacity(layer) - 0.2) < 1e-6)
        host.advance(by: 1)   // half way
        #expect(abs(presentedOpacity(layer) - 0.3) < 1e-5)
    }

    @Test func repeatsAndAutoreverses() {
        let (host, _, layer) = hosted()
        let pulse = fade()
        pulse.autoreverses = true
        pulse.repeatCount = 2
        layer.add(pulse, forKey: "pulse")
        let start = host.now
        var samples: [Float] = []
        for time in [0.25, 1.25, 2.25, 3.5] {
            host.advance(by: start + time - host.now)
            samples.append((presentedOpacity(layer) * 1000).rounded() / 1000)
        }
        #expect(samples == [0.25, 0.75, 0.25, 0.5])
        host.advance(by: 0.6)   // past 4 s: two passes there and back
        #expect(layer.animationKeys() == nil)
    }

    @Test func speedAndTimeOffset() {
        let (host, _, layer) = hosted()
        let fast = fade()
        fast.speed = 2
        layer.add(fast, forKey: "fast")
        host.advance(by: 0.25)
        #expect(abs(presentedOpacity(layer) - 0.5) < 1e-5)
        layer.removeAllAnimations()
        let paused = fade()
        paused.speed = 0
        paused.timeOffset = 0.3
        layer.add(paused, forKey: "paused")
        host.advance(by: 5)
        #expect(abs(presentedOpacity(layer) - 0.3) < 1e-6)
        #expect(layer.animationKeys() == ["paused"])
    }

    @Test func byValuesAdditiveAndCumulative() {
        let (host, _, layer) = hosted()
        layer.cornerRadius = 4
        let grow = CABasicAnimation(keyPath: "cornerRadius")
        grow.byValue = 10
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        host.advance(by: 0.5)
        #expect(abs((layer.presentation()?.cornerRadius ?? 0) - 9) < 1e-6)   // 4 → 14
        layer.removeAllAnimations()
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.fromValue = 0
        nudge.toValue = 20
        nudge.isAdditive = true
        nudge.duration = 1
        layer.add(nudge, forKey: "nudge")
        host.advance(by: 0.5)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 20) < 1e-6)   // 10 + 10
        layer.removeAllAnimations()
        let steps = CABasicAnimation(keyPath: "position.y")
        steps.fromValue = 0
        steps.toValue = 10
        steps.isCumulative = true
        steps.repeatCount = 3
        steps.duration = 1
        layer.add(steps, forKey: "steps")
        host.advance(by: 2.5)
        #expect(abs((layer.presentation()?.position.y ?? 0) - 25) < 1e-6)   // third pass, half way
    }

    @Test func theDelegateHearsStartAndStop() {
        let (host, _, layer) = hosted()
        let recorder = Recorder()
        let animation = fade(duration: 0.5)
        animation.delegate = recorder
        layer.add(animation, forKey: "fade")
        #expect(recorder.events.isEmpty)
        host.advance(by: 1.0 / 60)
        #expect(recorder.events == ["start"])
        host.advance(by: 0.5)
        #expect(recorder.events == ["start", "stop true"])
        // Removed early, or replaced under its key: stopped unfinished.
        layer.add(animation, forKey: "fade")
        host.advance(by: 0.1)
        layer.removeAnimation(forKey: "fade")
        #expect(recorder.events == ["start", "stop true", "start", "stop false"])
        layer.add(animation, forKey: "fade")
        layer.add(fade(), forKey: "fade")
        #expect(recorder.events.last == "stop false")
        #expect(layer.animation(forKey: "fade")?.delegate == nil)
    }

    @Test func addingCopiesTheAnimation() {
        let (_, _, layer) = hosted()
        let animation = fade()
        layer.add(animation, forKey: "fade")
        animation.duration = 9
        let running = layer.animation(forKey: "fade")
        #expect(running !== animation)
        #expect(running?.duration == 1)
        #expect((running?.beginTime ?? 0) > 0 || CACurrentMediaTime() == 0)
    }

    @Test func unknownKeyPathsAreReported() {
        let (_, view, layer) = hosted()
        let diagnostics = Diagnostics.record {
            view.layer.add(fade(), forKey: "fade")
            layer.add(CABasicAnimation(keyPath: "sublayerTransform.flip"), forKey: "odd")
        }
        #expect(diagnostics.map(\.code) == ["layer.unanimatableKeyPath"])
        #expect(view.layer.animationKeys() == ["fade"], "a view's own layer runs it (CALayerViewAnimationTests)")
        #expect(layer.animationKeys() == ["odd"])
    }

    @Test func aViewsLayerPresentsTheViewsBlockAnimation() {
        let (host, view, _) = hosted()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.center = CGPoint(x: 200, y: 100)
            view.alpha = 0
        })
        host.advance(by: 0.5)
        let presented = view.layer.presentation()
        #expect(abs((presented?.position.x ?? 0) - 150) < 1e-6)
        #expect(abs((presented?.opacity ?? -1) - 0.5) < 1e-5)
        #expect(view.layer.position == CGPoint(x: 200, y: 100))
        #expect(presented?.model() === view.layer)
    }

    @Test func aTransformSubPathTurnsTheLayer() {
        let (host, view, layer) = hosted()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        host.advance(by: 1.25)
        let transform = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(abs(transform.m11) < 1e-6 && abs(transform.m12 - 1) < 1e-6)   // a quarter turn
        #expect(CATransform3DIsIdentity(layer.transform))
        let turned = view.renderDisplayList().commands.contains { command in
            if case .beginTransformedGroup = command { return true }
            return false
        }
        #expect(turned)
        #expect(layer.animationKeys() == ["spin"])
    }
}
