import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A view's accessibility properties, as UIKit documents them for `UIView` (the UIAccessibility
/// informal protocol): defaults, values set by the app, and a subclass's overrides.
@MainActor
@Suite struct UIViewAccessibilityTests {
    /// A custom control that describes itself by overriding, as UIKit code does.
    final class RatingView: UIView {
        var rating = 3
        override var isAccessibilityElement: Bool { get { true } set {} }
        override var accessibilityLabel: String? { get { "Rating" } set {} }
        override var accessibilityValue: String? { get { "\(rating) of 5" } set {} }
        override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
        override func accessibilityActivate() -> Bool {
            rating += 1
            return true
        }
    }

    @Test func aPlainViewIsAContainerWithNothingSet() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityValue == nil)
        #expect(view.accessibilityHint == nil)
        #expect(view.accessibilityIdentifier == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityElements == nil)
        #expect(!view.accessibilityViewIsModal)
        #expect(!view.accessibilityElementsHidden)
        #expect(!view.accessibilityActivate())
    }

    @Test func valuesSetOnAViewAreReadBack() {
        let view = UIView()
        let child = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Avatar"
        view.accessibilityValue = "Online"
        view.accessibilityHint = "Opens the profile"
        view.accessibilityIdentifier = "avatar"
        view.accessibilityTraits = [.image, .button]
        view.accessibilityElements = [child]
        view.accessibilityViewIsModal = true
        view.accessibilityElementsHidden = true
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Avatar")
        #expect(view.accessibilityValue == "Online")
        #expect(view.accessibilityHint == "Opens the profile")
        #expect(view.accessibilityIdentifier == "avatar")
        #expect(view.accessibilityTraits == [.image, .button])
        #expect((view.accessibilityElements?.first as? UIView) === child)
        #expect(view.accessibilityViewIsModal)
        #expect(view.accessibilityElementsHidden)
    }

    @Test func settingOneViewsValuesLeavesAnotherViewsAlone() {
        let first = UIView(), second = UIView()
        first.accessibilityLabel = "First"
        #expect(second.accessibilityLabel == nil)
        #expect(!second.hasAccessibilityAttributes)
    }

    @Test func aViewsSideStorageGoesWithTheView() {
        let before = UIView.accessibilityTableCount
        do {
            let view = UIView()
            view.accessibilityIdentifier = "temporary"
            #expect(UIView.accessibilityTableCount == before + 1)
        }
        #expect(UIView.accessibilityTableCount == before)
    }

    @Test func theFrameIsTheViewsRectangleOnTheScreenAndFollowsLayout() {
        let host = TestHost()
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        container.addSubview(view)
        host.window.addSubview(container)
        #expect(view.accessibilityFrame == CGRect(x: 15, y: 26, width: 30, height: 40))
        container.frame.origin = CGPoint(x: 100, y: 100)
        #expect(view.accessibilityFrame == CGRect(x: 105, y: 106, width: 30, height: 40))
        view.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(view.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aSubclassDescribesItselfByOverriding() {
        let rating = RatingView()
        #expect(rating.isAccessibilityElement)
        #expect(rating.accessibilityTraits == .adjustable)
        #expect(rating.accessibilityValue == "3 of 5")
        #expect(rating.accessibilityActivate())
        #expect(rating.accessibilityValue == "4 of 5")
    }

    @Test func settingNilRestoresTheDefault() {
        let label = UILabel()
        label.text = "Total"
        label.accessibilityLabel = "Sum"
        #expect(label.accessibilityLabel == "Sum")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Total")
    }
}
