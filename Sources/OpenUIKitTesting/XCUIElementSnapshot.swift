import Foundation
import OpenUIKit

/// One element of the accessibility tree as it was when a query resolved, as XCUITest's
/// `XCUIElementSnapshot`: its attributes and its children. Queries resolve again at each use, so a
/// snapshot is for reading (a query's closure and predicate filters, ``XCUIElement/snapshot()``); act
/// through an ``XCUIElement``.
@MainActor
public struct XCUIElementSnapshot {
    /// What kind of element it is.
    public let elementType: XCUIElement.ElementType
    /// The accessibility label, or "" when it has none (XCUITest's `label`).
    public let label: String
    /// The accessibility identifier, or "" when it has none.
    public let identifier: String
    /// The accessibility value (a string), or nil.
    public let value: Any?
    /// The title: "" for UIKit's elements, as on iOS (the attribute is macOS's).
    public var title: String { "" }
    /// The element's traits.
    public let traits: UIAccessibilityTraits
    /// The element's frame in screen coordinates.
    public let frame: CGRect
    /// The element's children, in reading order.
    public let children: [XCUIElementSnapshot]
    /// The object the element stands for: a `UIView` or a `UIAccessibilityElement`; nil for the
    /// application.
    public let object: AnyObject?

    /// Whether the element is enabled: it lacks the `.notEnabled` trait.
    public var isEnabled: Bool { !traits.contains(.notEnabled) }
    /// Whether the element is selected: it has the `.selected` trait.
    public var isSelected: Bool { traits.contains(.selected) }

    /// The view that receives a touch on the element: the element's own view, or the container view of
    /// an accessibility element.
    var touchView: UIView? {
        if let view = object as? UIView { return view }
        var container = (object as? UIAccessibilityElement)?.accessibilityContainer
        while let element = container as? UIAccessibilityElement { container = element.accessibilityContainer }
        return container as? UIView
    }

    /// The element and its descendants, depth first, the element first.
    var subtree: [XCUIElementSnapshot] {
        [self] + children.flatMap(\.subtree)
    }

    /// Whether `type` matches this element (``XCUIElement/ElementType/any`` matches all).
    func matches(_ type: XCUIElement.ElementType) -> Bool {
        type == .any || type == elementType
    }

    /// Whether `key` names this element: its identifier, else its label, as XCUITest's subscripts and
    /// `matching(identifier:)` find a button by its title when it has no identifier.
    func isNamed(_ key: String) -> Bool {
        identifier == key || label == key
    }
}
