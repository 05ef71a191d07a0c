import Foundation

/// A function that restyles a configuration's text, as UIKit's
/// `UIConfigurationTextAttributesTransformer` (iOS 15): a button configuration passes the attributes
/// it resolved for its title (font, color) and draws what the transformer returns:
/// `configuration.titleTextAttributesTransformer = .init { incoming in var outgoing = incoming;
/// outgoing.font = .boldSystemFont(ofSize: 20); return outgoing }`.
public struct UIConfigurationTextAttributesTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer

    /// Wraps `transform`, as UIKit's `UIConfigurationTextAttributesTransformer(_:)`.
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// Applies the transformer: `transformer(container)`, as in UIKit.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}
