import Foundation
import OpenUIKit
import Testing

/// XCUITest's element actions that are not touches at the element's center: typing into the element
/// that has keyboard focus, moving a slider's thumb and turning a picker wheel. They go through the same
/// input paths a person's keyboard and mouse take in the window (``TestHost/type(_:)``,
/// ``TestHost/drag(from:to:steps:duration:)``, ``TestHost/tap(at:)``).
extension XCUIElement {
    /// Types `text` into the element, as XCUITest's `typeText(_:)`: the element (or a view inside it) must
    /// have keyboard focus — be the first responder, as a text field is once tapped — or the test fails
    /// with XCUITest's reason and nothing is typed. A "\n" presses Return.
    public func typeText(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        host.finishTransitions()
        guard let element = resolved(for: "type text", sourceLocation: sourceLocation) else { return }
        guard let view = element.touchView, Self.hasKeyboardFocus(view) else {
            Issue.record("Failed to type text: neither \(element.elementType) '\(element.label)' nor any descendant has keyboard focus (tap it first)",
                         sourceLocation: sourceLocation)
            return
        }
        host.type(text)
    }

    /// Whether `view` or a view inside it is the first responder.
    private static func hasKeyboardFocus(_ view: UIView) -> Bool {
        var pending = [view]
        while let next = pending.popLast() {
            if next.isFirstResponder { return true }
            pending.append(contentsOf: next.subviews)
        }
        return false
    }

    /// Drags a slider's thumb to `normalizedSliderPosition` (0 the minimum end of its track, 1 the maximum),
    /// as XCUITest's `adjust(toNormalizedSliderPosition:)`: a real drag from the thumb's center, so the
    /// slider tracks, sends `.valueChanged` (while dragging, or once when not continuous) and lands on the
    /// value under the finger. A position outside 0…1 is clamped; an element that is not a slider fails
    /// the test.
    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        host.finishTransitions()
        guard let element = resolved(for: "adjust a slider", sourceLocation: sourceLocation) else { return }
        guard let slider = element.touchView as? UISlider else {
            Issue.record("Failed to adjust: \(element.elementType) '\(element.label)' is not a slider",
                         sourceLocation: sourceLocation)
            return
        }
        if let problem = host.touchProblem(for: element) {
            Issue.record("Failed to adjust: \(problem)", sourceLocation: sourceLocation)
            return
        }
        let position = normalizedSliderPosition.isNaN ? 0 : min(max(normalizedSliderPosition, 0), 1)
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let lowest = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.minimumValue)
        let highest = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.maximumValue)
        let start = CGPoint(x: thumb.midX, y: thumb.midY)
        let end = CGPoint(x: lowest.midX + (highest.midX - lowest.midX) * position, y: thumb.midY)
        host.drag(from: slider.convert(start, to: host.window), to: slider.convert(end, to: host.window))
    }

    /// Turns a picker wheel until `value` rests on its band, as XCUITest's
    /// `adjust(toPickerWheelValue:)`: by real taps on the rows above or below the band, at most two rows
    /// at a time, each waited for until the wheel rests — so the picker's delegate hears each step, as
    /// it would a person's. A value no row of the wheel shows, or an element that is not a picker wheel,
    /// fails the test and turns nothing.
    public func adjust(toPickerWheelValue value: String, sourceLocation: SourceLocation = #_sourceLocation) {
        host.finishTransitions()
        guard let element = resolved(for: "adjust a picker wheel", sourceLocation: sourceLocation) else { return }
        guard let wheel = element.touchView, element.elementType == .pickerWheel,
              let picker = wheel.superview as? UIPickerView,
              let component = picker.subviews.filter({ $0.accessibilityTraits.contains(.adjustable) })
                  .firstIndex(where: { $0 === wheel }) else {
            Issue.record("Failed to adjust: \(element.elementType) '\(element.label)' is not a picker wheel",
                         sourceLocation: sourceLocation)
            return
        }
        let titles = (0..<picker.numberOfRows(inComponent: component)).map { row in
            picker.delegate.map { delegate in
                delegate.pickerView(picker, attributedTitleForRow: row, forComponent: component)?.string
                    ?? delegate.pickerView(picker, titleForRow: row, forComponent: component)
            } ?? nil
        }
        guard let target = titles.firstIndex(of: value) else {
            Issue.record("Failed to adjust: picker wheel '\(element.value ?? "")' has no row '\(value)'",
                         sourceLocation: sourceLocation)
            return
        }
        if let problem = host.touchProblem(for: element) {
            Issue.record("Failed to adjust: \(problem)", sourceLocation: sourceLocation)
            return
        }
        let rowHeight = picker.rowSize(forComponent: component).height
        while picker.selectedRow(inComponent: component) != target {
            let distance = target - picker.selectedRow(inComponent: component)
            let rows = CGFloat(max(min(distance, 2), -2))
            let band = CGPoint(x: wheel.bounds.midX, y: wheel.bounds.midY + rows * rowHeight)
            let before = picker.selectedRow(inComponent: component)
            host.tap(at: wheel.convert(band, to: host.window))
            _ = host.runUntilIdle(limit: 5)
            if picker.selectedRow(inComponent: component) == before {
                Issue.record("Failed to adjust: picker wheel did not turn toward '\(value)'", sourceLocation: sourceLocation)
                return
            }
        }
    }
}
