import Testing
@testable import Benchmarks

/// The sizes a workload runs at; a counted run is what the CI gate measures (`script/bench-gate`).
@Suite struct WorkloadSizeTests {
    @Test func aCountedRunIsOneRunOfExactlyThatMany() {
        let size = Workload.Size.counted(7)
        #expect(size.runs(5) == 1)
        #expect(size.units(20_000, smoke: 50) == 7)
        #expect(!size.measuresEveryMetric)
    }

    @Test func fullAndSmokeKeepTheirSizesAndEveryMetric() {
        #expect(Workload.Size.full.runs(5) == 5)
        #expect(Workload.Size.full.units(20_000, smoke: 50) == 20_000)
        #expect(Workload.Size.smoke.runs(5) == 1)
        #expect(Workload.Size.smoke.units(20_000, smoke: 50) == 50)
        #expect(Workload.Size.full.measuresEveryMetric && Workload.Size.smoke.measuresEveryMetric)
    }
}
