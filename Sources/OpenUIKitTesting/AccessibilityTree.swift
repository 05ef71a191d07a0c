import Foundation
import OpenUIKit

/// Builds the accessibility tree the queries search, from the app's windows, as an assistive
/// technology reads UIKit's views:
///
/// - A view that ``UIView/isAccessibilityElement`` is a leaf: its subviews are not visited (a
///   button's label is not a second element), as on iOS.
/// - Any other view is a container of its ``UIView/accessibilityElements`` (views and
///   `UIAccessibilityElement`s), else of its subviews, back to front. A container shows in the tree
///   (as ``XCUIElement/ElementType/other`` unless its type says more) when it has an identifier or a
///   label, or a type of its own (a navigation bar, an alert); else its elements take its place, as
///   XCUITest shows only the containers that mean something.
/// - Hidden views (``UIView/isHidden``, alpha under 0.01) and views with
///   ``UIView/accessibilityElementsHidden`` are left out with what they hold, as is static text with
///   nothing to read (an alert's empty message label): VoiceOver skips them.
/// - Among siblings, when one has ``UIView/accessibilityViewIsModal`` (an alert, a presentation), only
///   the frontmost such view is read, as UIKit documents: a sheet hides what it covers.
///
/// Element types: UIKit decides some by a private trait or the class (a `UISwitch`'s trait is
/// private), so the view's class decides those (``elementType(of:)``: an app's `UISwitch` subclass is
/// a switch, as on iOS); an
/// alert controller's view is an ``XCUIElement/ElementType/alert`` (an action sheet's a
/// ``XCUIElement/ElementType/sheet``); otherwise the traits decide (``elementType(for:)``).
@MainActor
enum AccessibilityTree {
    /// The application's element: its visible windows, front window last.
    static func application(of host: TestHost) -> XCUIElementSnapshot {
        let windows = host.application.windows.filter { !$0.isHidden }
        return XCUIElementSnapshot(elementType: .application, label: "", identifier: "", value: nil, traits: [],
                                   frame: host.screen.bounds, children: windows.map(windowElement), object: nil)
    }

    private static func windowElement(_ window: UIWindow) -> XCUIElementSnapshot {
        snapshot(of: window, type: .window, children: containedElements(of: window))
    }

    /// The elements `container` holds (see the type's documentation).
    private static func containedElements(of container: UIView) -> [XCUIElementSnapshot] {
        var items = container.accessibilityElements ?? container.subviews
        if let modal = items.last(where: { ($0 as? UIView).map { isShown($0) && $0.accessibilityViewIsModal } ?? false }) {
            items = [modal]
        }
        return items.flatMap(elements(for:))
    }

    private static func isShown(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha >= 0.01 && !view.accessibilityElementsHidden
    }

    /// The element `item` is, or the elements it holds when it is a container that does not show.
    private static func elements(for item: Any) -> [XCUIElementSnapshot] {
        if let element = item as? UIAccessibilityElement {
            guard element.isAccessibilityElement, !element.accessibilityElementsHidden else { return [] }
            let snapshot = XCUIElementSnapshot(
                elementType: elementType(for: element.accessibilityTraits), label: element.accessibilityLabel ?? "",
                identifier: element.accessibilityIdentifier ?? "", value: element.accessibilityValue,
                traits: element.accessibilityTraits, frame: element.accessibilityFrame, children: [], object: element)
            return isEmptyText(snapshot) ? [] : [snapshot]
        }
        guard let view = item as? UIView, isShown(view) else { return [] }
        let type = elementType(of: view)
        if view.isAccessibilityElement {
            let leaf = snapshot(of: view, type: type, children: [])
            return isEmptyText(leaf) ? [] : [leaf]
        }
        let children = containedElements(of: view)
        let shows = type != .other || view.accessibilityIdentifier?.isEmpty == false
            || view.accessibilityLabel?.isEmpty == false
        return shows ? [snapshot(of: view, type: type, children: children)] : children
    }

    private static func isEmptyText(_ element: XCUIElementSnapshot) -> Bool {
        element.elementType == .staticText && element.label.isEmpty && element.identifier.isEmpty && element.value == nil
    }

    private static func snapshot(of view: UIView, type: XCUIElement.ElementType,
                                 children: [XCUIElementSnapshot]) -> XCUIElementSnapshot {
        XCUIElementSnapshot(elementType: type, label: view.accessibilityLabel ?? "",
                            identifier: view.accessibilityIdentifier ?? "", value: view.accessibilityValue,
                            traits: view.accessibilityTraits, frame: view.accessibilityFrame, children: children,
                            object: view)
    }

    /// The type of `view`: by its class (an app's subclass of a control types as the control, as on iOS),
    /// an alert controller's view, else its traits. A secure text field is XCUITest's `secureTextField`,
    /// a text field with the search trait a `searchField`, an adjustable view in a picker view a
    /// `pickerWheel`.
    static func elementType(of view: UIView) -> XCUIElement.ElementType {
        switch view {
        case is UIWindow: return .window
        case is UINavigationBar: return .navigationBar
        case is UIToolbar: return .toolbar
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmentedControl
        case let field as UITextField:
            if field.accessibilityTraits.contains(.searchField) { return .searchField }
            return field.isSecureTextEntry ? .secureTextField : .textField
        case is UIPageControl: return .pageIndicator
        case is UIProgressView: return .progressIndicator
        case is UIActivityIndicatorView: return .activityIndicator
        case is UIDatePicker: return .datePicker
        // A date picker's wheels are its own children in XCUITest, not a picker's inside it.
        case let picker as UIPickerView: return picker.superview is UIDatePicker ? .other : .picker
        default: break
        }
        if view.superview is UIPickerView, view.accessibilityTraits.contains(.adjustable) { return .pickerWheel }
        if let alert = view.next as? UIAlertController {
            return alert.preferredStyle == .actionSheet ? .sheet : .alert
        }
        return elementType(for: view.accessibilityTraits)
    }

    /// The type XCUITest gives an element with `traits` and no type of its own.
    static func elementType(for traits: UIAccessibilityTraits) -> XCUIElement.ElementType {
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.keyboardKey) { return .key }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.toggleButton) { return .toggle }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .staticText }
        if traits.contains(.tabBar) { return .tabBar }
        return .other
    }
}
