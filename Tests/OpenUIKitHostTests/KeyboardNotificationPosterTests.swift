import Foundation
import Testing
import OpenUIKit
import OpenUIKitHost

/// The poster alone, in virtual time: its did-notification follows the animation, and a poster released
/// during the animation (a closed host) posts nothing more.
@MainActor
@Suite struct KeyboardNotificationPosterTests {
    private let change = HostKeyboardChange(showing: true, in: CGRect(x: 0, y: 0, width: 820, height: 1180), idiom: .pad)

    /// Runs `body` in a fresh runtime, given its scheduler, recording the keyboard notifications
    /// posted meanwhile.
    private func recordingNotifications(_ body: (Scheduler) -> Void) -> [Notification.Name] {
        let runtime = AppRuntime()
        let scheduler = runtime.scheduler
        var names: [Notification.Name] = []
        let observers = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification].map {
            NotificationCenter.default.addObserver(forName: $0, object: nil, queue: nil) { notification in
                let name = notification.name
                MainActor.assumeIsolated { names.append(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        body(scheduler)
        return names
    }

    @Test func theDidNotificationFollowsTheAnimation() {
        let names = recordingNotifications { scheduler in
            let poster = KeyboardNotificationPoster()
            poster.post(for: change)
            scheduler.advance(by: change.animationDuration)
            withExtendedLifetime(poster) {}
        }
        #expect(names == [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification])
    }

    @Test func aPosterReleasedDuringTheAnimationPostsNoDidNotification() {
        var released = false
        let names = recordingNotifications { scheduler in
            var poster: KeyboardNotificationPoster? = KeyboardNotificationPoster()
            weak let weakPoster = poster
            poster?.post(for: change)
            #expect(scheduler.pendingCount == 1)
            poster = nil
            released = weakPoster == nil
            #expect(scheduler.pendingCount == 0, "the pending did-notification was cancelled, not left to fire")
            scheduler.advance(by: 1)
        }
        #expect(released)
        #expect(names == [UIResponder.keyboardWillShowNotification])
    }
}
