import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
import ButtonKit

/// ButtonKit's images load from its resource bundle, at the variant for the screen's scale.
@MainActor
@Suite struct ButtonKitImagesTests {
    @Test func twoTimesScreensGetTheAt2xFiles() {
        let host = TestHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        let images = [ButtonKitImages.heart, ButtonKitImages.clover, ButtonKitImages.toggleNormal,
                      ButtonKitImages.toggleSelected]
        #expect(images.map { $0?.name } == ["heart", "clover", "toggle-normal", "toggle-selected"])
        #expect(images.allSatisfy { $0?.scale == 2 })
        #expect(images.map { $0?.size } == [CGSize(width: 118, height: 118), CGSize(width: 118, height: 118),
                                            CGSize(width: 24, height: 24), CGSize(width: 24, height: 24)])
    }

    @Test func threeTimesScreensFallBackToThe2xFiles() {
        let host = TestHost(device: .iPhone15)
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        #expect(ButtonKitImages.heart?.scale == 2)
    }

    @Test func oneTimesScreensGetThe1xFiles() {
        let host = TestHost(device: .desktop)
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        let heart = ButtonKitImages.heart
        #expect(heart?.scale == 1)
        #expect(heart?.size == CGSize(width: 118, height: 118))
    }
}
