import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Core Animation code as an iOS developer writes it — a loading spinner (a ring turning forever with
/// `transform.rotation.z`) and a checkmark that draws itself (`strokeEnd` 0 → 1) — compiled unchanged
/// and stepped in virtual time.
@MainActor
@Suite struct PortedCoreAnimationSnippetTests {
    final class SpinnerView: UIView {
        private let ring = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            ring.strokeColor = UIColor.systemBlue.cgColor
            ring.fillColor = UIColor.clear.cgColor
            ring.lineWidth = 4
            ring.lineCap = .round
            ring.strokeEnd = 0.75
            layer.addSublayer(ring)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            ring.frame = bounds
            ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
        }

        func startAnimating() {
            let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
            rotation.fromValue = 0
            rotation.toValue = CGFloat.pi * 2
            rotation.duration = 1
            rotation.repeatCount = .infinity
            rotation.timingFunction = CAMediaTimingFunction(name: .linear)
            ring.add(rotation, forKey: "spin")
        }

        func stopAnimating() {
            ring.removeAnimation(forKey: "spin")
        }

        var ringLayer: CAShapeLayer { ring }
    }

    final class CheckmarkView: UIView, CAAnimationDelegate {
        private let check = CAShapeLayer()
        var onFinish: (() -> Void)?

        override init(frame: CGRect) {
            super.init(frame: frame)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 8, y: 22))
            path.addLine(to: CGPoint(x: 18, y: 32))
            path.addLine(to: CGPoint(x: 36, y: 12))
            check.path = path.cgPath
            check.strokeColor = UIColor.systemGreen.cgColor
            check.fillColor = nil
            check.lineWidth = 4
            check.frame = bounds
            layer.addSublayer(check)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func drawCheck() {
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 0.4
            draw.timingFunction = CAMediaTimingFunction(name: .easeOut)
            draw.delegate = self
            check.strokeEnd = 1
            check.add(draw, forKey: "draw")
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            if flag { onFinish?() }
        }

        var checkLayer: CAShapeLayer { check }
    }

    @Test func theSpinnerTurnsUntilStopped() {
        let host = TestHost()
        let spinner = SpinnerView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        host.window.addSubview(spinner)
        host.window.layoutIfNeeded()
        spinner.startAnimating()
        host.advance(by: 10.5)   // ten and a half turns: upside down
        let turned = spinner.ringLayer.presentation()?.affineTransform() ?? .identity
        #expect(abs(turned.a + 1) < 1e-6 && abs(turned.d + 1) < 1e-6)
        #expect(spinner.ringLayer.animationKeys() == ["spin"])
        _ = host.window.takeDirtyRect()
        host.advance(by: 1.0 / 60)
        #expect(host.window.takeDirtyRect() != nil)   // every frame redraws the ring
        spinner.stopAnimating()
        #expect(spinner.ringLayer.presentation()?.affineTransform() == .identity)
        _ = host.window.takeDirtyRect()
        host.advance(by: 1)
        #expect(host.window.takeDirtyRect() == nil)   // stopped: nothing more to draw
    }

    @Test func theCheckmarkDrawsItselfThenReports() {
        let host = TestHost()
        let view = CheckmarkView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        host.window.addSubview(view)
        var finished = false
        view.onFinish = { finished = true }
        view.drawCheck()
        #expect(view.checkLayer.presentation()?.strokeEnd == 0)
        host.advance(by: 0.2)
        let halfway = view.checkLayer.presentation()?.strokeEnd ?? 0
        #expect(abs(halfway - CGFloat(CAMediaTimingFunction(name: .easeOut).progress(at: 0.5))) < 1e-6)
        #expect(!finished)
        host.advance(by: 0.25)
        #expect(finished)
        #expect(view.checkLayer.presentation()?.strokeEnd == 1)
    }
}
