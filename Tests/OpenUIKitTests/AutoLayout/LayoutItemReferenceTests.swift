import Foundation
import Testing
@testable import OpenUIKit

/// Constraints, anchors and the engine do not keep their items alive — UIKit declares
/// `NSLayoutConstraint.firstItem` and `secondItem` `unowned(unsafe)` — and read nil once an item is
/// gone, as the weak references they replaced did (``LayoutItemReference``).
@MainActor
@Suite struct LayoutItemReferenceTests {
    @Test func aConstraintKeepsNeitherItemAliveAndReadsNilOnceTheyAreGone() {
        weak var firstGone: UIView?
        weak var secondGone: UIView?
        var constraint: NSLayoutConstraint?
        do {
            let first = UIView(), second = UIView()
            firstGone = first
            secondGone = second
            constraint = first.widthAnchor.constraint(equalTo: second.widthAnchor, multiplier: 2)
            #expect(constraint?.firstItem === first)
            #expect(constraint?.secondItem === second)
        }
        #expect(firstGone == nil, "a constraint does not retain its first item")
        #expect(secondGone == nil, "nor its second")
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem == nil)
    }

    @Test func anAnchorOfAGoneViewMakesAConstraintThatIsRefused() throws {
        var anchor: NSLayoutDimension?
        weak var gone: UIView?
        do {
            let view = UIView()
            gone = view
            anchor = view.widthAnchor
        }
        #expect(gone == nil, "an anchor does not retain its view")
        let widthAnchor = try #require(anchor)
        var constraint: NSLayoutConstraint?
        let diagnostics = Diagnostics.record {
            constraint = widthAnchor.constraint(equalToConstant: 10)
            constraint?.isActive = true
        }
        #expect(diagnostics.map(\.code) == ["layout.invalidConstraint"])
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.isActive == false)
    }

    @Test func aGuidesConstraintReadsNilOnceTheGuideIsGone() {
        let owner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var gone: UILayoutGuide?
        var constraint: NSLayoutConstraint?
        do {
            let guide = UILayoutGuide()
            gone = guide
            owner.addLayoutGuide(guide)
            constraint = guide.widthAnchor.constraint(equalTo: owner.widthAnchor)
            #expect(constraint?.firstItem === guide)
            owner.removeLayoutGuide(guide)
        }
        #expect(gone == nil)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem === owner)
    }

    @Test func aConstraintInstalledOnAGoneViewIsInactive() {
        var own: NSLayoutConstraint?
        weak var gone: UIView?
        do {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            gone = view
            own = view.widthAnchor.constraint(equalToConstant: 10)
            own?.isActive = true
            #expect(own?.isActive == true)
        }
        #expect(gone == nil, "the view held its own constraint; the constraint did not hold the view")
        #expect(own?.isActive == false)
        #expect(own?.firstItem == nil)
    }

    /// The engine's records of a view that left and was released are dropped at the next pass, and
    /// the rest of the layout carries on.
    @Test func theEngineForgetsAViewReleasedAfterItLeft() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let kept = UIView()
        kept.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(kept)
        NSLayoutConstraint.activate([
            kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            kept.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            kept.topAnchor.constraint(equalTo: root.topAnchor),
            kept.heightAnchor.constraint(equalToConstant: 20),
        ])
        weak var gone: UIView?
        do {
            let leaving = UIView()
            leaving.translatesAutoresizingMaskIntoConstraints = false
            gone = leaving
            root.addSubview(leaving)
            NSLayoutConstraint.activate([
                leaving.leadingAnchor.constraint(equalTo: kept.leadingAnchor),
                leaving.topAnchor.constraint(equalTo: kept.bottomAnchor),
                leaving.widthAnchor.constraint(equalToConstant: 40),
                leaving.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            #expect(leaving.frame == CGRect(x: 10, y: 20, width: 40, height: 40))
            leaving.removeFromSuperview()
        }
        #expect(gone == nil, "neither the engine nor the constraints kept the view")
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(kept.frame == CGRect(x: 10, y: 0, width: 380, height: 20))
    }
}
