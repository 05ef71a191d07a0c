import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `TestHost.performAccessibilityAudit()`: unlabeled elements, small targets, clipped text and low
/// contrast fail the test, as XCUITest's audit does; an accessible screen passes.
@MainActor
@Suite struct AccessibilityAuditTests {
    private func button(_ title: String?, frame: CGRect, in host: TestHost) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        host.window.addSubview(button)
        return button
    }

    @Test func anAccessibleScreenPasses() throws {
        let host = TestHost()
        _ = button("Download", frame: CGRect(x: 20, y: 100, width: 160, height: 44), in: host)
        let label = UILabel(frame: CGRect(x: 20, y: 160, width: 300, height: 30))
        label.text = "Ready"
        host.window.addSubview(label)
        #expect(host.accessibilityAuditIssues().isEmpty)
        try host.performAccessibilityAudit()
    }

    @Test func anImageOnlyButtonWithoutALabelHasNoDescription() throws {
        let host = TestHost()
        let share = button(nil, frame: CGRect(x: 20, y: 100, width: 44, height: 44), in: host)
        share.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        let issues = host.accessibilityAuditIssues()
        #expect(issues.map(\.auditType) == [.sufficientElementDescription])
        share.accessibilityLabel = "Share"
        #expect(host.accessibilityAuditIssues().isEmpty)
    }

    @Test func aControlUnder44PointsHasTooSmallAHitRegion() throws {
        let host = TestHost()
        _ = button("x", frame: CGRect(x: 20, y: 100, width: 30, height: 30), in: host)
        let issues = host.accessibilityAuditIssues(for: .hitRegion)
        #expect(issues.count == 1)
        #expect(issues.first?.detailedDescription.contains("30.0 × 30.0 points") == true)
        #expect(issues.first?.element?.label == "x")
    }

    @Test func aLabelTooSmallForItsTextIsClipped() throws {
        let host = TestHost()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 60, height: 20))
        label.text = "A sentence far too long for this label"
        host.window.addSubview(label)
        #expect(host.accessibilityAuditIssues(for: .textClipped).count == 1)
        label.numberOfLines = 0
        label.frame.size = CGSize(width: 60, height: 1000)
        #expect(host.accessibilityAuditIssues(for: .textClipped).isEmpty)
    }

    @Test func lightGrayTextOnWhiteHasTooLittleContrast() throws {
        let host = TestHost()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 30))
        label.text = "Terms apply"
        label.textColor = UIColor(white: 0.85, alpha: 1)
        host.window.addSubview(label)
        #expect(host.accessibilityAuditIssues(for: .contrast).map(\.auditType) == [.contrast])
        label.backgroundColor = .black
        #expect(host.accessibilityAuditIssues(for: .contrast).isEmpty)
    }

    @Test func unhandledIssuesFailTheTestAndHandledOnesDoNot() throws {
        let host = TestHost()
        _ = button("x", frame: CGRect(x: 20, y: 100, width: 30, height: 30), in: host)
        try host.performAccessibilityAudit { $0.auditType == .hitRegion }
        try withKnownIssue {
            try host.performAccessibilityAudit()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Hit region too small") }
        }
    }

    @Test func whatASheetHidesIsNotAudited() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        _ = button("x", frame: CGRect(x: 20, y: 100, width: 30, height: 30), in: host)
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        host.advance(by: 1)
        #expect(host.accessibilityAuditIssues(for: .hitRegion).isEmpty)
    }
}
