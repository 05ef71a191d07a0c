import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Dirty-rect compositing: what `renderDisplayList(in:)` keeps and skips.
@MainActor
@Suite struct UIViewRenderingTests {
    /// The number of groups (views) in a list.
    private func groupCount(_ list: DisplayList) -> Int {
        list.commands.filter { if case .beginGroup = $0 { return true } else { return false } }.count
    }

    @Test func aDirtyRectSkipsSubtreesThatCannotDrawIntoIt() {
        let host = TestHost(device: .desktop)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 500, y: 0, width: 100, height: 100))
        left.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        right.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        host.window.addSubview(left)
        host.window.addSubview(right)
        // Window + left + its child: the right subtree (a view with a subview) is skipped whole.
        #expect(groupCount(host.window.renderDisplayList(in: CGRect(x: 0, y: 0, width: 50, height: 50))) == 3)
        #expect(groupCount(host.window.renderDisplayList()) == 5)
    }

    @Test func aSubviewStickingOutOfItsParentIntoTheDirtyRectIsStillDrawn() {
        let host = TestHost(device: .desktop)
        let parent = UIView(frame: CGRect(x: 500, y: 0, width: 100, height: 100))
        let overhang = UIView(frame: CGRect(x: -480, y: 0, width: 20, height: 20))  // window x 20…40
        parent.addSubview(overhang)
        host.window.addSubview(parent)
        #expect(groupCount(host.window.renderDisplayList(in: CGRect(x: 0, y: 0, width: 50, height: 50))) == 3)
        parent.clipsToBounds = true  // now the overhang cannot show: the parent is skipped
        #expect(groupCount(host.window.renderDisplayList(in: CGRect(x: 0, y: 0, width: 50, height: 50))) == 1)
    }
}
