import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// UIStepper as Apple documents it: value clamped to the range, stepValue > 0 and minimum < maximum
/// (UIKit raises otherwise), wraps, autorepeat that speeds up, isContinuous, halves disabled at the
/// limits, per-state images.
@MainActor
@Suite struct UIStepperTests {
    let host = TestHost()
    /// Window points on the − and + halves of ``shownStepper()``.
    let minus = CGPoint(x: 40, y: 116), plus = CGPoint(x: 100, y: 116)

    /// A stepper at (20, 100): the − half spans 20…67, the + half 67…114.
    private func shownStepper() -> (UIStepper, ControlEventRecorder) {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        host.window.addSubview(stepper)
        let recorder = ControlEventRecorder()
        recorder.record(stepper, [("valueChanged", .valueChanged), ("primary", .primaryActionTriggered)])
        return (stepper, recorder)
    }

    @Test func defaultsAndSize() {
        let stepper = UIStepper(frame: CGRect(x: 1, y: 2, width: 10, height: 10))
        #expect(stepper.frame == CGRect(x: 1, y: 2, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && stepper.autorepeat && stepper.isContinuous && !stepper.wraps)
    }

    @Test func theValueIsClampedToTheRange() {
        let stepper = UIStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -3
        #expect(stepper.value == 0)
        stepper.value = 50
        stepper.maximumValue = 20
        #expect(stepper.value == 20)
        stepper.minimumValue = 10
        stepper.value = 0
        #expect(stepper.value == 10)
    }

    @Test func aStepValueThatIsNotPositiveIsAnErrorAndChangesNothing() {
        let stepper = UIStepper()
        let reports = Diagnostics.record {
            stepper.stepValue = 0
            stepper.stepValue = -1
            stepper.stepValue = .nan
        }
        #expect(reports.map(\.code) == Array(repeating: "stepper.stepValueNotPositive", count: 3))
        #expect(reports.allSatisfy { $0.severity == .error })
        #expect(stepper.stepValue == 1)
        let error = #expect(throws: StepperError.self) { try stepper.trySetStepValue(0) }
        #expect(error?.kind == .stepValueNotPositive)
        try? stepper.trySetStepValue(5)
        #expect(stepper.stepValue == 5)
    }

    @Test func aRangeWhoseEndsMeetOrCrossIsAnError() {
        let stepper = UIStepper()
        let reports = Diagnostics.record {
            stepper.minimumValue = 100
            stepper.maximumValue = 0
            stepper.maximumValue = -5
        }
        #expect(reports.map(\.code) == ["stepper.minimumNotBelowMaximum", "stepper.maximumNotAboveMinimum",
                                        "stepper.maximumNotAboveMinimum"])
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100)
        let error = #expect(throws: StepperError.self) { try stepper.trySetMinimumValue(200) }
        #expect(error?.kind == .minimumNotBelowMaximum)
    }

    @Test func aTapOnAHalfStepsOnceAndSendsValueChanged() {
        let (stepper, recorder) = shownStepper()
        stepper.value = 5
        host.tap(at: plus)
        #expect(stepper.value == 6)
        host.tap(at: minus)
        host.tap(at: minus)
        #expect(stepper.value == 4)
        #expect(recorder.log == Array(repeating: ["valueChanged", "primary"], count: 3).flatMap { $0 })
    }

    @Test func aStepStopsAtTheEndsUnlessItWraps() {
        let (stepper, recorder) = shownStepper()
        stepper.stepValue = 30
        stepper.value = 90
        host.tap(at: plus)
        #expect(stepper.value == 100)
        host.tap(at: plus)              // the + half is disabled at the maximum
        #expect(stepper.value == 100)
        #expect(recorder.log.count == 2)
        stepper.wraps = true
        host.tap(at: plus)
        #expect(stepper.value == 0)
        host.tap(at: minus)
        #expect(stepper.value == 100)
    }

    @Test func aHalfAtItsLimitIsDisabled() {
        let (stepper, recorder) = shownStepper()
        host.tap(at: minus)
        #expect(stepper.value == 0)
        #expect(recorder.log.isEmpty)
        #expect(!stepper.isTracking)
        // Drawn dimmed: the − glyph in the label color at 30 %.
        let dimmed = UIColor.label.multiplyingAlpha(by: 0.3)
        #expect(stepper.contentDisplayList.commands.contains(
            .line(from: CGPoint(x: 16.5, y: 16), to: CGPoint(x: 30.5, y: 16), color: dimmed, width: 2)))
        stepper.value = 1
        #expect(!stepper.contentDisplayList.commands.contains(
            .line(from: CGPoint(x: 16.5, y: 16), to: CGPoint(x: 30.5, y: 16), color: dimmed, width: 2)))
    }

    @Test func holdingRepeatsAfterHalfASecondThenTenASecondThenFaster() {
        let (stepper, _) = shownStepper()
        let id = host.touchDown(at: plus)
        #expect(stepper.value == 1)
        host.advance(by: 0.49)
        #expect(stepper.value == 1)
        host.advance(by: 0.02)          // 0.51 s: the first repeat
        #expect(stepper.value == 2)
        host.advance(by: 0.9)           // 1.41 s: repeats at 0.6, 0.7, … 1.4
        #expect(stepper.value == 11)
        host.advance(by: 0.5)           // after ten repeats, twenty a second
        #expect(stepper.value == 21)
        host.send(.up, at: plus, pointer: id)
        host.advance(by: 1)
        #expect(stepper.value == 21)
    }

    @Test func withoutAutorepeatHoldingStepsOnce() {
        let (stepper, _) = shownStepper()
        stepper.autorepeat = false
        host.press(at: plus, for: 3)
        #expect(stepper.value == 1)
    }

    @Test func aFingerDraggedAwayPausesTheRepeat() {
        let (stepper, _) = shownStepper()
        let id = host.touchDown(at: plus)
        host.send(.move, at: CGPoint(x: 600, y: 600), pointer: id)
        host.advance(by: 2)
        #expect(stepper.value == 1)
        host.send(.move, at: plus, pointer: id)
        host.advance(by: 0.15)
        #expect(stepper.value > 1)
        host.send(.up, at: plus, pointer: id)
    }

    @Test func aStepperThatIsNotContinuousSendsOnceWhenTheTouchEnds() {
        let (stepper, recorder) = shownStepper()
        stepper.isContinuous = false
        let id = host.touchDown(at: plus)
        host.advance(by: 0.95)          // the step on touch down, then repeats at 0.5 … 0.9 s
        #expect(stepper.value == 6)
        #expect(recorder.log.isEmpty)
        host.send(.up, at: plus, pointer: id)
        #expect(recorder.log == ["valueChanged", "primary"])
    }

    @Test func settingTheValueFromCodeSendsNothing() {
        let (stepper, recorder) = shownStepper()
        stepper.value = 42
        #expect(recorder.log.isEmpty)
    }

    @Test func perStateImagesFallBackToNormalAndAreDrawn() {
        let (stepper, _) = shownStepper()
        let plusImage = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let pressedPlus = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in }
        let divider = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 20)).image { _ in }
        let background = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
        stepper.setIncrementImage(plusImage, for: .normal)
        stepper.setIncrementImage(pressedPlus, for: .highlighted)
        stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setBackgroundImage(background, for: .normal)
        stepper.setDecrementImage(plusImage, for: .disabled)
        #expect(stepper.incrementImage(for: .disabled) === plusImage)
        #expect(stepper.decrementImage(for: .normal) == nil)
        #expect(stepper.dividerImage(forLeftSegmentState: .disabled, rightSegmentState: .highlighted) === divider)
        func drawn() -> [UIImage] {
            stepper.contentDisplayList.commands.compactMap { command in
                if case .image(let image, _, _, _) = command { return image }
                return nil
            }
        }
        // − half disabled at 0 (its disabled image), + half normal, divider, two backgrounds.
        #expect(drawn().filter { $0 === plusImage }.count == 2)
        #expect(drawn().contains { $0 === divider })
        #expect(drawn().filter { $0 === background }.count == 2)
        let id = host.touchDown(at: plus)
        #expect(drawn().contains { $0 === pressedPlus })
        host.send(.up, at: plus, pointer: id)
    }
}
