import Foundation

/// Turns raw ``PointerInput`` into `UITouch` objects and `UIEvent` dispatch.
///
/// It owns the live touches (one per pointer id), the application's single touch event, and the
/// memory of the last tap that multi-tap counting needs. Every rule about malformed input lives here,
/// so nothing downstream ever sees an impossible sequence — including a down for a pointer whose
/// touch is still live in another or a released window, which cancels that touch first (see `begin`).
@MainActor
final class TouchInputRouter {
    // `@exclusivity(unchecked)` below: main-actor state; the checks were 5.2 % of a dispatch-only click
    // (docs/Performance.md, "Exclusivity checks").
    /// The live touches, in the order they went down. A list searched by pointer id rather than a
    /// dictionary: a handful of touches at most, and hashing the id four times per click was a
    /// twentieth of a dispatch-only click (issue 7). The order also makes the stationary touches of
    /// an event come in a fixed order (down order), where a dictionary's differed between processes.
    @exclusivity(unchecked) private var activeTouches: [UITouch] = []
    private let event = UIEvent(type: .touches)
    @exclusivity(unchecked) private var lastTimestamp: TimeInterval = -.infinity
    @exclusivity(unchecked)
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int, window: ObjectIdentifier)?
    /// Pointers whose touch the engine cancelled (its view left the window) while the pointer is still
    /// down: their remaining moves and their up/cancel are well-formed input with nowhere to go, so they
    /// are dropped silently rather than reported as `touch.withoutDown`.
    @exclusivity(unchecked) private var cancelledPointers: Set<Int> = []
    /// The event's touch list, kept from dispatch to dispatch (emptied, keeping its capacity): a new
    /// array per pointer event, and freeing it, was measurable in a dispatch-only click (issue 7).
    @exclusivity(unchecked) private var touchListStorage: [UITouch] = []

    /// How deep the view moves that hold input are (``beginHoldingInput()``), and the input they
    /// held, in arrival order.
    private var inputHoldDepth = 0
    private var heldInput: [(input: PointerInput, window: UIWindow, application: UIApplication)] = []

    /// How many touches are currently down.
    var activeTouchCount: Int { activeTouches.count }

    /// From now until the matching ``endHoldingInput()``, pointer input is kept rather than handled:
    /// a view is leaving its place in the tree (`removeFromSuperview()`, a move to another
    /// superview), and input that one of the callbacks this runs sends — a control's `.touchCancel`
    /// action putting a finger down again — must meet the tree as it will be, not a view halfway
    /// out. In UIKit such input cannot even arrive then: it waits in the event queue until the
    /// action returns. Holds nest.
    func beginHoldingInput() {
        inputHoldDepth += 1
    }

    /// Ends a hold; when the outermost ends, the input it kept is handled in arrival order — still
    /// held meanwhile, so input that handling it sends waits its turn behind what arrived before.
    func endHoldingInput() {
        if inputHoldDepth == 1 {
            while !heldInput.isEmpty {
                let entry = heldInput.removeFirst()
                deliver(entry.input, in: entry.window, application: entry.application)
            }
        }
        inputHoldDepth -= 1
    }

    /// The app is going away with fingers still down: their touches let go of their views. A control
    /// tracking a touch holds it, and the touch holds the control (its view, strong as UIKit's): no end
    /// will come to break that cycle, which kept the control, its window and everything in it alive
    /// (LeakSanitizer, issue 25). A control tracking such a touch also lets go of the scheduler it
    /// counts tracking on, whose timers may hold the control. Here rather than weak references:
    /// nothing on the click path.
    isolated deinit {
        for touch in activeTouches {
            (touch.view as? UIControl)?.trackingModeScheduler = nil
            touch.view = nil
        }
    }

    /// Handles `input` — or keeps it for later while a view move holds input
    /// (``beginHoldingInput()``).
    func handle(_ input: PointerInput, in window: UIWindow, application: UIApplication) {
        if inputHoldDepth > 0 {
            heldInput.append((input, window, application))
            return
        }
        deliver(input, in: window, application: application)
    }

    /// Handles `input` now (see ``handle(_:in:application:)``).
    private func deliver(_ input: PointerInput, in window: UIWindow, application: UIApplication) {
        var phase = input.phase
        var location = input.location
        var timestamp = input.timestamp ?? (application.runtime?.scheduler ?? Scheduler.main).now
        let isEnd = phase == .up || phase == .cancel

        // `isEmpty` first: almost always true, and it spares hashing the id for every event.
        if !cancelledPointers.isEmpty && cancelledPointers.contains(input.id) && activeTouch(input.id) == nil {
            // The rest of a stream whose touch the engine already cancelled: nothing to deliver. A down
            // starts a new stream (the host's up was lost), so it is handled normally.
            if isEnd { cancelledPointers.remove(input.id) }
            if phase != .down { return }
            cancelledPointers.remove(input.id)
        }
        if !timestamp.isFinite || timestamp < lastTimestamp {
            guard isEnd else {
                Diagnostics.warn("touch.timeWentBackwards",
                                 "Pointer \(input.id) \(phase) at t=\(timestamp) is before t=\(lastTimestamp); ignored.")
                return
            }
            // An end is never dropped (a lost up would leave a control highlighted): it is delivered at
            // the last time seen, and still reported.
            Diagnostics.warn("touch.timeWentBackwards",
                             "Pointer \(input.id) \(phase) at t=\(timestamp) is before t=\(lastTimestamp); delivered at t=\(lastTimestamp).")
            timestamp = max(lastTimestamp, 0)
        }
        if !location.isFinite {
            guard isEnd else {
                Diagnostics.warn("touch.invalidLocation",
                                 "Pointer \(input.id) \(phase) at a non-finite location \(location); ignored.")
                return
            }
            // Where an up at an unknown place would land is unknowable, so it must not count as a tap
            // there: the touch is cancelled at its last known location instead.
            Diagnostics.warn("touch.invalidLocation",
                             "Pointer \(input.id) \(phase) at a non-finite location \(location); delivered as a cancel.")
            phase = .cancel
            location = activeTouch(input.id)?.locationInWindow ?? .zero
        }

        switch phase {
        case .down:
            begin(input.id, at: location, time: timestamp, in: window, application: application)
        case .move, .up, .cancel:
            guard let touch = activeTouch(input.id), touch.began(in: window) else {
                Diagnostics.warn("touch.withoutDown", "Pointer \(input.id) \(phase) without a down; ignored.")
                return
            }
            update(touch, to: phase, at: location, time: timestamp, application: application)
        }
        lastTimestamp = max(lastTimestamp, timestamp)
    }

    /// Cancels the live touches in `window` whose view matches — views leaving the window — delivering
    /// `touchesCancelled`, in pointer order. Returns whether there were any.
    @discardableResult
    func cancelTouches(in window: UIWindow, where matches: (UIView) -> Bool) -> Bool {
        let doomed = activeTouches.filter { touch in
            touch.began(in: window) && touch.view.map(matches) == true
        }.sorted { $0.pointerID < $1.pointerID }
        guard !doomed.isEmpty else { return false }
        for touch in doomed {
            cancelledPointers.insert(touch.pointerID)
            touch.isCancelledByViewRemoval = true
            update(touch, to: .cancel, at: touch.locationInWindow, time: max(lastTimestamp, touch.timestamp),
                   application: window.application)
        }
        return true
    }

    // MARK: Phases

    /// Begins the touch of pointer `id`. A pointer has one touch at a time, so a second down in the
    /// same window is malformed and ignored (`touch.duplicateDown`). A down in a window other than the
    /// one the pointer's live touch began in (or after that window was released) means that touch's
    /// end went elsewhere or nowhere (its window was released mid-touch; the key
    /// window changed and `UIApplication.handle(_:in:)` routed the up to the new one). UIKit cannot
    /// get there (the system owns the touch stream), so this is our rule: the stale touch is cancelled
    /// first — `touchesCancelled` and its recognizers' cancel, through its window if that still exists
    /// (a released window's views are in no window and hear nothing) — and reported
    /// (`touch.staleTouchCancelled`); then the new touch begins. Refusing the down instead left the
    /// pointer stuck for good and the stale touch holding its view.
    private func begin(_ id: Int, at location: CGPoint, time: TimeInterval, in window: UIWindow,
                       application: UIApplication) {
        if let stale = activeTouch(id) {
            guard !stale.began(in: window) else {
                Diagnostics.warn("touch.duplicateDown", "Pointer \(id) went down while already down; ignored.")
                return
            }
            Diagnostics.warn("touch.staleTouchCancelled",
                             "Pointer \(id) went down while its touch in "
                                + (stale.window == nil ? "a released window" : "a different window")
                                + " was still down (its up went elsewhere); that touch is cancelled first.")
            update(stale, to: .cancel, at: stale.locationInWindow, time: time, application: application)
        }
        let touch = UITouch(pointerID: id, location: location, timestamp: time,
                            tapCount: tapCount(at: location, time: time, in: window, application: application),
                            window: window)
        event.timestamp = time
        // Plain loops here and in `admit`, not closures: a closure in main-actor code is compiled with
        // a check of the current executor, a measurable part of a dispatch-only click (issue 7).
        if !window.isHidden, let hit = window.hitTest(location, with: event) {
            touch.view = admit(touchOn: hit, in: window)
        }
        if let view = touch.view, !view.isMultipleTouchEnabled {
            for other in activeTouches where other.view === view && other.isDeliveredToView {
                touch.isDeliveredToView = false
                break
            }
        }
        activeTouches.append(touch)
        dispatch(touch, application: application)
    }

    private func update(_ touch: UITouch, to phase: PointerInput.Phase, at location: CGPoint, time: TimeInterval,
                        application: UIApplication) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = time
        touch.maximumTravel = max(touch.maximumTravel, location.distance(to: touch.startLocationInWindow))
        switch phase {
        case .move: touch.phase = .moved
        case .up: touch.phase = .ended
        default: touch.phase = .cancelled
        }
        if touch.phase == .moved && location == touch.previousLocationInWindow { return }
        event.timestamp = time
        if touch.phase != .moved {
            touch.finalPhase = touch.phase
            removeActiveTouch(touch.pointerID)
        }
        dispatch(touch, application: application)
        if touch.phase == .ended, let window = touch.window {
            let wasTap = touch.maximumTravel <= application.multiTapDistance
            lastTap = wasTap ? (location, time, touch.tapCount, ObjectIdentifier(window)) : nil
        } else if touch.phase == .cancelled {
            // A cancelled touch was not a tap, so it breaks a multi-tap sequence, as a drag does.
            lastTap = nil
        }
    }

    /// Sends the event with `changed` in its active phase and every other live touch stationary.
    /// The list is taken out of ``touchListStorage`` while in use, so a dispatch from inside this one
    /// (input sent by an action) gets a list of its own.
    private func dispatch(_ changed: UITouch, application: UIApplication) {
        var touches = touchListStorage
        touchListStorage = []
        touches.append(changed)
        for touch in activeTouches where touch !== changed {
            touch.phase = .stationary
            touches.append(touch)
        }
        event.touches = touches
        application.sendEvent(event)
        event.touches = []
        touches.emptyKeepingCapacity()
        touchListStorage = touches
    }

    // MARK: Live touches

    /// The live touch of pointer `id`. (Here and below plain loops, not `first(where:)` and
    /// `firstIndex(where:)`: a closure in main-actor code is compiled with a check of the current
    /// executor, and these run for every pointer event.)
    private func activeTouch(_ id: Int) -> UITouch? {
        for touch in activeTouches where touch.pointerID == id { return touch }
        return nil
    }

    private func removeActiveTouch(_ id: Int) {
        for index in activeTouches.indices where activeTouches[index].pointerID == id {
            activeTouches.remove(at: index)
            return
        }
    }

    // MARK: Rules

    /// UIKit's multi-tap rule: a touch that starts soon enough after a tap ended, close enough to it,
    /// continues the tap sequence.
    private func tapCount(at location: CGPoint, time: TimeInterval, in window: UIWindow,
                          application: UIApplication) -> Int {
        guard let lastTap, lastTap.window == ObjectIdentifier(window),
              time - lastTap.time <= application.multiTapInterval,
              location.distance(to: lastTap.location) <= application.multiTapDistance else { return 1 }
        return lastTap.count + 1
    }

    /// Applies `isExclusiveTouch` to a new touch on `view`: returns the view that receives it, or nil
    /// if the touch is delivered nowhere. (`isMultipleTouchEnabled` only withholds the touch from the
    /// view's own touches methods; see `UITouch.isDeliveredToView`.)
    private func admit(touchOn view: UIView, in window: UIWindow) -> UIView? {
        for other in activeTouches where other.began(in: window) {
            // Another touch on an exclusive view, or this view exclusive while another touch is on a view.
            guard let otherView = other.view else { continue }
            if otherView.isExclusiveTouch || view.isExclusiveTouch { return nil }
        }
        return view
    }
}
