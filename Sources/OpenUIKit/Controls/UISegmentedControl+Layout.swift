import Foundation

/// Sizing and placing the segments, and styling each segment's title for its state.
///
/// UIKit documents the rules but not the metrics; the metrics below are iOS 17's as measured on
/// screenshots: the control is 32 pt tall, a segment's content is padded by ``segmentPadding`` on each
/// side, the selection thumb is inset by ``thumbInset``.
/// - Width per segment: a width set with ``setWidth(_:forSegmentAt:)`` is used as it is. The others share
///   what is left of the bounds — equally, or in proportion to their content when
///   ``apportionsSegmentWidthsByContent`` is true.
/// - Intrinsic size: every automatic segment as wide as the widest content (or its own content when
///   apportioning), plus the fixed widths; 32 pt tall.
extension UISegmentedControl {
    /// The height of a segmented control, as iOS 13 and later draw it.
    public static let standardHeight: CGFloat = 32
    /// The space left and right of a segment's content.
    static let segmentPadding: CGFloat = 12
    /// How far the selection thumb is inset from the track's edge.
    static let thumbInset: CGFloat = 2
    /// The point size of the titles, as iOS 13 and later: 13 pt, semibold on the selected segment.
    static let titleFontSize: CGFloat = 13

    /// A segment's natural width: its content plus the padding on both sides.
    private func naturalWidth(of segment: SegmentedControlSegment) -> CGFloat {
        (segment.contentSize.width + 2 * Self.segmentPadding).rounded(.up)
    }

    /// The intrinsic size; see the type's comment.
    var segmentedIntrinsicSize: CGSize {
        applySegmentStyles()
        let widest = segments.map(naturalWidth).max() ?? 0
        let width = segments.reduce(0) { total, segment in
            total + (segment.width > 0 ? segment.width
                     : apportionsSegmentWidthsByContent ? naturalWidth(of: segment) : widest)
        }
        let tallest = segments.map(\.contentSize.height).max() ?? 0
        return CGSize(width: width, height: max(Self.standardHeight, tallest.rounded(.up) + 2 * Self.thumbInset))
    }

    /// Each segment's rectangle in the bounds, left to right.
    func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.filter { $0.width == 0 }
        let shares = automatic.map { apportionsSegmentWidthsByContent ? naturalWidth(of: $0) : 1 }
        let totalShares = shares.reduce(0, +)
        let remaining = max(bounds.width - fixed, 0)
        var frames: [CGRect] = []
        var x = bounds.minX
        var share = 0
        for segment in segments {
            let width: CGFloat
            if segment.width > 0 {
                width = segment.width
            } else {
                width = totalShares > 0 ? remaining * shares[share] / totalShares : 0
                share += 1
            }
            frames.append(CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
            x += width
        }
        return frames
    }

    /// The index of the segment under `point` (in the bounds), or nil outside every segment.
    func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX && bounds.contains(point) }
    }

    /// The segment drawn as selected: the one being dragged to, else the selection (none when momentary).
    var displayedSelectionIndex: Int? {
        if let draggedSelectionIndex { return draggedSelectionIndex }
        guard !isMomentary, selectedSegmentIndex != Self.noSegment else { return nil }
        return selectedSegmentIndex
    }

    /// The state a segment's title is styled for: disabled (the segment or the control), selected,
    /// highlighted (under the tracked touch) or normal.
    func state(ofSegment index: Int) -> State {
        if !isEnabled || !segments[index].isEnabled { return .disabled }
        if index == displayedSelectionIndex { return .selected }
        if index == highlightedSegmentIndex { return .highlighted }
        return .normal
    }

    /// The title attributes for `state`: its own, else the normal state's.
    func effectiveTitleTextAttributes(for state: State) -> [NSAttributedString.Key: Any] {
        titleTextAttributesByState[state.rawValue] ?? titleTextAttributesByState[State.normal.rawValue] ?? [:]
    }

    /// Gives each segment's label and image the font and color of its state: the attributes set for the
    /// state, else 13 pt label-colored text (semibold when selected), dimmed when disabled.
    func applySegmentStyles() {
        for index in segments.indices {
            let state = state(ofSegment: index)
            let attributes = effectiveTitleTextAttributes(for: state)
            let weight: UIFont.Weight = state == .selected ? .semibold : .regular
            let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: Self.titleFontSize, weight: weight)
            let color = attributes[.foregroundColor] as? UIColor
                ?? (state == .disabled ? UIColor.label.multiplyingAlpha(by: 0.3) : .label)
            let segment = segments[index]
            if segment.label.font != font { segment.label.font = font }
            if segment.label.textColor != color { segment.label.textColor = color }
            if segment.imageView.tintColor != color { segment.imageView.tintColor = color }
        }
    }

    /// Styles the titles for their states and centers each segment's content (moved by its content
    /// offset) in its segment.
    func layoutSegments() {
        applySegmentStyles()
        for (segment, frame) in zip(segments, segmentFrames()) {
            let size = segment.contentSize
            let origin = CGPoint(x: (frame.midX - size.width / 2 + segment.contentOffset.width).rounded(),
                                 y: (frame.midY - size.height / 2 + segment.contentOffset.height).rounded())
            let content = CGRect(origin: origin, size: size)
            segment.label.frame = content
            segment.imageView.frame = content
        }
    }
}
