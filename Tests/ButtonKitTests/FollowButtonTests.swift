import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
import ButtonKit

/// The follow button's custom states: every reachable combination of the data flags and the touch,
/// with the state's raw value and what is displayed.
@MainActor
@Suite struct FollowButtonTests {
    /// One reachable combination: the flags the app sets, whether a finger is down, and what must show.
    struct Combination: Sendable, CustomStringConvertible {
        var followed = false
        var mutual = false
        var enabled = true
        var loading = false
        var pressed = false
        let rawValue: UInt
        let title: String
        let color: UIColor

        var description: String { String(rawValue, radix: 16) + " " + title }
    }

    nonisolated static let faded = 0.4
    nonisolated static let combinations: [Combination] = [
        Combination(rawValue: 0x0, title: "Follow", color: .systemBlue),
        Combination(pressed: true, rawValue: 0x1, title: "Follow", color: UIColor.systemBlue.withAlphaComponent(faded)),
        Combination(enabled: false, rawValue: 0x2, title: "Follow", color: .systemGray),
        Combination(followed: true, rawValue: 0x4, title: "Following", color: .darkGray),
        Combination(followed: true, pressed: true, rawValue: 0x5, title: "Following", color: .lightGray),
        Combination(followed: true, enabled: false, rawValue: 0x6, title: "Following", color: .systemGray),
        Combination(mutual: true, rawValue: 0x1_0004, title: "Mutual", color: .systemGreen),
        Combination(mutual: true, pressed: true, rawValue: 0x1_0005, title: "Mutual",
                    color: UIColor.systemGreen.withAlphaComponent(faded)),
        Combination(mutual: true, enabled: false, rawValue: 0x1_0006, title: "Mutual", color: .systemGray),
        Combination(loading: true, rawValue: 0x2_0002, title: "", color: .clear),
        Combination(followed: true, loading: true, rawValue: 0x2_0006, title: "", color: .clear),
        Combination(mutual: true, loading: true, rawValue: 0x3_0006, title: "", color: .clear),
        // The app disabling a loading button changes nothing: loading already includes disabled.
        Combination(mutual: true, enabled: false, loading: true, rawValue: 0x3_0006, title: "", color: .clear),
    ]

    @Test(arguments: combinations)
    func everyCombinationShowsItsTitleAndColor(_ combination: Combination) {
        let host = TestHost()
        let button = FollowButton(frame: CGRect(x: 40, y: 120, width: 120, height: 36))
        host.window.addSubview(button)
        button.isFollowed = combination.followed
        button.isMutual = combination.mutual
        button.isEnabled = combination.enabled
        button.isLoading = combination.loading
        if combination.pressed { host.touchDown(at: host.center(of: button)) }

        #expect(button.state.rawValue == combination.rawValue)
        #expect(button.currentTitle == combination.title)
        #expect(button.currentTitleColor == combination.color)
        let shown = host.render()
        #expect(shown.texts == (combination.title.isEmpty ? [] : [combination.title]))
        #expect(shown.textRuns.first.map(\.color) == (combination.title.isEmpty ? nil : combination.color))
        #expect(button.activityIndicator.isAnimating == combination.loading)
        let spokes = shown.commands.filter { if case .line = $0 { true } else { false } }
        #expect(spokes.isEmpty == !combination.loading)
    }

    /// Counts the content setters, to show the display is never reconfigured after init.
    final class CountingFollowButton: FollowButton {
        var contentSets = 0
        override func setTitle(_ title: String?, for state: UIControl.State) {
            contentSets += 1
            super.setTitle(title, for: state)
        }
        override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
            contentSets += 1
            super.setTitleColor(color, for: state)
        }
    }

    @Test func contentIsSetOnceAtInitAndOnlyFlagsChangeAfterwards() {
        let host = TestHost()
        let button = CountingFollowButton(frame: CGRect(x: 40, y: 120, width: 120, height: 36))
        host.window.addSubview(button)
        let atInit = button.contentSets
        #expect(atInit == 24)
        var titles: [String] = []
        func look() { titles.append(host.render().texts.first ?? "-") }
        look()
        button.isLoading = true; look()
        button.isLoading = false; button.isFollowed = true; look()
        button.isMutual = true; look()
        button.isLoading = true; look()
        button.isLoading = false; button.isEnabled = false; look()
        button.isFollowed = false; look()
        #expect(titles == ["Follow", "-", "Following", "Mutual", "-", "Mutual", "Follow"])
        #expect(button.contentSets == atInit)
    }

    @Test func settingMutualSelectsAndDeselectingClearsMutual() {
        let host = TestHost()
        let button = FollowButton(frame: CGRect(x: 40, y: 120, width: 120, height: 36))
        host.window.addSubview(button)
        button.isMutual = true
        #expect(button.isSelected)
        #expect(button.isFollowed)
        #expect(button.state == .mutual)
        button.isSelected = false
        #expect(!button.isMutual)
        #expect(button.state == .normal)
        #expect(host.render().texts == ["Follow"])

        button.isMutual = true
        button.isFollowed = false
        #expect(!button.isMutual)
        button.isFollowed = true
        #expect(!button.isMutual)
        #expect(button.state == .followed)
        button.isMutual = false
        #expect(button.isFollowed)
    }

    @Test func isEnabledWhileLoadingKeepsItDisabledAndIsRestoredAfter() {
        let host = TestHost()
        let button = FollowButton(frame: CGRect(x: 40, y: 120, width: 120, height: 36))
        host.window.addSubview(button)
        button.isLoading = true
        button.isEnabled = true
        #expect(!button.isEnabled)
        #expect(button.state == .loading)
        button.isLoading = false
        #expect(button.isEnabled)

        button.isLoading = true
        button.isEnabled = false
        button.isLoading = false
        #expect(!button.isEnabled)
        #expect(button.state == .disabled)
        button.isEnabled = true
        #expect(button.state == .normal)
    }

    @Test func aLoadingButtonTakesNoTouches() {
        let host = TestHost()
        let button = LoadingButton(frame: CGRect(x: 40, y: 120, width: 120, height: 36))
        button.setTitle("Send", for: .normal)
        button.setTitle("", for: .loading)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        button.isLoading = true
        let finger = host.touchDown(at: host.center(of: button))
        #expect(!button.isHighlighted)
        #expect(button.state.rawValue == 0x2_0002)
        host.send(.up, at: host.center(of: button), pointer: finger)
        #expect(host.render().texts.isEmpty)
        host.tap(button)
        #expect(taps == 0)
        button.isLoading = false
        host.tap(button)
        #expect(taps == 1)
        #expect(host.render().texts == ["Send"])
        #expect(!button.activityIndicator.isAnimating)
    }
}
