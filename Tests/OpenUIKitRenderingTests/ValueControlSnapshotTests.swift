import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// Switches, a slider and steppers drawn as iOS 17 draws them, compared with the reference PNGs in
/// `__Snapshots__/ValueControlSnapshotTests/` at 1× and 2×, with the colors that matter checked by
/// pixel. Re-record with `SNAPSHOT_RECORD=1 swift test --filter ValueControlSnapshotTests` after an
/// intended change.
@MainActor
@Suite struct ValueControlSnapshotTests {
    let renderer = Renderer()
    let snapshots = SnapshotVerifier()

    /// Off, on and disabled-on switches; a slider at 30 %; a stepper at its minimum and one mid-range.
    private func panel() -> UIView {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 140))
        panel.backgroundColor = .white
        let off = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 70, y: 10, width: 0, height: 0))
        on.isOn = true
        let disabled = UISwitch(frame: CGRect(x: 130, y: 10, width: 0, height: 0))
        disabled.isOn = true
        disabled.isEnabled = false
        let slider = UISlider(frame: CGRect(x: 10, y: 55, width: 200, height: 31))
        slider.value = 0.3
        let atMinimum = UIStepper(frame: CGRect(x: 10, y: 98, width: 0, height: 0))
        let midRange = UIStepper(frame: CGRect(x: 114, y: 98, width: 0, height: 0))
        midRange.value = 50
        for control in [off, on, disabled, slider, atMinimum, midRange] as [UIView] { panel.addSubview(control) }
        return panel
    }

    @Test func valueControls() throws {
        let view = panel()
        try snapshots.verify(view, named: "valueControls")
        try snapshots.verify(view, named: "valueControls@2x", scale: 2)
        let buffer = renderer.render(view, scale: 2)
        #expect(buffer.color(at: CGPoint(x: 75, y: 25)) == PixelColor(red: 52, green: 199, blue: 89))   // on track
        #expect(buffer.color(at: CGPoint(x: 20, y: 70.5)) == PixelColor(red: 0, green: 122, blue: 255)) // minimum track
        #expect(buffer.color(at: CGPoint(x: 108.5, y: 25.5)) == PixelColor(red: 255, green: 255, blue: 255)) // thumb
        // The + of the stepper at its minimum is black; its − is dimmed to a light gray.
        #expect(buffer.color(at: CGPoint(x: 10 + 70.5, y: 114)) == PixelColor(red: 0, green: 0, blue: 0))
        let dimmed = try #require(buffer.color(at: CGPoint(x: 10 + 23.5, y: 114)))
        #expect(dimmed.red > 150 && dimmed.red < 230)
    }
}
