import Foundation

/// An ordered list of ``DisplayCommand``s: what a view, or a whole window, draws.
public struct DisplayList: Equatable, Sendable {
    public var commands: [DisplayCommand]

    public init(_ commands: [DisplayCommand] = []) {
        self.commands = commands
    }

    public var isEmpty: Bool { commands.isEmpty }

    /// Every text string drawn, in drawing order: handy for asserting what a screen shows.
    public var texts: [String] {
        commands.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
    }

    /// Every text run drawn, in drawing order.
    public var textRuns: [TextRun] {
        commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// Every image drawn, in drawing order.
    public var images: [UIImage] {
        commands.compactMap { if case .image(let image, _, _, _) = $0 { image } else { nil } }
    }
}
