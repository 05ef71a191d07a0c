import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Choosing segments with real touches through TestHost, as iOS 13 and later behave.
@MainActor
@Suite struct UISegmentedControlTrackingTests {
    /// A host with a three-segment control at (0, 100, 300×32): segments 100 pt wide, centers at x 50,
    /// 150, 250; `.valueChanged` logs the selected index.
    private func fixture(selected: Int = 0) -> (TestHost, UISegmentedControl, Log) {
        let host = TestHost()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
        control.selectedSegmentIndex = selected
        host.window.addSubview(control)
        let log = Log()
        control.addAction(UIAction { [unowned control] _ in log.values.append(control.selectedSegmentIndex) },
                          for: .valueChanged)
        return (host, control, log)
    }

    @MainActor final class Log { var values: [Int] = [] }

    private func point(_ x: CGFloat) -> CGPoint { CGPoint(x: x, y: 116) }

    @Test func tappingAnotherSegmentSelectsItOnLiftAndSendsValueChangedOnce() {
        let (host, control, log) = fixture()
        let id = host.touchDown(at: point(250))
        #expect(control.selectedSegmentIndex == 0)
        #expect(control.highlightedSegmentIndex == 2)
        host.send(.up, at: point(250), pointer: id)
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.values == [2])
        #expect(control.highlightedSegmentIndex == nil)
    }

    @Test func tappingTheSelectedSegmentSendsNothing() {
        let (host, control, log) = fixture(selected: 1)
        host.tap(at: point(150))
        #expect(control.selectedSegmentIndex == 1 && log.values.isEmpty)
    }

    @Test func liftingOutsideAfterTouchingAnUnselectedSegmentChangesNothing() {
        let (host, control, log) = fixture()
        host.drag(from: point(150), to: CGPoint(x: 150, y: 300))
        #expect(control.selectedSegmentIndex == 0 && log.values.isEmpty)
    }

    @Test func draggingTheSelectionMovesTheThumbAndCommitsOnLift() {
        let (host, control, log) = fixture()
        let id = host.touchDown(at: point(50))
        host.send(.move, at: point(160), pointer: id)
        #expect(control.draggedSelectionIndex == 1)
        #expect(control.displayedSelectionIndex == 1)
        #expect(control.selectedSegmentIndex == 0)
        #expect(log.values.isEmpty)
        host.send(.move, at: point(900), pointer: id)
        #expect(control.draggedSelectionIndex == 2)
        host.send(.up, at: point(900), pointer: id)
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.values == [2])
    }

    @Test func theThumbSkipsDisabledSegmentsAndDisabledSegmentsIgnoreTouches() {
        let (host, control, log) = fixture()
        control.setEnabled(false, forSegmentAt: 1)
        host.tap(at: point(150))
        #expect(control.selectedSegmentIndex == 0 && log.values.isEmpty)
        let id = host.touchDown(at: point(50))
        host.send(.move, at: point(150), pointer: id)
        #expect(control.draggedSelectionIndex == 0)
        host.send(.up, at: point(150), pointer: id)
        #expect(control.selectedSegmentIndex == 0 && log.values.isEmpty)
    }

    @Test func draggingBackToTheStartSendsNothing() {
        let (host, control, log) = fixture(selected: 2)
        host.drag(from: point(250), to: point(40))
        #expect(control.selectedSegmentIndex == 0)
        host.drag(from: point(50), to: point(260))
        host.drag(from: point(250), to: point(250))
        #expect(log.values == [0, 2])
    }

    @Test func aMomentaryControlSendsOnEveryTapAndDrawsNoSelection() {
        let (host, control, log) = fixture(selected: UISegmentedControl.noSegment)
        control.isMomentary = true
        host.tap(at: point(150))
        host.tap(at: point(150))
        #expect(log.values == [1, 1])
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.displayedSelectionIndex == nil)
    }

    @Test func aSegmentsActionRunsBeforeValueChanged() {
        let host = TestHost()
        var order: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 100, width: 200, height: 32), actions: [
            UIAction(title: "List") { _ in order.append("list") },
            UIAction(title: "Grid") { action in order.append("grid from \(action.sender is UISegmentedControl)") },
        ])
        control.addAction(UIAction { _ in order.append("valueChanged") }, for: .valueChanged)
        host.window.addSubview(control)
        host.tap(at: CGPoint(x: 150, y: 116))
        #expect(order == ["grid from true", "valueChanged"])
    }

    @Test func aCancelledTouchChangesNothing() {
        let (host, control, log) = fixture()
        let id = host.touchDown(at: point(50))
        host.send(.move, at: point(250), pointer: id)
        host.send(.cancel, at: point(250), pointer: id)
        #expect(control.selectedSegmentIndex == 0 && log.values.isEmpty)
        #expect(control.draggedSelectionIndex == nil && control.displayedSelectionIndex == 0)
    }
}
