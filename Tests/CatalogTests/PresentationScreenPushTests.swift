import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Presentation screen pushed from the root list by a tap, with its animation, as a person opens
/// it in the window (the end-to-end run): while it slides in, its safe area reaches past the screen's
/// edge; once the push ends it is laid out at its place, its option rows learn their column's width
/// and wrap their buttons inside the height they asked the stack view for, in the same frame.
@MainActor
@Suite struct PresentationScreenPushTests {
    @Test func theOptionRowsWrapInsideTheirRowsAfterAnAnimatedPush() throws {
        let setup = DeviceSetup(kind: .iphone, orientation: .portrait)
        let host = TestHost(device: setup.kind.device, orientation: .portrait)
        let app = CatalogApp(runtime: host.runtime, window: host.window, environment: CatalogEnvironment(device: setup))
        host.advance(by: 0)
        host.tap(at: CGPoint(x: 196, y: 337))  // the "Modal Presentation" row, where script/e2e clicks
        for _ in 0..<60 { host.advance(by: 1.0 / 60) }
        let screen = try #require(app.topViewController as? PresentationViewController)
        let rows = screen.view.allDescendants.compactMap { $0 as? OptionRow }
        #expect(rows.count == 4)
        for row in rows {
            let outside = row.buttons.filter { !row.bounds.insetBy(dx: -0.5, dy: -0.5).contains($0.frame) }
            #expect(outside.isEmpty, "\(row.caption.text ?? ""): \(outside.map(\.frame)) outside \(row.bounds)")
        }
    }
}

private extension UIView {
    /// Every view under this one, depth first.
    var allDescendants: [UIView] { subviews.flatMap { [$0] + $0.allDescendants } }
}
