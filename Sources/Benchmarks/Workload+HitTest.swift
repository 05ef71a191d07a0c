import Foundation
import OpenUIKit

/// Hit testing in a 10,000-view tree: a flat 100×100 grid of siblings, and 500 chains of 20 nested
/// views (each inset 1 point in its parent).
extension Workload {
    @MainActor
    func runHitTest(_ size: Size, reporter: Reporter) throws {
        let runs = size.runs(5), tests = size.units(10_000, smoke: 100)
        let flat = BenchmarkApp()
        let flatLeaves = Self.addFlatTree(to: flat.window)
        try measureHitTests("hit_test_flat_10000_ns", window: flat.window, leaves: flatLeaves, runs: runs,
                            tests: tests, reporter: reporter)
        let deep = BenchmarkApp()
        let deepLeaves = Self.addDeepTree(to: deep.window)
        try measureHitTests("hit_test_deep_10000_ns", window: deep.window, leaves: deepLeaves, runs: runs,
                            tests: tests, reporter: reporter)
    }

    /// 10,000 sibling views of 10×10 points; returns them (each is its own leaf).
    @MainActor
    static func addFlatTree(to window: UIWindow) -> [UIView] {
        (0..<10_000).map { index in
            let view = UIView(frame: CGRect(x: CGFloat(index % 100) * 10, y: CGFloat(index / 100) * 10,
                                            width: 10, height: 10))
            window.addSubview(view)
            return view
        }
    }

    /// 500 chains (25 × 20 cells of 40×50 points) of 20 views, each inset 1 point in its parent;
    /// returns the innermost view of each chain.
    @MainActor
    static func addDeepTree(to window: UIWindow) -> [UIView] {
        (0..<500).map { index in
            var parent: UIView = window
            var frame = CGRect(x: CGFloat(index % 25) * 40, y: CGFloat(index / 25) * 50, width: 40, height: 50)
            for _ in 0..<20 {
                let view = UIView(frame: frame)
                parent.addSubview(view)
                parent = view
                frame = CGRect(x: 1, y: 1, width: frame.width - 2, height: frame.height - 2)
            }
            return parent
        }
    }

    /// `runs` × `tests` hit tests at the centres of xorshift-chosen leaves; reports the median ns per
    /// hit test and checks every one found its leaf.
    @MainActor
    private func measureHitTests(_ metric: String, window: UIWindow, leaves: [UIView], runs: Int, tests: Int,
                                 reporter: Reporter) throws {
        let centres = leaves.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: window) }
        var nanoseconds: [Double] = []
        for _ in 0..<runs {
            var random = XorShift32()
            var misses = 0
            let stopwatch = Stopwatch()
            for _ in 0..<tests {
                let index = random.next(below: leaves.count)
                if window.hitTest(centres[index], with: nil) !== leaves[index] { misses += 1 }
            }
            nanoseconds.append(stopwatch.seconds * 1e9 / Double(tests))
            try reporter.check(misses == 0, "\(metric): \(misses) of \(tests) hit tests missed their view")
        }
        reporter.report(metric, Reporter.median(nanoseconds), "ns")
    }
}
