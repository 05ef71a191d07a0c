import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
import ButtonKit

/// The configuration follow button: each combination of its custom states shows its style and title,
/// the states are in its configuration state under their keys, and the flags keep the article's rules.
@MainActor
@Suite struct ConfigurationFollowButtonTests {
    private func shown(_ button: UIButton) -> (title: String?, fill: UIColor?, spinning: Bool) {
        button.layoutIfNeeded()
        let fill = button.renderDisplayList().commands.compactMap { if case .fill(_, let color, _) = $0 { color } else { nil } }.first
        let spinning = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first?.isAnimating ?? false
        let title = button.titleLabel?.isHidden == false ? button.titleLabel?.attributedText?.string : nil
        return (title, fill, spinning)
    }

    @Test func eachStateShowsItsLook() {
        let host = TestHost()
        let button = ConfigurationFollowButton(frame: CGRect(x: 40, y: 120, width: 130, height: 34))
        host.window.addSubview(button)
        var look = shown(button)
        #expect(look.title == "Follow" && look.fill == .systemBlue && !look.spinning)

        button.isFollowed = true
        host.advance(by: 0)
        look = shown(button)
        #expect(look.title == "Following" && look.fill == UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12))

        button.isMutual = true
        host.advance(by: 0)
        look = shown(button)
        #expect(look.title == "Mutual" && look.fill == UIColor.systemGreen.withAlphaComponent(0.15))

        button.isLoading = true
        host.advance(by: 0)
        look = shown(button)
        #expect(look.title == nil && look.spinning && look.fill == UIColor.systemGreen.withAlphaComponent(0.15))
    }

    @Test func theCustomStatesAreInTheConfigurationState() {
        let button = ConfigurationFollowButton(frame: .zero)
        button.isMutual = true
        button.isLoading = true
        let state = button.configurationState
        #expect(state[.isFollowed] as? Bool == true && state.isMutual && state.isLoading)
        #expect(!state.isSelected && !button.isSelected)
    }

    @Test func theFlagsKeepTheArticlesRules() {
        let button = ConfigurationFollowButton(frame: .zero)
        button.isMutual = true
        #expect(button.isFollowed)
        button.isFollowed = false
        #expect(!button.isMutual)
    }

    @Test func manyFlagChangesInATurnUpdateOnce() {
        final class Counting: ConfigurationFollowButton {
            var updates = 0
            override func updateConfiguration() {
                updates += 1
                super.updateConfiguration()
            }
        }
        let host = TestHost()
        let button = Counting(frame: CGRect(x: 40, y: 120, width: 130, height: 34))
        host.window.addSubview(button)
        host.advance(by: 0)
        let before = button.updates
        button.isLoading = true
        button.isFollowed = true
        button.isMutual = true
        button.isLoading = false
        host.advance(by: 0)
        #expect(button.updates == before + 1)
        #expect(shown(button).title == "Mutual")
    }

    @Test func tapsWhileLoadingAreIgnoredAndHighlightDarkens() {
        let host = TestHost()
        let button = ConfigurationFollowButton(frame: CGRect(x: 40, y: 120, width: 130, height: 34))
        host.window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let id = host.touchDown(at: host.center(of: button))
        #expect(button.isHighlighted)
        #expect(shown(button).fill != .systemBlue)
        host.send(.up, at: host.center(of: button), pointer: id)
        #expect(taps == 1)
        button.isLoading = true
        host.tap(button)
        #expect(taps == 1)
        #expect(!button.isHighlighted)
    }
}
