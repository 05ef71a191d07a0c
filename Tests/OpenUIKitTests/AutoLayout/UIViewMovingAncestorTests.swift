import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A view that constraints place keeps satisfying them when an ancestor the constraints do not name
/// moves: UIKit's engine holds every superview on the way to the constraint's common ancestor (a view
/// that translates its autoresizing mask by its frame), so moving one re-solves the view inside it.
/// Found by `script/fuzz-events` seed 8950304375113021053: a presented controller's view slid down
/// during its dismissal and a control inside it, tied to the presenting root view, slid with it,
/// breaking a required constraint until something else laid the window out.
@MainActor
@Suite struct UIViewMovingAncestorTests {
    /// A root view with a panel (placed by its frame) holding a card (in no constraint) holding a
    /// badge tied to a marker beside the panel.
    private func hierarchy(card: UIView = UIView()) -> (root: UIView, panel: UIView, card: UIView, badge: UIView, marker: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        card.frame = CGRect(x: 20, y: 140, width: 300, height: 400)
        let badge = UIView()
        let marker = UIView(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        root.addSubview(marker)
        panel.addSubview(card)
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
            badge.leadingAnchor.constraint(equalTo: marker.trailingAnchor),
            badge.topAnchor.constraint(equalTo: marker.bottomAnchor, constant: 5),
        ])
        return (root, panel, card, badge, marker)
    }

    @Test func movingAnAncestorKeepsTheConstraintsOfAViewInside() {
        let (root, panel, _, badge, _) = hierarchy()
        root.layoutIfNeeded()
        #expect(badge.convert(badge.bounds, to: root) == CGRect(x: 10, y: 315, width: 40, height: 20))
        panel.frame.origin.y = 552                          // as a dismissal slides a sheet down
        root.layoutIfNeeded()
        #expect(badge.convert(badge.bounds, to: root) == CGRect(x: 10, y: 315, width: 40, height: 20),
                "the badge still sits under the marker, which did not move")
    }

    @Test func movingTheClosestSuperviewOutsideTheConstraintsKeepsThemToo() {
        let (root, _, card, badge, _) = hierarchy()
        root.layoutIfNeeded()
        card.center.x += 30
        root.layoutIfNeeded()
        #expect(badge.convert(badge.bounds, to: root).origin == CGPoint(x: 10, y: 315))
    }

    /// A view that constraints already named arrives, inside its holder, in a new superview; a
    /// constraint made afterwards ties it to the root. Moving the new superview re-places it: the
    /// arrival told the new superviews on the way up that they hold a constrained view.
    @Test func aSuperviewGainedWithTheViewsHolderRePlacesItWhenItMoves() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let shelf = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.addSubview(shelf)
        let holder = UIView(frame: CGRect(x: 20, y: 40, width: 300, height: 300))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(badge)
        NSLayoutConstraint.activate([badge.widthAnchor.constraint(equalToConstant: 40),
                                     badge.heightAnchor.constraint(equalToConstant: 20)])
        shelf.addSubview(holder)
        NSLayoutConstraint.activate([badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 315),
                                     badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(badge.convert(badge.bounds, to: root) == CGRect(x: 10, y: 315, width: 40, height: 20))
        shelf.frame.origin.y = 200
        root.layoutIfNeeded()
        #expect(badge.convert(badge.bounds, to: root) == CGRect(x: 10, y: 315, width: 40, height: 20))
    }

    @Test func aMoveDoesNotLayOutTheMovedViewItself() {
        final class CountingView: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
        }
        let counting = CountingView()
        let (root, _, _, badge, _) = hierarchy(card: counting)
        root.layoutIfNeeded()
        let before = counting.layouts
        counting.frame.origin.x = 60
        root.layoutIfNeeded()
        #expect(counting.layouts == before, "UIKit lays out a view whose size changes, not one that only moves")
        #expect(badge.convert(badge.bounds, to: root).origin == CGPoint(x: 10, y: 315), "the badge inside is placed again")
    }

    /// A view tied to a marker inside a panel that its container places in `layoutSubviews()` (as a
    /// presentation's container places the presented view): the container's layout runs after the
    /// engine in the same pass, so the marker's new place reaches the engine only in a second pass,
    /// which the same `layoutIfNeeded()` must make — UIKit's engine holds the panel's frame, and
    /// changing it re-solves before the pass ends. Found by `script/fuzz-events` seed
    /// 11022763003859031919: a rotation moved a presented view, and a view tied to a control inside
    /// it stayed where the old place put it.
    @Test(arguments: [false, true])
    func aMarkerMovedByItsContainersLayoutIsFollowedInTheSamePass(resizingThePanel: Bool) {
        final class ContainerView: UIView {
            let panel = UIView()
            var panelResizes = false
            override func layoutSubviews() {
                super.layoutSubviews()
                let height: CGFloat = panelResizes ? bounds.height / 2 : 300
                panel.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let container = ContainerView(frame: root.bounds)
        container.panelResizes = resizingThePanel
        let marker = UIView(frame: CGRect(x: 20, y: 10, width: 10, height: 10))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        root.addSubview(container)
        container.addSubview(container.panel)
        container.panel.addSubview(marker)
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
            badge.leadingAnchor.constraint(equalTo: marker.trailingAnchor),
            badge.topAnchor.constraint(equalTo: marker.bottomAnchor, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame.origin == marker.convert(CGPoint(x: 10, y: 15), to: root))
        container.frame.size.height = 600                   // as a rotation resizes a presentation's container
        root.layoutIfNeeded()
        #expect(badge.frame.origin == marker.convert(CGPoint(x: 10, y: 15), to: root),
                "the badge follows the marker the container's layout moved")
    }
}
