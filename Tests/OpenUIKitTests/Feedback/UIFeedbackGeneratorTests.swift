import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIFeedbackGeneratorTests {
    @Test func eachGeneratorRecordsWhatAnIPhoneWouldPlay() {
        let host = TestHost()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.25)
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        selection.selectionChanged()
        let notification = UINotificationFeedbackGenerator()
        notification.prepare()
        notification.notificationOccurred(.error)
        #expect(host.application.feedbackEvents == [
            .prepared(.impact(.heavy)), .impact(.heavy, intensity: 1), .impact(.heavy, intensity: 0.25),
            .prepared(.selection), .selectionChanged,
            .prepared(.notification), .notification(.error),
        ])
    }

    @Test func theDefaultImpactIsMediumAndRawValuesAreUIKits() {
        let host = TestHost()
        UIImpactFeedbackGenerator().impactOccurred()
        #expect(host.application.feedbackEvents == [.impact(.medium, intensity: 1)])
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType.warning.rawValue == 1)
    }

    @Test func theLogBelongsToItsApplication() {
        let first = TestHost()
        UISelectionFeedbackGenerator().selectionChanged()
        let second = TestHost()
        #expect(second.application.feedbackEvents.isEmpty)
        #expect(first.application.feedbackEvents == [.selectionChanged])
    }

    @Test func intensitiesOutsideTheRangeAreClampedAndNaNPlaysNothing() {
        let host = TestHost()
        let impact = UIImpactFeedbackGenerator(style: .light)
        let warnings = Diagnostics.record {
            impact.impactOccurred(intensity: 3)
            impact.impactOccurred(intensity: -1)
            impact.impactOccurred(intensity: .nan)
        }
        #expect(host.application.feedbackEvents == [.impact(.light, intensity: 1), .impact(.light, intensity: 0)])
        #expect(warnings.map(\.code) == ["feedback.invalidIntensity", "feedback.invalidIntensity", "feedback.invalidIntensity"])
    }

    @Test func aSliderLikeControlTicksOnEachChangedSelection() {
        let host = TestHost()
        let picker = TickingPicker(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        host.window.addSubview(picker)
        host.drag(from: CGPoint(x: 10, y: 130), to: CGPoint(x: 290, y: 130))
        let ticks = host.application.feedbackEvents.filter { $0 == .selectionChanged }.count
        #expect(ticks == picker.selectedIndex)
        #expect(picker.selectedIndex == 2)
    }
}

/// Three segments a finger slides across, ticking as iOS pickers do.
@MainActor
private final class TickingPicker: UIView {
    private let feedback = UISelectionFeedbackGenerator()
    private(set) var selectedIndex = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        feedback.prepare()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let index = min(max(Int(touch.location(in: self).x / (bounds.width / 3)), 0), 2)
        guard index != selectedIndex else { return }
        selectedIndex = index
        feedback.selectionChanged()
    }
}
