import OpenUIKit

extension DisplayList {
    /// Whether what the list draws is decided by its commands' values alone, so that an equal list
    /// draws the same pixels. Not when it composites a cached rendering
    /// (``DisplayCommand/cachedRendering(_:placement:alpha:)``): caches compare by identity, and a
    /// cache's pixels are drawn again under the same identity while its view animates. Images compare
    /// by identity too, but a `UIImage` never changes, and a kept list keeps its images alive.
    var drawsOnlyValues: Bool {
        for command in commands where !Self.drawsOnlyValues(command) { return false }
        return true
    }

    /// ``drawsOnlyValues`` for one command, through the commands and masks it wraps.
    private static func drawsOnlyValues(_ command: DisplayCommand) -> Bool {
        switch command {
        case .cachedRendering: false
        case let .endMask(mask): mask.drawsOnlyValues
        case let .blended(wrapped, _, _), let .transformed(wrapped, _): drawsOnlyValues(wrapped)
        default: true
        }
    }
}
