import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `CATransition` on a view's layer, stepped in virtual time: the old rendering (pictured when the
/// transition is added) goes away as the documented type says while the new one comes in, and the
/// delegate hears it start and stop.
@MainActor
@Suite struct CATransitionTests {
    /// A window holding a 100×40 container at (50, 100) with a label, rendered, damage taken.
    private func hosted() -> (TestHost, UIView, UILabel) {
        let host = TestHost()
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 40))
        let label = UILabel(frame: container.bounds)
        label.text = "Old"
        container.addSubview(label)
        host.window.addSubview(container)
        _ = host.render()
        _ = host.window.takeDirtyRect()
        return (host, container, label)
    }

    /// The groups at the window's top level after the window's own: the old picture's group and the
    /// container's, with their origins (or transforms) and alphas, in drawing order.
    private func topGroups(in host: TestHost) -> [(origin: CGPoint, alpha: CGFloat)] {
        var depth = 0
        var groups: [(CGPoint, CGFloat)] = []
        for command in host.window.renderDisplayList().commands {
            switch command {
            case let .beginGroup(origin, _, alpha):
                if depth == 1 { groups.append((origin, alpha)) }
                depth += 1
            case let .beginTransformedGroup(transform, _, alpha):
                if depth == 1 { groups.append((CGPoint(x: transform.tx, y: transform.ty), alpha)) }
                depth += 1
            case .endGroup: depth -= 1
            default: continue
            }
        }
        return groups
    }

    /// The label texts drawn, in drawing order.
    private func drawnTexts(in host: TestHost) -> [String] {
        host.window.renderDisplayList().commands.compactMap { command in
            if case let .text(run) = command { return run.text }
            return nil
        }
    }

    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test func aFadeCrossesFromTheOldTextToTheNew() {
        let (host, _, label) = hosted()
        let recorder = Recorder()
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 1
        fade.delegate = recorder
        label.layer.add(fade, forKey: kCATransition)
        label.text = "New"
        host.advance(by: 0.25)
        #expect(drawnTexts(in: host) == ["Old", "New"], "the old picture under the new rendering")
        let label2 = label.layer.presentation()
        #expect(abs((label2?.opacity ?? 0) - 0.25) < 1e-5)
        #expect(label.alpha == 1, "the model stays")
        #expect(recorder.events == ["start"])
        host.advance(by: 1)
        #expect(drawnTexts(in: host) == ["New"])
        #expect(recorder.events == ["start", "stop true"])
        #expect(label.layer.animationKeys() == nil)
        host.window._checkInvariants()
    }

    @Test func aPushFromTheRightSlidesTheOldOutAndTheNewIn() {
        let (host, container, label) = hosted()
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        container.layer.add(push, forKey: "swap")
        label.removeFromSuperview()
        let replacement = UILabel(frame: container.bounds)
        replacement.text = "Next"
        container.addSubview(replacement)
        host.advance(by: 0.25)
        let groups = topGroups(in: host)
        #expect(groups.count == 2)
        // The old picture (drawn in the window's coordinates) has moved a quarter of the width left;
        // the container comes in from three quarters of its width to the right of its place.
        #expect(groups.first.map { abs($0.origin.x + 25) < 1e-6 && $0.origin.y == 0 } == true)
        #expect(groups.last.map { abs($0.origin.x - 125) < 1e-6 && abs($0.origin.y - 100) < 1e-6 } == true)
        #expect(drawnTexts(in: host) == ["Old", "Next"])
        #expect(container.frame.origin == CGPoint(x: 50, y: 100), "the model stays")
        // Both places are damaged as they move.
        _ = host.window.takeDirtyRect()
        host.advance(by: 1.0 / 60)
        let damage = host.window.takeDirtyRect() ?? .null
        #expect(damage.contains(CGRect(x: 30, y: 100, width: 140, height: 40)))
        host.advance(by: 1)
        #expect(drawnTexts(in: host) == ["Next"])
        #expect(topGroups(in: host).map(\.origin) == [CGPoint(x: 50, y: 100)])
        host.window._checkInvariants()
    }

    @Test func aMoveInLeavesTheOldInPlaceAndRemovingItStopsUnfinished() {
        let (host, container, label) = hosted()
        let recorder = Recorder()
        let move = CATransition()
        move.type = .moveIn
        move.subtype = .fromTop
        move.duration = 1
        move.delegate = recorder
        container.layer.add(move, forKey: "move")
        label.text = "New"
        host.advance(by: 0.5)
        let groups = topGroups(in: host)
        #expect(groups.first?.origin == .zero && groups.first?.alpha == 1, "the old stays where it was")
        #expect(groups.last.map { abs($0.origin.y - 80) < 1e-6 } == true, "the new comes down from the top")
        container.layer.removeAllAnimations()
        #expect(recorder.events == ["start", "stop false"])
        #expect(drawnTexts(in: host) == ["New"])
        host.window._checkInvariants()
    }

    @Test func progressRangeAndDefaults() {
        let transition = CATransition()
        #expect(transition.type == .fade && transition.subtype == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1)
        let (host, _, label) = hosted()
        transition.startProgress = 0.5
        transition.duration = 1
        label.layer.add(transition, forKey: kCATransition)
        host.advance(by: 0.5)
        #expect(abs((label.layer.presentation()?.opacity ?? 0) - 0.75) < 1e-5)
        #expect(kCATransition == "transition")
    }
}
