import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The layout engine's incremental passes: a window resize tells the solver only the new size,
/// constraints are synced again only when they change, intrinsic sizes are measured again only when
/// invalidated (UIKit caches them until `invalidateIntrinsicContentSize()`), and a view whose frame
/// the constraints leave as it was is not laid out again.
@MainActor
@Suite struct LayoutEngineIncrementalTests {
    /// Equal to within a thousandth of a point: solved frames are snapped to a millionth.
    private func close(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3 }

    private func constrained<View: UIView>(_ view: View, in superview: UIView) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    /// A view whose intrinsic size is a stored value, counting how often the engine asks for it.
    private final class SizedView: UIView {
        var size = CGSize(width: 40, height: 20)
        var measured = 0
        override var intrinsicContentSize: CGSize {
            measured += 1
            return size
        }
    }

    /// A view counting its `layoutSubviews()` calls.
    private final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// Two cells splitting the root's width, as a UIKit developer pins them.
    private func splitRoot() -> (root: UIView, left: UIView, right: UIView, gap: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let left = constrained(UIView(), in: root), right = constrained(UIView(), in: root)
        let gap = right.leadingAnchor.constraint(equalTo: left.trailingAnchor)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            left.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            gap,
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
            right.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
        ])
        root.layoutIfNeeded()
        return (root, left, right, gap)
    }

    @Test func aResizeVisitsNoConstraint() throws {
        let (root, left, right, _) = splitRoot()
        let engine = try #require(root.autoLayoutStorage?.engine)
        #expect(engine.constraintsSyncedLastPass == 8)
        root.frame.size = CGSize(width: 300, height: 120)
        root.layoutIfNeeded()
        #expect(engine.constraintsSyncedLastPass == 0)
        #expect(left.frame == CGRect(x: 0, y: 0, width: 150, height: 120))
        #expect(right.frame == CGRect(x: 150, y: 0, width: 150, height: 120))
    }

    @Test func aConstantChangedAfterAResizeIsSolvedAgain() throws {
        let (root, left, right, gap) = splitRoot()
        let engine = try #require(root.autoLayoutStorage?.engine)
        root.frame.size = CGSize(width: 300, height: 100)
        root.layoutIfNeeded()
        gap.constant = 20
        root.layoutIfNeeded()
        #expect(engine.constraintsSyncedLastPass == 1, "only the changed constraint is synced")
        #expect(left.frame == CGRect(x: 0, y: 0, width: 140, height: 100))
        #expect(right.frame == CGRect(x: 160, y: 0, width: 140, height: 100))
        root.frame.size = CGSize(width: 200, height: 100)
        root.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 110, y: 0, width: 90, height: 100), "the new constant holds through the next resize")
    }

    @Test func aPriorityChangedAfterAResizeIsSolvedAgain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = constrained(UIView(), in: root)
        let wide = child.widthAnchor.constraint(equalToConstant: 150)
        let narrow = child.widthAnchor.constraint(equalToConstant: 50)
        wide.priority = UILayoutPriority(700)
        narrow.priority = UILayoutPriority(600)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10), wide, narrow])
        root.layoutIfNeeded()
        #expect(child.frame.width == 150)
        root.frame.size = CGSize(width: 250, height: 100)
        root.layoutIfNeeded()
        narrow.priority = UILayoutPriority(800)
        root.layoutIfNeeded()
        #expect(child.frame.width == 50, "the stronger optional constraint wins after its priority changed")
    }

    @Test func constraintsActivatedOrRemovedAfterAResizeAreSeen() {
        let (root, left, right, _) = splitRoot()
        root.frame.size = CGSize(width: 300, height: 100)
        root.layoutIfNeeded()
        let equalWidths = root.constraints.filter { $0.firstAttribute == .width && $0.secondAttribute == .width }
        NSLayoutConstraint.deactivate(equalWidths)
        left.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(left.frame.width == 100 && right.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
        right.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(root.constraints.allSatisfy { $0.firstItem !== right && $0.secondItem !== right },
                "constraints that mention a removed view are deactivated")
        #expect(left.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func anIntrinsicSizeIsMeasuredAgainOnlyWhenInvalidated() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let sized = constrained(SizedView(), in: root)
        NSLayoutConstraint.activate([sized.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     sized.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(sized.frame.size == CGSize(width: 40, height: 20))
        let measured = sized.measured
        root.frame.size = CGSize(width: 300, height: 150)
        root.layoutIfNeeded()
        #expect(sized.measured == measured, "a resize does not measure the content again")
        sized.size = CGSize(width: 70, height: 30)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(sized.frame.size == CGSize(width: 40, height: 20), "UIKit keeps the cached size until it is invalidated")
        sized.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(sized.frame.size == CGSize(width: 70, height: 30))
    }

    @Test func aLabelsNewTextIsMeasuredAgain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let label = constrained(UILabel(), in: root)
        label.text = "Hi"
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)])
        root.layoutIfNeeded()
        let short = label.frame.width
        label.text = "A much longer greeting"
        root.layoutIfNeeded()
        #expect(label.frame.width > short)
        #expect(close(label.frame.size, label.intrinsicContentSize))
    }

    @Test func aButtonsTitleFontChangeIsMeasuredAgain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let button = constrained(UIButton(type: .system), in: root)
        button.setTitle("Continue", for: .normal)
        NSLayoutConstraint.activate([button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     button.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let small = button.frame.size
        button.titleLabel?.font = .systemFont(ofSize: 30)
        root.layoutIfNeeded()
        #expect(button.frame.width > small.width && button.frame.height > small.height)
        #expect(close(button.frame.size, button.intrinsicContentSize))
    }

    @Test func aHuggingPriorityChangeIsSeen() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let sized = constrained(SizedView(), in: root)
        let wide = sized.widthAnchor.constraint(equalToConstant: 120)
        wide.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([sized.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     sized.topAnchor.constraint(equalTo: root.topAnchor), wide])
        root.layoutIfNeeded()
        #expect(sized.frame.width == 120, "default hugging (250) loses to the 500 width")
        sized.setContentHuggingPriority(UILayoutPriority(750), for: .horizontal)
        root.layoutIfNeeded()
        #expect(sized.frame.width == 40, "hugging at 750 wins")
    }

    @Test func aViewTheResizeDoesNotMoveIsNotLaidOutAgain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fixed = constrained(CountingView(), in: root), stretching = constrained(CountingView(), in: root)
        NSLayoutConstraint.activate([
            fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            fixed.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            fixed.widthAnchor.constraint(equalToConstant: 30), fixed.heightAnchor.constraint(equalToConstant: 30),
            stretching.leadingAnchor.constraint(equalTo: fixed.trailingAnchor),
            stretching.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stretching.topAnchor.constraint(equalTo: root.topAnchor), stretching.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        let fixedLayouts = fixed.layouts, stretchingLayouts = stretching.layouts
        root.frame.size = CGSize(width: 320, height: 100)
        root.layoutIfNeeded()
        #expect(stretching.frame.width == 280)
        #expect(stretching.layouts > stretchingLayouts, "a resized view is laid out again")
        #expect(fixed.layouts == fixedLayouts, "a frame the constraints leave unchanged is not set, so not laid out")
    }
    /// A size invalidated during the layout walk — a superview's `layoutSubviews` telling a wrapping
    /// view its width, as a controller's `viewWillLayoutSubviews` sets a label's
    /// `preferredMaxLayoutWidth` — is solved within the same `layoutIfNeeded()`, as UIKit shows the
    /// settled layout in the same frame.
    @Test func aSizeInvalidatedDuringLayoutIsSolvedInTheSameLayoutIfNeeded() {
        final class WidthTellingView: UIView {
            weak var wrapping: SizedView?
            override func layoutSubviews() {
                super.layoutSubviews()
                guard let wrapping, bounds.width > 0, wrapping.size.height != bounds.width / 4 else { return }
                wrapping.size.height = bounds.width / 4
                wrapping.invalidateIntrinsicContentSize()
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let teller = WidthTellingView(frame: root.bounds)
        root.addSubview(teller)
        let wrapping = constrained(SizedView(), in: teller)
        teller.wrapping = wrapping
        NSLayoutConstraint.activate([
            wrapping.topAnchor.constraint(equalTo: teller.topAnchor),
            wrapping.leadingAnchor.constraint(equalTo: teller.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(close(wrapping.frame.size, CGSize(width: 40, height: 100)))
        teller.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(close(wrapping.frame.size, CGSize(width: 40, height: 50)))
    }
}
