import Testing
import OpenUIKit
import OpenUIKitTesting

/// A star-rating control written as a UIKit app in Swift 5 mode writes its accessibility: overriding
/// the properties, adjusting on activation, announcing the change.
class StarRatingControl: UIControl {
    var rating = 0 {
        didSet { UIAccessibility.post(notification: .announcement, argument: accessibilityValue) }
    }

    override var isAccessibilityElement: Bool {
        get { return true }
        set {}
    }

    override var accessibilityLabel: String? {
        get { return "Rating" }
        set {}
    }

    override var accessibilityValue: String? {
        get { return rating == 1 ? "1 star" : "\(rating) stars" }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { return super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }

    override func accessibilityActivate() -> Bool {
        rating = min(rating + 1, 5)
        return true
    }
}

@MainActor @Test func swift5ModeAccessibilityOverridesBuildAndAreRead() {
    let host = TestHost()
    let stars = StarRatingControl(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    stars.accessibilityIdentifier = "rating"
    host.window.addSubview(stars)
    #expect(stars.accessibilityTraits == .adjustable)
    stars.isEnabled = false
    #expect(stars.accessibilityTraits == [.adjustable, .notEnabled])
    #expect(stars.accessibilityActivate())
    #expect(stars.accessibilityValue == "1 star")
    #expect(host.postedAccessibilityNotifications.compactMap { $0.announcement } == ["1 star"])
    #expect(stars.accessibilityIdentifier == "rating")
}
