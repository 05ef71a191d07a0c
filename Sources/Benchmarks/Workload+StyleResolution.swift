import Foundation
import OpenUIKit

/// Style resolution for a state change: a button with per-state titles and colors is selected and
/// deselected; each change resolves the content for the new state (UIButton's per-state lookup) and
/// applies it to the title label at layout, as UIKit does.
extension Workload {
    @MainActor
    func runStyleResolution(_ size: Size, reporter: Reporter) throws {
        let app = BenchmarkApp()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 44)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemBlue, for: .normal)
        button.setTitleColor(.white, for: .selected)
        button.setTitleColor(.systemGray, for: .highlighted)
        app.window.addSubview(button)
        app.window.layoutIfNeeded()

        let changes = size.units(100_000, smoke: 10)
        var nanoseconds: [Double] = []
        for _ in 0..<size.runs(5) {
            var wrong = 0
            let stopwatch = Stopwatch()
            for _ in 0..<changes {
                button.isSelected.toggle()
                button.layoutIfNeeded()
                let expected: UIColor = button.isSelected ? .white : .systemBlue
                if button.titleLabel?.textColor != expected { wrong += 1 }
            }
            nanoseconds.append(stopwatch.seconds * 1e9 / Double(changes))
            try reporter.check(wrong == 0, "style-resolution: \(wrong) state changes showed the wrong color")
            try reporter.check(button.titleLabel?.text == (button.isSelected ? "Following" : "Follow"),
                               "style-resolution: the title does not follow the state")
        }
        reporter.report("style_resolution_ns", Reporter.median(nanoseconds), "ns")
    }
}
