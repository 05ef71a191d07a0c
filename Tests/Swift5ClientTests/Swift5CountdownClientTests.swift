import Testing
import OpenUIKit
import OpenUIKitTesting

/// A countdown badge as an app writes it, compiled in Swift 5 mode: a display link drives the seconds
/// left, the label shrinks a long caption to fit, and the layout picks a size by the device's idiom.
final class Swift5CountdownView: UIView {
    let label = UILabel()
    private var displayLink: CADisplayLink?
    private var endTime: CFTimeInterval = 0
    private(set) var ticks = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.baselineAdjustment = .alignCenters
        label.font = .systemFont(ofSize: UIDevice.current.userInterfaceIdiom == .pad ? 28 : 17)
        label.frame = bounds
        addSubview(label)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func start(seconds: CFTimeInterval) {
        endTime = CACurrentMediaTime() + seconds
        displayLink = CADisplayLink(target: self, selector: Selector("tick:", Swift5CountdownView.tick))
        displayLink?.preferredFramesPerSecond = 30
        displayLink?.add(to: .main, forMode: .common)
    }

    func tick(_ link: CADisplayLink) {
        ticks += 1
        let left = max(0, endTime - link.timestamp)
        label.text = "\(Int(left.rounded(.up))) seconds left"
        if left == 0 {
            link.invalidate()
            displayLink = nil
        }
    }
}

@MainActor @Test func swift5ModeCountdownRunsOnADisplayLinkAndShrinksItsCaption() {
    let host = TestHost(device: .iPhone15)
    let countdown = Swift5CountdownView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    host.window.addSubview(countdown)
    #expect(countdown.label.font.pointSize == 17, "a phone")
    countdown.start(seconds: 1)
    host.advance(by: 0.5)
    #expect(countdown.label.text == "1 seconds left")
    host.advance(by: 1)
    #expect(countdown.label.text == "0 seconds left")
    #expect(countdown.ticks == 30, "30 a second, stopped at zero")
    let drawn = countdown.label.contentDisplayList.textRuns.first?.font.pointSize ?? 0
    #expect(drawn < 17 && drawn >= 8.5, "the caption shrinks to fit 60 points")
}
