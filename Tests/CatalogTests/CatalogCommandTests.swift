import Foundation
import OpenUIKit
import OpenUIKitRendering
import Testing
@testable import Catalog

@MainActor
@Suite struct CatalogCommandTests {
    @Test func parsesTheOptions() throws {
        let command = try CatalogCommand.parse(["--snapshot", "out", "--time-scale", "8", "--log-events",
                                                "--device", "ipad", "--orientation", "landscape", "--screen", "taps"])
        #expect(command.snapshotDirectory == "out")
        #expect(command.timeScale == 8)
        #expect(command.logEvents)
        #expect(command.device == .ipad && command.orientation == .landscape)
        #expect(command.screen == .taps)
        #expect(!command.fullScreenSheets, "iOS 17's card sheets unless asked")
        #expect(try CatalogCommand.parse(["--full-screen-sheets"]).fullScreenSheets)
    }

    @Test func takesTheHostsDeviceNamesInAnyCaseAndAWindowScale() throws {
        let command = try CatalogCommand.parse(["--device", "iPad", "--orientation", "Landscape", "--scale", "0.5"])
        #expect(command.device == .ipad && command.orientation == .landscape)
        #expect(command.scale == 0.5)
        #expect(try CatalogCommand.parse([]).scale == nil)
        for bad in ["0", "-1", "nan"] {
            #expect(throws: (any Error).self, "\(bad)") { try CatalogCommand.parse(["--scale", bad]) }
        }
    }

    @Test func refusesATimeScaleThatIsNotPositive() {
        for bad in ["0", "-2", "nan", "inf"] {
            #expect(throws: (any Error).self, "\(bad)") { try CatalogCommand.parse(["--time-scale", bad]) }
        }
        #expect(throws: (any Error).self) { try CatalogCommand.parse(["--device", "watch"]) }
    }

    @Test func snapshotModeWritesOnePNGPerScene() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = Array(CatalogScene.all.prefix(2))
        let files = try SnapshotWriter(directory: directory).writeAll(scenes)
        #expect(files.map(\.lastPathComponent) == scenes.map { "\($0.name).png" })
        let first = try PixelBuffer(pngData: Data(contentsOf: files[0]))
        #expect(first.width == 393 && first.height == 852)
    }
}
