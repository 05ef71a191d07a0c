import Foundation

/// One problem an accessibility audit found, as XCUITest's `XCUIAccessibilityAuditIssue`.
@MainActor
public struct XCUIAccessibilityAuditIssue: CustomStringConvertible {
    /// The check that found it.
    public let auditType: XCUIAccessibilityAuditType
    /// A short description: "Hit region too small".
    public let compactDescription: String
    /// What is wrong with which element, with the numbers.
    public let detailedDescription: String
    /// The element, found again by identity when used.
    public let element: XCUIElement?

    /// The issue in one line, as a failed audit reports it: the summary, then the details.
    public nonisolated var description: String { "\(compactDescription): \(detailedDescription)" }
}
