import Foundation

/// The traits of an interface environment that presentation adapts to, as UIKit's `UITraitCollection`.
public struct UITraitCollection: Hashable, Sendable {
    /// Phone or pad, as UIKit's trait.
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// Compact on a phone, regular on an iPad: a compact width makes popovers and form sheets adapt to full
    /// screen, as in UIKit.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// Compact for a phone in landscape, regular otherwise.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point of the screen, as ``UIScreen/scale``.
    public var displayScale: CGFloat

    /// Traits with each value given, the others `.unspecified` (and a scale of 1), as UIKit's initializers
    /// that set one trait.
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
