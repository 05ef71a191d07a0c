import Foundation

/// How a flow layout breaks a section's items into lines and spreads each line across: the rules
/// ``UICollectionViewFlowLayout`` documents (full lines justified, the last line leading with the
/// minimum spacing, a lone item centered unless it ends a section of several lines).
struct FlowLines {
    /// Where lines start across, past the section inset.
    let leading: CGFloat
    /// The breadth a line may fill.
    let available: CGFloat
    let interitemSpacing: CGFloat
    let lineSpacing: CGFloat

    /// The item ranges of each line: as many items as fit with the minimum spacing, and at least one
    /// (an item wider than the line gets a line of its own).
    func breaks(breadths: [CGFloat]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, used: CGFloat = 0
        for (index, breadth) in breadths.enumerated() {
            if index > start, used + interitemSpacing + breadth > available {
                lines.append(start..<index)
                start = index
                used = breadth
            } else {
                used += (index > start ? interitemSpacing : 0) + breadth
            }
        }
        if start < breadths.count { lines.append(start..<breadths.count) }
        return lines
    }

    /// Each item's offset across for one line of `breadths`.
    func offsets(breadths: [CGFloat], isLast: Bool, isOnly: Bool) -> [CGFloat] {
        let total = breadths.reduce(0, +)
        let spacing: CGFloat
        var offset = leading
        if breadths.count == 1 {
            if !isLast || isOnly { offset += (available - total) / 2 }
            spacing = 0
        } else if isLast {
            spacing = interitemSpacing
        } else {
            spacing = (available - total) / CGFloat(breadths.count - 1)
        }
        return breadths.map { breadth in
            defer { offset += breadth + spacing }
            return offset
        }
    }
}
