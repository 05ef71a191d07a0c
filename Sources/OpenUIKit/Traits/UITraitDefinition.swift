import Foundation

/// A trait, named by its type, as iOS 17's `UITraitDefinition`: what ``UIView/registerForTraitChanges(_:handler:)``
/// and ``UIViewController/registerForTraitChanges(_:handler:)`` take a list of
/// (`[UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]`).
///
/// The system traits are the types below. A custom trait an app defines compiles, but trait
/// collections have no storage for it: it always reads its ``defaultValue`` and never changes.
public protocol UITraitDefinition {
    /// The trait's value type.
    associatedtype Value: Equatable
    /// The value when no environment sets the trait.
    static var defaultValue: Value { get }
    /// Whether a change of this trait may change how dynamic colours resolve.
    static var affectsColorAppearance: Bool { get }
    /// A readable name, for debugging.
    static var name: String { get }
    /// A unique reverse-DNS identifier.
    static var identifier: String { get }
    /// The trait's value in `traits`.
    static func value(in traits: UITraitCollection) -> Value
}

/// The trait types a registration takes, as iOS 17's `UITrait`.
public typealias UITrait = any UITraitDefinition.Type

extension UITraitDefinition {
    /// Not a colour-appearance trait unless the type says so.
    public static var affectsColorAppearance: Bool { false }
    /// The type's name.
    public static var name: String { String(describing: self) }
    /// The type's name under OpenUIKit's prefix.
    public static var identifier: String { "org.openuikit.trait." + name }
    /// Custom traits are not stored: their default.
    public static func value(in traits: UITraitCollection) -> Value { defaultValue }

    /// Whether the trait differs between `old` and `new`.
    static func changed(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        value(in: old) != value(in: new)
    }
}
