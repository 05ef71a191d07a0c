import Foundation
import OpenUIKit
import Testing

/// An accessibility audit of the app's screen, as XCUITest's `performAccessibilityAudit(for:_:)`: labels,
/// target sizes, clipped text and contrast (see ``AccessibilityAudit`` for what each check looks for).
extension TestHost {
    /// Audits what is on screen now and fails the test once per issue that `issueHandler` does not
    /// accept (return true from it to ignore an issue, as in XCUITest). Throws what the handler throws.
    public func performAccessibilityAudit(for auditTypes: XCUIAccessibilityAuditType = .all,
                                          sourceLocation: SourceLocation = #_sourceLocation,
                                          _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil) throws {
        for issue in accessibilityAuditIssues(for: auditTypes) where try !(issueHandler?(issue) ?? false) {
            Issue.record("Accessibility audit: \(issue)", sourceLocation: sourceLocation)
        }
    }

    /// The issues an audit finds now (the windows laid out first, as a frame would), without failing the test.
    public func accessibilityAuditIssues(for auditTypes: XCUIAccessibilityAuditType = .all) -> [XCUIAccessibilityAuditIssue] {
        layOutWindows()
        return run { AccessibilityAudit.issues(in: self, for: auditTypes) }
    }
}
