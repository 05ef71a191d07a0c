import Foundation

/// The UIKit attributes of Swift's `AttributedString`, as UIKit declares them on Apple platforms
/// (`AttributeScopes.UIKitAttributes`), so `container.font = .boldSystemFont(ofSize: 17)` and
/// `container.foregroundColor = .systemRed` compile unchanged in a button configuration's
/// ``UIButton/Configuration/titleTextAttributesTransformer`` or an ``UIButton/Configuration/attributedTitle``.
/// Foundation on Linux has the `AttributedString` machinery but no UIKit scope. The attribute names
/// are UIKit's (`NSFont`, `NSColor`), the same as ``NSAttributedString/Key/font`` and
/// ``NSAttributedString/Key/foregroundColor``.
extension AttributeScopes {
    /// The UIKit scope, for `AttributedString(…, including: \.uiKit)`-style calls.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The attributes UIKit adds to Foundation's: the ones OpenUIKit draws.
    public struct UIKitAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's text color.
        public let foregroundColor: ForegroundColorAttribute
        /// Foundation's own attributes, as UIKit's scope includes them.
        public let foundation: FoundationAttributes

        /// The font of a run, a ``UIFont``.
        public enum FontAttribute: AttributedStringKey {
            /// The font.
            public typealias Value = UIFont
            /// UIKit's name for it, as ``NSAttributedString/Key/font``.
            public static let name = "NSFont"
        }

        /// The text color of a run, a ``UIColor``.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The color.
            public typealias Value = UIColor
            /// UIKit's name for it, as ``NSAttributedString/Key/foregroundColor``.
            public static let name = "NSColor"
        }
    }
}

extension AttributeDynamicLookup {
    /// Finds the UIKit attributes by name (`.font`, `.foregroundColor`) on `AttributedString`,
    /// `AttributeContainer` and their runs, as UIKit's scope does on Apple platforms.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// The string as an `NSAttributedString` with the UIKit attributes the engine draws (font and
    /// color), filling runs that have none with `font` and `color`: how a configuration's title reaches
    /// a ``UILabel``. Foundation on Linux cannot bridge a custom scope on its own.
    func nsAttributedString(font: UIFont, color: UIColor) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in runs {
            let attributes: [NSAttributedString.Key: Any] = [
                .font: run[AttributeScopes.UIKitAttributes.FontAttribute.self] ?? font,
                .foregroundColor: run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] ?? color,
            ]
            result.append(NSAttributedString(string: String(self[run.range].characters), attributes: attributes))
        }
        return result
    }
}
