import ButtonKit
import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's ButtonKit screens, driven through taps in virtual time.
@MainActor
@Suite struct ButtonKitScreensTests {
    private func open<Screen: UIViewController>(_ topic: CatalogTopic, as: Screen.Type) throws -> (TestHost, Screen) {
        let host = TestHost()
        let app = CatalogApp(runtime: host.runtime, window: host.window, environment: CatalogEnvironment(device: DeviceSetup(kind: .iphone, orientation: .portrait)))
        host.window.layoutIfNeeded()
        EventLog.reset()
        host.tap(app.root.rows[try #require(app.root.topics.firstIndex(of: topic))])
        host.advance(by: 1)
        host.window.layoutIfNeeded()
        return (host, try #require(app.topViewController as? Screen))
    }

    @Test func rootListOpensEveryTopic() throws {
        for topic in CatalogTopic.allCases {
            let (_, screen) = try open(topic, as: UIViewController.self)
            #expect(screen.title == topic.title)
            #expect(EventLog.lines == ["open: \(topic.rawValue)"])
        }
    }

    @Test func appStoreButtonStepsToComplete() throws {
        let (host, screen) = try open(.appStore, as: AppStoreViewController.self)
        let button = screen.installButton
        host.tap(button)
        #expect(button.mode.identifier == "downloading")
        host.advance(by: AppStoreViewController.stepDelay + 0.1)
        #expect(button.mode.identifier == "install")
        host.tap(button)
        host.advance(by: AppStoreViewController.stepDelay + 0.1)
        #expect(button.mode.title == "Complete!")
        #expect(!button.isEnabled)
        #expect(EventLog.lines.suffix(4) == ["mode: install downloading", "mode: install install",
                                             "mode: install installing", "mode: install complete"])
        #expect(screen.statusLabel.text?.hasPrefix("App Store: Complete!") == true)
    }

    @Test func followButtonWaitsForTheServerThenShowsTheRelation() throws {
        let (host, screen) = try open(.follow, as: FollowViewController.self)
        let button = screen.followButton
        host.tap(button)
        #expect(button.isLoading)
        #expect(button.state.isSuperset(of: .loading))
        host.tap(button)                                     // loading: taps are ignored
        host.advance(by: screen.server.latency + 0.1)
        #expect(!button.isLoading && button.isFollowed && !button.isMutual)
        #expect(button.currentTitle == "Following")

        host.tap(button)                                     // unfollow
        host.advance(by: screen.server.latency + 0.1)
        #expect(!button.isFollowed && button.currentTitle == "Follow")

        host.tap(screen.followsYouRow.buttons[1])            // they follow the user
        host.tap(button)
        host.advance(by: screen.server.latency + 0.1)
        #expect(button.isMutual && button.currentTitle == "Mutual")
        #expect(EventLog.lines.filter { !$0.hasPrefix("follow: request") }.suffix(3)
            == ["follow: following", "follow: follow", "follow: mutual"])
    }

    @Test func theConfigurationFollowButtonBesideItGoesThroughTheSameStates() throws {
        let (host, screen) = try open(.follow, as: FollowViewController.self)
        let button = screen.configurationFollowButton
        #expect(button.frame.minX >= screen.followButton.frame.maxX)
        #expect(button.configuration?.title == "Follow")
        host.tap(button)
        host.advance(by: 0)
        #expect(button.isLoading && button.configuration?.showsActivityIndicator == true)
        #expect(!screen.followButton.isLoading)                     // each button sends its own request
        host.advance(by: screen.server.latency + 0.1)
        #expect(!button.isLoading && button.isFollowed && button.configuration?.title == "Following")

        host.tap(screen.followsYouRow.buttons[1])
        host.tap(button)                                             // unfollow
        host.advance(by: screen.server.latency + 0.1)
        host.tap(button)                                             // follow again: mutual now
        host.advance(by: screen.server.latency + 0.1)
        #expect(button.isMutual && button.configuration?.title == "Mutual")
        #expect(EventLog.lines.filter { $0.hasPrefix("configuration follow: ") && !$0.contains("request") }
            == ["configuration follow: following", "configuration follow: follow", "configuration follow: mutual"])
    }

    @Test func eachWayTellsSingleFromDoubleTaps() throws {
        let (host, screen) = try open(.taps, as: TapsViewController.self)
        let ways: [(UIButton, String)] = [(screen.controllerButton, "controller"),
                                         (screen.doubleTapButton, "DoubleTapButton"),
                                         (screen.gestureButton, "gestures")]
        for (button, way) in ways {
            EventLog.reset()
            host.tap(button)
            host.advance(by: 1)
            host.doubleTap(button)
            host.advance(by: 1)
            #expect(EventLog.lines == ["recognised: single tap (\(way))", "recognised: double tap (\(way))"])
            #expect(screen.resultLabel.text == "Double tap — \(way)")
        }
        EventLog.reset()
        host.press(at: host.center(of: screen.gestureButton), for: 0.8)
        #expect(EventLog.lines == ["recognised: tap and hold (gestures)"])
    }

    @Test func toggleGroupKeepsOneSelected() throws {
        let (host, screen) = try open(.toggles, as: ToggleImagesViewController.self)
        let buttons = screen.group.buttons
        host.tap(buttons[2])
        #expect(buttons.map(\.isSelected) == [false, false, true])
        #expect(screen.statusLabel.text == "Selected: Artists")
        #expect(EventLog.lines.last == "toggle: Artists")
    }
}
