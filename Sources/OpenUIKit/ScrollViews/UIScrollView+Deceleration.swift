import Foundation

/// The content moving on its own after the finger lifts, one step per 60 Hz frame on the scheduler.
extension UIScrollView {
    /// The time between steps: one frame of a 60 Hz display, as Core Animation would draw it.
    static let motionFrameInterval: TimeInterval = 1.0 / 60

    /// Starts the motion from the current offset at `velocity` (points per second, as the offset
    /// grows), springing to the given targets on each axis or decelerating where there is none. After
    /// a drag it tells the delegate ``UIScrollViewDelegate/scrollViewDidEndDragging(_:willDecelerate:)``
    /// and, when the content moves, ``UIScrollViewDelegate/scrollViewWillBeginDecelerating(_:)``.
    func startMotion(velocity: CGPoint, targets: (x: CGFloat?, y: CGFloat?), afterDrag: Bool = false) {
        stopMotion()
        let range = contentOffsetRange
        let rate = decelerationRate.rawValue
        let offset = contentOffset
        let next = (x: ScrollAxisMotion(position: offset.x, velocity: velocity.x, minimum: range.minX,
                                        maximum: range.maxX, rate: rate, bounces: bounces, target: targets.x),
                    y: ScrollAxisMotion(position: offset.y, velocity: velocity.y, minimum: range.minY,
                                        maximum: range.maxY, rate: rate, bounces: bounces, target: targets.y))
        let decelerates = !next.x.isFinished || !next.y.isFinished
        // A motion that is over before it starts (a slow release) lands where it rests at once.
        applyContentOffset(CGPoint(x: next.x.position, y: next.y.position))
        if afterDrag { delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates) }
        if !decelerates { scheduleScrollIndicatorHide() }
        guard decelerates, !isDragging, motion == nil else { return }
        motion = next
        isDecelerating = true
        if afterDrag { delegate?.scrollViewWillBeginDecelerating(self) }
        scheduleMotionStep()
    }

    /// Stops the motion where it is, without telling the delegate.
    func stopMotion() {
        if let motionTimer { owningRuntime.scheduler.cancel(motionTimer) }
        motionTimer = nil
        motion = nil
        isDecelerating = false
    }

    private func scheduleMotionStep() {
        motionTimer = owningRuntime.scheduler.schedule(after: Self.motionFrameInterval) { [weak self] in
            self?.stepMotion()
        }
    }

    /// One frame: both axes move on; when both rest, the deceleration ends and the delegate hears
    /// ``UIScrollViewDelegate/scrollViewDidEndDecelerating(_:)``.
    private func stepMotion() {
        motionTimer = nil
        guard var current = motion else { return }
        current.x.step(by: Self.motionFrameInterval)
        current.y.step(by: Self.motionFrameInterval)
        motion = current
        applyContentOffset(CGPoint(x: current.x.position, y: current.y.position))
        // The delegate may have stopped or restarted the motion from scrollViewDidScroll.
        guard motionTimer == nil, motion != nil else { return }
        guard current.x.isFinished && current.y.isFinished else { return scheduleMotionStep() }
        motion = nil
        isDecelerating = false
        scheduleScrollIndicatorHide()
        delegate?.scrollViewDidEndDecelerating(self)
    }
}
