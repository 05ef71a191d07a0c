import Foundation

/// The traits of an interface environment — idiom, size classes, scale, light or dark, text size,
/// layout direction, contrast, bold text — as UIKit's `UITraitCollection`.
///
/// UIKit's is an immutable `NSObject` class. OpenUIKit's is a value type, and deliberately so: every
/// spelling UIKit code uses compiles the same — `UITraitCollection(userInterfaceStyle: .dark)`,
/// `traitCollection.userInterfaceStyle == .dark`, `UITraitCollection(traitsFrom: [...])`,
/// `hasDifferentColorAppearance(comparedTo:)`, iOS 17's `modifyingTraits { $0.userInterfaceStyle =
/// .dark }` — while a view's traits are computed on demand from its ancestors (nothing is stored per
/// view, and a struct costs no allocation per read: most views never read their traits). Being a value,
/// a copy can be changed without changing any view's traits, which is the guarantee UIKit's
/// immutability gives. What does not carry over: identity (`===`) and subclassing, which UIKit code has
/// no reason to use on trait collections.
///
/// Each trait has an "unspecified" value (a display scale of 0), which ``init(traitsFrom:)`` and the
/// environments' inheritance treat as "not set here".
public struct UITraitCollection: Hashable, Sendable {
    /// Phone or pad, as UIKit's trait.
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// Compact on a phone, regular on an iPad: a compact width makes popovers and form sheets adapt to full
    /// screen, as in UIKit.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// Compact for a phone in landscape, regular otherwise.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point of the screen, as ``UIScreen/scale``; 0 when unspecified, as in UIKit.
    public var displayScale: CGFloat
    /// Light or dark: what dynamic colours resolve by.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The user's text size, which Dynamic Type fonts follow.
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// Left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// Normal or increased contrast.
    public var accessibilityContrast: UIAccessibilityContrast
    /// Regular or bold text.
    public var legibilityWeight: UILegibilityWeight

    /// Traits with each value given, the others unspecified, as UIKit's initializers that set one trait
    /// (`UITraitCollection(userInterfaceStyle: .dark)`, `UITraitCollection(displayScale: 2)`…).
    public init(
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        displayScale: CGFloat = 0,
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
        accessibilityContrast: UIAccessibilityContrast = .unspecified,
        legibilityWeight: UILegibilityWeight = .unspecified
    ) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
    }

    /// The traits of `collections` combined, as UIKit's `init(traitsFrom:)`: each trait takes the value
    /// of the last collection that specifies it.
    public init(traitsFrom collections: [UITraitCollection]) {
        self.init()
        for collection in collections { self = overriding(with: collection) }
    }

    /// iOS 17's `init(mutations:)`: unspecified traits changed by `mutations`.
    public init(mutations: (inout UIMutableTraits) -> Void) {
        self.init()
        mutations(&self)
    }

    /// A copy with `mutations` applied, as iOS 17's `modifyingTraits(_:)`:
    /// `traits.modifyingTraits { $0.userInterfaceStyle = .dark }`.
    public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
        var copy = self
        mutations(&copy)
        return copy
    }

    /// Whether colours may resolve differently in `other`, as UIKit's
    /// `hasDifferentColorAppearance(comparedTo:)`: the style and the contrast are the colour-appearance
    /// traits OpenUIKit models. A nil `other` (no previous traits) counts as different.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
    }

    /// Whether every trait `other` specifies has the same value here, as UIKit's
    /// `containsTraits(in:)`; a nil `other` is contained.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return overriding(with: other) == self
    }

    /// This collection with every trait `other` specifies taken from `other`.
    func overriding(with other: UITraitCollection) -> UITraitCollection {
        var result = self
        if other.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.horizontalSizeClass != .unspecified { result.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { result.verticalSizeClass = other.verticalSizeClass }
        if other.displayScale > 0 { result.displayScale = other.displayScale }
        if other.userInterfaceStyle != .unspecified { result.userInterfaceStyle = other.userInterfaceStyle }
        if other.preferredContentSizeCategory != .unspecified {
            result.preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
        if other.accessibilityContrast != .unspecified { result.accessibilityContrast = other.accessibilityContrast }
        if other.legibilityWeight != .unspecified { result.legibilityWeight = other.legibilityWeight }
        return result
    }
}

/// iOS 17's mutable trait container that `modifyingTraits(_:)` and `init(mutations:)` hand their
/// closure. UIKit's is a protocol; here the closure changes a copy of the collection itself, so
/// `$0.userInterfaceStyle = .dark` and `(traits: inout UIMutableTraits)` compile unchanged.
public typealias UIMutableTraits = UITraitCollection
