import Foundation
import Testing
@testable import OpenUIKit

@MainActor
private final class Controller {
    var calls: [String] = []
    func plain() { calls.append("plain") }
    func withSender(_ sender: UIView) { calls.append("sender \(sender.tag)") }
    func withEvent(_ sender: UIView, forEvent event: UIEvent?) { calls.append("event \(sender.tag) \(event == nil)") }
}

@MainActor
private final class Unrelated {}

@MainActor
@Suite struct SelectorTests {
    private func sender(tag: Int) -> UIView {
        let view = UIView()
        view.tag = tag
        return view
    }

    @Test func theThreeMethodShapes() {
        let controller = Controller()
        #expect(Selector("plain", Controller.plain).invoke(on: controller, sender: nil, event: nil))
        #expect(Selector("withSender:", Controller.withSender).invoke(on: controller, sender: sender(tag: 1), event: nil))
        #expect(Selector("withEvent:forEvent:", Controller.withEvent).invoke(on: controller, sender: sender(tag: 2), event: nil))
        #expect(controller.calls == ["plain", "sender 1", "event 2 true"])
    }

    @Test func aWrongSenderTypeIsNotCalledAndReported() {
        let controller = Controller()
        var result = true
        let diagnostics = Diagnostics.record {
            result = Selector("withSender:", Controller.withSender).invoke(on: controller, sender: "a string", event: nil)
        }
        #expect(!result)
        #expect(controller.calls.isEmpty)
        #expect(diagnostics.map(\.code) == ["action.unrecognizedSelector"])
    }

    @Test func aWrongTargetTypeIsNotCalledAndReported() {
        var result = true
        let diagnostics = Diagnostics.record {
            result = Selector("plain", Controller.plain).invoke(on: Unrelated(), sender: nil, event: nil)
        }
        #expect(!result)
        #expect(diagnostics.map(\.code) == ["action.unrecognizedSelector"])
    }

    @Test func aNameOnlySelectorPerformsNothingAndReports() {
        let controller = Controller()
        var result = true
        let diagnostics = Diagnostics.record {
            result = Selector(named: "plain").invoke(on: controller, sender: nil, event: nil)
        }
        #expect(!result)
        #expect(controller.calls.isEmpty)
        #expect(diagnostics.map(\.code) == ["action.unrecognizedSelector"])
        #expect(!Selector(named: "plain").isImplemented(by: controller))
    }

    @Test func aNameOnlySelectorsDiagnosticShowsTheTypedFormInsteadOfSayingTheMethodIsMissing() throws {
        let diagnostics = Diagnostics.record {
            Selector(named: "withSender:").invoke(on: Controller(), sender: nil, event: nil)
        }
        let message = try #require(diagnostics.first?.message)
        #expect(message.contains("Selector(\"withSender:\", Controller.withSender)"))
        #expect(message.contains("addTarget(self, action: Controller.withSender, for: …)"))
        #expect(!message.contains("does not respond"))
    }

    @Test func isImplementedByChecksTheTargetType() {
        let selector = Selector("plain", Controller.plain)
        #expect(selector.isImplemented(by: Controller()))
        #expect(!selector.isImplemented(by: Unrelated()))
    }

    @Test func equalityAndHashingAreByName() {
        let typed = Selector("plain", Controller.plain)
        let named = Selector(named: "plain")
        #expect(typed == named)
        #expect(typed.hashValue == named.hashValue)
        #expect(typed != Selector("other", Controller.plain))
        #expect(Set([typed, named]).count == 1)
        #expect(typed.description == "plain")
        #expect(typed.name == "plain")
    }
}
