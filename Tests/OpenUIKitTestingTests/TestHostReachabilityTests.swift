import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `TestHost.tap(_:)` on a view a finger could not reach fails the test, saying why, and taps nothing.
@MainActor
@Suite struct TestHostReachabilityTests {
    private func counted(in host: TestHost, taps: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.addAction(UIAction { _ in taps() }, for: .touchUpInside)
        host.window.addSubview(button)
        return button
    }

    private func expectTapFails(_ host: TestHost, _ view: UIView, saying reason: String) {
        withKnownIssue {
            host.tap(view)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Failed to tap <UIButton 'Send'>") && $0.rawValue.contains(reason) }
        }
    }

    @Test func tappingAReachableViewTaps() {
        let host = TestHost()
        var taps = 0
        host.tap(counted(in: host) { taps += 1 })
        #expect(taps == 1)
    }

    @Test func tappingAHiddenViewFails() {
        let host = TestHost()
        var taps = 0
        let button = counted(in: host) { taps += 1 }
        button.isHidden = true
        expectTapFails(host, button, saying: "it is hidden (it has isHidden true)")
        #expect(taps == 0)
    }

    @Test func tappingAViewInAHiddenOrNonInteractiveContainerFailsNamingTheContainer() {
        let host = TestHost()
        var taps = 0
        let container = UIView(frame: host.window.bounds)
        container.accessibilityIdentifier = "form"
        host.window.addSubview(container)
        let button = counted(in: host) { taps += 1 }
        container.addSubview(button)
        container.isUserInteractionEnabled = false
        expectTapFails(host, button, saying: "its ancestor <UIView 'form'> has isUserInteractionEnabled false")
        container.isUserInteractionEnabled = true
        container.alpha = 0
        expectTapFails(host, button, saying: "it is transparent")
        #expect(taps == 0)
    }

    @Test func tappingACoveredViewFailsNamingWhatCoversIt() {
        let host = TestHost()
        var taps = 0
        let button = counted(in: host) { taps += 1 }
        let overlay = UILabel(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        overlay.isUserInteractionEnabled = true
        overlay.text = "Banner"
        host.window.addSubview(overlay)
        expectTapFails(host, button, saying: "covered by <UILabel 'Banner'>")
        #expect(taps == 0)
    }

    @Test func tappingAViewOutsideTheWindowFails() {
        let host = TestHost()
        var taps = 0
        let button = counted(in: host) { taps += 1 }
        button.frame.origin.x = 500
        expectTapFails(host, button, saying: "is outside the window")
        let loose = UIButton(type: .system)
        loose.setTitle("Send", for: .normal)
        expectTapFails(host, loose, saying: "it is not in a window")
        #expect(taps == 0)
    }

    @Test func aDisabledControlIsStillTappedAsUIKitDeliversTheTouch() {
        let host = TestHost()
        var taps = 0
        let button = counted(in: host) { taps += 1 }
        button.isEnabled = false
        host.tap(button)
        #expect(taps == 0)
    }

    @Test func advanceLaysOutBeforeItReturns() {
        let host = TestHost()
        final class Column: UIView {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 44)
            }
        }
        let column = Column(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        column.addSubview(UIView())
        host.window.addSubview(column)
        host.advance(by: 0)
        let before = column.layouts
        column.frame.size.width = 200
        host.advance(by: 0.01)
        #expect(column.layouts == before + 1)
        #expect(column.subviews[0].frame.width == 200)
    }
}
