import Foundation
import OpenUIKit

/// A 1,000-event drag stream across a button: down in its centre, 1,000 moves sweeping left and right
/// across it and beyond its 70-point tracking margin, up.
extension Workload {
    @MainActor
    func runDragStream(_ size: Size, reporter: Reporter) throws {
        let app = BenchmarkApp()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 400, y: 450, width: 200, height: 100)
        button.setTitle("Drag", for: .normal)
        app.window.addSubview(button)
        let counter = DragEventCounter()
        counter.observe(button)

        let moves = 1_000
        var rates: [Double] = []
        var timestamp: TimeInterval = 0
        for _ in 0..<size.runs(20) {
            counter.reset()
            let stopwatch = Stopwatch()
            timestamp += 1
            app.application.handle(PointerInput(phase: .down, location: CGPoint(x: 500, y: 500), timestamp: timestamp))
            for step in 1...moves {
                // A triangle wave over x = 250…750 (50 points per step): in, out past the margin, back.
                let phase = step % 20
                let x = CGFloat(250 + 50 * (phase <= 10 ? phase : 20 - phase))
                timestamp += 0.001
                app.application.handle(PointerInput(phase: .move, location: CGPoint(x: x, y: 500),
                                                    timestamp: timestamp))
            }
            app.application.handle(PointerInput(phase: .up, location: CGPoint(x: 500, y: 500), timestamp: timestamp))
            let seconds = stopwatch.seconds
            // One drag event per move, plus one for the up: the last move leaves the finger outside
            // the tracking area and it lifts inside, so — as UIKit — the crossing's drag events come
            // before the touch-up.
            try reporter.check(counter.dragEvents == moves + 1,
                               "drag-stream: \(counter.dragEvents) drag events for \(moves) moves and the up")
            try reporter.check(counter.boundaryCrossings > 0 && counter.upInside == 1,
                               "drag-stream: the drag never crossed the tracking area or did not end inside")
            rates.append(Double(moves) / seconds)
        }
        reporter.report("drag_stream_events_per_s", Reporter.median(rates), "events/s")
    }
}
