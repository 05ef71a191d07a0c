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
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    public var toggles: XCUIElementQuery { descendants(matching: .toggle) }
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    public var images: XCUIElementQuery { descendants(matching: .image) }
    public var links: XCUIElementQuery { descendants(matching: .link) }
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}
