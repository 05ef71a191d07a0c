import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Layout margins as UIKit documents them: `preservesSuperviewLayoutMargins` lets a superview's
/// margins reach into a view that comes closer to its edge than they do, and
/// `layoutMarginsDidChange()` tells the view (and its controller) when its margins move.
@MainActor
@Suite struct UIViewLayoutMarginsTests {
    /// A view counting its `layoutMarginsDidChange()` calls.
    private final class MarginsWatchingView: UIView {
        var changes = 0
        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            changes += 1
        }
    }

    /// A superview with 20-point margins and a child `inset` points inside each of its edges, with a
    /// label pinned to the child's margins guide.
    private func container(inset: CGFloat, preserves: Bool) -> (root: UIView, child: UIView, label: UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = UIView(frame: root.bounds.insetBy(dx: inset, dy: inset))
        child.preservesSuperviewLayoutMargins = preserves
        root.addSubview(child)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(label)
        let margins = child.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, child, label)
    }

    @Test func aViewKeepsItsOwnMarginsByDefault() {
        let (_, child, label) = container(inset: 0, preserves: false)
        #expect(!UIView().preservesSuperviewLayoutMargins)
        #expect(label.frame == child.bounds.insetBy(dx: 8, dy: 8))
    }

    @Test func aViewAtItsSuperviewsEdgesTakesTheSuperviewsMarginsWhenItPreservesThem() {
        let (_, child, label) = container(inset: 0, preserves: true)
        #expect(label.frame == child.bounds.insetBy(dx: 20, dy: 20))
    }

    @Test func onlyThePartOfTheSuperviewsMarginThatReachesIntoTheViewCounts() {
        let (_, near, nearLabel) = container(inset: 5, preserves: true)
        #expect(nearLabel.frame == near.bounds.insetBy(dx: 15, dy: 15), "20 - 5 points reach in, more than 8")
        let (_, far, farLabel) = container(inset: 16, preserves: true)
        #expect(farLabel.frame == far.bounds.insetBy(dx: 8, dy: 8), "20 - 16 = 4 points: its own 8 win")
    }

    @Test func settingNewMarginsTellsTheViewOnceAndTheSameMarginsNotAtAll() {
        let view = MarginsWatchingView()
        view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(view.changes == 1)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        #expect(view.changes == 1)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 4)
        #expect(view.changes == 2)
    }

    @Test func marginsMovedByTheSuperviewsPreservedMarginsTellTheViewInTheLayoutPass() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = MarginsWatchingView(frame: root.bounds)
        child.preservesSuperviewLayoutMargins = true
        root.addSubview(child)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(label)
        label.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(child.changes == 0, "the first margins a pass meets change nothing")
        root.layoutMargins = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
        root.layoutIfNeeded()
        #expect(child.changes == 1)
        #expect(label.frame.origin == CGPoint(x: 24, y: 24))
    }

    @Test func aControllersViewTellsItsController() {
        final class WatchingController: UIViewController {
            var changes = 0
            override func viewLayoutMarginsDidChange() {
                super.viewLayoutMarginsDidChange()
                changes += 1
            }
        }
        let controller = WatchingController()
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 32)
        #expect(controller.changes == 1)
    }
}
