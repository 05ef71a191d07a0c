import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIPinchGestureRecognizerTests {
    @Test func spreadingTwoFingersScalesByTheirDistance() {
        let f = GestureFixture()
        let pinch = f.add(UIPinchGestureRecognizer(), "pinch")
        var scales: [CGFloat] = []
        var endVelocity: CGFloat = 0
        pinch.addTarget { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            scales.append(pinch.scale)
            if pinch.state == .ended { endVelocity = pinch.velocity }
        }
        // 100 → 200 pt apart in 10 steps of 10 pt (each finger 5 pt), 0.03 s apart.
        f.host.pinch(at: f.point, from: 100, to: 200)
        // Each finger moves in its own event. The spread passes 10 pt per finger when the first finger
        // takes its third step (125 pt apart: 12.5 pt each): began, then 15 changes, then ended.
        #expect(f.actions.first == "pinch began")
        #expect(f.actions.count == 17)
        #expect(f.actions.last == "pinch ended")
        #expect(abs(scales.first! - 1.25) < 0.0001)
        #expect(abs(scales.last! - 2) < 0.0001)
        // 0.1 scale per 0.03 s.
        #expect(abs(endVelocity - 10.0 / 3) < 0.01)
        f.expectAllReset(pinch)
        #expect(pinch.scale == 1)
    }

    @Test func pinchingInScalesBelowOneAndSettingTheScaleRebasesIt() {
        let f = GestureFixture()
        let pinch = f.add(UIPinchGestureRecognizer(), "pinch")
        var product: CGFloat = 1
        pinch.addTarget { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            product *= pinch.scale
            pinch.scale = 1
        }
        f.host.pinch(at: f.point, from: 180, to: 90)
        #expect(abs(product - 0.5) < 0.0001)
    }

    @Test func fingersDownOnOnePointHaveNoScaleToMeasure() {
        let f = GestureFixture()
        let pinch = f.add(UIPinchGestureRecognizer(), "pinch")
        var scales: [CGFloat] = []
        pinch.addTarget { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        f.host.pinch(at: f.point, from: 0, to: 80)
        #expect(f.actions.first == "pinch began")
        #expect(scales.allSatisfy { $0 == 1 })
        #expect(pinch.velocity == 0)
    }

    /// Found by the input fuzzer: a finger moved to a huge coordinate made the scale infinite.
    @Test func aScaleThatWouldOverflowStaysAtItsValue() {
        let f = GestureFixture()
        let pinch = f.add(UIPinchGestureRecognizer(), "pinch")
        var scales: [CGFloat] = []
        pinch.addTarget { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        let nextTo = CGPoint(x: f.point.x.nextUp.nextUp, y: f.point.y)
        f.host.send(.down, at: f.point, pointer: 0)
        f.host.send(.down, at: nextTo, pointer: 1)
        f.host.send(.move, at: CGPoint(x: f.point.x, y: -1e300), pointer: 1)
        #expect(f.actions.first == "pinch began")
        #expect(!scales.isEmpty && scales.allSatisfy { $0.isFinite && $0 > 0 }, "\(scales)")
        f.host.send(.up, at: f.point, pointer: 0)
        f.host.send(.up, at: nextTo, pointer: 1)
    }

    @Test func oneFingerNeverPinches() {
        let f = GestureFixture()
        let pinch = f.add(UIPinchGestureRecognizer(), "pinch")
        f.host.drag(from: f.point, to: CGPoint(x: f.point.x + 100, y: f.point.y))
        #expect(f.actions.isEmpty)
        f.expectAllReset(pinch)
    }

    @Test func liftingAFingerEndsAndCancellingCancels() {
        let f = GestureFixture()
        let pinch = f.add(UIPinchGestureRecognizer(), "pinch")
        let ids = f.host.moveFingers(lift: false) { fraction in
            [CGPoint(x: f.point.x - 50 - 20 * fraction, y: f.point.y), CGPoint(x: f.point.x + 50 + 20 * fraction, y: f.point.y)]
        }
        #expect(pinch.state == .changed)
        f.host.send(.cancel, at: CGPoint(x: f.point.x - 70, y: f.point.y), pointer: ids[0])
        #expect(f.actions.last == "pinch cancelled")
        f.host.send(.up, at: CGPoint(x: f.point.x + 70, y: f.point.y), pointer: ids[1])
        f.expectAllReset(pinch)
    }
}
