import Foundation
import OpenUIKit

/// The checks of ``TestHost/performAccessibilityAudit(for:sourceLocation:_:)``, over the elements of
/// the accessibility tree (what a VoiceOver user can reach; what a sheet hides is not audited).
///
/// Apple does not publish the audit's thresholds; these are decided here:
/// - **Description**: an element other than static text with an empty label (a button showing only an
///   image, a custom view made an element and not named).
/// - **Hit region**: a control (button, link, switch, slider, stepper, segmented control, text field)
///   narrower or shorter than 44 points (rounded to the nearest point: an alert's buttons give a
///   hairline to their separators), the minimum target of Apple's Human Interface Guidelines.
/// - **Text clipped**: a label (a button's title label included) whose text, wrapped at its width,
///   needs more height than its lines and bounds show — truncated or cut off.
/// - **Contrast**: a label's text color against the colors behind it (its own and its ancestors'
///   backgrounds, blended down to the first opaque one, else white) below 3:1, WCAG 2's minimum for
///   large text and interface parts: text under it is hard to read for anyone. (The system blue on
///   white, 4.0:1, passes; WCAG's 4.5:1 for body text would flag every system button.)
@MainActor
enum AccessibilityAudit {
    static let minimumTarget: CGFloat = 44
    static let minimumContrast: CGFloat = 3

    static let controlTypes: Set<XCUIElement.ElementType> = [
        .button, .link, .switch, .toggle, .slider, .stepper, .segmentedControl, .textField, .secureTextField,
        .searchField,
    ]

    /// Every issue of `types` in `host`'s app now.
    static func issues(in host: TestHost, for types: XCUIAccessibilityAuditType) -> [XCUIAccessibilityAuditIssue] {
        let elements = AccessibilityTree.application(of: host).subtree.filter { $0.object != nil && $0.elementType != .window }
        var issues: [XCUIAccessibilityAuditIssue] = []
        for element in elements {
            let name = AccessibilityTreeDescription.line(for: element)
            func report(_ type: XCUIAccessibilityAuditType, _ compact: String, _ detail: String) {
                issues.append(XCUIAccessibilityAuditIssue(auditType: type, compactDescription: compact,
                                                          detailedDescription: "\(name): \(detail)",
                                                          element: boundElement(element, in: host)))
            }
            let isLeaf = (element.object as? UIView)?.isAccessibilityElement ?? true
            if types.contains(.sufficientElementDescription), isLeaf, element.elementType != .staticText,
               element.label.isEmpty {
                report(.sufficientElementDescription, "Element has no description",
                       "no accessibility label; VoiceOver reads only its type")
            }
            if types.contains(.hitRegion), controlTypes.contains(element.elementType),
               element.frame.width.rounded() < minimumTarget || element.frame.height.rounded() < minimumTarget {
                report(.hitRegion, "Hit region too small",
                       "\(format(element.frame.width)) × \(format(element.frame.height)) points, under 44 × 44")
            }
            guard isLeaf, let view = element.object as? UIView else { continue }
            for label in shownLabels(in: view) {
                if types.contains(.textClipped), let detail = clipping(of: label) {
                    report(.textClipped, "Text clipped", detail)
                }
                if types.contains(.contrast), let ratio = contrast(of: label), ratio < minimumContrast {
                    report(.contrast, "Contrast failed",
                           "text '\(label.text ?? "")' has a contrast of \(format(ratio)):1 with what is behind it, under 3:1")
                }
            }
        }
        return issues
    }

    /// An element that finds `element`'s object again when used.
    private static func boundElement(_ element: XCUIElementSnapshot, in host: TestHost) -> XCUIElement {
        let object = element.object
        return XCUIElementQuery(host: host, summary: "\(element.elementType.name) audited") { [unowned host] in
            AccessibilityTree.application(of: host).subtree.filter { $0.object === object }
        }.element
    }

    /// `view` and its shown subviews that are labels with text.
    private static func shownLabels(in view: UIView) -> [UILabel] {
        guard !view.isHidden, view.alpha >= 0.01 else { return [] }
        let own = (view as? UILabel).flatMap { $0.text?.isEmpty == false ? [$0] : nil } ?? []
        return own + view.subviews.flatMap(shownLabels)
    }

    /// Why `label`'s text does not all show, or nil when it does.
    private static func clipping(of label: UILabel) -> String? {
        let all = label.textRect(forBounds: CGRect(x: 0, y: 0, width: label.bounds.width, height: 1_000_000),
                                 limitedToNumberOfLines: 0).height
        let shown = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines).height
        guard all > shown + 0.5 else { return nil }
        return "text '\(label.text ?? "")' needs \(format(all)) points of height at width \(format(label.bounds.width)), "
            + "its label shows \(format(shown))"
    }

    /// The contrast ratio of `label`'s text with the colors behind it (WCAG 2's formula).
    private static func contrast(of label: UILabel) -> CGFloat? {
        guard let textColor = label.textColor else { return nil }
        let background = colorBehind(label)
        let text = blend(textColor, over: background)
        let first = luminance(text), second = luminance(background)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The color behind `view`'s content: the backgrounds of the view and its ancestors, blended from
    /// the first opaque one (else white) up.
    private static func colorBehind(_ view: UIView) -> RGB {
        var layers: [UIColor] = []
        var step: UIView? = view
        while let current = step {
            if let color = current.backgroundColor, components(color).alpha > 0 {
                layers.append(color)
                if components(color).alpha >= 1 { break }
            }
            step = current.superview
        }
        return layers.reversed().reduce(RGB(red: 1, green: 1, blue: 1)) { blend($1, over: $0) }
    }

    struct RGB {
        var red: CGFloat, green: CGFloat, blue: CGFloat
    }

    private static func components(_ color: UIColor) -> (rgb: RGB, alpha: CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (RGB(red: red, green: green, blue: blue), alpha)
    }

    private static func blend(_ color: UIColor, over base: RGB) -> RGB {
        let (rgb, alpha) = components(color)
        return RGB(red: rgb.red * alpha + base.red * (1 - alpha), green: rgb.green * alpha + base.green * (1 - alpha),
                   blue: rgb.blue * alpha + base.blue * (1 - alpha))
    }

    /// WCAG 2's relative luminance of an sRGB color.
    private static func luminance(_ color: RGB) -> CGFloat {
        func linear(_ value: CGFloat) -> CGFloat {
            value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    private static func format(_ value: CGFloat) -> String {
        String(format: "%.1f", Double(value))
    }
}
