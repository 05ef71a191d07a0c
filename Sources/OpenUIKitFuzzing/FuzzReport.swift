/// What one fuzz run did and found.
public struct FuzzReport: Sendable {
    /// The seed that reproduces the run (nil for a run driven by libFuzzer's bytes).
    public let seed: UInt64?
    /// How many steps ran (input events, time steps, mutations and settle points).
    public let stepsRun: Int
    /// How many of them were pointer input events.
    public let inputEvents: Int
    /// The broken invariants, in the order the checker found them; empty for a run that passed.
    public let violations: [InvariantViolation]
    /// How many control session events (touch down, up inside or outside, cancel) the run produced.
    public let sessionEvents: Int
    /// How many gesture recognizer actions the run produced.
    public let recognizerActions: Int
    /// How many controllers were presented in the run.
    public let presentations: Int
    /// How many of the presented controllers were dismissed in the run.
    public let dismissals: Int
    /// How many alert action handlers ran (each checked against its alert's dismissal).
    public var alertHandlers = 0
    /// After how many steps the window was drawn and compared with its damage (``DamageCheck``).
    public var pixelChecks = 0
    /// How many keyboard edits the scene's text fields got (``FuzzTextEditor``), each checked against
    /// the text they must give: a run with none checked no text field.
    public var textEdits = 0
    /// How many Auto Layout steps the run took (``ConstraintMutationGenerator``): a run with none
    /// checked no scene constraint.
    public var constraintChanges = 0
    /// How many "Unable to simultaneously satisfy constraints" conflicts the engine reported: the
    /// constraint steps that conflict on purpose must make some.
    public var layoutConflicts = 0
    /// How many diagnostics the engine reported (malformed input it refused).
    public let diagnostics: Int
    /// The scene, one view or recognizer a line.
    public let scene: String
    /// The steps that led to the first violation (the last few before it) and the control events and recognizer actions they caused, to read next to the replay.
    public let trace: [String]

    /// Whether the run broke no invariant: what a fuzz test asserts, with ``violations`` to print
    /// when it fails.
    public var passed: Bool { violations.isEmpty }
}
