import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `UIAccessibility.isReduceMotionEnabled` and `isReduceTransparencyEnabled`, as apps read them: off
/// on a new device, the app's own setting, and a change posted as iOS posts it.
@MainActor
@Suite struct AccessibilitySettingsTests {
    private final class Count: @unchecked Sendable { var value = 0 }

    @Test func reduceMotionIsTheAppsSettingAndItsChangeIsPosted() {
        let host = TestHost()
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
        let motion = Count()
        let transparency = Count()
        let observers = [
            NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                                   object: nil, queue: nil) { _ in motion.value += 1 },
            NotificationCenter.default.addObserver(forName: UIAccessibility.reduceTransparencyStatusDidChangeNotification,
                                                   object: nil, queue: nil) { _ in transparency.value += 1 },
        ]
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        host.runtime.isReduceMotionEnabled = true
        host.runtime.isReduceMotionEnabled = true   // unchanged: not posted again
        #expect(UIAccessibility.isReduceMotionEnabled)
        host.runtime.isReduceTransparencyEnabled = true
        #expect(UIAccessibility.isReduceTransparencyEnabled)
        #expect(motion.value == 1 && transparency.value == 1)
        let other = TestHost()   // another app: its own settings
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(host.runtime.run { UIAccessibility.isReduceMotionEnabled })
        _ = other
    }
}
