import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// The focused control's state and content, the focus callbacks, and focus that must go.
@MainActor
@Suite struct UIFocusStateTests {
    @Test func theFocusedButtonShowsItsFocusedTitleAndColor() {
        let host = TestHost(device: .iPad)
        let button = FocusFixtures.button("Buy", CGRect(x: 20, y: 20, width: 120, height: 44), in: host.window)
        button.setTitle("Buy now", for: .focused)
        button.setTitleColor(.red, for: .focused)
        #expect(button.state == .normal && !button.isFocused)
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        #expect(button.isFocused)
        #expect(button.state == .focused)
        #expect(button.currentTitle == "Buy now" && button.currentTitleColor == .red)
        host.window.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Buy now" && button.titleLabel?.textColor == .red, "the label shows it")
        button.isSelected = true
        #expect(button.state == [.focused, .selected])
    }

    @Test func theFocusedViewDrawsARingInItsTintColor() {
        let host = TestHost(device: .iPad)
        let first = FocusFixtures.button("1", CGRect(x: 20, y: 20, width: 100, height: 44), in: host.window)
        first.tintColor = .red
        first.layer.cornerRadius = 10
        let second = FocusFixtures.button("2", CGRect(x: 20, y: 80, width: 100, height: 44), in: host.window)
        func rings(_ view: UIView) -> [DisplayCommand] {
            view.contentDisplayList.commands.filter { if case .stroke = $0 { true } else { false } }
        }
        #expect(rings(first).isEmpty)
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        #expect(rings(first) == [.stroke(CGRect(x: 1.5, y: 1.5, width: 97, height: 41), color: .red, lineWidth: 3,
                                         cornerRadius: 8.5)])
        #expect(host.window.takeDirtyRect()?.contains(first.frame) == true, "the ring is redrawn")
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        #expect(rings(first).isEmpty && rings(second).count == 1)
    }

    @Test func focusMovesTheFocusedStateAlong() {
        let host = TestHost(device: .iPad)
        let first = FocusFixtures.button("1", CGRect(x: 20, y: 20, width: 100, height: 44), in: host.window)
        let second = FocusFixtures.button("2", CGRect(x: 20, y: 80, width: 100, height: 44), in: host.window)
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        #expect(!first.state.contains(.focused) && second.state.contains(.focused))
        host.window.layoutIfNeeded()
        #expect(first.titleLabel?.text == "1")
    }

    private func focusedButton() -> (TestHost, UIView, UIButton) {
        let host = TestHost(device: .iPad)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.window.addSubview(parent)
        let button = FocusFixtures.button("B", CGRect(x: 20, y: 20, width: 100, height: 44), in: parent)
        button.setTitle("B focused", for: .focused)
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        return (host, parent, button)
    }

    @Test(arguments: ["hidden", "disabled", "transparent", "inert", "parent hidden", "removed", "parent removed",
                      "window hidden"])
    func focusIsClearedWhenItCannotStay(change: String) {
        let (host, parent, button) = focusedButton()
        #expect(button.isFocused)
        switch change {
        case "hidden": button.isHidden = true
        case "disabled": button.isEnabled = false
        case "transparent": button.alpha = 0
        case "inert": button.isUserInteractionEnabled = false
        case "parent hidden": parent.isHidden = true
        case "removed": button.removeFromSuperview()
        case "parent removed": parent.removeFromSuperview()
        default: host.window.isHidden = true
        }
        #expect(!button.isFocused)
        #expect(!button.state.contains(.focused))
        #expect(button.currentTitle == "B", "no stale focused content")
        #expect(host.window.focusSystem.focusedItem == nil)
    }

    @Test func changesThatKeepTheViewFocusableKeepFocus() {
        let (host, parent, button) = focusedButton()
        button.alpha = 0.5
        button.isSelected = true
        parent.addSubview(button)  // moved to the front of the same superview
        button.isHidden = false
        #expect(button.isFocused && host.window.focusSystem.focusedItem === button)
    }

    @Test func viewsAreAskedAndToldAboutTheChangeLeafFirst() {
        final class Log {
            var entries: [String] = []
        }
        final class Observer: UIView {
            let log: Log
            var allows = true
            let name: String
            init(_ name: String, log: Log) {
                self.name = name
                self.log = log
                super.init(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            }

                required init?(coder: NSCoder) {
                    return nil
                }
            override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
                log.entries.append("\(name).should")
                return allows
            }
            override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
                log.entries.append("\(name).did(\(context.previouslyFocusedView.map { "\(type(of: $0))" } ?? "nil")→\(context.nextFocusedView.map { "\(type(of: $0))" } ?? "nil"), \(context.focusHeading.rawValue))")
                coordinator.addCoordinatedAnimations({ self.log.entries.append("\(self.name).animations") },
                                                     completion: { self.log.entries.append("\(self.name).completion") })
            }
        }
        let log = Log()
        let host = TestHost(device: .iPad)
        let outer = Observer("outer", log: log)
        let inner = Observer("inner", log: log)
        host.window.addSubview(outer)
        outer.addSubview(inner)
        FocusFixtures.button("B", CGRect(x: 20, y: 20, width: 100, height: 44), in: inner)
        inner.allows = false
        #expect(!host.window.focusSystem.handleKeyPress(.keyboardTab))
        #expect(log.entries == ["inner.should"], "a veto stops the asking")
        #expect(host.window.focusSystem.focusedItem == nil)

        log.entries = []
        inner.allows = true
        #expect(host.window.focusSystem.handleKeyPress(.keyboardTab))
        #expect(log.entries == ["inner.should", "outer.should",
                                    "inner.did(nil→UIButton, 16)", "inner.animations",
                                    "outer.did(nil→UIButton, 16)", "outer.animations",
                                    "inner.completion", "outer.completion"])

        log.entries = []
        inner.allows = false
        inner.isHidden = true
        #expect(log.entries == ["inner.did(UIButton→nil, 0)", "inner.animations",
                                    "outer.did(UIButton→nil, 0)", "outer.animations",
                                    "inner.completion", "outer.completion"],
                "a focus that must go is not asked about")
        #expect(host.window.focusSystem.focusedItem == nil)
    }
}
