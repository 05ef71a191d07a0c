import Foundation

/// The base class of controls — buttons, switches, sliders — as UIKit's `UIControl`: it keeps the
/// control's state, turns touches into control events, and sends actions to targets.
///
/// - State: ``isEnabled``, ``isSelected`` and ``isHighlighted`` make up ``state``. A disabled control is
///   never highlighted and is skipped by hit testing, so a touch on it goes to whatever lies behind —
///   without changing ``UIView/isUserInteractionEnabled``, as in UIKit.
/// - Target-action and `UIAction`s: `UIControl+TargetAction.swift`.
/// - Touch tracking and the events it sends: `UIControl+Tracking.swift`.
///
/// Subclasses customise behaviour the UIKit way, by overriding ``state`` (to add bits in
/// ``State/application``), ``sendAction(_:to:for:)`` / ``sendActions(for:)`` (to intercept or delay
/// actions) and the tracking methods.
@MainActor
open class UIControl: UIView {
    /// How far outside its bounds a tracked touch still counts as inside (``isTouchInside``), so a finger
    /// that slides a little off a button can still lift to "tap" it. UIKit does not document the value;
    /// developers measure `touchDragExit` firing about 70 points outside the bounds (e.g. Stack Overflow
    /// question 14340122), so OpenUIKit uses 70.
    public static let touchTrackingMargin: CGFloat = 70

    // `@exclusivity(unchecked)` below: main-actor state; the checks were 12.7 % of a dispatch-only click
    // (docs/Performance.md, "Exclusivity checks").
    /// Whether the control responds to touches. Disabling removes the highlight and, if a touch is
    /// being tracked, cancels it (``cancelTracking(with:)``), so the control is never stuck highlighted.
    @exclusivity(unchecked) open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                isHighlighted = false
                cancelTrackingBecauseDisabled()
                focusabilityMayHaveChanged()
            }
            controlStateDidChange()
        }
    }

    /// Whether the control is selected: the app's own "on" flag, shown with `.selected` content.
    @exclusivity(unchecked) open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is highlighted, as while a finger is on it. Setting it to true on a disabled
    /// control does nothing: a disabled control is never highlighted.
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet {
            if isHighlighted && !isEnabled { isHighlighted = false }
            if isHighlighted != oldValue { controlStateDidChange() }
        }
    }

    /// Whether the control is tracking a touch: from a ``beginTracking(_:with:)`` that returned true until
    /// the touch ends, is cancelled, or ``continueTracking(_:with:)`` returns false. Meanwhile the main
    /// run loop runs in `.tracking` (see `trackingRunLoopModeDidChange()`).
    @exclusivity(unchecked) public internal(set) var isTracking = false {
        didSet { if isTracking != oldValue { trackingRunLoopModeDidChange() } }
    }

    /// The scheduler this control counts as tracking on (``Scheduler/beginTracking()``), to end it there.
    /// Strong, set and cleared on every touch: a weak reference cost a dispatch-only click 2.7 % more
    /// instructions (callgrind). A control whose app goes away with a finger still down never ends
    /// tracking; the app's touch router lets go of the scheduler for it then (`TouchInputRouter`'s
    /// deinit), or the scheduler's timers, which may hold the control, would live on with it.
    var trackingModeScheduler: Scheduler?

    /// Whether the tracked touch is inside the control's tracking area: its hit area
    /// (`point(inside:with:)`) grown by ``touchTrackingMargin``.
    @exclusivity(unchecked) public internal(set) var isTouchInside = false

    /// How content (a button's title and image) is placed horizontally.
    @exclusivity(unchecked) open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// How content is placed vertically.
    @exclusivity(unchecked) open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// The horizontal alignment with `.leading` / `.trailing` resolved for left-to-right layout.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    /// The state made from the flags. Override to add application bits; a subclass that does must
    /// refresh what depends on the state when its own flag changes, as the articles' follow button
    /// does with `setNeedsLayout()` (UIButton re-reads its content for the current state at layout).
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// A control can have keyboard focus while it is enabled, shown and interactive, as UIKit's
    /// controls on iPad with a hardware keyboard (with Full Keyboard Access, as on Mac Catalyst, every
    /// button takes part in the tab loop; OpenUIKit follows that).
    open override var canBecomeFocused: Bool {
        isEnabled && isReceivingTouches
    }

    // MARK: Accessibility

    /// A control is an accessibility element, as UIKit documents for its controls.
    override var defaultIsAccessibilityElement: Bool { true }

    /// `.notEnabled` while disabled and `.selected` while selected, as UIKit's controls; a subclass adds
    /// what it is (``UIButton``: `.button`) to these.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// Whether the control has a primary action, sent as `.primaryActionTriggered` after
    /// `.touchUpInside` and on a keyboard press. Apple documents the event as "a semantic action
    /// triggered by buttons": ``UIButton`` sends it; a plain `UIControl` subclass never does.
    var sendsPrimaryActionTriggered: Bool { false }

    /// Whether the control shows its menu on a long press (iOS 14). Setting a button's ``UIButton/menu``
    /// turns it on, as UIKit does; turning it off keeps the long press from opening the menu.
    open var isContextMenuInteractionEnabled = false

    /// Whether the control shows its menu as the finger touches down instead of sending its primary
    /// action (iOS 14): a ``UIButton`` with a ``UIButton/menu`` (`UIButton+Menu.swift`).
    open var showsMenuAsPrimaryAction = false

    /// The registered targets, actions and `UIAction`s, in registration order.
    @exclusivity(unchecked) var registrations: [ControlTargetAction] = []
    /// The one touch the control tracks; other touches on it are ignored.
    @exclusivity(unchecked) var trackingTouch: UITouch?
    /// The event being handled; actions sent meanwhile carry it.
    @exclusivity(unchecked) var currentEvent: UIEvent?

    /// Makes an enabled control with no targets, as UIKit's; subclasses call it from their own initializers.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control released while it tracks leaves `.tracking`, so the run loop is not stuck in it.
    isolated deinit {
        trackingModeScheduler?.endTracking()
    }

    /// Called whenever a flag of ``state`` changes; redraws and re-lays out the control.
    func controlStateDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: Hit testing

    /// A disabled control is skipped, so the touch goes to what lies behind it, as in UIKit.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    // MARK: Sending actions (registration is in UIControl+TargetAction.swift)

    /// Sends `action` to `target` (nil: the responder chain) through
    /// ``UIApplication/sendAction(_:to:from:for:)``, as UIKit does. Override to intercept or delay
    /// individual actions; call `super` to deliver one. The application is the control's window's
    /// (``UIApplication/shared`` for a control in no window): the app the control is shown in, found
    /// without a lookup of the current runtime on every action.
    open func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        (window?.application ?? UIApplication.shared).sendAction(action, to: target, from: self, for: event)
    }

    /// Performs a `UIAction` registered with the control, with the control as its ``UIAction/sender``.
    /// Override to intercept closure actions.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends the actions registered for any of `controlEvents`, in registration order. The touch-tracking
    /// code sends every control event through here, so overriding it intercepts them all. Actions carry
    /// the event being handled (the touch event while tracking; nil when called from app code).
    ///
    /// Dispatch walks a snapshot of the registrations: a registration added by an action runs from the
    /// next dispatch on; one removed by an action is not performed later in the same dispatch.
    open func sendActions(for controlEvents: Event) {
        let event = currentEvent
        // Registrations whose target is gone are dropped after the dispatch that finds them, not by a
        // second pass every time: that pass loaded every weak target again (issue 7's click profile).
        var foundOrphan = false
        for registration in registrations {
            guard !registration.events.isDisjoint(with: controlEvents) else { continue }
            switch registration.action {
            case .closure(let action):
                sendAction(action)
            case .selector(let selector):
                if registration.usesResponderChain {
                    sendAction(selector, to: nil, for: event)
                } else if let target = registration.target {
                    sendAction(selector, to: target, for: event)
                } else {
                    foundOrphan = true
                }
            }
        }
        if foundOrphan { registrations.removeAll { $0.isOrphaned } }
    }

    /// Performs the control's primary action, as UIKit's `performPrimaryAction()` (iOS 17.4): the
    /// actions registered for `.primaryActionTriggered` are sent, as a tap on a button sends them.
    /// (UIKit may instead show the control's menu; OpenUIKit has no menus yet.)
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Tracking (see UIControl+Tracking.swift for the event sequence)

    /// A touch went down on the control. Return false to ignore the touch: no highlight, no events.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved. Return false to stop tracking it: no more events for this touch.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch ended; called before `.touchUpInside` / `.touchUpOutside` are sent.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled (by the system, a gesture recognizer, the control leaving its
    /// window or being disabled). The default sends `.touchCancel`; an override that wants the event
    /// calls `super`.
    open func cancelTracking(with event: UIEvent?) {
        sendActions(for: .touchCancel)
    }

    // A disabled control tracks nothing and passes its touches on, as UIKit's: the next responder
    // hears them (UIControl+Tracking.swift).

    /// Starts tracking the touch (`beginTracking(_:with:)`, `.touchDown`); a disabled control passes it on to
    /// the next responder, as UIKit's.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        trackTouchesBegan(touches, with: event)
    }

    /// Continues tracking the touch (drag events); a disabled control passes it on.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesMoved(touches, with: event) }
        trackTouchesMoved(touches, with: event)
    }

    /// Ends tracking (`.touchUpInside` or `.touchUpOutside`); a disabled control passes it on.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesEnded(touches, with: event) }
        trackTouchesEnded(touches, with: event)
    }

    /// Cancels tracking (`.touchCancel`); a disabled control passes it on.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesCancelled(touches, with: event) }
        trackTouchesCancelled(touches, with: event)
    }
}
