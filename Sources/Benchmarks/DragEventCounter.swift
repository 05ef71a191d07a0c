import OpenUIKit

/// Counts the control events a drag produces, as the drag-stream workload's check.
@MainActor
final class DragEventCounter {
    private(set) var dragEvents = 0
    private(set) var boundaryCrossings = 0
    private(set) var upInside = 0

    func observe(_ control: UIControl) {
        control.addTarget(self, action: DragEventCounter.dragged, for: [.touchDragInside, .touchDragOutside])
        control.addTarget(self, action: DragEventCounter.crossed, for: [.touchDragEnter, .touchDragExit])
        control.addTarget(self, action: DragEventCounter.liftedInside, for: .touchUpInside)
    }

    func reset() {
        dragEvents = 0
        boundaryCrossings = 0
        upInside = 0
    }

    func dragged() { dragEvents += 1 }
    func crossed() { boundaryCrossings += 1 }
    func liftedInside() { upInside += 1 }
}
