import Foundation

/// The traits of an interface environment that presentation adapts to, as UIKit's `UITraitCollection`.
public struct UITraitCollection: Hashable, Sendable {
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var displayScale: CGFloat

    public init(
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        displayScale: CGFloat = 1
    ) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }
}
