import Foundation
import OpenUIKit

/// The text of ``TestHost/debugDescription`` and an element's `debugDescription`: one line per element,
/// indented two spaces per level, as XCUITest prints `XCUIApplication().debugDescription` — type,
/// frame, identifier, label, value, then `Selected` and `Disabled` — without the memory addresses and
/// process id XCUITest prints, so the text is the same from run to run and can be compared with a
/// golden file.
///
/// ```
/// Application, {{0.0, 0.0}, {393.0, 852.0}}
///   Window, {{0.0, 0.0}, {393.0, 852.0}}
///     Button, {{20.0, 100.0}, {120.0, 44.0}}, identifier: 'download', label: 'Download'
/// ```
@MainActor
enum AccessibilityTreeDescription {
    /// `element` and its subtree.
    static func text(of element: XCUIElementSnapshot) -> String {
        var lines: [String] = []
        append(element, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ element: XCUIElementSnapshot, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + line(for: element))
        for child in element.children { append(child, depth: depth + 1, to: &lines) }
    }

    /// One element's line.
    static func line(for element: XCUIElementSnapshot) -> String {
        var parts = [element.elementType.name, format(element.frame)]
        if !element.identifier.isEmpty { parts.append("identifier: '\(element.identifier)'") }
        if !element.label.isEmpty { parts.append("label: '\(element.label)'") }
        if let value = element.value { parts.append("value: \(value)") }
        if element.isSelected { parts.append("Selected") }
        if !element.isEnabled { parts.append("Disabled") }
        return parts.joined(separator: ", ")
    }

    /// A rectangle as XCUITest prints it, `{{x, y}, {width, height}}`, one decimal each.
    private static func format(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String { String(format: "%.1f", Double(value)) }
        return "{{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), \(number(rect.height))}}"
    }
}
