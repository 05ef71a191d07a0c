import OpenUIKit

/// The invariants of the input pipeline (issue 8), checked during and after every fuzz step.
///
/// - **Touch sessions**: a control that sent `.touchDown` sends exactly one of `.touchUpInside`,
///   `.touchUpOutside` or `.touchCancel` before its next `.touchDown`; none of them without one.
/// - **After every step**: no control is highlighted while disabled; value controls keep their values
///   in range and report every switch and segment change once (`InvariantChecker+ValueControls.swift`); no control tracks a touch or is
///   highlighted while out of the window; no control out of the window has a session open (leaving the
///   window cancels its touch); no target the scene released is still alive, and none received an
///   action after its release; a drawn view's recorded content shows its current picture
///   (``FuzzDrawnView``); presentation chains are consistent
///   (`InvariantChecker+Presentation.swift`); the view tree's caches agree with a recomputation, its
///   unretained references name live views, and the window's damage covers every pixel that changed
///   (`InvariantChecker+Tree.swift`); a text field's text matches the edits applied
///   (`InvariantChecker+TextFields.swift`).
/// - **When quiet** (no touch down and recognizers given time to decide, see ``FuzzStep/settle``): no
///   control is tracking or highlighted, no session is open, every recognizer is back to `.possible`,
///   every continuous gesture that began has ended or been cancelled, every view the scene forgot has
///   been released, and so has every controller it dropped once dismissed.
@MainActor
public final class InvariantChecker {
    /// The control events that open and close a touch session.
    static let sessionEvents: [UIControl.Event] = [.touchDown, .touchUpInside, .touchUpOutside, .touchCancel]

    /// The broken invariants found so far, in the order they were noticed, each with its step.
    public private(set) var violations: [InvariantViolation] = []
    /// How many session events the run produced: a run that produces none checked no session invariant.
    public private(set) var sessionEventCount = 0
    /// How many recognizer actions the run produced: a run that produces none checked no recognizer.
    public private(set) var recognizerActionCount = 0
    /// How many alert action handlers ran: a run whose alerts ran none checked no handler.
    var alertHandlerCount = 0
    /// How many Auto Layout conflicts the run's engine reported (`layout.unsatisfiableConstraints`):
    /// while none was, every required constraint of the scene must hold
    /// (`InvariantChecker+AutoLayout.swift`).
    var layoutConflicts = 0
    /// How many keyboard edits the scene's text fields got (``FuzzScene/editTextFields()``).
    var textEditCount = 0
    /// The presented controllers seen presented, and those of them seen dismissed (after a step):
    /// a run that presents nothing checked no presentation invariant.
    var presentedControllers: Set<Int> = []
    var dismissedControllers: Set<Int> = []
    /// The step being run, for locating violations.
    var step = 0
    private(set) var openSessions: Set<Int> = []
    /// Each switch's `isOn` when it last reported `.valueChanged` (or when the scene made it), by node
    /// index (`InvariantChecker+ValueControls.swift`).
    var switchValues: [Int: Bool] = [:]
    /// Each segmented control's `selectedSegmentIndex` when it last reported `.valueChanged` (or when
    /// the scene made it), by node index (`InvariantChecker+ValueControls.swift`).
    var segmentSelections: [Int: Int] = [:]
    /// Continuous gestures that sent `.began` and not yet `.ended` or `.cancelled`.
    private var openGestures: Set<ObjectIdentifier> = []
    /// The latest steps and control events, up to the first violation.
    private(set) var trace: [String] = []

    /// Adds a line to the trace while no violation has been seen, keeping the last ``traceLength``.
    func note(_ line: String) {
        guard violations.isEmpty else { return }
        trace.append(line)
        if trace.count > Self.traceLength { trace.removeFirst() }
    }

    static let traceLength = 60

    /// Records a broken invariant.
    func record(_ message: String) {
        violations.append(InvariantViolation(step: step, message: message))
    }

    func control(_ index: Int, sent event: UIControl.Event) {
        sessionEventCount += 1
        note("    control \(index) sent \(Self.name(event))")
        if event == .touchDown {
            if !openSessions.insert(index).inserted {
                record("control \(index) sent .touchDown twice without ending the first touch")
            }
        } else if openSessions.remove(index) == nil {
            record("control \(index) sent \(Self.name(event)) without a .touchDown")
        }
    }

    func recognizerSentAction(_ recognizer: UIGestureRecognizer) {
        recognizerActionCount += 1
        note("    \(type(of: recognizer)) sent its action (\(recognizer.state))")
        let id = ObjectIdentifier(recognizer)
        switch recognizer.state {
        case .began:
            if !openGestures.insert(id).inserted { record("\(type(of: recognizer)) began twice") }
        case .changed:
            if !openGestures.contains(id) { record("\(type(of: recognizer)) changed without beginning") }
        case .ended, .cancelled:
            openGestures.remove(id)
        case .possible, .failed:
            record("\(type(of: recognizer)) sent its action in state \(recognizer.state)")
        }
        checkMeasures(of: recognizer)
    }

    /// What a continuous recognizer reports while recognized is a number an app can use: a pan's
    /// translation is finite, a pinch's scale finite and not negative, a rotation finite. (A scale of
    /// 0 is the ratio of the distances when the input puts both fingers on one point, which real
    /// fingers cannot do; it is not an error of the engine.)
    private func checkMeasures(of recognizer: UIGestureRecognizer) {
        let measures: (name: String, value: CGPoint, valid: Bool)?
        switch recognizer {
        case let pan as UIPanGestureRecognizer:
            let translation = pan.translation(in: pan.view)
            measures = ("translation", translation, translation.x.isFinite && translation.y.isFinite)
        case let pinch as UIPinchGestureRecognizer:
            measures = ("scale", CGPoint(x: pinch.scale, y: 0), pinch.scale.isFinite && pinch.scale >= 0)
        case let rotation as UIRotationGestureRecognizer:
            measures = ("rotation", CGPoint(x: rotation.rotation, y: 0), rotation.rotation.isFinite)
        default:
            measures = nil
        }
        if let measures, !measures.valid {
            record("\(type(of: recognizer)) reports \(measures.name) \(measures.value) while \(recognizer.state)")
        }
    }

    /// The invariants that hold after every step.
    /// A drawn view's recorded content is its current picture: a phase change that did not reach
    /// `setNeedsDisplay()` leaves the content of an older phase, which the display list (and so every
    /// frame) would keep showing.
    private func checkDrawing(of view: FuzzDrawnView, index: Int) {
        _ = view.contentDisplayList
        if view.drawnPhase != view.phase {
            record("drawn view \(index) shows phase \(view.drawnPhase.map(String.init) ?? "none") of \(view.phase)")
        }
    }

    /// A symbol button's image view shows its symbol with the configuration the button holds for its
    /// current state, as UIKit's `setPreferredSymbolConfiguration(_:forImageIn:)` promises.
    private func checkSymbol(of button: UIButton, index: Int) {
        guard button.currentImage?.isSymbolImage == true else { return }
        let expected = button.preferredSymbolConfigurationForImage(in: button.state)
        if button.imageView?.preferredSymbolConfiguration != expected {
            record("button \(index) shows its symbol with \(button.imageView?.preferredSymbolConfiguration.map(String.init(describing:)) ?? "no configuration"), not \(expected.map(String.init(describing:)) ?? "none")")
        }
    }

    func checkAfterStep(_ scene: FuzzScene) {
        for node in scene.nodes {
            if let drawn = node.view as? FuzzDrawnView { checkDrawing(of: drawn, index: node.index) }
            if let button = node.view as? UIButton { checkSymbol(of: button, index: node.index) }
            if let field = node.view as? UITextField, let editor = scene.textEditors[node.index] {
                checkText(of: field, index: node.index, expected: editor.expectedText)
            }
            guard let control = node.control else { continue }
            checkValue(of: control, index: node.index)
            if control.isHighlighted && !control.isEnabled {
                record("control \(node.index) is highlighted while disabled")
            }
            if control.window == nil {
                if control.isTracking { record("control \(node.index) tracks a touch outside the window") }
                if control.isHighlighted { record("control \(node.index) is highlighted outside the window") }
                if openSessions.contains(node.index) {
                    record("control \(node.index) left the window without ending its touch session")
                }
            }
        }
        for index in scene.releasedTargetsStillAlive {
            record("target \(index) is still alive after the scene released it")
        }
        checkPresentations(scene)
        checkSceneConstraints(scene)
    }

    /// The invariants of a quiet scene: no touch down, recognizers decided.
    func checkQuiet(_ scene: FuzzScene) {
        for node in scene.nodes {
            // A presented controller the scene dropped keeps its views until it is dismissed.
            if node.isForgotten && node.view != nil && !scene.isHeldByLiveController(node) {
                record("view \(node.index) is still alive after the scene forgot it")
            }
            guard let control = node.control else { continue }
            if control.isTracking { record("control \(node.index) is still tracking with no touch down") }
            if control.isHighlighted { record("control \(node.index) is still highlighted with no touch down") }
        }
        checkDroppedControllersReleased(scene)
        for index in openSessions.sorted() {
            record("control \(index) sent .touchDown and never ended the session")
        }
        openSessions.removeAll()
        for (index, recognizer) in scene.recognizers.enumerated() {
            if recognizer.state != .possible {
                record("recognizer \(index) (\(type(of: recognizer))) is \(recognizer.state), not possible, with no touch down")
            }
            if openGestures.remove(ObjectIdentifier(recognizer)) != nil {
                record("recognizer \(index) (\(type(of: recognizer))) began and never sent .ended or .cancelled")
            }
        }
    }

    private static func name(_ event: UIControl.Event) -> String {
        switch event {
        case .touchUpInside: ".touchUpInside"
        case .touchUpOutside: ".touchUpOutside"
        case .touchCancel: ".touchCancel"
        default: ".touchDown"
        }
    }
}
