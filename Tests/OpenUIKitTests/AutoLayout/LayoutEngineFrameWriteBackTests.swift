import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The engine's frame write-back: after a window resize, which damages every layer, the frames are
/// set without a walk to the window for each (the window is checked once); other passes damage each
/// moved view's areas as any frame change does. Either way every cache agrees afterwards — window
/// paths, hit testing, the damage (``UIView/_invariantViolations()``).
@MainActor
@Suite struct LayoutEngineFrameWriteBackTests {
    /// Two buttons side by side filling the window, each half its width.
    private func halves(in host: TestHost) -> [UIButton] {
        let window = host.window
        let buttons = (0..<2).map { index in
            let button = UIButton(type: .system)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.setTitle("B\(index)", for: .normal)
            window.addSubview(button)
            return button
        }
        NSLayoutConstraint.activate([
            buttons[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
            buttons[1].leadingAnchor.constraint(equalTo: buttons[0].trailingAnchor),
            buttons[1].trailingAnchor.constraint(equalTo: window.trailingAnchor),
            buttons[1].widthAnchor.constraint(equalTo: buttons[0].widthAnchor),
            buttons[0].topAnchor.constraint(equalTo: window.topAnchor),
            buttons[1].topAnchor.constraint(equalTo: window.topAnchor),
            buttons[0].bottomAnchor.constraint(equalTo: window.bottomAnchor),
            buttons[1].bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        return buttons
    }

    @Test func aWindowResizeMovesConstrainedViewsWithEveryCacheInStep() {
        let host = TestHost()
        let buttons = halves(in: host)
        _ = host.render()
        // Cached paths and the hit-test answers of the old layout.
        let oldWidth = host.window.bounds.width
        #expect(buttons[1].convert(CGPoint.zero, to: nil) == CGPoint(x: oldWidth / 2, y: 0))
        #expect(host.window.hitTest(CGPoint(x: oldWidth * 0.75, y: 10), with: nil) === buttons[1])
        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        host.window.layoutIfNeeded()
        #expect(buttons[1].frame == CGRect(x: 300, y: 0, width: 300, height: 400))
        #expect(buttons[1].convert(CGPoint.zero, to: nil) == CGPoint(x: 300, y: 0))
        #expect(buttons[1].titleLabel?.convert(CGPoint.zero, to: nil).x ?? 0 > 300)
        #expect(host.window.hitTest(CGPoint(x: 310, y: 10), with: nil) === buttons[1])
        #expect(host.window.hitTest(CGPoint(x: 290, y: 10), with: nil) === buttons[0])
        #expect(host.window._invariantViolations().isEmpty)
    }

    /// Without a resize the window's damage does not cover every layer: each view the engine moves
    /// damages its areas (the invariants check the new area is inside the damage).
    @Test func aNewConstantDamagesTheAreasOfTheViewsItMoves() throws {
        let host = TestHost()
        let buttons = halves(in: host)
        _ = host.render()
        let leading = try #require(host.window.constraints.first { $0.firstItem === buttons[0] && $0.firstAttribute == .leading })
        leading.constant = 40
        host.window.layoutIfNeeded()
        let half = (host.window.bounds.width - 40) / 2
        #expect(buttons[0].frame.minX == 40)
        #expect(abs(buttons[1].frame.minX - (40 + half)) < 1e-6)
        #expect(host.window._invariantViolations().isEmpty)
    }

    /// Adds `views` to `window`, each 10 pt right of the one before from its leading edge, a quarter
    /// of its width wide and 20 pt tall, and lays the window out.
    private func placeSideBySide(_ views: [UIView], in window: UIWindow) {
        NSLayoutConstraint.activate(views.enumerated().flatMap { index, view in
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            return [
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: CGFloat(index) * 10),
                view.topAnchor.constraint(equalTo: window.topAnchor),
                view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.25),
                view.heightAnchor.constraint(equalToConstant: 20),
            ]
        })
        window.layoutIfNeeded()
    }

    /// The write-back walks a list of the constrained views, made by a full pass; a structural change
    /// made while it sets frames (here by an overridden `autoresizingMask` getter, read when its
    /// superview is resized) ends that list's use, and the rest is placed record by record: a view
    /// removed and released by then is skipped, the others still get their frames.
    @Test func aViewRemovedWhileFramesAreSetIsSkippedAndTheRestPlaced() {
        let host = TestHost()
        let window = host.window
        let first = UIView(), last = UIView()
        var middle: UIView? = UIView()
        weak let removed = middle
        let remover = SiblingRemover()
        first.addSubview(remover)
        placeSideBySide([first, middle!, last], in: window)
        remover.sibling = middle
        middle = nil
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        window.layoutIfNeeded()
        #expect(removed == nil)
        #expect(first.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(last.frame == CGRect(x: 20, y: 0, width: 100, height: 20))
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        window.layoutIfNeeded()
        #expect(last.frame == CGRect(x: 20, y: 0, width: 50, height: 20))
        #expect(window._invariantViolations().isEmpty)
    }

    /// The write-back calls each listed view without retaining it, a copy of its superview's subviews
    /// holding it instead: a view taken out of the tree (and let go of by everyone else) while its own
    /// frame is set — here by its subview's overridden `autoresizingMask` — lives until that call
    /// returns, is released after, and the rest are still placed.
    @Test func aViewRemovedWhileItsOwnFrameIsSetLivesUntilTheCallReturns() {
        let host = TestHost()
        let window = host.window
        let last = UIView()
        var first: UIView? = UIView()
        weak let removed = first
        let remover = SiblingRemover()
        first?.addSubview(remover)
        placeSideBySide([first!, last], in: window)
        remover.sibling = first
        first = nil
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        window.layoutIfNeeded()
        #expect(removed == nil)
        #expect(remover.superview == nil)
        #expect(last.frame == CGRect(x: 10, y: 0, width: 100, height: 20))
        #expect(window._invariantViolations().isEmpty)
    }
}
