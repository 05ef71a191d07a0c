import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The gallery screen that opts out of the system minimum margins, on an iPhone SE.
@MainActor
@Suite struct Swift5EdgeToEdgeControllerTests {
    @Test func theStripReachesFourPointsFromTheEdgesInsteadOfTheSystemsSixteen() {
        let host = TestHost(device: .iPhoneSE)
        let controller = Swift5EdgeToEdgeController()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        #expect(controller.systemMinimumLayoutMargins.leading == 16)
        #expect(controller.strip.frame == CGRect(x: 4, y: 20, width: 375 - 8, height: 80))
    }
}
