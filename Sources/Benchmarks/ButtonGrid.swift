import Foundation
import OpenUIKit

/// The Qt peer's grid: `columns × rows` checkable buttons filling a 1000×1000 window, each titled
/// with its index, clicked through raw pointer input.
///
/// Each toolkit draws its stock button: Qt's Fusion `QPushButton` (a bevel it caches as pixmaps), and
/// here a `.system` UIButton — its tinted title, in 11-point type so "999" fits in 25 points as Qt's
/// 9-point default does — on a flat `systemGray6` background so the cells are visible; a selected
/// button's title turns black. (A 4-point corner radius and 1-point border, which Cairo
/// tessellates anew each frame, made a full frame about 1.5× slower.)
///
/// Button `i` sits at column `i % columns`, row `i / columns` (for 1000 buttons: 40 × 25 cells of
/// 25×40 points, as the peer's `setGeometry(col*25, row*40, 25, 40)`). Its `.touchUpInside` action,
/// registered by typed method reference, toggles `isSelected` (Qt's `setCheckable(true)`) and counts
/// the click.
@MainActor
final class ButtonGrid {
    let app: BenchmarkApp
    let columns: Int
    let rows: Int
    let buttons: [UIButton]
    /// Clicks that reached an action.
    var clicks = 0
    /// Timestamps go up by one second per click, so no click continues another's tap sequence
    /// (the peer adds 1000 ms per click so that Qt never synthesizes a double click).
    private var timestamp: TimeInterval = 0

    /// The peer's 1000-button grid.
    convenience init() {
        self.init(columns: 40, rows: 25)
    }

    /// A grid of `columns` × `rows` buttons filling the window of an app on `device`.
    init(columns: Int, rows: Int, device: UIScreen.Device = .desktop) {
        app = BenchmarkApp(device: device)
        self.columns = columns
        self.rows = rows
        let size = app.window.bounds.size
        let cell = CGSize(width: size.width / CGFloat(columns), height: size.height / CGFloat(rows))
        buttons = (0..<columns * rows).map { index in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height,
                                  width: cell.width, height: cell.height)
            button.setTitle(String(index), for: .normal)
            button.setTitleColor(.black, for: .selected)
            button.titleLabel?.font = .systemFont(ofSize: 11)
            button.backgroundColor = .systemGray6
            return button
        }
        for button in buttons {
            button.addTarget(self, action: ButtonGrid.buttonTapped, for: .touchUpInside)
            app.window.addSubview(button)
        }
        app.window.layoutIfNeeded()
    }

    var count: Int { buttons.count }

    /// The action: what Qt's checkable button and the peer's `++counter` lambda do.
    func buttonTapped(_ sender: UIButton) {
        sender.isSelected.toggle()
        clicks += 1
    }

    /// The centre of button `index`, in window coordinates.
    func centre(of index: Int) -> CGPoint {
        let frame = buttons[index].frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// One click as a window system reports it: a down, then an up, at the button's centre, through
    /// `UIApplication.handle` (hit test → UITouch/UIEvent → UIWindow.sendEvent → UIControl tracking →
    /// target-action).
    func click(_ index: Int) {
        timestamp += 1
        let location = centre(of: index)
        app.application.handle(PointerInput(phase: .down, location: location, timestamp: timestamp), in: app.window)
        app.application.handle(PointerInput(phase: .up, location: location, timestamp: timestamp), in: app.window)
    }

    /// Runs `runs` × `clicksPerRun` clicks on xorshift-chosen buttons (the seed reset every run);
    /// `afterClick` runs after each click inside the timed loop. Reports the median clicks/s and
    /// checks, untimed, that every click reached its action and that exactly the buttons clicked an
    /// odd number of times changed their selection.
    func measureClicks(_ metric: String, runs: Int, clicksPerRun: Int, reporter: Reporter,
                       afterClick: () -> Void = {}) throws {
        var rates: [Double] = []
        for run in 1...runs {
            let before = buttons.map(\.isSelected)
            clicks = 0
            var random = XorShift32()
            let stopwatch = Stopwatch()
            // In the app's runtime, as a host runs a frame's events: one binding for the loop, not one
            // per event (``OpenUIKit/AppRuntime/run(_:)``).
            app.runtime.run {
                for _ in 0..<clicksPerRun {
                    click(random.next(below: count))
                    afterClick()
                }
            }
            let seconds = stopwatch.seconds
            try reporter.check(clicks == clicksPerRun,
                               "\(metric): \(clicks) of \(clicksPerRun) clicks reached an action")
            try checkSelection(before: before, clicks: clicksPerRun, reporter: reporter)
            rates.append(Double(clicksPerRun) / seconds)
            reporter.note(String(format: "%@ run %d: %d clicks in %.3f s = %.0f clicks/s",
                                 metric, run, clicksPerRun, seconds, Double(clicksPerRun) / seconds))
        }
        reporter.report(metric, Reporter.median(rates), "clicks/s")
    }

    /// Replays the target sequence and checks every button's selection flipped once per click.
    private func checkSelection(before: [Bool], clicks: Int, reporter: Reporter) throws {
        var expected = before
        var random = XorShift32()
        for _ in 0..<clicks { expected[random.next(below: count)].toggle() }
        try reporter.check(buttons.map(\.isSelected) == expected, "a button's selection does not match its clicks")
    }
}
