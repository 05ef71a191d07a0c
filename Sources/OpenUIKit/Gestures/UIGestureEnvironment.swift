import Foundation

/// The referee between a window's gesture recognizers and its views (UIKit has a private class of the
/// same name and role).
///
/// For each touch event, ``UIWindow/sendEvent(_:)`` first calls ``deliverToRecognizers(_:with:)``:
/// new touches get the recognizers of their hit view and its ancestors (nearest first), each
/// recognizer receives its touches phase by phase, and state changes are resolved — failure
/// requirements, `shouldBegin`, exclusion between recognizers sharing touches. Then ``update()`` sends
/// the actions — each recognition's action right after cancelling the view's touches, for a recognizer
/// with `cancelsTouchesInView` — resets recognizers that are done, and releases touch phases that were
/// held back. Only then does the
/// window deliver the event to views, asking ``admitsToView(_:in:)`` for each touch.
///
/// State changes that happen outside an event (a tap recognizer's timer failing it, a long press
/// beginning after its minimum duration) go through the same path and update at once.
@MainActor
final class UIGestureEnvironment {
    // `@exclusivity(unchecked)` on every stored property: main-actor state that every touch event reads;
    // the checks were 6.9 % of a dispatch-only click (docs/Performance.md, "Exclusivity checks").
    /// The recognizers taking part in the current touch sequences, in the order they were attached.
    @exclusivity(unchecked) private var participants: [UIGestureRecognizer] = []
    /// Actions to send, each with the state it reports: a recognizer that begins and changes in one
    /// dispatch reports began, then changed, as its targets expect.
    @exclusivity(unchecked)
    private var queuedActions: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    @exclusivity(unchecked) private var records: [GestureTouchRecord] = []
    @exclusivity(unchecked) private var isDispatching = false
    @exclusivity(unchecked) private var isUpdating = false
    /// How many touch events are between ``deliverToRecognizers(_:with:)`` and ``eventDidFinish()``
    /// (an action may dispatch input of its own).
    @exclusivity(unchecked) private var eventDepth = 0
    /// The touch event held phases are delivered with (the application reuses one event object).
    @exclusivity(unchecked) private var lastEvent: UIEvent?

    // MARK: Event dispatch

    /// Attaches new touches to their recognizers and delivers each changed touch to them, phase by
    /// phase (began, moved, ended, cancelled), then updates.
    func deliverToRecognizers(_ changes: [(touch: UITouch, phase: UITouch.Phase)], with event: UIEvent) {
        lastEvent = event
        // The window asks about this event's touches after this returns: keep their records. An
        // event dispatched by an action inside another keeps every record: the outer event's window
        // has yet to ask about its own touches.
        if eventDepth == 0 { forgetFinishedTouches(except: changes) }
        eventDepth += 1
        for change in changes where change.phase == .began { attach(change.touch) }
        let wasDispatching = isDispatching
        isDispatching = true
        // Plain loops, no closure (each compiled with a check of the current executor) and no set made
        // for a phase without touches: a card sheet's drag recognizer takes every click on the card
        // (docs/Performance.md, "Session 16 — the card sheet's modal cycle").
        for phase in Self.deliveryOrder {
            for recognizer in participants {
                guard recognizer.isReceivingTouches else { continue }
                var touches = Set<UITouch>()
                for change in changes where change.phase == phase && Self.isAttached(change.touch, to: recognizer) {
                    touches.insert(change.touch)
                }
                guard !touches.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(touches, with: event)
                case .moved: recognizer.touchesMoved(touches, with: event)
                case .ended: recognizer.touchesEnded(touches, with: event)
                case .cancelled, .stationary: recognizer.touchesCancelled(touches, with: event)
                }
            }
        }
        isDispatching = wasDispatching
        update()
    }

    /// The order ``deliverToRecognizers(_:with:)`` delivers an event's phases in, made once.
    private static let deliveryOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// Whether `recognizer` is among `touch`'s (a loop, as ``forgetFinishedTouches(except:)``).
    private static func isAttached(_ touch: UITouch, to recognizer: UIGestureRecognizer) -> Bool {
        for attached in touch.attachedRecognizers where attached === recognizer { return true }
        return false
    }

    /// The window has delivered the event to its views: records of finished touches can go.
    func eventDidFinish() {
        eventDepth -= 1
        if eventDepth == 0 { forgetFinishedTouches(except: []) }
    }

    /// Drops the records of touches that are over and that the view is done with. A record holds its
    /// touch, and a touch its view: kept until the next event, they would keep a view removed by the
    /// last tap (a dismissed screen) alive.
    ///
    /// Plain loops that keep the records in place, not `removeAll(where:)` and `contains(where:)`: a
    /// closure in main-actor code is compiled with a check of the current executor, and this runs
    /// twice per touch event (issue 7's click profile).
    private func forgetFinishedTouches(except current: [(touch: UITouch, phase: UITouch.Phase)]) {
        var kept = 0
        for index in records.indices {
            let record = records[index]
            if isForgettable(record, except: current) { continue }
            if kept != index { records[kept] = record }
            kept += 1
        }
        // One `removeLast()` per forgotten record (usually one): cheaper than `removeSubrange`'s
        // general replacement.
        while records.count > kept { records.removeLast() }
    }

    private func isForgettable(_ record: GestureTouchRecord,
                               except current: [(touch: UITouch, phase: UITouch.Phase)]) -> Bool {
        let touch = record.touch
        guard !touch.isLive, record.heldPhases.isEmpty,
              record.delivery == .finished || record.isWithheld || touch.view == nil else { return false }
        for change in current where change.touch === touch { return false }
        return true
    }

    /// The record of `touch`, if it has one (a plain loop, as ``forgetFinishedTouches(except:)``).
    private func record(of touch: UITouch) -> GestureTouchRecord? {
        for record in records where record.touch === touch { return record }
        return nil
    }

    /// Cancels, in their views, the touches on `view` or inside it that are over but whose end the
    /// view has not received: the view is leaving and must not receive that end later, outside the
    /// window. The input router cancels only live touches, so these are the gesture environment's to
    /// cancel. Such an end is either held back by a recognizer (`delaysTouchesEnded`) or still on its
    /// way: a `delaysTouchesBegan` recognizer that fails when the finger lifts releases the began just
    /// before the window delivers the end, and the view's began handler — a control's `.touchDown`
    /// action dismissing its screen — may take the view out of the window in between. Without this,
    /// that control stayed tracking and highlighted outside the window, or got its end there (found by
    /// script/fuzz-events, issue 25). As for a live touch, the cancel counts as caused by the removal,
    /// not by an event: a control gets `cancelTracking(with: nil)`, as UIKit documents for a control
    /// removed from its window. Returns whether there were any.
    func cancelHeldTouches(inside view: UIView) -> Bool {
        let doomed = records.filter { record in
            !record.touch.isLive && record.delivery != .finished && !record.isWithheld
                && record.touch.view.map { $0.isDescendant(of: view) } == true
        }
        for record in doomed {
            record.heldPhases = []
            let viewBegan = record.delivery == .begun
            record.delivery = .finished
            guard viewBegan else { continue }
            record.touch.isCancelledByViewRemoval = true
            deliverToView(record.touch, phase: .cancelled)
        }
        return !doomed.isEmpty
    }

    /// Whether the window may deliver `phase` of `touch` to its view now. Held phases are queued (and
    /// delivered by ``update()`` when no recognizer holds them any more); withheld touches are dropped.
    func admitsToView(_ touch: UITouch, in phase: UITouch.Phase) -> Bool {
        guard let record = record(of: touch) else { return true }
        if record.isWithheld || record.delivery == .finished { return false }
        if phase == .cancelled {
            record.heldPhases = []
            let viewBegan = record.delivery == .begun
            record.delivery = .finished
            return viewBegan
        }
        if !record.heldPhases.isEmpty || isHeld(touch, in: phase) {
            if !(phase == .moved && record.heldPhases.last == .moved) { record.heldPhases.append(phase) }
            return false
        }
        record.delivery = phase == .ended ? .finished : .begun
        return true
    }

    // MARK: Recognizer state

    /// Applies a legal state change requested by `recognizer` (through its `state` setter).
    func transition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        adopt(recognizer)
        if recognizer.storedState == .possible && (newState == .began || newState == .ended) {
            requestRecognition(recognizer, to: newState)
        } else if newState == .failed {
            fail(recognizer)
        } else {
            recognizer.storedState = newState
            queuedActions.append((recognizer, newState))
        }
        update()
    }

    /// Takes `recognizer` out of the current touch sequences at once (removed from its view, or its view
    /// left the window): the actions it has queued are sent first — a gesture that ended or was
    /// cancelled in a dispatch whose update had not run yet (input nested in another action) must still
    /// tell its targets (found by the fuzzer) — then a gesture still in progress is cancelled (its
    /// actions are sent), and it is reset.
    func detach(_ recognizer: UIGestureRecognizer) {
        guard participants.contains(where: { $0 === recognizer }) else { return }
        let queued = queuedActions.filter { $0.recognizer === recognizer }
        queuedActions.removeAll { $0.recognizer === recognizer }
        for action in queued { recognizer.sendActions(reporting: action.state) }
        if recognizer.storedState == .began || recognizer.storedState == .changed {
            recognizer.storedState = .cancelled
            recognizer.sendActions(reporting: .cancelled)
        }
        if recognizer.cancelsTouchesInView && recognizer.storedState.hasRecognized {
            for touch in recognizer.seenTouches { withholdFromView(touch) }
        }
        reset(recognizer)
        resolvePendingRecognitions()
        update()
    }

    /// Detaches every recognizer of `view` and its subviews: `view` left the window. Outside a dispatch,
    /// also forgets the finished touches on them (a touch holds its view), so a view removed after a
    /// tap is not kept alive until the next touch event. During a dispatch the records stay: the window
    /// still asks about the touches of every event being dispatched (``admitsToView(_:in:)``), and the
    /// last event's touch list does not name them all — a nested event (the cancel of this view's
    /// touches) replaced it. Without its record, an outer event's touch cancelled by the removal had its
    /// began delivered afterwards to the view outside the window (found by the fuzzer). The end of the
    /// outermost dispatch forgets them (``eventDidFinish()``).
    func viewDidLeaveWindow(_ view: UIView) {
        for recognizer in participants where recognizer.view.map({ $0.isDescendant(of: view) }) ?? true {
            detach(recognizer)
        }
        guard eventDepth == 0 else { return }
        records.removeAll { record in
            !record.touch.isLive && record.touch.view.map { $0.isDescendant(of: view) } == true
        }
    }

    /// `recognizer` stops receiving `touch` (``UIGestureRecognizer/ignore(_:for:)``).
    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        touch.attachedRecognizers.removeAll { $0 === recognizer }
        recognizer.trackedTouches.removeAll { $0 === touch }
        recognizer.seenTouches.removeAll { $0 === touch }
        update()
    }

    // MARK: Arbitration

    /// A recognizer in possible asks to begin or recognize: wait for the recognizers it requires to
    /// fail, ask `shouldBegin`, respect a recognizer already recognizing the same touches, then
    /// recognize and fail the competitors that may not recognize with it.
    private func requestRecognition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        let requirements = participants.filter { $0 !== recognizer && recognizer.requiresFailure(of: $0) }
        if requirements.contains(where: { $0.storedState.hasRecognized }) {
            fail(recognizer)
            return
        }
        if requirements.contains(where: { $0.storedState == .possible }) {
            recognizer.pendingState = newState
            return
        }
        guard shouldBegin(recognizer) else {
            fail(recognizer)
            return
        }
        let isPrevented = participants.contains { other in
            other !== recognizer && other.storedState.hasRecognized && other.storedState != .cancelled
                && competes(other, recognizer) && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
        if isPrevented {
            fail(recognizer)
            return
        }
        recognizer.storedState = newState
        queuedActions.append((recognizer, newState))
        for other in participants where other !== recognizer && other.storedState == .possible {
            // A continuous gesture that begins excludes its competitors for as long as it lasts. A
            // discrete one is over as it is recognized: a competitor that is still deciding (a
            // double tap after the first tap) may recognize later — only not in the same dispatch,
            // while this one is still recognized (see `isPrevented`). So, as in UIKit, a single- and
            // a double-tap recognizer without `require(toFail:)` both recognize: the single on the
            // first tap, the double on the second.
            let isExcluded = newState == .began && competes(recognizer, other) && recognizer.canPrevent(other)
                && other.canBePrevented(by: recognizer)
            if isExcluded || other.requiresFailure(of: recognizer) { fail(other) }
        }
    }

    /// Whether the two recognizers share a touch and neither delegate lets them recognize together.
    private func competes(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        let sharesTouch = first.seenTouches.contains { touch in second.seenTouches.contains { $0 === touch } }
        guard sharesTouch else { return false }
        let simultaneous = first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
        return !simultaneous
    }

    /// UIKit asks the views first — the recognizer's view and every view its touches were delivered
    /// to (so a control can veto a recognizer of its superview) — then the delegate.
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        var views: [UIView] = recognizer.view.map { [$0] } ?? []
        for touch in recognizer.seenTouches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        guard views.allSatisfy({ $0.gestureRecognizerShouldBegin(recognizer) }) else { return false }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.storedState = .failed
        recognizer.pendingState = nil
        resolvePendingRecognitions()
    }

    /// Re-examines every recognizer waiting for a required failure.
    private func resolvePendingRecognitions() {
        for recognizer in participants {
            guard let pending = recognizer.pendingState, recognizer.storedState == .possible else { continue }
            requestRecognition(recognizer, to: pending)
        }
    }

    // MARK: Update

    /// Sends queued actions (cancelling the view's touches of a recognizer that recognized first), resets
    /// the recognizers that are done, and delivers held touch phases no recognizer holds any more. Runs
    /// until actions sent meanwhile are handled too; deferred while recognizers receive touches.
    func update() {
        guard !isDispatching, !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        repeat {
            while let (recognizer, state) = queuedActions.first {
                // UIKit cancels the view's touches immediately before the action that reports the
                // recognition: the view is done with them by the time the action runs.
                if recognizer.cancelsTouchesInView && state.hasRecognized && state != .cancelled {
                    for touch in recognizer.seenTouches { withholdFromView(touch) }
                    // The action stays queued meanwhile: a cancel handler may take the recognizer's
                    // view out of the window, and detaching it sends its queued actions, then its
                    // cancel. Removed first, this began was sent after that cancel, and the gesture
                    // never ended (found by script/fuzz-events, issue 25). Go on with what is queued now.
                    guard let first = queuedActions.first, first.recognizer === recognizer, first.state == state
                    else { continue }
                }
                queuedActions.removeFirst()
                recognizer.sendActions(reporting: state)
            }
            for recognizer in participants where isDone(recognizer) { reset(recognizer) }
            releaseHeldPhases()
            // A released phase runs view code, which may end touches with input of its own (whose
            // own update is deferred to this one): go round again until nothing is left to do.
        } while !queuedActions.isEmpty || hasDoneParticipant()
        if eventDepth == 0 { forgetFinishedTouches(except: []) }
    }

    /// Whether a participant is done (a loop, not `contains(where: isDone)`: that closure's executor
    /// check ran on every touch event, recognizers or not — issue 7).
    private func hasDoneParticipant() -> Bool {
        for recognizer in participants where isDone(recognizer) { return true }
        return false
    }

    /// Whether `recognizer` finished its gesture, none of its touches is still down and its last
    /// action was sent: it can be reset.
    private func isDone(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.storedState.isFinished && !recognizer.seenTouches.contains(where: \.isLive)
            && !queuedActions.contains { $0.recognizer === recognizer }
    }

    /// Returns `recognizer` to possible for the next touch sequence and calls its ``UIGestureRecognizer/reset()``.
    private func reset(_ recognizer: UIGestureRecognizer) {
        // Loops, not `removeAll(where:)`, whose closures check the executor (once per recognizer done).
        Self.remove(recognizer, from: &participants)
        if !queuedActions.isEmpty { queuedActions.removeAll { $0.recognizer === recognizer } }
        for touch in recognizer.seenTouches { Self.remove(recognizer, from: &touch.attachedRecognizers) }
        recognizer.storedState = .possible
        recognizer.pendingState = nil
        recognizer.trackedTouches = []
        recognizer.seenTouches = []
        recognizer.environment = nil
        recognizer.cancelTimer()
        recognizer.reset()
    }

    // MARK: Touches

    /// Attaches the enabled recognizers of the touch's view and its ancestors, nearest first, that are
    /// ready for touches and whose delegate accepts the touch, and keeps a record of the touch's
    /// delivery to its view if any did.
    ///
    /// A touch no recognizer takes gets no record: no recognizer can hold back or withhold its phases,
    /// so ``admitsToView(_:in:)`` lets each through as it comes. Recording every touch allocated,
    /// searched and forgot a record on each click in a window without a single recognizer (6 % of
    /// issue 7's dispatch-only click).
    private func attach(_ touch: UITouch) {
        defer { if !touch.attachedRecognizers.isEmpty { records.append(GestureTouchRecord(touch: touch)) } }
        var view = touch.view
        while let current = view {
            for recognizer in current.storedGestureRecognizers
            where recognizer.isEnabled && recognizer.isReceivingTouches && recognizer.pendingState == nil
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false {
                if !recognizer.trackedTouches.contains(where: \.isLive) { recognizer.trackedTouches = [] }
                recognizer.trackedTouches.append(touch)
                recognizer.seenTouches.append(touch)
                touch.attachedRecognizers.append(recognizer)
                adopt(recognizer)
            }
            view = current.superview
        }
    }

    /// Removes every `recognizer` from `recognizers`, keeping the others in order.
    private static func remove(_ recognizer: UIGestureRecognizer, from recognizers: inout [UIGestureRecognizer]) {
        var kept = 0
        for index in recognizers.indices where recognizers[index] !== recognizer {
            if kept != index { recognizers[kept] = recognizers[index] }
            kept += 1
        }
        while recognizers.count > kept { recognizers.removeLast() }
    }

    private func adopt(_ recognizer: UIGestureRecognizer) {
        for participant in participants where participant === recognizer { return }
        participants.append(recognizer)
        recognizer.environment = self
    }

    /// Whether a recognizer still deciding keeps `phase` of `touch` from the view.
    private func isHeld(_ touch: UITouch, in phase: UITouch.Phase) -> Bool {
        switch phase {
        case .began: touch.attachedRecognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible }
        case .ended: touch.attachedRecognizers.contains { $0.delaysTouchesEnded && $0.storedState == .possible }
        default: false
        }
    }

    /// Cancels `touch` in its view: `touchesCancelled` if the view had begun it, then nothing more.
    private func withholdFromView(_ touch: UITouch) {
        guard let record = record(of: touch), !record.isWithheld else { return }
        record.isWithheld = true
        record.heldPhases = []
        guard record.delivery == .begun else { return }
        record.delivery = .finished
        deliverToView(touch, phase: .cancelled)
    }

    private func releaseHeldPhases() {
        for record in records where !record.isWithheld {
            while let phase = record.heldPhases.first, !isHeld(record.touch, in: phase) {
                record.heldPhases.removeFirst()
                record.delivery = phase == .ended ? .finished : .begun
                deliverToView(record.touch, phase: phase)
            }
        }
    }

    /// Delivers a late phase to the touch's view, with the touch showing that phase meanwhile.
    private func deliverToView(_ touch: UITouch, phase: UITouch.Phase) {
        guard let view = touch.view, let window = touch.window, let event = lastEvent else { return }
        let current = touch.phase
        touch.phase = phase
        window.deliver([touch], in: phase, to: view, with: event)
        // The view's handler may have ended the touch with input of its own: keep that phase.
        touch.phase = touch.finalPhase ?? current
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer takes touch phases: it is deciding (possible) or following a gesture it
    /// began. One waiting for a required failure keeps its touches but takes no new ones.
    var isReceivingTouches: Bool {
        storedState == .possible || storedState == .began || storedState == .changed
    }
}
