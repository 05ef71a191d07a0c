import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Buttons and text fields under Dynamic Type: configuration titles follow the text size by
/// themselves; a classic button follows it through `titleLabel.adjustsFontForContentSizeCategory`.
@MainActor
@Suite struct UIButtonDynamicTypeTests {
    @Test func aConfigurationTitleFollowsTheTextSizeAndTheButtonGrows() {
        let host = TestHost()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.subtitle = "2 of 3"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 100, width: 300, height: 120)
        host.window.addSubview(button)
        let before = button.intrinsicContentSize
        #expect(button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
            == .preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)))

        host.runtime.preferredContentSizeCategory = .accessibilityMedium
        let title = button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(title?.pointSize == 28, "a medium button's title is body text")
        let after = button.intrinsicContentSize
        #expect(after.height > before.height && after.width > before.width)

        host.tap(button)
        let tapped = button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(tapped?.pointSize == 28, "showing a state change keeps the category")
    }

    @Test func smallAndMiniConfigurationsUseSmallerStyles() {
        let host = TestHost()
        host.runtime.preferredContentSizeCategory = .extraExtraExtraLarge
        var configuration = UIButton.Configuration.plain()
        configuration.title = "More"
        configuration.buttonSize = .small
        let small = UIButton(configuration: configuration)
        configuration.buttonSize = .mini
        let mini = UIButton(configuration: configuration)
        host.window.addSubview(small)
        host.window.addSubview(mini)
        let font = { (button: UIButton) in
            button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        }
        #expect(font(small)?.pointSize == 21, "subheadline at xxxLarge")
        #expect(font(mini)?.pointSize == 18, "caption 1 at xxxLarge")
    }

    @Test func aClassicButtonFollowsThroughItsTitleLabel() {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        host.window.addSubview(button)
        let before = button.intrinsicContentSize
        host.runtime.preferredContentSizeCategory = .accessibilityLarge
        #expect(button.titleLabel?.font.pointSize == 33)
        #expect(button.intrinsicContentSize.height > before.height, "the button re-measured")
    }

    @Test func aTextFieldAdjusts() {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        host.window.addSubview(field)
        let before = field.intrinsicContentSize
        host.runtime.preferredContentSizeCategory = .extraExtraLarge
        #expect(field.font?.pointSize == 21)
        #expect(field.intrinsicContentSize.height > before.height)
        field.adjustsFontForContentSizeCategory = false
        host.runtime.preferredContentSizeCategory = .large
        #expect(field.font?.pointSize == 21)
    }
}
