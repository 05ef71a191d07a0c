import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

extension UIConfigurationStateCustomKey {
    /// A custom state the tests' button adds.
    fileprivate static let isStarred = UIConfigurationStateCustomKey("org.openuikit.tests.isStarred")
}

/// The configuration update cycle: `setNeedsUpdateConfiguration()` coalesced to one update per turn,
/// the handler, automatic state appearances, custom states, and the iOS 15 button properties.
@MainActor
@Suite struct UIButtonConfigurationUpdateTests {
    private func button(_ configuration: UIButton.Configuration = .filled(), in host: TestHost) -> UIButton {
        var configuration = configuration
        if configuration.title == nil { configuration.title = "Go" }
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        host.window.addSubview(button)
        return button
    }

    private func drawnFill(_ button: UIButton) -> UIColor? {
        button.layoutIfNeeded()
        return button.renderDisplayList().commands.compactMap { if case .fill(_, let color, _) = $0 { color } else { nil } }.first
    }

    private func titleColor(_ button: UIButton) -> UIColor? {
        button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    }

    @Test func severalRequestsInATurnRunTheHandlerOnceOnTheNextTurn() {
        let host = TestHost()
        let button = button(in: host)
        host.advance(by: 0)
        var calls = 0
        button.configurationUpdateHandler = { _ in calls += 1 }
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        button.isSelected = true
        #expect(calls == 0)
        host.advance(by: 0)
        #expect(calls == 1)
        host.advance(by: 1)
        #expect(calls == 1)
        button.setNeedsUpdateConfiguration()
        host.advance(by: 0)
        #expect(calls == 2)
    }

    @Test func aHandlerWithoutAConfigurationIsCalledOnStateChanges() {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        host.window.addSubview(button)
        var states: [Bool] = []
        button.configurationUpdateHandler = { button in states.append(button.isSelected) }
        host.advance(by: 0)
        button.isSelected = true
        host.advance(by: 0)
        #expect(states == [false, true])
        #expect(button.configuration == nil)
    }

    @Test func aLayoutPassRunsAPendingUpdateFirst() {
        let host = TestHost()
        let button = button(in: host)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            button.configuration?.title = "Updated"
        }
        button.layoutIfNeeded()
        #expect(calls == 1)
        #expect(button.titleLabel?.attributedText?.string == "Updated")
        host.advance(by: 0)
        #expect(calls == 1)
    }

    @Test func aConfigurationSetByTheHandlerIsDrawnWithoutAnotherUpdate() {
        let host = TestHost()
        let button = button(in: host)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Pressed" : "Go"
            button.configuration = configuration
        }
        host.advance(by: 0)
        let id = host.touchDown(at: host.center(of: button))
        host.advance(by: 0)
        #expect(button.titleLabel?.attributedText?.string == "Pressed")
        host.send(.up, at: host.center(of: button), pointer: id)
        host.advance(by: 0)
        #expect(button.titleLabel?.attributedText?.string == "Go")
        #expect(calls == 3)
    }

    @Test func updateConfigurationIsCalledBeforeTheHandler() {
        final class Subclass: UIButton {
            var log: [String] = []
            override func updateConfiguration() { log.append("update") }
        }
        let host = TestHost()
        let button = Subclass(configuration: .plain())
        host.window.addSubview(button)
        button.configurationUpdateHandler = { button in (button as? Subclass)?.log.append("handler") }
        host.advance(by: 0)
        #expect(button.log == ["update", "handler"])
    }

    @Test func highlightingDarkensAFilledBackgroundAndKeepsTheTitleWhite() {
        let host = TestHost()
        let button = button(in: host)
        #expect(drawnFill(button) == .systemBlue)
        let id = host.touchDown(at: host.center(of: button))
        let blue = UIColor.systemBlue
        #expect(drawnFill(button) == UIColor(red: blue.red * 0.85, green: blue.green * 0.85, blue: blue.blue * 0.85, alpha: 1))
        #expect(titleColor(button) == .white)
        host.send(.up, at: host.center(of: button), pointer: id)
        #expect(drawnFill(button) == .systemBlue)
    }

    @Test func highlightingFadesAPlainTitleAsTheSystemButton() {
        let host = TestHost()
        let button = button(.plain(), in: host)
        _ = host.touchDown(at: host.center(of: button))
        #expect(titleColor(button) == UIColor.systemBlue.multiplyingAlpha(by: UIButton.highlightedTintAlpha))
    }

    @Test func disablingGraysTheContentAndTheFill() {
        let host = TestHost()
        let button = button(in: host)
        button.isEnabled = false
        #expect(drawnFill(button) == UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12))
        #expect(titleColor(button) == UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
    }

    @Test func withoutAutomaticUpdatesTheNormalAppearanceStays() {
        let host = TestHost()
        let button = button(in: host)
        button.automaticallyUpdatesConfiguration = false
        button.isEnabled = false
        #expect(drawnFill(button) == .systemBlue)
        #expect(titleColor(button) == .white)
    }

    @Test func updatedForKeepsTheAppsColorsAndFillsTheRest() {
        var configuration = UIButton.Configuration.gray()
        configuration.background.backgroundColor = .systemOrange
        let button = UIButton(configuration: configuration)
        let updated = configuration.updated(for: button)
        #expect(updated.background.backgroundColor == .systemOrange)
        #expect(updated.baseForegroundColor == button.tintColor)
        button.isSelected = true
        #expect(configuration.updated(for: button).baseForegroundColor == .white)
    }

    @Test func customStatesAreReadThroughTheConfigurationState() {
        final class StarButton: UIButton {
            var isStarred = false { didSet { setNeedsUpdateConfiguration() } }
            override var configurationState: UIViewConfigurationState {
                var state = super.configurationState
                state[.isStarred] = isStarred
                return state
            }
        }
        let host = TestHost()
        let button = StarButton(configuration: .plain())
        host.window.addSubview(button)
        button.configurationUpdateHandler = { button in
            let starred = button.configurationState[.isStarred] as? Bool ?? false
            button.configuration?.title = starred ? "Starred" : "Star"
        }
        host.advance(by: 0)
        #expect(button.titleLabel?.attributedText?.string == "Star")
        button.isStarred = true
        host.advance(by: 0)
        #expect(button.titleLabel?.attributedText?.string == "Starred")
        #expect(button.configurationState.isSelected == false)
        var state = UIViewConfigurationState(traitCollection: host.window.traitCollection)
        #expect(state[.isStarred] == nil)
        state[.isStarred] = true
        state[.isStarred] = nil
        #expect(state[.isStarred] == nil)
    }

    @Test func changesSelectionAsPrimaryActionTogglesBeforeTheActionRuns() {
        let host = TestHost()
        var seen: [Bool] = []
        let button = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Like") { action in
            seen.append((action.sender as? UIButton)?.isSelected ?? false)
        })
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        host.window.addSubview(button)
        button.changesSelectionAsPrimaryAction = true
        host.tap(button)
        host.tap(button)
        #expect(seen == [true, false])
        #expect(button.titleLabel?.attributedText?.string == "Like")
        let plain = UIButton(type: .system)
        plain.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        host.window.addSubview(plain)
        host.tap(plain)
        #expect(!plain.isSelected)
    }

    @Test func aSelectedTintedButtonLooksFilled() {
        let host = TestHost()
        let button = button(.tinted(), in: host)
        button.isSelected = true
        #expect(drawnFill(button) == .systemBlue)
        #expect(titleColor(button) == .white)
    }

    @Test func aDestructiveRoleDrawsRedUnlessAColorIsSet() {
        let host = TestHost()
        let button = button(.plain(), in: host)
        #expect(button.role == .normal)
        button.role = .destructive
        #expect(titleColor(button) == .systemRed)
        button.configuration?.baseForegroundColor = .systemGreen
        #expect(titleColor(button) == .systemGreen)
    }

    @Test func springLoadingAndToolTipAreStored() {
        let button = UIButton(type: .system)
        #expect(!button.isSpringLoaded && button.toolTip == nil)
        button.isSpringLoaded = true
        button.toolTip = "Adds the item"
        #expect(button.isSpringLoaded && button.toolTip == "Adds the item")
    }

    @Test func theActivityIndicatorSpinsInVirtualTimeAndStops() throws {
        let host = TestHost()
        var configuration = UIButton.Configuration.filled()
        configuration.showsActivityIndicator = true
        let button = button(configuration, in: host)
        let indicator = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(indicator.isAnimating)
        #expect(indicator.color == .white)
        let before = indicator.renderDisplayList()
        host.advance(by: 0.3)
        #expect(indicator.renderDisplayList() != before)
        button.configuration?.showsActivityIndicator = false
        #expect(!indicator.isAnimating)
    }

    @Test func aTitleTransformerRestylesTheTitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Bold"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 20)
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.layoutIfNeeded()
        #expect(button.renderDisplayList().textRuns.first?.font == .boldSystemFont(ofSize: 20))
    }

    @Test func anAttributedTitleKeepsItsRunsAttributes() throws {
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Red")
        title.foregroundColor = UIColor.systemRed
        title += AttributedString(" plain")
        configuration.attributedTitle = title
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        button.layoutIfNeeded()
        let shown = try #require(button.titleLabel?.attributedText)
        #expect(shown.string == "Red plain")
        #expect(shown.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(shown.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .white)
        #expect(shown.attribute(.font, at: 4, effectiveRange: nil) as? UIFont
            == .preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)))
    }

    @Test func anImageIsTintedWithTheTransformedForeground() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "plus")
        configuration.imageColorTransformer = .grayscale
        let button = UIButton(configuration: configuration)
        #expect(try #require(button.imageView).tintColor == UIConfigurationColorTransformer.grayscale(.white))
    }

    @Test func theSymbolConfigurationAndAttributedSubtitleAreShown() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.image = UIImage(systemName: "plus")
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 30)
        var subtitle = AttributedString("Free")
        subtitle.font = UIFont.boldSystemFont(ofSize: 11)
        configuration.attributedSubtitle = subtitle
        configuration.title = "Add"
        let button = UIButton(configuration: configuration)
        let imageView = try #require(button.imageView)
        #expect(imageView.preferredSymbolConfiguration == UIImage.SymbolConfiguration(pointSize: 30))
        let labels = button.subviews.compactMap { $0 as? UILabel }
        let subtitleLabel = try #require(labels.first { $0 !== button.titleLabel })
        #expect(subtitleLabel.attributedText?.string == "Free")
        #expect(subtitleLabel.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
                == .boldSystemFont(ofSize: 11))
        #expect(subtitleLabel.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
                == button.tintColor)
    }

    @Test func removingTheConfigurationShowsThePerStateContentAgain() {
        let button = UIButton(configuration: .filled())
        button.setTitle("Classic", for: .normal)
        button.configuration?.title = "Configured"
        #expect(button.titleLabel?.attributedText?.string == "Configured")
        #expect(button.title(for: .normal) == "Classic")
        button.configuration = nil
        #expect(button.titleLabel?.text == "Classic")
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.layoutIfNeeded()
        #expect(!button.renderDisplayList().commands.contains { if case .fill = $0 { true } else { false } })
    }

    @Test func buttonsWithoutTheNewAPIKeepNoSideStorageAndOthersGiveTheirsBack() {
        let before = UIButton.configurationTableCount
        do {
            let plain = UIButton(type: .system)
            plain.setTitle("Plain", for: .normal)
            plain.isSelected = true
            _ = plain.configuration
            _ = plain.role
            #expect(UIButton.configurationTableCount == before)
            let configured = UIButton(configuration: .plain())
            #expect(UIButton.configurationTableCount == before + 1)
            _ = configured
        }
        #expect(UIButton.configurationTableCount == before)
    }
}
