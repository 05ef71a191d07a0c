import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A configured button's layout: content insets around the image and title, the image on the side
/// `imagePlacement` names `imagePadding` away, the subtitle under the title `titlePadding` away, and
/// the intrinsic size made of them.
@MainActor
@Suite struct UIButtonConfigurationLayoutTests {
    private let image = UIImage(size: CGSize(width: 20, height: 24))

    private func configuration(placement: NSDirectionalRectEdge) -> UIButton.Configuration {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Add"
        configuration.image = image
        configuration.imagePlacement = placement
        configuration.imagePadding = 6
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 8, trailing: 12)
        return configuration
    }

    /// Equal up to rounding: the parts are centred, so their positions are computed in halves.
    private func close(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { abs(lhs - rhs) < 0.0001 }

    private func laidOut(_ configuration: UIButton.Configuration, size: CGSize? = nil) -> UIButton {
        let button = UIButton(configuration: configuration)
        let fitting = button.intrinsicContentSize
        button.frame = CGRect(origin: .zero, size: size ?? fitting)
        button.layoutIfNeeded()
        return button
    }

    @Test func aLeadingImageSitsBeforeTheTitle() throws {
        let button = laidOut(configuration(placement: .leading))
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: 10 + 20 + 6 + title.width + 12,
                                                      height: 4 + max(24, title.height) + 8))
        let imageFrame = try #require(button.imageView).frame
        let titleFrame = try #require(button.titleLabel).frame
        #expect(close(imageFrame.minX, 10))
        #expect(close(titleFrame.minX, 10 + 20 + 6))
        #expect(close(imageFrame.midY, titleFrame.midY))
    }

    @Test func aTrailingImageSitsAfterTheTitle() throws {
        let button = laidOut(configuration(placement: .trailing))
        let titleFrame = try #require(button.titleLabel).frame
        let imageFrame = try #require(button.imageView).frame
        #expect(close(titleFrame.minX, 10))
        #expect(close(imageFrame.minX, titleFrame.maxX + 6))
        #expect(close(imageFrame.maxX, button.bounds.width - 12))
    }

    @Test func aTopImageSitsAboveTheTitleCentred() throws {
        let button = laidOut(configuration(placement: .top))
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: 10 + max(20, title.width) + 12,
                                                      height: 4 + 24 + 6 + title.height + 8))
        let imageFrame = try #require(button.imageView).frame
        let titleFrame = try #require(button.titleLabel).frame
        #expect(close(imageFrame.minY, 4))
        #expect(close(titleFrame.minY, 4 + 24 + 6))
        #expect(close(imageFrame.midX, titleFrame.midX))
    }

    @Test func aBottomImageSitsBelowTheTitle() throws {
        let button = laidOut(configuration(placement: .bottom))
        let titleFrame = try #require(button.titleLabel).frame
        let imageFrame = try #require(button.imageView).frame
        #expect(close(titleFrame.minY, 4))
        #expect(close(imageFrame.minY, titleFrame.maxY + 6))
    }

    @Test func theContentIsCentredInALargerButton() throws {
        let fitting = laidOut(configuration(placement: .leading)).intrinsicContentSize
        let button = laidOut(configuration(placement: .leading), size: CGSize(width: fitting.width + 100, height: 80))
        let imageFrame = try #require(button.imageView).frame
        #expect(close(imageFrame.minX, 10 + 50))
    }

    @Test func theSubtitleGoesUnderTheTitleTitlePaddingApart() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        configuration.titlePadding = 3
        configuration.titleAlignment = .leading
        let button = laidOut(configuration)
        let title = try #require(button.titleLabel)
        let subtitle = try #require(button.subviews.compactMap { $0 as? UILabel }.first { $0 !== title })
        #expect(subtitle.text == "12 MB")
        #expect(close(subtitle.frame.minY, title.frame.maxY + 3))
        #expect(close(subtitle.frame.minX, title.frame.minX))
        let insets = configuration.contentInsets
        #expect(button.intrinsicContentSize.height
                == insets.top + title.intrinsicContentSize.height + 3 + subtitle.intrinsicContentSize.height + insets.bottom)
        #expect(button.renderDisplayList().textRuns.map(\.text) == ["Download", "12 MB"])
    }

    @Test func centredTitleAlignmentCentresTheShorterLine() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "A much longer title"
        configuration.subtitle = "Sub"
        configuration.titleAlignment = .center
        let button = laidOut(configuration)
        let title = try #require(button.titleLabel)
        let subtitle = try #require(button.subviews.compactMap { $0 as? UILabel }.first { $0 !== title })
        #expect(abs(subtitle.frame.midX - title.frame.midX) < 0.001)
        #expect(subtitle.frame.minX > title.frame.minX)
    }

    @Test func theActivityIndicatorTakesTheImagesPlace() throws {
        var configuration = configuration(placement: .leading)
        configuration.showsActivityIndicator = true
        let button = laidOut(configuration)
        let indicator = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(indicator.isAnimating)
        #expect(close(indicator.frame.minX, 10))
        #expect(indicator.frame.size == indicator.intrinsicContentSize)
        #expect(!button.renderDisplayList().commands.contains { if case .image = $0 { true } else { false } })
        #expect(close(try #require(button.titleLabel).frame.minX, 10 + indicator.intrinsicContentSize.width + 6))
    }
}
