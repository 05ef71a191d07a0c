import Foundation
import Testing
import OpenUIKit
import OpenUIKitHost

@Suite struct HostKeyboardChangeTests {
    @Test func showingSlidesTheKeyboardUpFromTheBottomEdge() {
        let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        let show = HostKeyboardChange(showing: true, in: bounds, idiom: .phone)
        #expect(show.isVisible)
        #expect(show.beginFrame == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(show.endFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(show.animationDuration == 0.25)
        let hide = HostKeyboardChange(showing: false, in: bounds, idiom: .phone)
        #expect(!hide.isVisible && hide.beginFrame == show.endFrame && hide.endFrame == show.beginFrame)
    }

    @Test func heightDependsOnIdiomAndOrientationAndNeverExceedsHalfTheWindow() {
        #expect(HostKeyboardChange.keyboardHeight(for: CGSize(width: 852, height: 393), idiom: .phone) == 196.5)
        #expect(HostKeyboardChange.keyboardHeight(for: CGSize(width: 820, height: 1180), idiom: .pad) == 313)
        #expect(HostKeyboardChange.keyboardHeight(for: CGSize(width: 1180, height: 820), idiom: .pad) == 398)
        #expect(HostKeyboardChange.keyboardHeight(for: CGSize(width: 1000, height: 900), idiom: .phone) == 209)
    }
}
