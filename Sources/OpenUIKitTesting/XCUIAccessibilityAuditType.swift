import Foundation

/// The checks an accessibility audit runs, as XCUITest's `XCUIAccessibilityAuditType`
/// (``TestHost/performAccessibilityAudit(for:sourceLocation:_:)``). OpenUIKit checks four:
/// ``sufficientElementDescription``, ``hitRegion``, ``textClipped`` and ``contrast``; the others are
/// accepted and check nothing yet.
public struct XCUIAccessibilityAuditType: OptionSet, Hashable, Sendable {
    /// The checks' bits (OpenUIKit's own values).
    public let rawValue: UInt64

    /// Checks from their bits; tests name them instead (`[.contrast, .hitRegion]`, `.all`).
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Text (a label's, a button's title) too close in color to what is behind it.
    public static let contrast = XCUIAccessibilityAuditType(rawValue: 1 << 0)
    /// Elements assistive technologies cannot find (not checked yet).
    public static let elementDetection = XCUIAccessibilityAuditType(rawValue: 1 << 1)
    /// Controls smaller than 44 × 44 points, the smallest target Apple's guidelines allow.
    public static let hitRegion = XCUIAccessibilityAuditType(rawValue: 1 << 2)
    /// Elements with nothing to read: no label.
    public static let sufficientElementDescription = XCUIAccessibilityAuditType(rawValue: 1 << 3)
    /// Text that does not scale with Dynamic Type (not checked: OpenUIKit has no Dynamic Type).
    public static let dynamicType = XCUIAccessibilityAuditType(rawValue: 1 << 4)
    /// Text cut off by its view: truncated or clipped.
    public static let textClipped = XCUIAccessibilityAuditType(rawValue: 1 << 5)
    /// Traits that contradict the element (not checked yet).
    public static let trait = XCUIAccessibilityAuditType(rawValue: 1 << 6)
    /// Every check.
    public static let all: XCUIAccessibilityAuditType = [.contrast, .elementDetection, .hitRegion,
                                                          .sufficientElementDescription, .dynamicType,
                                                          .textClipped, .trait]
}
