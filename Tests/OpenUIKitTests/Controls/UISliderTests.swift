import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// UISlider as Apple documents it: the value clamped to its range, a range end moved past the other
/// moving it too, tracking only from the thumb, `.valueChanged` while dragging or on release when not
/// continuous, overridable geometry, per-state images.
@MainActor
@Suite struct UISliderTests {
    let host = TestHost()

    /// A 228-pt slider at (20, 100): its track runs 20…248 in the window, the thumb 28 pt wide, so the
    /// thumb's center moves from 34 to 234 (200 pt) across the range.
    private func shownSlider() -> (UISlider, ControlEventRecorder) {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        host.window.addSubview(slider)
        let recorder = ControlEventRecorder()
        recorder.record(slider, [("valueChanged", .valueChanged)])
        return (slider, recorder)
    }

    @Test func defaultsAndSize() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    @Test func theValueIsClampedToTheRange() {
        let slider = UISlider()
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -1
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 6
        #expect(slider.value == 6)
    }

    @Test func aMinimumAboveTheMaximumMovesTheMaximumAndTheReverse() {
        let slider = UISlider()
        slider.minimumValue = 3
        #expect(slider.maximumValue == 3 && slider.value == 3)
        slider.maximumValue = -2
        #expect(slider.minimumValue == -2 && slider.value == -2)
    }

    @Test func aNaNIsRefusedWithAWarning() {
        let slider = UISlider()
        slider.value = 0.5
        let reports = Diagnostics.record {
            slider.value = .nan
            slider.minimumValue = .nan
            slider.maximumValue = .nan
        }
        #expect(reports.map(\.code) == Array(repeating: "slider.nonFiniteValue", count: 3))
        #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1)
    }

    @Test func draggingTheThumbSendsValueChangedAtEachChange() {
        let (slider, recorder) = shownSlider()
        host.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 134, y: 115), steps: 4)
        #expect(slider.value == 0.5)
        #expect(recorder.log == Array(repeating: "valueChanged", count: 4))
    }

    @Test func theThumbKeepsTheOffsetItWasGrabbedAt() {
        let (slider, _) = shownSlider()
        host.drag(from: CGPoint(x: 44, y: 115), to: CGPoint(x: 94, y: 115))   // grabbed 10 pt right of center
        #expect(slider.value == 0.25)
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbDoesNothing() {
        let (slider, recorder) = shownSlider()
        host.tap(at: CGPoint(x: 200, y: 115))
        host.drag(from: CGPoint(x: 200, y: 115), to: CGPoint(x: 100, y: 115))
        #expect(slider.value == 0)
        #expect(recorder.log.isEmpty)
        #expect(!slider.isTracking)
    }

    @Test func theThumbIsGrabbedWithinAFortyFourPointArea() {
        let (slider, _) = shownSlider()
        host.drag(from: CGPoint(x: 55, y: 115), to: CGPoint(x: 155, y: 115))   // 21 pt right of center
        #expect(slider.value == 0.5)
        host.drag(from: CGPoint(x: 158, y: 115), to: CGPoint(x: 200, y: 115))  // 24 pt: outside
        #expect(slider.value == 0.5)
    }

    @Test func aSliderThatIsNotContinuousSendsOnceOnRelease() {
        let (slider, recorder) = shownSlider()
        slider.isContinuous = false
        let id = host.touchDown(at: CGPoint(x: 34, y: 115))
        host.send(.move, at: CGPoint(x: 84, y: 115), pointer: id)
        host.send(.move, at: CGPoint(x: 134, y: 115), pointer: id)
        #expect(slider.value == 0.5)
        #expect(recorder.log.isEmpty)
        host.send(.up, at: CGPoint(x: 134, y: 115), pointer: id)
        #expect(recorder.log == ["valueChanged"])
        // A drag that ends where it began changed nothing and sends nothing.
        host.drag(from: CGPoint(x: 134, y: 115), to: CGPoint(x: 134, y: 115))
        #expect(recorder.log == ["valueChanged"])
    }

    @Test func theValueStopsAtTheEndsOfTheTrack() {
        let (slider, _) = shownSlider()
        host.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 400, y: 115))
        #expect(slider.value == 1)
        host.drag(from: CGPoint(x: 234, y: 115), to: CGPoint(x: -100, y: 115))
        #expect(slider.value == 0)
    }

    @Test func setValueAnimatedChangesTheValueAtOnceAndSlidesTheThumb() {
        let (slider, recorder) = shownSlider()
        slider.setValue(1, animated: true)
        #expect(slider.value == 1)
        #expect(slider.presentationValue == 0)
        host.advance(by: UISlider.thumbAnimationDuration / 2)
        #expect(slider.presentationValue > 0.2 && slider.presentationValue < 0.8)
        host.advance(by: UISlider.thumbAnimationDuration)
        #expect(slider.presentationValue == 1)
        #expect(recorder.log.isEmpty)
    }

    @Test func theGeometryMethodsCanBeOverridden() {
        final class WideThumbSlider: UISlider {
            override func trackRect(forBounds bounds: CGRect) -> CGRect {
                CGRect(x: bounds.minX + 10, y: bounds.midY - 5, width: bounds.width - 20, height: 10)
            }
            override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
                let fraction = CGFloat((value - minimumValue) / (maximumValue - minimumValue))
                return CGRect(x: rect.minX + (rect.width - 60) * fraction, y: rect.midY - 20, width: 60, height: 40)
            }
        }
        let slider = WideThumbSlider(frame: CGRect(x: 0, y: 100, width: 260, height: 40))
        host.window.addSubview(slider)
        // The thumb spans 10…70; a touch at 65 grabs it (the default thumb would end at 28 + 8), and
        // 90 pt is half its 180 pt travel.
        host.drag(from: CGPoint(x: 65, y: 120), to: CGPoint(x: 155, y: 120))
        #expect(slider.value == 0.5)
    }

    @Test func valueImagesNarrowTheTrack() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 16)).image { _ in }
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        let bounds = slider.bounds
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 7.5, width: 20, height: 16))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 280, y: 7.5, width: 20, height: 16))
        #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 32, y: 13.5, width: 236, height: 4))
    }

    @Test func perStateThumbImagesFallBackToNormal() {
        let (slider, _) = shownSlider()
        let normal = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
        let pressed = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in }
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        #expect(slider.thumbImage(for: .disabled) === normal)
        #expect(slider.currentThumbImage === normal)
        let id = host.touchDown(at: CGPoint(x: 35, y: 115))
        #expect(slider.currentThumbImage === pressed)
        #expect(slider.contentDisplayList.commands.contains { command in
            if case .image(let image, _, _, _) = command { return image === pressed }
            return false
        })
        host.send(.up, at: CGPoint(x: 35, y: 115), pointer: id)
        slider.setThumbImage(nil, for: .highlighted)
        #expect(slider.thumbImage(for: .highlighted) === normal)
    }

    @Test func itDrawsTheMinimumTrackInTheTintUpToTheThumb() {
        let (slider, _) = shownSlider()
        slider.value = 0.5
        slider.minimumTrackTintColor = .systemRed
        // Thumb center 114 in the slider; the minimum track runs 0…114 plus a 2 pt rounded end under it.
        #expect(slider.contentDisplayList.commands.contains(
            .fill(CGRect(x: 0, y: 13.5, width: 116, height: 4), color: .systemRed, cornerRadius: 2)))
    }
}
