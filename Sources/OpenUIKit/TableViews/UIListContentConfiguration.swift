import Foundation

/// The content of a list row — an image, a text and a secondary text, each with its look — as UIKit's
/// `UIListContentConfiguration` (iOS 14), the modern form of a cell's ``UITableViewCell/textLabel`` and
/// friends: `var content = cell.defaultContentConfiguration(); content.text = …; cell.contentConfiguration = content`.
/// Its ``UIListContentView`` lays the row out as the cell's built-in labels do (``ListContentLayout``).
public struct UIListContentConfiguration: UIContentConfiguration {
    /// The look of a text: UIKit's `UIListContentConfiguration.TextProperties` (font, color, lines).
    public struct TextProperties: Sendable {
        public var font: UIFont
        public var color: UIColor
        /// The most lines the text takes: 0 (any number) by default, as UIKit's.
        public var numberOfLines = 0
    }

    /// The look of the image: UIKit's `UIListContentConfiguration.ImageProperties` (its tint).
    public struct ImageProperties: Sendable {
        /// The symbol's tint; nil for the view's tint color.
        public var tintColor: UIColor?
    }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// How the texts are arranged, as the cell style they follow.
    let arrangement: UITableViewCell.CellStyle

    /// A row whose secondary text, when set, is below the text (iOS 14's `.cell()`).
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(arrangement: .subtitle, secondaryFont: .preferredFont(forTextStyle: .subheadline),
                                   secondaryColor: .secondaryLabel)
    }

    /// A row with a smaller secondary text below the text (`.subtitleCell()`).
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(arrangement: .subtitle, secondaryFont: .preferredFont(forTextStyle: .subheadline),
                                   secondaryColor: .secondaryLabel)
    }

    /// A row with the secondary text at the trailing edge, as Settings' values (`.valueCell()`).
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(arrangement: .value1, secondaryFont: .preferredFont(forTextStyle: .body),
                                   secondaryColor: .secondaryLabel)
    }

    private init(arrangement: UITableViewCell.CellStyle, secondaryFont: UIFont, secondaryColor: UIColor) {
        self.arrangement = arrangement
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    }

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration: a list row's content does not change with the cell's state by default.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
