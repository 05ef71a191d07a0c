import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Keyframe, spring and group animations on a standalone layer, stepped in virtual time.
@MainActor
@Suite struct CAKeyframeAnimationTests {
    /// A window with a view holding a 20×20 standalone layer centered at (10, 10).
    private func hosted() -> (TestHost, CALayer) {
        let host = TestHost()
        return (host, host.addStandaloneLayer().layer)
    }

    private func at(_ time: Double, _ host: TestHost, since start: Double, _ read: () -> CGFloat) -> CGFloat {
        host.advance(by: start + time - host.now)
        return read()
    }

    @Test func valuesAtKeyTimes() {
        let (host, layer) = hosted()
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [0, 1, 0.5]
        blink.keyTimes = [0, 0.2, 1]
        blink.duration = 1
        layer.add(blink, forKey: "blink")
        let start = host.now
        let opacity = { CGFloat(layer.presentation()?.opacity ?? -1) }
        #expect(abs(at(0.1, host, since: start, opacity) - 0.5) < 1e-5)
        #expect(abs(at(0.6, host, since: start, opacity) - 0.75) < 1e-5)
    }

    @Test func anAdditiveShakeSwingsAroundTheModelValue() {
        let (host, layer) = hosted()
        // The shake apps write: offsets from where the layer is, added to its position.
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -10, 10, 0]
        shake.duration = 0.3
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
        let start = host.now
        let x = { layer.presentation()?.position.x ?? -1 }
        #expect(abs(at(0.1, host, since: start, x) - 0) < 1e-6, "10 − 10")
        #expect(abs(at(0.15, host, since: start, x) - 10) < 1e-6, "halfway from −10 to +10")
        #expect(abs(at(0.2, host, since: start, x) - 20) < 1e-6)
        #expect(layer.position.x == 10)
    }

    @Test func discreteValuesAndSegmentTimingFunctions() {
        let (host, layer) = hosted()
        let steps = CAKeyframeAnimation(keyPath: "cornerRadius")
        steps.values = [1, 2, 3, 4]
        steps.calculationMode = .discrete
        steps.duration = 1
        layer.add(steps, forKey: "steps")
        host.advance(by: 0.3)
        #expect(layer.presentation()?.cornerRadius == 2)
        layer.removeAllAnimations()
        let eased = CAKeyframeAnimation(keyPath: "borderWidth")
        eased.values = [0, 10]
        eased.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        eased.duration = 1
        layer.add(eased, forKey: "eased")
        host.advance(by: 0.5)
        #expect(abs((layer.presentation()?.borderWidth ?? 0) - 3.15357) < 1e-4)
    }

    @Test func aPositionFollowsAPathByLength() {
        let (host, layer) = hosted()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 1
        layer.add(follow, forKey: "follow")
        host.advance(by: 0.75)
        let position = layer.presentation()?.position ?? .zero
        #expect(abs(position.x - 100) < 1e-6 && abs(position.y - 50) < 1e-6)
    }

    @Test func aSpringFollowsItsPhysics() {
        let (host, layer) = hosted()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.stiffness = 100
        spring.damping = 10          // ζ = 0.5, ω = 10: the first peak at π / 8.66 s, 16.3 % over
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 1.2 && spring.settlingDuration < 1.6)
        layer.add(spring, forKey: "spring")
        let start = host.now
        let x = { layer.presentation()?.position.x ?? 0 }
        #expect(abs(at(Double.pi / (10 * 0.75.squareRoot()), host, since: start, x) - 116.3) < 0.1)
        host.advance(by: 2)
        #expect(layer.animationKeys() == nil)
        // Critically damped (damping 2√(k m)): 1 − e^(−ωt)(1 + ωt), at t = 0.1 s 1 − 2/e.
        let critical = CASpringAnimation(keyPath: "position.x")
        critical.fromValue = 0
        critical.toValue = 100
        critical.damping = 20
        critical.duration = 1
        layer.add(critical, forKey: "critical")
        let second = host.now
        #expect(abs(at(0.1, host, since: second, x) - 100 * (1 - 2 / M_E)) < 1e-6)
    }

    @Test func aPerceptualSpringWithoutBounceIsCriticallyDamped() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-6)
        #expect(abs(spring.damping - 2 * spring.stiffness.squareRoot()) < 1e-6)
        #expect(spring.duration == spring.settlingDuration)
    }

    @Test func aGroupRunsItsAnimationsOnItsTimeline() {
        let (host, layer) = hosted()
        final class Recorder: CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.beginTime = 0.5
        slide.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, slide]
        group.duration = 1
        let recorder = Recorder()
        group.delegate = recorder
        layer.add(group, forKey: "group")
        let start = host.now
        let x = { layer.presentation()?.position.x ?? 0 }
        #expect(at(0.25, host, since: start, x) == 10)   // the slide has not begun: the model
        #expect(abs(at(0.75, host, since: start, x) - 25) < 1e-5)
        #expect(abs(CGFloat(layer.presentation()?.opacity ?? 0) - 0.75) < 1e-5)
        host.advance(by: 0.3)   // the group ends at 1 s, cutting the slide off half way
        #expect(recorder.stops == [true])
        #expect(layer.presentation()?.position.x == 10)
    }
}
