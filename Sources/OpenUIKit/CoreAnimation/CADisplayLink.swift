import Foundation

/// A timer in step with the display, as Core Animation's `CADisplayLink`, on the engine's clock.
///
/// Added to the main run loop, the link sends its selector to its target once per display frame:
/// every 1/60 s (the modelled displays refresh at 60 Hz, ``UIScreen/maximumFramesPerSecond``), on the
/// frame grid of the runtime's clock — the multiples of 1/60 s of ``Scheduler/now`` — so a test that
/// advances by half a second gets 30 calls, and a host's window redraws after each. As Apple documents:
/// - the link **retains its target**, and the run loop retains the link, until ``invalidate()``; a
///   link left running keeps its target alive, as in UIKit;
/// - ``timestamp`` is the time of the frame that fired (the last frame shown), ``targetTimestamp`` the
///   next frame's, which is when what the callback draws appears; both on the clock of
///   `CACurrentMediaTime()`;
/// - a lower ``preferredFramesPerSecond`` (or ``preferredFrameRateRange``) fires every second, third…
///   frame: the display's rate divided by a whole number, the one nearest the rate asked for;
/// - ``isPaused`` stops the calls without leaving the run loop; frames missed while the clock jumped
///   (a host that stalled) are skipped, not called late one after another;
/// - it fires only while the run loop runs in one of the modes it was added for: add it for `.common`
///   to keep it going while a control tracks a touch.
@MainActor
public final class CADisplayLink: NSObject {
    /// The display's frame interval: 1/60 s.
    public var duration: CFTimeInterval { Self.frameInterval }
    /// When the frame that fired last was shown; 0 before the first call.
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame will be shown, which is when what the callback draws appears; 0 before the
    /// first call.
    public private(set) var targetTimestamp: CFTimeInterval = 0

    /// Whether calls are suspended. The link stays in its run loop; unpausing resumes at the next frame.
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            if isPaused { unschedule() } else { scheduleNextFrame() }
        }
    }

    /// The calls wanted a second; 0 (the default) is the display's rate. The link fires on every frame
    /// whose number is a multiple of the display's rate over this, rounded to a whole number of frames.
    public var preferredFramesPerSecond = 0 {
        didSet { if preferredFramesPerSecond < 0 { preferredFramesPerSecond = 0 } }
    }

    /// The rates wanted (iOS 15); ``CAFrameRateRange/default`` (the default) defers to
    /// ``preferredFramesPerSecond``.
    public var preferredFrameRateRange = CAFrameRateRange.default

    /// 60 Hz, the modelled displays' rate.
    static let framesPerSecond = 60
    static let frameInterval: CFTimeInterval = 1 / CFTimeInterval(framesPerSecond)

    private var target: AnyObject?
    private let selector: Selector
    /// The run loop's scheduler, once added; the modes it was added for.
    private var scheduler: Scheduler?
    private var modes: [RunLoop.Mode] = []
    private var token: Scheduler.Token?
    private var isValid = true

    /// A link that sends `selector` to `target`, with itself as the argument, once per frame after it
    /// is added to a run loop; it retains `target` until invalidated.
    public init(target: Any, selector: Selector) {
        self.target = target as AnyObject
        self.selector = selector
        super.init()
    }

    /// Starts calling on `runloop` (the main one: the engine's scheduler) in `mode`; adding it for
    /// another mode adds that mode. An invalidated link is not added.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid, !modes.contains(mode) else { return }
        scheduler = scheduler ?? Scheduler.main
        modes.append(mode)
        unschedule()
        scheduleNextFrame()
    }

    /// Stops calling in `mode`; with no mode left the run loop lets the link go.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let index = modes.firstIndex(of: mode) else { return }
        modes.remove(at: index)
        unschedule()
        scheduleNextFrame()
    }

    /// Removes the link from every run loop mode and releases its target, for good.
    public func invalidate() {
        isValid = false
        modes = []
        unschedule()
        target = nil
    }

    /// How many display frames apart the calls are.
    private var framesBetweenCalls: Int {
        let requested = preferredFrameRateRange == .default
            ? Float(preferredFramesPerSecond) : preferredFrameRateRange.requestedRate
        guard requested > 0 else { return 1 }
        return max(1, Int((Float(Self.framesPerSecond) / requested).rounded()))
    }

    /// Schedules the call at the first frame of the grid, after now, whose number the call interval
    /// divides.
    private func scheduleNextFrame() {
        guard isValid, !isPaused, token == nil, let scheduler, !modes.isEmpty else { return }
        let step = framesBetweenCalls
        let frame = (scheduler.now / Self.frameInterval).rounded(.down)
        var next = ((frame / Double(step)).rounded(.down) + 1) * Double(step)
        if next * Self.frameInterval <= scheduler.now { next += Double(step) }
        let fireTime = next * Self.frameInterval
        token = scheduler.schedule(after: fireTime - scheduler.now, inModes: modes) { [self] in
            token = nil
            fire(at: fireTime)
        }
    }

    private func unschedule() {
        if let token, let scheduler { scheduler.cancel(token) }
        token = nil
    }

    /// Calls the target for the frame due at `time`, or for the frame of now when the run loop ran
    /// in another mode past it (the frames between are skipped).
    private func fire(at time: CFTimeInterval) {
        guard isValid, let target, let scheduler else { return }
        let currentFrame = (scheduler.now / Self.frameInterval + 1e-9).rounded(.down) * Self.frameInterval
        timestamp = max(time, currentFrame)
        targetTimestamp = timestamp + Self.frameInterval
        scheduleNextFrame()
        selector.invoke(on: target, sender: self, event: nil)
    }
}
