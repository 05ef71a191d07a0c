import Foundation

/// An ordered list of ``DisplayCommand``s: what a view, or a whole window, draws.
public struct DisplayList: Equatable, Sendable {
    /// The commands, in painting order: later ones paint over earlier ones.
    public var commands: [DisplayCommand]

    /// A list of `commands`: renderers and tests build them; views record theirs through
    /// `UIGraphicsContext`.
    public init(_ commands: [DisplayCommand] = []) {
        self.commands = commands
    }

    /// Whether nothing is drawn.
    public var isEmpty: Bool { commands.isEmpty }

    /// Every text string drawn, in drawing order: handy for asserting what a screen shows.
    public var texts: [String] {
        commands.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
    }

    /// Every text run drawn, in drawing order.
    public var textRuns: [TextRun] {
        commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// Whether a command blends (``DisplayCommand/blended(_:mode:within:)``): such a list must be drawn
    /// in a transparency layer of its own, so its blends combine only what it draws. One pass over the
    /// commands; callers that draw a list often keep the answer (``UIImage/drawingBlends``).
    public var containsBlend: Bool { Self.containsBlend(commands[...]) }

    /// ``containsBlend`` for part of a list, without copying it.
    public static func containsBlend(_ commands: ArraySlice<DisplayCommand>) -> Bool {
        for command in commands { if case .blended = command { return true } }
        return false
    }

    /// Every image drawn, in drawing order.
    public var images: [UIImage] {
        commands.compactMap { if case .image(let image, _, _, _) = $0 { image } else { nil } }
    }
}
