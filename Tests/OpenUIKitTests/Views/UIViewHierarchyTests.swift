import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewHierarchyTests {
    /// `superview` is not a weak reference (see UIView.superview); a superview that goes away still
    /// leaves its subviews with no superview, as a weak reference would.
    @Test func aDeallocatedSuperviewLeavesItsSubviewsWithoutOne() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var weakParent: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            weakParent = parent
            #expect(child.superview === parent)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }

    @Test func aSubviewMovedToAnotherParentKeepsItWhenTheOldOneGoesAway() {
        let child = UIView(frame: .zero)
        let newParent = UIView(frame: .zero)
        do {
            let oldParent = UIView(frame: .zero)
            oldParent.addSubview(child)
            newParent.addSubview(child)
        }
        #expect(child.superview === newParent)
    }
}
