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

    @Test func movingAViewWithAddSubviewKeepsItsConstraints() {
        let (root, _, badge, label) = hierarchy()
        let aligned = label.topAnchor.constraint(equalTo: badge.topAnchor, constant: 4)
        aligned.isActive = true
        root.addSubview(badge)                          // from the container to the root: still a common ancestor
        root.layoutIfNeeded()
        #expect(aligned.isActive)
        #expect(label.frame.minY == badge.frame.minY + 4)
    }
}
