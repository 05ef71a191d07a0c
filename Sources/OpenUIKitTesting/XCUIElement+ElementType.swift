import Foundation

extension XCUIElement {
    /// What kind of element a query matches, as XCUITest's `XCUIElement.ElementType` (the cases an iOS
    /// app's UIKit views produce).
    ///
    /// The type comes from the view's UIKit class where iOS decides it by a private trait or the class
    /// (a switch, a text field, a navigation bar, an alert), else from its ``UIAccessibilityTraits``
    /// (`.button`, `.staticText`, `.image`, `.adjustable` …), else ``other``. See
    /// ``AccessibilityTree`` for the mapping.
    public enum ElementType: Hashable, Sendable, CaseIterable {
        /// Matches every type (`descendants(matching: .any)`).
        case any
        case other
        case application
        case window
        case sheet
        case alert
        case button
        case navigationBar
        case tabBar
        case toolbar
        case staticText
        case textField
        case secureTextField
        case searchField
        case textView
        case image
        case link
        case `switch`
        case toggle
        case slider
        case stepper
        case segmentedControl
        case pageIndicator
        case progressIndicator
        case activityIndicator
        case scrollView
        case table
        case cell
        case collectionView
        case picker
        case pickerWheel
        case datePicker
        case key

        /// The name `debugDescription` prints, as XCUITest prints it ("Button", "StaticText").
        public var name: String {
            switch self {
            case .any: "Any"
            case .other: "Other"
            case .application: "Application"
            case .window: "Window"
            case .sheet: "Sheet"
            case .alert: "Alert"
            case .button: "Button"
            case .navigationBar: "NavigationBar"
            case .tabBar: "TabBar"
            case .toolbar: "Toolbar"
            case .staticText: "StaticText"
            case .textField: "TextField"
            case .secureTextField: "SecureTextField"
            case .searchField: "SearchField"
            case .textView: "TextView"
            case .image: "Image"
            case .link: "Link"
            case .switch: "Switch"
            case .toggle: "Toggle"
            case .slider: "Slider"
            case .stepper: "Stepper"
            case .segmentedControl: "SegmentedControl"
            case .pageIndicator: "PageIndicator"
            case .progressIndicator: "ProgressIndicator"
            case .activityIndicator: "ActivityIndicator"
            case .scrollView: "ScrollView"
            case .table: "Table"
            case .cell: "Cell"
            case .collectionView: "CollectionView"
            case .picker: "Picker"
            case .pickerWheel: "PickerWheel"
            case .datePicker: "DatePicker"
            case .key: "Key"
            }
        }
    }
}
