import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The accessibility defaults UIKit gives the segmented control, page control, progress view and
/// activity indicator.
@MainActor
@Suite struct SegmentsAccessibilityTests {
    @Test func eachSegmentIsAButtonElementAndTheControlIsAContainer() throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isAccessibilityElement)
        let elements = try #require(control.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["Day", "Week", "Month"])
        #expect(elements.map(\.accessibilityValue) == ["1 of 3", "2 of 3", "3 of 3"])
        #expect(elements.map(\.accessibilityTraits) == [.button, [.button, .selected], [.button, .notEnabled]])
        #expect(elements.map(\.isAccessibilityElement) == [true, true, true])
        #expect(elements[1].accessibilityFrameInContainerSpace == CGRect(x: 100, y: 0, width: 100, height: 32))
        control.selectedSegmentIndex = 0
        let updated = try #require(control.accessibilityElements as? [UIAccessibilityElement])
        #expect(updated[0].accessibilityTraits == [.button, .selected])
    }

    @Test func pageControlIsAdjustableAndSaysItsPage() {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 3
        control.currentPage = 1
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityTraits.contains(.adjustable))
        #expect(control.accessibilityValue == "page 2 of 3")
        control.isEnabled = false
        #expect(control.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test func progressViewSaysItsPercentage() {
        let view = UIProgressView(progressViewStyle: .default)
        view.progress = 0.5
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityValue == "50%")
        #expect(view.accessibilityTraits == .updatesFrequently)
        view.progress = 1
        #expect(view.accessibilityValue == "100%")
    }

    @Test func activityIndicatorSaysWhetherItIsInProgress() {
        let view = UIActivityIndicatorView(style: .medium)
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Progress halted")
        view.startAnimating()
        #expect(view.accessibilityLabel == "In progress")
        #expect(view.accessibilityTraits == .updatesFrequently)
        view.stopAnimating()
    }
}
