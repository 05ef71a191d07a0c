import Foundation

/// A horizontal row of segments, each working as a button, of which one is selected — as UIKit's
/// `UISegmentedControl` looks and behaves since iOS 13.
///
/// - **Segments** show a title or an image (never both, as UIKit documents for `setImage(_:forSegmentAt:)`)
///   and may carry a `UIAction` (`init(frame:actions:)`, iOS 14), performed when a person selects them.
/// - **Selection**: ``selectedSegmentIndex`` is ``noSegment`` or a segment's index. Setting it in code
///   sends nothing, as in UIKit; a person's choice sends `.valueChanged` once the touch lifts
///   (`UISegmentedControl+Tracking.swift`, which also covers dragging the selection between segments).
/// - **Sizing** (`UISegmentedControl+Layout.swift`): equal widths by default, widths set per segment with
///   ``setWidth(_:forSegmentAt:)``, or widths following the content with
///   ``apportionsSegmentWidthsByContent``.
/// - **Drawing** (`UISegmentedControl+Drawing.swift`): iOS 13's rounded gray track with a raised
///   selection "thumb" and hairline dividers between unselected segments.
///
/// Animated inserts and removals (`animated: true`) slide the segments' titles and images and fade a new
/// segment in (`UISegmentedControl+Animation.swift`).
@MainActor
open class UISegmentedControl: UIControl {
    /// The ``selectedSegmentIndex`` of a control with no segment selected, as UIKit's (`-1`).
    public static let noSegment = -1

    /// The segments, in order.
    var segments: [SegmentedControlSegment] = []

    /// The title attributes set per state with ``setTitleTextAttributes(_:for:)``, by the state's raw value.
    var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The index of the selected segment, or ``noSegment``. Setting it in code sends no `.valueChanged`,
    /// as in UIKit. An index outside the segments is ignored with a `segmentedControl.indexOutOfRange`
    /// warning (UIKit raises an exception for it; a Linux port should not crash).
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            guard selectedSegmentIndex != oldValue else { return }
            guard selectedSegmentIndex == Self.noSegment || segments.indices.contains(selectedSegmentIndex) else {
                Diagnostics.warn("segmentedControl.indexOutOfRange",
                                 "selectedSegmentIndex \(selectedSegmentIndex) is not a segment's index "
                                    + "(0..<\(segments.count)) or noSegment; ignored")
                selectedSegmentIndex = oldValue
                return
            }
            segmentAppearanceDidChange()
        }
    }

    /// Whether the segments act as momentary buttons: a tap sets ``selectedSegmentIndex`` and sends
    /// `.valueChanged`, but no segment is drawn selected. False by default.
    open var isMomentary = false {
        didSet { if isMomentary != oldValue { segmentAppearanceDidChange() } }
    }

    /// Whether automatically sized segments get widths in proportion to their content instead of equal
    /// widths. False by default.
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { segmentsDidChange() } }
    }

    /// The color of the selected segment's thumb; nil draws UIKit's default (white in light mode).
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The segment the tracked touch is on (see `UISegmentedControl+Tracking.swift`); nil when none.
    var highlightedSegmentIndex: Int?
    /// While a person drags the selection thumb, the segment it is over; nil otherwise.
    var draggedSelectionIndex: Int?

    /// Makes a control with no segments and nothing selected (`noSegment`), as UIKit's `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control with one segment per item: a `String` becomes a titled segment, a ``UIImage`` an
    /// image segment. Any other item becomes an empty segment, with a `segmentedControl.unsupportedItem`
    /// warning (UIKit accepts only strings and images). The control is sized to fit its segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: appendSegment(SegmentedControlSegment(title: title, image: nil))
            case let image as UIImage: appendSegment(SegmentedControlSegment(title: nil, image: image))
            default:
                Diagnostics.warn("segmentedControl.unsupportedItem",
                                 "a segment item must be a String or a UIImage, not \(type(of: item)); "
                                    + "the segment is empty")
                appendSegment(SegmentedControlSegment(title: nil, image: nil))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with one segment per action, showing the action's image if it has one, else its
    /// title, as UIKit's `init(frame:actions:)` (iOS 14). Selecting a segment performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { appendSegment(Self.segment(for: action)) }
    }

    private static func segment(for action: UIAction) -> SegmentedControlSegment {
        SegmentedControlSegment(title: action.image == nil ? action.title : nil, image: action.image, action: action)
    }

    // MARK: Segments

    /// How many segments the control has.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at `segment`, pinned to `0...numberOfSegments` as UIKit documents.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(title: title, image: nil), at: segment, animated: animated)
    }

    /// Inserts an image segment at `segment`, pinned to `0...numberOfSegments`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(title: nil, image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` at `segment`, pinned to `0...numberOfSegments` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment, animated: animated)
    }

    /// Removes the segment at `segment`. Removing the selected segment leaves no segment selected; a
    /// selection after it moves down with its segment. An index outside the segments is ignored with a
    /// `segmentedControl.indexOutOfRange` warning.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checkedIndex(segment, "removeSegment(at:animated:)") else { return }
        changeSegments(animated: animated) {
            let removed = segments.remove(at: segment)
            removed.label.removeFromSuperview()
            removed.imageView.removeFromSuperview()
            if selectedSegmentIndex == segment {
                selectedSegmentIndex = Self.noSegment
            } else if selectedSegmentIndex > segment {
                selectedSegmentIndex -= 1
            }
            segmentsDidChange()
            return nil
        }
    }

    /// Removes every segment; no segment is selected afterwards.
    open func removeAllSegments() {
        for segment in segments {
            segment.label.removeFromSuperview()
            segment.imageView.removeFromSuperview()
        }
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        segmentsDidChange()
    }

    /// Shows `title` in the segment, replacing its image.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        show(title: title, image: nil, inSegment: segment, "setTitle(_:forSegmentAt:)")
    }

    /// The segment's title; nil for an image segment or an index outside the segments.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Shows `image` in the segment, replacing its title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        show(title: nil, image: image, inSegment: segment, "setImage(_:forSegmentAt:)")
    }

    /// The segment's image; nil for a titled segment or an index outside the segments.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Replaces the segment's action and shows the action's image or title (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        let replacement = Self.segment(for: action)
        guard show(title: replacement.title, image: replacement.image, inSegment: segment,
                   "setAction(_:forSegmentAt:)") else { return }
        segments[segment].action = action
    }

    /// The segment's action, if it has one (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `identifier`, else ``noSegment`` (iOS 14).
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    /// Whether a person can select the segment. A disabled segment is drawn dimmed and ignores touches.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checkedIndex(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        segmentAppearanceDidChange()
    }

    /// Whether the segment is enabled; false for an index outside the segments.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Fixes the segment's width; 0 (the default) sizes it automatically. A negative width is ignored with
    /// a `segmentedControl.negativeWidth` warning (UIKit raises an exception for it).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checkedIndex(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width >= 0, width.isFinite else {
            Diagnostics.warn("segmentedControl.negativeWidth", "segment width \(width) must be 0 or more; ignored")
            return
        }
        segments[segment].width = width
        segmentsDidChange()
    }

    /// The width set for the segment; 0 when it is sized automatically or the index is outside the segments.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves the segment's title or image by `offset` from its centered place.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard checkedIndex(segment, "setContentOffset(_:forSegmentAt:)") else { return }
        segments[segment].contentOffset = offset
        setNeedsLayout()
    }

    /// The offset set for the segment's content; zero for an index outside the segments.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    // MARK: Title attributes

    /// Sets the title's attributes (`.font`, `.foregroundColor`) for `state`. A state with none set uses
    /// the normal state's, then UIKit's defaults (13 pt text, semibold when selected).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleTextAttributesByState[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// The attributes set for `state`, or nil.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }

    // MARK: Bookkeeping

    private func appendSegment(_ segment: SegmentedControlSegment) {
        insert(segment, at: segments.count)
    }

    private func insert(_ segment: SegmentedControlSegment, at index: Int, animated: Bool = false) {
        changeSegments(animated: animated) {
            let pinned = min(max(index, 0), segments.count)
            segments.insert(segment, at: pinned)
            addSubview(segment.label)
            addSubview(segment.imageView)
            if selectedSegmentIndex >= pinned { selectedSegmentIndex += 1 }
            segmentsDidChange()
            return segment
        }
    }

    /// Shows `title` and `image` (one of them nil) in the segment at `index`; false (with a warning for
    /// `caller`) if there is no such segment.
    @discardableResult
    private func show(title: String?, image: UIImage?, inSegment index: Int, _ caller: String) -> Bool {
        guard checkedIndex(index, caller) else { return false }
        segments[index].title = title
        segments[index].image = image
        segmentsDidChange()
        return true
    }

    /// Whether `index` is a segment's; warns `segmentedControl.indexOutOfRange` for `caller` if not.
    private func checkedIndex(_ index: Int, _ caller: String) -> Bool {
        guard segments.indices.contains(index) else {
            Diagnostics.warn("segmentedControl.indexOutOfRange",
                             "\(caller): segment \(index) is not in 0..<\(segments.count); ignored")
            return false
        }
        return true
    }

    /// Segments were added, removed or resized: the control's size and layout follow.
    func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        segmentAppearanceDidChange()
    }

    /// What a segment shows (selection, enabled, highlight) changed: relayout (labels pick their style
    /// then) and redraw the track.
    func segmentAppearanceDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    override func controlStateDidChange() {
        segmentAppearanceDidChange()
    }

    // MARK: Tracking (the rules are in UISegmentedControl+Tracking.swift)

    /// Tracks a touch that went down on an enabled segment and highlights it; refuses one elsewhere, as
    /// UIKit's.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginSegmentTracking(at: touch.location(in: self))
    }

    /// Moves the highlight (or a dragged selection thumb) to the segment under the finger.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueSegmentTracking(at: touch.location(in: self))
        return true
    }

    /// Commits the segment under the lifted finger (or the one a dragged thumb is over) and sends
    /// `.valueChanged` if the selection changed, or on every tap of a momentary control; a touch
    /// without a location just clears the highlight.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch {
            endSegmentTracking(at: touch.location(in: self))
        } else {
            clearSegmentTracking()
        }
    }

    /// Clears the highlight without changing the selection, then sends `.touchCancel`.
    open override func cancelTracking(with event: UIEvent?) {
        clearSegmentTracking()
        super.cancelTracking(with: event)
    }

    // MARK: Accessibility (UIKit's defaults; the elements are built in UISegmentedControl+Accessibility.swift)

    /// The control is a container, as UIKit's: assistive technologies see each segment, not the control.
    override var defaultIsAccessibilityElement: Bool { false }

    /// One element per segment (see ``segmentAccessibilityElements()``).
    override var defaultAccessibilityElements: [Any]? { segmentAccessibilityElements() }

    // MARK: Overrides (the work is in UISegmentedControl+Layout.swift and +Drawing.swift)

    /// Every automatic segment as wide as the widest content (each its own when apportioning) plus the
    /// fixed widths, by ``standardHeight``.
    open override var intrinsicContentSize: CGSize { segmentedIntrinsicSize }

    /// The ``intrinsicContentSize``, whatever the proposed size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Styles each segment's title for its state and centers its content in its segment.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSegments()
    }

    /// Draws the track, the highlight, the dividers and the selection thumb; the segments' titles and images
    /// are subviews.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawTrack(into: context)
    }
}
