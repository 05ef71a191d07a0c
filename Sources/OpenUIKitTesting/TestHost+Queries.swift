import Foundation
import OpenUIKit

/// The host is the application of XCUITest's queries: `host.buttons["Download"].tap()`,
/// `host.staticTexts["Done"].waitForExistence(timeout: 5)`, over the accessibility tree of its shown
/// windows (``AccessibilityTree``), resolved each time a query is used.
extension TestHost: XCUIElementTypeQueryProvider, @MainActor CustomDebugStringConvertible {
    /// Every element of `type` in the app.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(host: self, summary: type.name) { [unowned self] in
            AccessibilityTree.application(of: self).subtree.dropFirst().filter { $0.matches(type) }
        }
    }

    /// The windows of the app (its top-level elements) of `type`.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(host: self, summary: "\(type.name) children of the application") { [unowned self] in
            AccessibilityTree.application(of: self).children.filter { $0.matches(type) }
        }
    }

    /// The app's accessibility tree now, one element a line, as XCUITest prints
    /// `XCUIApplication().debugDescription`, stable from run to run (see ``AccessibilityTreeDescription``):
    /// compare it with a golden file to catch what changed for VoiceOver users.
    public var debugDescription: String {
        run { AccessibilityTreeDescription.text(of: AccessibilityTree.application(of: self)) }
    }
}
