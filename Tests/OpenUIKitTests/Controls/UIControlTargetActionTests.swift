import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIControlTargetActionTests {
    @Test func typedMethodReferencesOfEveryShapeAreCalledWithTheSender() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        control.addTarget(recorder, action: ControlEventRecorder.tapped as (ControlEventRecorder) -> () -> Void,
                          for: .touchUpInside)
        control.addTarget(recorder, action: ControlEventRecorder.tapped(_:), for: .touchUpInside)
        control.addTarget(recorder, action: ControlEventRecorder.tapped(_:forEvent:), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(recorder.log == ["tapped", "tapped(sender)", "tapped(sender,event)"])
        #expect(recorder.senders.first === control)
    }

    @Test func typedRegistrationIsNamedAfterTargetTypeAndCallSite() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        for _ in 0..<2 {
            control.addTarget(recorder, action: ControlEventRecorder.tapped(_:), for: .touchDown)
        }
        let names = control.actions(forTarget: recorder, forControlEvent: .touchDown) ?? []
        #expect(names.count == 1)
        #expect(names.first?.hasPrefix("ControlEventRecorder@OpenUIKitTests/UIControlTargetActionTests.swift:") == true)
    }

    /// A target of a second type, registered from the same call site as ``ControlEventRecorder``.
    final class OtherTarget {
        func tapped() {}
    }

    /// One call site, the same line and column, registering methods of two target types.
    private func register<Target: AnyObject>(_ target: Target, _ method: @escaping (Target) -> () -> Void,
                                             on control: UIControl) {
        control.addTarget(target, action: method, for: .touchDown)
    }

    /// The name of a typed registration is built once per call site and target type and reused: the
    /// same site with another target type is named after that type, each again the same name.
    @Test func oneCallSiteNamesEachTargetTypeApart() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        let other = OtherTarget()
        for _ in 0..<2 {
            register(recorder, ControlEventRecorder.tapped, on: control)
            register(other, OtherTarget.tapped, on: control)
        }
        let recorderNames = control.actions(forTarget: recorder, forControlEvent: .touchDown) ?? []
        let otherNames = control.actions(forTarget: other, forControlEvent: .touchDown) ?? []
        #expect(recorderNames.count == 1 && otherNames.count == 1)
        let site = "@OpenUIKitTests/UIControlTargetActionTests.swift:"
        #expect(recorderNames.first?.hasPrefix("ControlEventRecorder" + site) == true)
        #expect(otherNames.first?.hasPrefix("OtherTarget" + site) == true)
        #expect(recorderNames.first?.dropFirst("ControlEventRecorder".count)
                    == otherNames.first?.dropFirst("OtherTarget".count))
    }

    /// A duplicate merges into one registration that moves to the end (UIControlTargetRegistrationTests).
    @Test func actionsRunInRegistrationOrderAndDuplicatesMerge() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        recorder.record(control, [("a", .touchUpInside), ("b", .touchUpInside)])
        recorder.record(control, [("a", .touchDown)])
        #expect(control.actions(forTarget: recorder, forControlEvent: .touchDown) == ["a"])
        #expect(control.actions(forTarget: recorder, forControlEvent: .touchUpInside) == ["b", "a"])
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchDown)
        #expect(recorder.log == ["b", "a", "a"])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test func actionsForTargetIsNilWhenNothingMatches() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        #expect(control.actions(forTarget: recorder, forControlEvent: .touchDown) == nil)
        recorder.record(control, [("a", .touchUpInside)])
        #expect(control.actions(forTarget: recorder, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
    }

    @Test func removeTargetWithNilTargetOrNilActionRemovesAll() {
        let control = UIControl(frame: .zero)
        let first = ControlEventRecorder(), second = ControlEventRecorder()
        first.record(control, [("a", [.touchDown, .touchUpInside]), ("b", .touchUpInside)])
        second.record(control, [("a", .touchUpInside)])

        control.removeTarget(first, action: Selector(named: "a"), for: .touchUpInside)
        #expect(control.actions(forTarget: first, forControlEvent: .touchUpInside) == ["b"])
        #expect(control.actions(forTarget: first, forControlEvent: .touchDown) == ["a"])

        control.removeTarget(nil, action: Selector(named: "a"), for: .allEvents)
        #expect(control.actions(forTarget: second, forControlEvent: .touchUpInside) == nil)
        #expect(control.allTargets == [AnyHashable(ObjectIdentifier(first))])

        control.removeTarget(first, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func allTargetsListsDistinctLiveTargetsAndNSNullForTheResponderChain() {
        let control = UIControl(frame: .zero)
        let first = ControlEventRecorder(), second = ControlEventRecorder()
        first.record(control, [("a", .touchDown), ("b", .touchDown)])
        second.record(control, [("a", .touchDown)])
        control.addTarget(nil, action: Selector(named: "chain"), for: .touchDown)
        let targets = control.allTargets
        #expect(targets.count == 3)
        #expect(targets.contains(ObjectIdentifier(first)) && targets.contains(ObjectIdentifier(second)))
        #expect(targets.contains { $0.base is NSNull })
        #expect(control.actions(forTarget: nil, forControlEvent: .touchDown) == ["chain"])
    }

    @Test func targetsAreHeldWeakly() {
        let control = UIControl(frame: .zero)
        weak var gone: ControlEventRecorder?
        do {
            let recorder = ControlEventRecorder()
            recorder.record(control, [("a", .touchDown)])
            gone = recorder
        }
        #expect(gone == nil)
        #expect(control.allTargets.isEmpty)
        let diagnostics = Diagnostics.record { control.sendActions(for: .touchDown) }
        #expect(diagnostics.isEmpty)
    }

    @Test func nilTargetGoesUpTheResponderChain() {
        final class Screen: UIView {
            var received: [AnyObject] = []
            func save(_ sender: UIControl) { received.append(sender) }
        }
        let host = TestHost()
        let screen = Screen(frame: host.window.bounds)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        host.window.addSubview(screen)
        screen.addSubview(control)
        control.addTarget(nil, action: Selector("save:", Screen.save), for: .touchUpInside)
        host.tap(control)
        #expect(screen.received.count == 1 && screen.received.first === control)
    }

    @Test func anActionRemovedDuringDispatchDoesNotRunAndOneAddedRunsNextTime() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        control.addAction(UIAction { [unowned control] _ in
            recorder.log.append("first")
            control.removeTarget(recorder, action: nil, for: .allEvents)
            recorder.record(control, [("added", .touchDown)])
        }, for: .touchDown)
        recorder.record(control, [("second", .touchDown)])
        control.sendActions(for: .touchDown)
        #expect(recorder.log == ["first"])
        control.sendActions(for: .touchDown)
        #expect(recorder.log == ["first", "first"])
    }

    @Test func sendActionIsTheInterceptionPoint() {
        final class Swallowing: UIControl {
            var intercepted: [String] = []
            override func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
                intercepted.append(action.name)
                if action.name != "swallowed" { super.sendAction(action, to: target, for: event) }
            }
        }
        let control = Swallowing(frame: .zero)
        let recorder = ControlEventRecorder()
        recorder.record(control, [("swallowed", .touchDown), ("delivered", .touchDown)])
        control.sendActions(for: .touchDown)
        #expect(control.intercepted == ["swallowed", "delivered"])
        #expect(recorder.log == ["delivered"])
    }

    @Test func addingWithoutEventsIsRefusedWithAWarning() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        let diagnostics = Diagnostics.record {
            recorder.record(control, [("a", [])])
            control.addAction(UIAction { _ in }, for: [])
        }
        #expect(diagnostics.map(\.code) == ["control.addTargetWithoutEvents", "control.addActionWithoutEvents"])
        #expect(control.allControlEvents.isEmpty)
    }

    // MARK: UIAction

    @Test func uiActionRunsWithTheControlAsSender() {
        let control = UIControl(frame: .zero)
        var senders: [Any?] = []
        let action = UIAction(title: "Go", identifier: UIAction.Identifier("go")) { senders.append($0.sender) }
        defer { senders = [] }  // the control holds the action, whose closure holds what it saw: break the cycle
        #expect(action.title == "Go")
        control.addAction(action, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(senders.count == 1 && (senders.first as? UIControl) === control)
        #expect(action.sender == nil)
    }

    @Test func aNestedPerformOfTheSameActionRestoresTheOuterSender() {
        let outer = UIControl(frame: .zero)
        let inner = UIControl(frame: .zero)
        var seen: [(phase: String, sender: UIControl?)] = []
        defer { seen = [] }  // the controls hold the action, whose closure holds what it saw: break the cycle
        let action = UIAction { [unowned outer, unowned inner] action in
            seen.append(("before", action.sender as? UIControl))
            if action.sender as? UIControl === outer { inner.sendActions(for: .touchUpInside) }
            seen.append(("after", action.sender as? UIControl))
        }
        outer.addAction(action, for: .touchUpInside)
        inner.addAction(action, for: .touchUpInside)
        outer.sendActions(for: .touchUpInside)
        #expect(seen.map(\.phase) == ["before", "before", "after", "after"])
        #expect(seen.map { $0.sender.map(ObjectIdentifier.init) } == [outer, inner, inner, outer].map(ObjectIdentifier.init),
                "the outer handler reads its own sender after the nested perform returns")
        #expect(action.sender == nil, "no sender once every perform has returned")
    }

    @Test func uiActionWithTheSameIdentifierReplacesTheRegisteredOne() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        control.addAction(UIAction(identifier: UIAction.Identifier("x")) { _ in log.append("old") }, for: .touchDown)
        control.addAction(UIAction { _ in log.append("other") }, for: .touchDown)
        control.addAction(UIAction(identifier: UIAction.Identifier("x")) { _ in log.append("new") }, for: .touchUpInside)
        control.sendActions(for: [.touchDown])
        control.sendActions(for: [.touchUpInside])
        #expect(log == ["new", "other", "new"])
    }

    @Test func removeActionByInstanceAndByIdentifier() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let a = UIAction { _ in log.append("a") }
        let b = UIAction(identifier: UIAction.Identifier("b")) { _ in log.append("b") }
        control.addAction(a, for: [.touchDown, .touchUpInside])
        control.addAction(b, for: .touchDown)
        control.removeAction(a, for: .touchDown)
        control.removeAction(identifiedBy: UIAction.Identifier("b"), for: .touchDown)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["a"])
        #expect(control.allControlEvents == .touchUpInside)
    }
}
