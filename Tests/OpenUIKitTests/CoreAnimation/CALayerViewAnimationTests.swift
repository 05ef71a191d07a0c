import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Explicit animations on a view's own layer, as UIKit runs them: the view is drawn through its
/// layer's presentation while its model values (`center`, `alpha`, `transform`, what hit testing
/// uses) stay as set; `isRemovedOnCompletion = false` with a forwards fill keeps the end look; the
/// delegate hears the start and the stop (unfinished when removed). Stepped in virtual time.
@MainActor
@Suite struct CALayerViewAnimationTests {
    /// A window holding a red 100×50 view at (20, 40), rendered once and its damage taken.
    private func hosted() -> (TestHost, UIView) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
        view.backgroundColor = .red
        host.window.addSubview(view)
        _ = host.render()
        _ = host.window.takeDirtyRect()
        return (host, view)
    }

    /// The group the view is drawn in, from the window's display list: its placement (a transform or
    /// an offset) and alpha.
    private func drawnGroup(of view: UIView, in host: TestHost) -> (transform: CGAffineTransform?, origin: CGPoint?, alpha: CGFloat)? {
        let commands = host.window.renderDisplayList().commands
        // The view is the window's only subview: the second group opened is its own.
        var groups = 0
        for command in commands {
            switch command {
            case let .beginGroup(origin, _, alpha):
                groups += 1
                if groups == 2 { return (nil, origin, alpha) }
            case let .beginTransformedGroup(transform, _, alpha):
                groups += 1
                if groups == 2 { return (transform, nil, alpha) }
            default: continue
            }
        }
        return nil
    }

    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test func anOpacityAnimationFadesTheDrawnViewWhileAlphaStays() {
        let (host, view) = hosted()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        view.layer.add(fade, forKey: "fade")
        host.advance(by: 0.25)
        #expect(abs((drawnGroup(of: view, in: host)?.alpha ?? -1) - 0.75) < 1e-6)
        #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.75) < 1e-5)
        #expect(view.alpha == 1 && view.layer.opacity == 1, "the model value stays")
        host.advance(by: 1)
        #expect(view.layer.animationKeys() == nil)
        #expect(drawnGroup(of: view, in: host)?.alpha == 1, "removed on completion: drawn as the model again")
        host.window._checkInvariants()
    }

    /// Core Animation runs each layer's animations on their own: one layer's last animation ending
    /// leaves another view still drawn through its layer's presentation, and the first through its
    /// model. (Views read their layers' presentations only while some layer animates,
    /// ``CALayer/animatedLayerCount``: a count that fell to zero with the first layer would draw the
    /// second at its model opacity.)
    @Test func oneLayerFinishingLeavesAnotherDrawnThroughItsPresentation() {
        let (host, view) = hosted()
        let other = UIView(frame: CGRect(x: 200, y: 40, width: 100, height: 50))
        other.backgroundColor = .blue
        host.window.addSubview(other)
        for (layer, duration) in [(view.layer, 0.5), (other.layer, 2.0)] {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = duration
            layer.add(fade, forKey: "fade")
        }
        host.advance(by: 0.25)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-6 && abs(other.presentedAlpha - 0.875) < 1e-6)
        host.advance(by: 0.75)
        #expect(view.layer.animationKeys() == nil)
        #expect(drawnGroup(of: view, in: host)?.alpha == 1, "the first view's animation ended: drawn as the model")
        // Presented as of the last frame step (1/60 s of a 2 s fade: 0.0083 of opacity).
        #expect(abs(other.presentedAlpha - 0.5) < 0.01, "the second still fades, halfway")
        #expect(other.alpha == 1)
        host.window._checkInvariants()
        host.advance(by: 1.5)
        #expect(other.layer.animationKeys() == nil && other.presentedAlpha == 1)
        host.window._checkInvariants()
    }

    @Test func aSpinnerTurnsForeverAndStopsWhenRemoved() {
        let (host, view) = hosted()
        let recorder = Recorder()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.delegate = recorder
        view.layer.add(spin, forKey: "spin")
        host.advance(by: 2.25)
        let turned = drawnGroup(of: view, in: host)?.transform
        // A quarter turn about the view's center (70, 65): (cos, sin) = (0, 1).
        #expect(abs((turned?.a ?? 1) - 0) < 1e-6 && abs((turned?.b ?? 0) - 1) < 1e-6)
        #expect(turned.map { CGPoint(x: 50, y: 25).applying($0) }.map { abs($0.x - 70) < 1e-6 && abs($0.y - 65) < 1e-6 } == true)
        #expect(view.transform.isIdentity, "the model transform stays")
        #expect(view.hitTest(CGPoint(x: 25, y: 45), with: nil) === view, "hit testing uses the model")
        #expect(recorder.events == ["start"])
        view.layer.removeAnimation(forKey: "spin")
        #expect(recorder.events == ["start", "stop false"])
        #expect(drawnGroup(of: view, in: host)?.origin == CGPoint(x: 20, y: 40))
        host.window._checkInvariants()
    }

    @Test func eachFrameDamagesWhereTheViewIsDrawn() {
        let (host, view) = hosted()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 70
        move.toValue = 130
        move.duration = 1
        view.layer.add(move, forKey: nil)
        host.advance(by: 0.5)
        _ = host.window.takeDirtyRect()
        host.advance(by: 1.0 / 60)
        // One frame moved it by one point, from x 50…150: both places are damaged.
        let damage = host.window.takeDirtyRect() ?? .null
        #expect(damage.contains(CGRect(x: 50, y: 40, width: 101, height: 50)))
        #expect(view.center == CGPoint(x: 70, y: 65))
        host.window._checkInvariants()
    }

    @Test func aKeptAnimationHoldsItsEndLookAndTheHostFallsIdle() {
        let (host, view) = hosted()
        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.toValue = 0.5
        shrink.duration = 0.5
        shrink.fillMode = .forwards
        shrink.isRemovedOnCompletion = false
        view.layer.add(shrink, forKey: "shrink")
        host.advance(by: 1)
        #expect(abs((drawnGroup(of: view, in: host)?.transform?.a ?? 0) - 0.5) < 1e-6)
        #expect(view.layer.animationKeys() == ["shrink"])
        // Nothing moves any more: no frame is stepped, nothing is damaged.
        _ = host.window.takeDirtyRect()
        host.advance(by: 0.5)
        #expect(host.window.takeDirtyRect() == nil)
        // The model moves under the kept look at once.
        view.center = CGPoint(x: 170, y: 65)
        let placed = drawnGroup(of: view, in: host)?.transform
        #expect(placed.map { CGPoint(x: 50, y: 25).applying($0) } == CGPoint(x: 170, y: 65))
        #expect(abs((placed?.a ?? 0) - 0.5) < 1e-6)
        host.window._checkInvariants()
    }

    @Test func layerDrawnPropertiesFollowThePresentation() {
        let (host, view) = hosted()
        view.layer.cornerRadius = 0
        view.layer.borderColor = UIColor.black.cgColor
        let group = CAAnimationGroup()
        let corners = CABasicAnimation(keyPath: "cornerRadius")
        corners.fromValue = 0
        corners.toValue = 20
        let border = CABasicAnimation(keyPath: "borderWidth")
        border.fromValue = 0
        border.toValue = 4
        let background = CABasicAnimation(keyPath: "backgroundColor")
        background.toValue = UIColor.blue.cgColor
        group.animations = [corners, border, background]
        for animation in [corners, border, background] { animation.duration = 1 }
        group.duration = 1
        view.layer.add(group, forKey: "look")
        host.advance(by: 0.5)
        let content = view.contentDisplayList.commands
        let fill = content.compactMap { command -> (CGFloat, UIColor)? in
            if case let .fill(_, color, radius) = command { return (radius, color) }
            return nil
        }.first
        #expect(abs((fill?.0 ?? 0) - 10) < 1e-6)
        #expect(fill.map { abs($0.1.blue - 0.5) < 1e-6 && abs($0.1.red - 0.5) < 1e-6 } == true)
        let stroke = content.compactMap { command -> CGFloat? in
            if case let .stroke(_, _, width, _) = command { return width }
            return nil
        }.first
        #expect(abs((stroke ?? 0) - 2) < 1e-6)
        #expect(view.layer.cornerRadius == 0 && view.backgroundColor == .red, "the model stays")
        host.advance(by: 1)
        #expect(!view.contentDisplayList.commands.contains { if case .stroke = $0 { return true } else { return false } })
    }

    @Test func itStartsFromWhatUIViewAnimateDraws() {
        let (host, view) = hosted()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.toValue = CGFloat.pi / 2
        turn.duration = 2
        view.layer.add(turn, forKey: "turn")
        host.advance(by: 0.5)
        let group = drawnGroup(of: view, in: host)
        #expect(abs((group?.alpha ?? -1) - 0.5) < 0.02, "the block's fade still draws")
        #expect(abs((group?.transform?.b ?? 0) - sin(CGFloat.pi / 8)) < 0.02, "under the layer's turn")
        host.advance(by: 0.6)
        #expect(view.layer.animationKeys() == ["turn"])
        #expect(view.layer.presentation()?.opacity == 0, "the block ended; the layer still turns")
        #expect(view.hasRunningAnimations)
        host.advance(by: 1)
        #expect(view.layer.animationKeys() == nil)
        #expect(!view.hasRunningAnimations, "both ended: drawn from the model again")
        host.window._checkInvariants()
    }
}
