import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Removing a view from its superview deactivates the constraints that tie it, or any view inside
/// it, to the hierarchy it leaves — Apple's `removeFromSuperview()`: "Calling this method removes any
/// constraints that refer to the view you are removing, or that refer to any view in the subtree of
/// the view you are removing." Found by the input fuzzer's constraint steps (seeds
/// 13070490988649615260 and 1371404966218160357): a removed view's constraint stayed active.
@MainActor
@Suite struct UIViewLeavingConstraintsTests {
    /// A root with a container holding a badge, and a label beside the container.
    private func hierarchy() -> (root: UIView, container: UIView, badge: UIView, label: UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = UIView()
        let label = UILabel()
        badge.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        container.addSubview(badge)
        root.addSubview(label)
        return (root, container, badge, label)
    }

    @Test func constraintsFromTheHierarchyIntoTheRemovedSubtreeBecomeInactive() {
        let (root, container, badge, label) = hierarchy()
        let besideBadge = label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8)
        let badgeSize = badge.widthAnchor.constraint(equalToConstant: 20)
        let badgeInContainer = badge.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        NSLayoutConstraint.activate([besideBadge, badgeSize, badgeInContainer])
        root.layoutIfNeeded()
        #expect(root.constraints.contains { $0 === besideBadge })
        container.removeFromSuperview()
        #expect(!besideBadge.isActive, "it tied the badge to the label left behind")
        #expect(!root.constraints.contains { $0 === besideBadge })
        #expect(badgeSize.isActive && badgeInContainer.isActive, "constraints inside the removed subtree go with it")
        root.addSubview(container)
        #expect(!besideBadge.isActive, "coming back does not bring it back")
    }

    /// `addSubview(_:)` "removes the previous superview before making the receiver its new
    /// superview" (Apple): a move loses the constraints into the hierarchy it leaves, as a removal
    /// does. Kept, one held by a view that later left the hierarchy stayed active but unsolved
    /// (`script/fuzz-events` seed 17973029687798248443).
    @Test func movingAViewToAnotherSuperviewRemovesItsConstraintsToTheHierarchyItLeaves() {
        let (root, container, badge, label) = hierarchy()
        let aligned = label.topAnchor.constraint(equalTo: badge.topAnchor, constant: 4)
        let badgeSize = badge.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([aligned, badgeSize])
        root.addSubview(badge)                          // from the container to the root
        #expect(!aligned.isActive)
        #expect(badgeSize.isActive, "a constraint of the moved view alone goes with it")
        container.addSubview(label)
        root.layoutIfNeeded()
        #expect(badge.frame.width == 20)
    }

    @Test func reorderingWithinTheSameSuperviewKeepsConstraints() {
        let (root, container, _, label) = hierarchy()
        let aligned = label.topAnchor.constraint(equalTo: container.topAnchor, constant: 4)
        aligned.isActive = true
        root.addSubview(label)                          // already the root's: brought to the front
        root.insertSubview(container, at: 0)
        root.bringSubviewToFront(container)
        root.layoutIfNeeded()
        #expect(aligned.isActive)
        #expect(label.frame.minY == container.frame.minY + 4)
    }

    /// The seed's scene, reduced: a required constraint between two views that both move into a stack
    /// view, whose holder then leaves the window.
    @Test func aConstraintWhoseItemsMovedIsNeverLeftActiveAndUnsolved() {
        let host = TestHost()
        let holder = UIView(frame: host.window.bounds)
        host.window.addSubview(holder)
        let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 360))
        stack.axis = .vertical
        host.window.addSubview(stack)
        let first = UIButton(type: .system), second = UIButton(type: .system)
        holder.addSubview(first)
        holder.addSubview(second)
        let apart = second.leadingAnchor.constraint(greaterThanOrEqualTo: first.leadingAnchor, constant: 37)
        apart.isActive = true
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        holder.removeFromSuperview()
        host.window.layoutIfNeeded()
        let firstLeading = first.convert(first.bounds, to: host.window).minX
        let secondLeading = second.convert(second.bounds, to: host.window).minX
        #expect(!apart.isActive || secondLeading >= firstLeading + 37 - 0.001)
    }
}
