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
/// private), so the nearest OpenUIKit class in the view's class chain decides those
/// (``classElementTypes``, by class name, so that controls added to the engine later are matched
/// without this module naming them, and an app's `UISwitch` subclass is a switch, as on iOS); an
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

    /// The element types UIKit gives by class, by the OpenUIKit class's name.
    static let classElementTypes: [String: XCUIElement.ElementType] = [
        "UIWindow": .window, "UINavigationBar": .navigationBar, "UITabBar": .tabBar, "UIToolbar": .toolbar,
        "UISwitch": .switch, "UISlider": .slider, "UIStepper": .stepper, "UISegmentedControl": .segmentedControl,
        "UITextField": .textField, "UITextView": .textView, "UISearchBar": .searchField,
        "UIPageControl": .pageIndicator, "UIProgressView": .progressIndicator,
        "UIActivityIndicatorView": .activityIndicator, "UIScrollView": .scrollView, "UITableView": .table,
        "UITableViewCell": .cell, "UICollectionView": .collectionView, "UICollectionViewCell": .cell,
        "UIPickerView": .picker, "UIDatePicker": .datePicker,
    ]

    /// The type of `view`: by its nearest OpenUIKit class, an alert controller's view, else its traits.
    static func elementType(of view: UIView) -> XCUIElement.ElementType {
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            let name = String(reflecting: current.subjectType)
            if name.hasPrefix("OpenUIKit."), let type = classElementTypes[String(name.dropFirst("OpenUIKit.".count))] {
                return type == .textField && view.accessibilityTraits.contains(.searchField) ? .searchField : type
            }
            mirror = current.superclassMirror
        }
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
