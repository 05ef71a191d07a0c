import Foundation

/// Something queries start from, as XCUITest's `XCUIElementTypeQueryProvider`: a ``TestHost`` (the
/// application), an ``XCUIElement`` or an ``XCUIElementQuery``. Each property finds the descendants
/// of one type: `host.buttons["Download"]`, `host.alerts.buttons["OK"]`.
@MainActor
public protocol XCUIElementTypeQueryProvider {
    /// Every descendant of `type` (``XCUIElement/ElementType/any``: every descendant).
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
    /// Every direct child of `type`.
    func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    /// The descendants that are buttons (views with the `.button` trait: `UIButton`s, bar button items), as XCUITest's `buttons`.
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// The descendants that are static texts (views with the `.staticText` trait, such as `UILabel`s), as XCUITest's `staticTexts`.
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// The descendants that are switches (`UISwitch`), as XCUITest's `switches`.
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// The descendants that are toggles (views with the `.toggleButton` trait that are not switches), as XCUITest's `toggles`.
    public var toggles: XCUIElementQuery { descendants(matching: .toggle) }
    /// The descendants that are picker views (`UIPickerView`), as XCUITest's `pickers`.
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    /// The descendants that are the wheels of a picker view or a date picker, as XCUITest's `pickerWheels`.
    public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
    /// The descendants that are date pickers (`UIDatePicker`), as XCUITest's `datePickers`.
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
    /// The descendants that are sliders (`UISlider`), as XCUITest's `sliders`.
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// The descendants that are segmented controls (`UISegmentedControl`), as XCUITest's `segmentedControls`.
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    /// The descendants that are steppers (`UIStepper`), as XCUITest's `steppers`.
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    /// The descendants that are text fields (`UITextField`s that are not secure), as XCUITest's `textFields`.
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// The descendants that are secure text fields (`UITextField` with `isSecureTextEntry`), as XCUITest's `secureTextFields`.
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// The descendants that are search fields (views and text fields with the `.searchField` trait), as XCUITest's `searchFields`.
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    /// The descendants that are text views (none yet: OpenUIKit has no `UITextView`), as XCUITest's `textViews`.
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// The descendants that are images (views with the `.image` trait, such as a `UIImageView` made accessible), as XCUITest's `images`.
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// The descendants that are links (views with the `.link` trait), as XCUITest's `links`.
    public var links: XCUIElementQuery { descendants(matching: .link) }
    /// The descendants that are navigation bars (`UINavigationBar`), as XCUITest's `navigationBars`.
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// The descendants that are tab bars (views with the `.tabBar` trait), as XCUITest's `tabBars`.
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// The descendants that are toolbars (`UIToolbar`), as XCUITest's `toolbars`.
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    /// The descendants that are alerts (the view of a `UIAlertController` in the `.alert` style), as XCUITest's `alerts`.
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// The descendants that are sheets (the view of a `UIAlertController` action sheet), as XCUITest's `sheets`.
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    /// The descendants that are windows (`UIWindow`), as XCUITest's `windows`.
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    /// The descendants that are page indicators (`UIPageControl`), as XCUITest's `pageIndicators`.
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    /// The descendants that are progress indicators (`UIProgressView`), as XCUITest's `progressIndicators`.
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    /// The descendants that are activity indicators (`UIActivityIndicatorView`), as XCUITest's `activityIndicators`.
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    /// The descendants that are other elements: accessible views of no more specific type, and named containers, as XCUITest's `otherElements`.
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}
