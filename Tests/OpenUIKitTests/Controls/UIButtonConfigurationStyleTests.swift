import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Each style's colors, insets and corners, as UIButton.Configuration+Styles.swift documents them
/// (iOS 17's look): plain and borderless have no background and tint-colored content; gray and
/// bordered a tertiary-fill background; tinted and borderedTinted the tint at 15 %; filled and
/// borderedProminent the tint behind white content.
@MainActor
@Suite struct UIButtonConfigurationStyleTests {
    nonisolated static let tertiaryFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)

    /// The fill commands a configured button of `configuration` draws, 120×40 in a window.
    private func fills(_ configuration: UIButton.Configuration, tint: UIColor = .systemBlue,
                       configure: (UIButton) -> Void = { _ in }) -> [(CGRect, UIColor, CGFloat)] {
        let host = TestHost()
        let button = UIButton(configuration: configuration)
        button.tintColor = tint
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        host.window.addSubview(button)
        configure(button)
        button.layoutIfNeeded()
        return button.renderDisplayList().commands.compactMap {
            if case .fill(let rect, let color, let radius) = $0 { (rect, color, radius) } else { nil }
        }
    }

    @Test(arguments: [
        ("plain", UIButton.Configuration.plain(), UIColor?.none, UIColor.systemBlue),
        ("borderless", .borderless(), nil, .systemBlue),
        ("gray", .gray(), tertiaryFill, .systemBlue),
        ("bordered", .bordered(), tertiaryFill, .systemBlue),
        ("tinted", .tinted(), UIColor.systemBlue.withAlphaComponent(0.15), .systemBlue),
        ("borderedTinted", .borderedTinted(), UIColor.systemBlue.withAlphaComponent(0.15), .systemBlue),
        ("filled", .filled(), .systemBlue, .white),
        ("borderedProminent", .borderedProminent(), .systemBlue, .white),
    ])
    func eachStyleResolvesItsColors(name: String, configuration: UIButton.Configuration,
                                    background: UIColor?, foreground: UIColor) {
        var configuration = configuration
        configuration.title = "Buy"
        let button = UIButton(configuration: configuration)
        let updated = configuration.updated(for: button)
        #expect(updated.baseForegroundColor == foreground, "\(name)")
        #expect(updated.background.backgroundColor == (background ?? .clear), "\(name)")
        #expect(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
                as? UIColor == foreground, "\(name)")
        let drawn = fills(configuration)
        #expect(drawn.map(\.1) == (background.map { [$0] } ?? []), "\(name)")
    }

    @Test func baseColorsReplaceTheTintAndWhite() {
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = .systemGreen
        configuration.baseForegroundColor = .black
        let button = UIButton(configuration: configuration)
        let updated = configuration.updated(for: button)
        #expect(updated.background.backgroundColor == .systemGreen)
        #expect(updated.baseForegroundColor == .black)
        var tinted = UIButton.Configuration.tinted()
        tinted.baseBackgroundColor = .systemRed
        #expect(tinted.updated(for: button).background.backgroundColor == UIColor.systemRed.withAlphaComponent(0.15))
    }

    @Test func theTintColorFollowsTheButton() {
        #expect(fills(.filled(), tint: .systemOrange).map(\.1) == [.systemOrange])
    }

    @Test func contentInsetsFollowTheSizeUntilSet() {
        var configuration = UIButton.Configuration.plain()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        configuration.buttonSize = .mini
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test(arguments: [
        (UIButton.Configuration.CornerStyle.small, UIButton.Configuration.Size.medium, CGFloat(6)),
        (.medium, .medium, 8), (.large, .medium, 12), (.capsule, .medium, 20),
        (.dynamic, .large, 12), (.dynamic, .medium, 8), (.dynamic, .small, 6), (.dynamic, .mini, 6),
        (.fixed, .medium, 3),
    ])
    func cornerStylesGiveTheirRadius(style: UIButton.Configuration.CornerStyle, size: UIButton.Configuration.Size,
                                     radius: CGFloat) {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = style
        configuration.buttonSize = size
        configuration.background.cornerRadius = 3
        #expect(fills(configuration).map(\.2) == [radius])
    }

    @Test func titleFontsFollowTheSize() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "Sub"
        // Text styles, as UIKit's configuration titles follow Dynamic Type: body 17, subheadline 15,
        // caption 1 12 and caption 2 11 pt at the default text size.
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let sizes: [(UIButton.Configuration.Size, UIFont.TextStyle, UIFont.TextStyle)] = [
            (.large, .body, .subheadline), (.medium, .body, .subheadline), (.small, .subheadline, .caption1),
            (.mini, .caption1, .caption2),
        ]
        for (size, titleStyle, subtitleStyle) in sizes {
            let title = UIFont.preferredFont(forTextStyle: titleStyle, compatibleWith: large)
            let subtitle = UIFont.preferredFont(forTextStyle: subtitleStyle, compatibleWith: large)
            configuration.buttonSize = size
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
            button.layoutIfNeeded()
            let runs = button.renderDisplayList().textRuns
            #expect(runs.map(\.font) == [title, subtitle], "\(size)")
            #expect(runs.map(\.font.pointSize) == [title.pointSize, subtitle.pointSize])
        }
    }

    @Test func aBackgroundStrokeIsDrawnOutsetAroundTheFill() {
        var configuration = UIButton.Configuration.gray()
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 4
        configuration.background.strokeColor = .systemRed
        configuration.background.strokeWidth = 2
        configuration.background.strokeOutset = 1
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        button.layoutIfNeeded()
        let strokes = button.renderDisplayList().commands.compactMap {
            if case .stroke(let rect, let color, let width, let radius) = $0 { (rect, color, width, radius) } else { nil }
        }
        #expect(strokes.count == 1)
        #expect(strokes.first?.0 == CGRect(x: -1, y: -1, width: 102, height: 32))
        #expect(strokes.first?.1 == .systemRed)
        #expect(strokes.first?.2 == 2)
        #expect(strokes.first?.3 == 5)
    }

    @Test func backgroundColorTransformerChangesTheDrawnFill() {
        var configuration = UIButton.Configuration.filled()
        configuration.background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(fills(configuration).map(\.1) == [UIColor.systemBlue.withAlphaComponent(0.5)])
    }

    @Test func backgroundConfigurationsResolveAgainstTheTint() {
        #expect(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: .red) == .clear)
        #expect(UIBackgroundConfiguration.listPlainCell().resolvedBackgroundColor(for: .red) == .systemBackground)
        var empty = UIBackgroundConfiguration()
        #expect(empty.resolvedBackgroundColor(for: .red) == .red)
        empty.backgroundColorTransformer = .grayscale
        #expect(empty.resolvedBackgroundColor(for: .red) == UIColor(white: 0.2126, alpha: 1))
    }

    @Test func colorTransformers() {
        let color = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(UIConfigurationColorTransformer.grayscale(color) == UIColor(white: 0.2126, alpha: 0.5))
        #expect(UIConfigurationColorTransformer.preferredTint(color) == UIColor.systemBlue.withAlphaComponent(0.5))
        #expect(UIConfigurationColorTransformer.monochromeTint(color) == UIColor.systemGray.withAlphaComponent(0.5))
    }
}
