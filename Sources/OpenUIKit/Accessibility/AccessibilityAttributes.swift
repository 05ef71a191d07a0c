import Foundation

/// The accessibility values an app set on an object, each nil until set: the getters of
/// `isAccessibilityElement`, `accessibilityLabel`, … answer the set value, else the class's default
/// (a button's title, a label's text), as UIKit's do. Setting a property back to nil restores the
/// default, as it does for UIKit's controls.
///
/// A view keeps these in side storage, made only when one is first set (``UIView``'s
/// `UIView+Accessibility.swift`); an accessibility element and a bar button item have stored
/// properties instead, as they have no defaults to fall back to.
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elements: [Any]?
    var viewIsModal: Bool?
    var elementsHidden: Bool?
    var customActions: [UIAccessibilityCustomAction]?
}
