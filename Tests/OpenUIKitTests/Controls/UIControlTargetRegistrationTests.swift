import Foundation
import Testing
import OpenUIKit

/// Target-action registration as UIKit's `UIControl` keeps it.
@MainActor
@Suite struct UIControlTargetRegistrationTests {
    @Test func addingARegisteredPairAgainMergesTheEventsAndMovesItToTheEnd() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        let first = Selector("first", { (r: ControlEventRecorder) in { r.log.append("first") } })
        let second = Selector("second", { (r: ControlEventRecorder) in { r.log.append("second") } })
        control.addTarget(recorder, action: first, for: .touchUpInside)
        control.addTarget(recorder, action: second, for: .touchUpInside)
        control.addTarget(recorder, action: first, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(recorder.log == ["second", "first"])
        #expect(control.actions(forTarget: recorder, forControlEvent: .valueChanged) == ["first"])
    }

    @Test func removingEveryTargetAndActionRemovesUIActionsToo() {
        let control = UIControl(frame: .zero)
        var performed = 0
        control.addAction(UIAction { _ in performed += 1 }, for: .touchUpInside)
        control.removeTarget(nil, action: nil, for: .allEvents)
        control.sendActions(for: .touchUpInside)
        #expect(performed == 0)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func removingByTargetOrActionLeavesUIActions() {
        let control = UIControl(frame: .zero)
        var performed = 0
        control.addAction(UIAction { _ in performed += 1 }, for: .touchUpInside)
        control.removeTarget(nil, action: Selector(named: "tapped"), for: .allEvents)
        control.removeTarget(ControlEventRecorder(), action: nil, for: .allEvents)
        control.sendActions(for: .touchUpInside)
        #expect(performed == 1)
    }

    @Test func actionsForTargetNeedEveryBitOfTheEventAskedAbout() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        control.addTarget(recorder, action: Selector(named: "down"), for: .touchDown)
        control.addTarget(recorder, action: Selector(named: "both"), for: [.touchDown, .touchUpInside])
        #expect(control.actions(forTarget: recorder, forControlEvent: .touchDown) == ["down", "both"])
        #expect(control.actions(forTarget: recorder, forControlEvent: [.touchDown, .touchUpInside]) == ["both"])
        #expect(control.actions(forTarget: recorder, forControlEvent: [.touchDown, .valueChanged]) == nil)
    }

    @Test func allTargetsHoldsNSNullForResponderChainRegistrations() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        let responder = UIResponder()
        control.addTarget(recorder, action: Selector(named: "a"), for: .touchUpInside)
        control.addTarget(nil, action: Selector(named: "copy:"), for: .touchUpInside)
        control.addTarget(responder, action: Selector(named: "b"), for: .valueChanged)
        control.addAction(UIAction { _ in }, for: .touchDown)
        let targets: Set<AnyHashable> = control.allTargets
        #expect(targets.count == 3)
        // Not `contains(NSNull())`: Foundation on Linux hashes NSNull differently on each call.
        #expect(targets.contains { $0.base is NSNull })
        #expect(targets.contains(responder))
        #expect(targets.contains(AnyHashable(ObjectIdentifier(recorder))))
    }
}
