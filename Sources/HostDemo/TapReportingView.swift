import Foundation
import OpenUIKit

/// A square that turns dark while touched and reports each touch on standard output, so a person or an
/// end-to-end script (xdotool) can see that real pointer events reach the engine.
@MainActor
final class TapReportingView: UIView {
    private let restingColor = UIColor.systemBlue
    private let touchedColor = UIColor(rgb: 0x003A80)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = restingColor
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = touchedColor
        report("began", touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = restingColor
        report("ended", touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = restingColor
        report("cancelled", touches)
    }

    private func report(_ phase: String, _ touches: Set<UITouch>) {
        for touch in touches {
            let point = touch.location(in: self)
            say("touch \(phase) at (\(point.x), \(point.y)) tapCount \(touch.tapCount)")
        }
    }
}

/// Writes a line to standard output at once (stdout is block-buffered when a script reads it).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
