import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIRotationGestureRecognizerTests {
    @Test func turningTwoFingersReportsTheAngleInRadians() {
        let f = GestureFixture()
        let rotation = f.add(UIRotationGestureRecognizer(), "rotation")
        var angles: [CGFloat] = []
        var endVelocity: CGFloat = 0
        rotation.addTarget { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            angles.append(rotation.rotation)
            if rotation.state == .ended { endVelocity = rotation.velocity }
        }
        // A quarter turn clockwise in 10 steps of π/20, 0.03 s apart, fingers 50 pt from the center.
        f.host.rotate(at: f.point, by: .pi / 2)
        // Each finger moves in its own event. When the first finger takes its second step the line
        // between them has turned 3π/40, ≈ 11.7 pt along the turn for each finger: began, then 17 changes,
        // then ended.
        #expect(f.actions.first == "rotation began")
        #expect(f.actions.count == 19)
        #expect(abs(angles.first! - 3 * .pi / 40) < 0.0001)
        #expect(abs(angles.last! - .pi / 2) < 0.0001)
        #expect(abs(endVelocity - (.pi / 20) / 0.03) < 0.01)
        f.expectAllReset(rotation)
        #expect(rotation.rotation == 0)
    }

    @Test func counterclockwiseIsNegativeAndTurningPastHalfACircleKeepsCounting() {
        let f = GestureFixture()
        let rotation = f.add(UIRotationGestureRecognizer(), "rotation")
        var last: CGFloat = 0
        rotation.addTarget { last = ($0 as! UIRotationGestureRecognizer).rotation }
        f.host.rotate(at: f.point, by: -1.5 * .pi, steps: 30)
        #expect(abs(last + 1.5 * .pi) < 0.0001)
    }

    @Test func settingTheRotationRebasesIt() {
        let f = GestureFixture()
        let rotation = f.add(UIRotationGestureRecognizer(), "rotation")
        var total: CGFloat = 0
        rotation.addTarget { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            total += rotation.rotation
            rotation.rotation = 0
        }
        f.host.rotate(at: f.point, by: .pi / 3)
        #expect(abs(total - .pi / 3) < 0.0001)
    }

    @Test func aPinchAndARotationRecognizeTogetherWhenTheDelegateAllows() {
        let f = GestureFixture()
        let pinch = f.add(UIPinchGestureRecognizer(), "pinch")
        let rotation = f.add(UIRotationGestureRecognizer(), "rotation")
        // Spreading and turning at once: without a delegate the first to begin excludes the other.
        f.host.moveFingers { fraction in
            let half = 50 + 50 * fraction
            let turn = CGFloat.pi / 2 * fraction
            return [CGPoint(x: f.point.x - half * cos(turn), y: f.point.y - half * sin(turn)),
                    CGPoint(x: f.point.x + half * cos(turn), y: f.point.y + half * sin(turn))]
        }
        #expect(f.actions.first == "rotation began")
        #expect(!f.actions.contains("pinch began"))
        f.expectAllReset(pinch, rotation)
        let delegate = SimultaneousDelegate()
        pinch.delegate = delegate
        f.log.clear()
        f.host.moveFingers { fraction in
            let half = 50 + 50 * fraction
            let turn = CGFloat.pi / 2 * fraction
            return [CGPoint(x: f.point.x - half * cos(turn), y: f.point.y - half * sin(turn)),
                    CGPoint(x: f.point.x + half * cos(turn), y: f.point.y + half * sin(turn))]
        }
        #expect(f.actions.contains("pinch began"))
        #expect(f.actions.contains("rotation began"))
    }
}

@MainActor
private final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
