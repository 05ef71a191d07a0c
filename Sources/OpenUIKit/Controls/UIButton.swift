import Foundation

/// A control that shows a title and/or an image and sends actions when tapped, as UIKit's `UIButton`.
///
/// - **Per-state content** (`UIButton+Content.swift`): title, attributed title, title color, title
///   shadow color, image and background image are set for a ``UIControl/State`` and looked up for the
///   current ``UIControl/state`` exactly as UIKit does: the state's own value, else `.normal`'s, else the
///   button type's default. `[.highlighted, .disabled]` is the same slot as `.highlighted`, and
///   `[.selected, .highlighted, .disabled]` the same as `[.selected, .highlighted]`.
/// - **Refresh**: the shown content follows every change of state. A flag change
///   (``UIControl/isHighlighted`` …) refreshes at once; a subclass that overrides ``UIControl/state``
///   to add application bits calls `setNeedsLayout()` when its own flag changes (as the articles'
///   follow button does): ``layoutSubviews()`` re-reads the content for the current state.
/// - **Layout** (`UIButton+Layout.swift`): image then title, side by side, placed in the content rect
///   by the content alignments; ``contentEdgeInsets`` shrink the content rect, ``imageEdgeInsets`` and
///   ``titleEdgeInsets`` move each part, as UIKit's pre-iOS 15 button layout.
/// - **Drawing**: the background image and (for glyph types) the symbol are drawn by the button; the
///   title and image are its ``titleLabel`` and ``imageView`` subviews, so everything shown in a state
///   is in the display list.
/// - **Configuration** (iOS 15, `UIButton+Configuration.swift`): a button with a ``configuration`` is
///   laid out and drawn from it instead — its background by the button, the title, subtitle, image and
///   activity indicator as subviews — and updates it for its state through
///   ``setNeedsUpdateConfiguration()``. Its state lives in side storage, so a button without one pays
///   a flag.
@MainActor
open class UIButton: UIControl {
    /// The button's type, fixed when it is created with ``init(type:)``.
    @exclusivity(unchecked) public private(set) var buttonType: ButtonType = .custom
    /// Whether the button used the iOS 15 API (a configuration, role, tool tip …) and keeps its state
    /// in side storage (`UIButton+ConfigurationStorage.swift`). A flag in the padding after
    /// ``buttonType``, so buttons without a configuration stay the size they were.
    var hasConfigurationStorage = false
    /// The state whose content the title label and image view show (``applyCurrentContent()``), nil
    /// when none is applied (a configuration shows its own): ``layoutSubviews()`` and
    /// ``contentSizes`` apply the content again only when ``UIControl/state`` differs. Everything
    /// else the content is read from applies it when it changes (the per-state setters, the tint,
    /// ``reversesTitleShadowWhenHighlighted``), so a layout for a new size only places the parts —
    /// applying it on every resize was a sixth of a relayout of the 1000-button constraint grid
    /// (docs/Performance.md, "Session 13 — layout speed").
    private(set) var appliedState: State?

    /// Whether ``layoutSubviews()`` has just applied the content for the current state and is placing
    /// the parts: ``contentSizes``, which the default ``titleRect(forContentRect:)`` and
    /// ``imageRect(forContentRect:)`` ask, then does not compute the overridable `state` again to
    /// compare it (the second of a layout's two reads, 4 % of a relayout of the 1000-button grid;
    /// docs/Performance.md, "Session 16 — layout speed"). Nothing between can make the applied
    /// content stale unnoticed: UIControl's own state changes apply the content at once
    /// (``controlStateDidChange()``), and a subclass that adds state bits calls `setNeedsLayout()`
    /// when one changes, which ``contentSizes`` checks.
    private var contentAppliedByLayout = false

    /// The title label (``titleLabel``).
    let label = UILabel(frame: .zero)
    /// The image view, made when the button first has an image to show or ``imageView`` is asked for:
    /// as in UIKit, a title-only button's only subview is its label. Making it for every button cost a
    /// view and an insertion per button created (issue 7's modal-cycle profile).
    @exclusivity(unchecked) private(set) var madeImageView: UIImageView?

    // `@exclusivity(unchecked)` below: main-actor state; the checks were 8.3 % of a dispatch-only click
    // (docs/Performance.md, "Exclusivity checks").
    /// The content set for each state, by the state's slot (see ``ButtonStateContentTable``).
    @exclusivity(unchecked) var contents = ButtonStateContentTable()
    /// The state the button's own drawing (background image, glyph) was recorded for.
    @exclusivity(unchecked) private var drawnState: State?
    /// The last tint a highlight dimmed, and the dimmed color (see ``systemTint(for:)``).
    @exclusivity(unchecked) var dimmedTint: (tint: UIColor, dimmed: UIColor)?

    /// The label that shows the current title. Style it (font, line breaks) here; its text and colors
    /// are the button's per-state values and are set by the button.
    open var titleLabel: UILabel? { label }

    /// The image view that shows the current image (made on first use, behind every other subview, where
    /// a button made with one keeps it).
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let made = makeImageView()
        applyCurrentContent()
        if hasConfigurationStorage { showConfiguration() }
        return made
    }

    func makeImageView() -> UIImageView {
        let made = UIImageView(frame: .zero)
        madeImageView = made
        insertSubview(made, at: 0)
        setNeedsLayout()
        return made
    }

    /// Space around the whole content (title and image); counted in ``intrinsicContentSize``.
    @exclusivity(unchecked) open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
    }

    /// Moves or resizes the title's rectangle; not counted in ``intrinsicContentSize``, as in UIKit.
    @exclusivity(unchecked) open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } }
    }

    /// Moves or resizes the image's rectangle; not counted in ``intrinsicContentSize``, as in UIKit.
    @exclusivity(unchecked) open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { if imageEdgeInsets != oldValue { setNeedsLayout() } }
    }

    /// Whether a custom button darkens its image (and background image) while highlighted, when no
    /// image is set for the highlighted state. True by default. (System types dim their tint instead.)
    open var adjustsImageWhenHighlighted = true {
        didSet { if adjustsImageWhenHighlighted != oldValue { refreshContent() } }
    }

    /// Whether the image (and background image) is drawn faded while disabled, when no image is set for
    /// the disabled state. True by default.
    open var adjustsImageWhenDisabled = true {
        didSet { if adjustsImageWhenDisabled != oldValue { refreshContent() } }
    }

    /// Whether the title's shadow flips from engraved to embossed while the button is highlighted, as
    /// UIKit's (deprecated in iOS 15, still honoured): the title label's `shadowOffset` is negated while
    /// highlighted and restored after. False by default.
    open var reversesTitleShadowWhenHighlighted: Bool {
        get { titleShadowReversal.requested }
        set {
            guard newValue != titleShadowReversal.requested else { return }
            titleShadowReversal.requested = newValue
            applyCurrentContent()
        }
    }
    /// ``reversesTitleShadowWhenHighlighted``, and whether the title label's shadow offset is negated
    /// now. One unchecked stored pair (per-event state, as UIView.storedCenter explains), read with
    /// no dynamic dispatch on every state change: an `open` stored property with exclusivity checks
    /// cost a click 1.5 % more instructions (callgrind).
    @exclusivity(unchecked) private var titleShadowReversal = (requested: false, applied: false)

    /// Whether a white glow is drawn at the button's center while it is highlighted. False by default.
    /// OpenUIKit draws the glow with the button's own drawing, behind the title and image.
    open var showsTouchWhenHighlighted = false {
        didSet { if showsTouchWhenHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// Creates a custom button, as UIKit's `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 15)
        addSubview(label)
        refreshContent()
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button with side storage gives its entry up.
    isolated deinit {
        if hasConfigurationStorage { releaseConfigurationStorage() }
    }

    /// Creates a button of `buttonType`, as UIKit's `init(type:)` / `buttonWithType:`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        refreshContent()
    }

    /// Creates a button that performs `primaryAction` when tapped and shows its title and image, as
    /// UIKit's `init(type:primaryAction:)` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        setImage(primaryAction.image, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    // MARK: Per-state content (lookup rules in UIButton+Content.swift)

    /// Sets the title for `state`; states without their own show the normal state's, as UIKit's. Nil clears
    /// it so the state falls back to `.normal`. An attributed title for the state wins over this one.
    open func setTitle(_ title: String?, for state: State) { setContent(\.title, title, for: state) }
    /// Sets the title color for `state`; states without their own use the normal state's, then the button
    /// type's default (the tint color for a system button).
    open func setTitleColor(_ color: UIColor?, for state: State) { setContent(\.titleColor, color, for: state) }
    /// Sets the title's shadow color for `state`, falling back to the normal state's as the title does.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        setContent(\.titleShadowColor, color, for: state)
    }
    /// Sets the image for `state`, shown beside the title; states without their own show the normal state's.
    /// A system button tints it; a custom one draws it as is.
    open func setImage(_ image: UIImage?, for state: State) { setContent(\.image, image, for: state) }
    /// Sets the image stretched behind the content for `state`, falling back to the normal state's.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        setContent(\.backgroundImage, image, for: state)
    }
    /// Sets a styled title for `state`; when there is one for the state it is shown instead of the plain
    /// title, as UIKit's.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        setContent(\.attributedTitle, title, for: state)
    }

    /// The title for `state`: its own, else the normal state's.
    open func title(for state: State) -> String? { content(\.title, for: state) }
    /// The title color for `state`: its own, else the normal state's, else the type's default.
    open func titleColor(for state: State) -> UIColor? {
        content(\.titleColor, for: state) ?? defaultTitleColor(for: state)
    }
    /// The title shadow color for `state`: its own, else the normal state's, else
    /// ``defaultTitleShadowColor`` (50 % black).
    open func titleShadowColor(for state: State) -> UIColor? {
        content(\.titleShadowColor, for: state) ?? Self.defaultTitleShadowColor
    }
    /// The image for `state`: its own, else the normal state's.
    open func image(for state: State) -> UIImage? { content(\.image, for: state) }
    /// The background image for `state`: its own, else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? { content(\.backgroundImage, for: state) }
    /// The attributed title for `state`: its own, else the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? { content(\.attributedTitle, for: state) }

    /// A new state shows that state's content and redraws. Layout (and the intrinsic size) is only
    /// invalidated when the title or image changed: they are all a button lays out, and relaying out
    /// and re-measuring every button on every highlight was most of a click-and-redraw (issue 7). So
    /// unlike a plain ``UIControl`` a button does not call ``layoutSubviews()`` for a state change
    /// that keeps its title and image; a subclass whose layout depends on the state calls
    /// `setNeedsLayout()` itself (ButtonKit's `LoadingButton` does).
    override func controlStateDidChange() {
        setNeedsDisplay()
        if hasConfigurationStorage { configurationStateDidChange() }
        if applyCurrentContent() { contentDidChange() }
    }

    /// Re-applies the current content, so a system button's image picks the new tint up at once.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyCurrentContent()
        if hasConfigurationStorage { showConfiguration() }
    }

    // MARK: Layout (geometry in UIButton+Layout.swift)

    /// The rectangle the content is laid out in: the bounds inset by ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// Where the background image is drawn: the whole bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Where the title goes within `contentRect`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentPlacement(in: contentRect.inset(by: titleEdgeInsets)).title
    }

    /// Where the image goes within `contentRect`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentPlacement(in: contentRect.inset(by: imageEdgeInsets)).image
    }

    /// Shows the content for the current ``UIControl/state`` and places the title and image where
    /// ``imageRect(forContentRect:)`` and ``titleRect(forContentRect:)`` say, as UIKit's (a subclass
    /// overriding them moves the parts). The content is applied only when the state changed since it
    /// was last (``appliedState``: a subclass that adds state bits calls `setNeedsLayout()` when one
    /// changes); a new size only places the parts.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if layoutConfiguredContent() { return }
        applyContentIfStateChanged()
        contentAppliedByLayout = true
        defer { contentAppliedByLayout = false }
        let content = contentRect(forBounds: bounds)
        var imageFrame: CGRect?
        if madeImageView != nil { imageFrame = imageRect(forContentRect: content) }
        let titleFrame = titleRect(forContentRect: content)
        if let imageView = madeImageView, let imageFrame { imageView.frame = imageFrame }
        label.frame = titleFrame
    }

    /// The size an empty button fits to, as UIKit's (a button with no title, image or symbol and no
    /// ``contentEdgeInsets`` reports 30×34).
    public static let emptyFittingSize = CGSize(width: 30, height: 34)
    /// The space UIKit's button leaves above and below its title when it fits itself: a title button
    /// is its title label's height plus 6 pt above and 6 pt below (measured in UIKit's debug view
    /// hierarchy, e.g. Stack Overflow answer 70778238: an 18 pt title label of 21 pt fits a 33 pt
    /// button). Non-zero ``contentEdgeInsets`` replace this padding — the well-known way to remove it
    /// is a tiny inset such as 0.01.
    public static let titleFittingPadding: CGFloat = 6

    /// The title and image side by side plus ``contentEdgeInsets``, as UIKit's classic button: with
    /// zero insets, a title is padded by ``titleFittingPadding`` above and below and an empty button
    /// is ``emptyFittingSize``.
    open override var intrinsicContentSize: CGSize {
        if let size = configuredIntrinsicContentSize { return size }
        let sizes = contentSizes
        let insets = contentEdgeInsets
        let hasTitle = !label.isHidden
        if insets == .zero && !hasTitle && sizes.image == .zero { return Self.emptyFittingSize }
        let titleHeight = sizes.title.height + (hasTitle && insets == .zero ? 2 * Self.titleFittingPadding : 0)
        return CGSize(width: sizes.image.width + sizes.title.width + insets.horizontal,
                      height: max(sizes.image.height, titleHeight) + insets.vertical)
    }

    /// The ``intrinsicContentSize``, whatever the proposed size, as UIKit's button.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// A button has a primary action: it sends `.primaryActionTriggered` after `.touchUpInside`.
    override var sendsPrimaryActionTriggered: Bool { true }

    /// With ``changesSelectionAsPrimaryAction``, the primary action first toggles ``UIControl/isSelected``,
    /// so its actions read the new selection, as UIKit's toggle buttons (iOS 15).
    /// A pop-up button (one with a ``menu``) does not toggle: its selection is the menu's chosen action.
    open override func sendActions(for controlEvents: Event) {
        if hasConfigurationStorage && controlEvents.contains(.primaryActionTriggered)
            && changesSelectionAsPrimaryAction && configurationStorage?.menu == nil {
            isSelected.toggle()
        }
        super.sendActions(for: controlEvents)
    }

    // MARK: Configuration updates (the cycle is in UIButton+Configuration.swift)

    /// Updates the configuration for the button's state, as UIKit's `updateConfiguration()`: called by
    /// each update that ``setNeedsUpdateConfiguration()`` asks for, before the
    /// ``configurationUpdateHandler``. Override it in a subclass to change ``configuration`` there;
    /// don't call it directly. The default does nothing: the state's automatic appearance is applied
    /// when the configuration is drawn (``automaticallyUpdatesConfiguration``).
    open func updateConfiguration() {}

    /// The state a configuration is updated for: the highlighted, selected, disabled and focused flags
    /// and the traits. Override it to add custom states by ``UIConfigurationStateCustomKey``
    /// (`var state = super.configurationState; state[.isFollowed] = isFollowed; return state`), and call
    /// ``setNeedsUpdateConfiguration()`` when one changes. UIKit gives cells and header views this
    /// property; OpenUIKit gives it to buttons too, as the modern form of application state bits.
    open var configurationState: UIViewConfigurationState { defaultConfigurationState }

    /// A button whose ``menu`` is its primary action (``UIControl/showsMenuAsPrimaryAction``) opens the
    /// menu as the finger touches down and hands the touch to the menu, as UIKit's (`UIButton+Menu.swift`).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if hasConfigurationStorage && opensMenuAsPrimaryAction(handingOver: touch) { return false }
        return super.beginTracking(touch, with: event)
    }

    // MARK: Gesture overlap

    /// Keeps another view's single tap from recognizing a tap on the button, so the button's own
    /// action wins (``UIControl/isOverlappingSingleTap(_:)``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if hasConfigurationStorage, gestureRecognizer === configurationStorage?.menuLongPress {
            return opensMenuOnLongPress
        }
        if isOverlappingSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Accessibility

    /// The current title, as UIKit's button reads it; nil for a button showing only an image.
    override var defaultAccessibilityLabel: String? { currentTitle }

    /// `.button`, with the control's state traits (`.selected`, `.notEnabled`), as UIKit's button.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.button)
    }

    // MARK: Drawing

    /// Draws the touch glow, the background image and the type's symbol; the title and image are subviews.
    /// The engine's own drawing, unclipped (see ``UIView/clipsOwnDrawing``).
    override var clipsOwnDrawing: Bool { false }

    /// Draws the background image, the glow of ``showsTouchWhenHighlighted`` and the button type's glyph; the
    /// title and image are subviews and draw themselves.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let state = self.state
        drawnState = state
        if hasConfigurationStorage, let shown = configurationStorage?.shown {
            return drawConfigurationBackground(shown, in: backgroundRect(forBounds: rect), into: context)
        }
        if let background = backgroundImage(for: state) {
            imageAdjustment(for: state, explicit: contents[Self.slot(for: state)]?.backgroundImage)
                .draw(background, in: backgroundRect(forBounds: rect), tint: nil, into: context)
        }
        if showsTouchWhenHighlighted && isHighlighted {
            let radius: CGFloat = 20
            context.fill(CGRect(x: rect.midX - radius, y: rect.midY - radius, width: radius * 2, height: radius * 2),
                         color: UIColor(white: 1, alpha: 0.5), cornerRadius: radius)
        }
        if buttonType.hasGlyph && currentImage == nil {
            buttonType.drawGlyph(in: imageRect(forContentRect: contentRect(forBounds: rect)),
                                 color: systemTint(for: state), into: context)
        }
    }

    // MARK: Refresh

    /// Re-reads everything shown for the current state; the size may change too.
    func refreshContent() {
        applyCurrentContent()
        contentDidChange()
    }

    /// Applies the current state's content unless it is the state applied last (``appliedState``).
    func applyContentIfStateChanged() {
        if appliedState != state { applyCurrentContent() }
    }

    /// ``applyContentIfStateChanged()``, unless ``layoutSubviews()`` has just done it and nothing has
    /// marked the button for layout since (``contentAppliedByLayout``).
    func applyContentUnlessAppliedByLayout() {
        if !contentAppliedByLayout || needsLayout { applyContentIfStateChanged() }
    }

    private func contentDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Puts the current state's title, colors and image into the title label and image view. Idempotent:
    /// only what changed is invalidated. Returns whether the title or the image changed (what the
    /// button's size depends on).
    @discardableResult
    func applyCurrentContent() -> Bool {
        if hasConfigurationStorage && configurationStorage?.configuration != nil {
            appliedState = nil
            return false
        }
        let state = self.state
        appliedState = state
        if drawnState != state { setNeedsDisplay() }
        let oldText = label.text
        let oldAttributedText = label.attributedText
        if let attributed = attributedTitle(for: state) {
            label.attributedText = attributed
        } else {
            if label.attributedText != nil { label.attributedText = nil }
            label.text = title(for: state)
        }
        label.textColor = titleColor(for: state)
        label.shadowColor = content(\.titleShadowColor, for: state)
        let reversal = titleShadowReversal
        if reversal.requested || reversal.applied {
            let reversed = reversal.requested && state.contains(.highlighted)
            if reversed != reversal.applied {
                titleShadowReversal.applied = reversed
                label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
            }
        }
        label.isHidden = label.text?.isEmpty ?? true
        let current = image(for: state)
        let textChanged = label.text != oldText || label.attributedText != oldAttributedText
        guard let image = madeImageView ?? current.map({ _ in makeImageView() }) else { return textChanged }
        let imageChanged = image.image != current
        image.image = current
        image.isHidden = current == nil
        image.tintsAutomaticImages = buttonType != .custom
        // Read only for a symbol: the per-state lookup is skipped for every other image.
        let symbolConfiguration = current?.isSymbolImage == true ? preferredSymbolConfigurationForImage(in: state) : nil
        if image.preferredSymbolConfiguration != symbolConfiguration { image.preferredSymbolConfiguration = symbolConfiguration }
        // Only an image is tinted; comparing first spares the setter's walk up the tree for the
        // inherited tint on every state change of a title-only button.
        let imageTint = buttonType == .custom || current == nil ? nil : systemTint(for: state)
        if image.storedTintColor != imageTint { image.tintColor = imageTint }
        image.imageAdjustment = current.map { _ in
            imageAdjustment(for: state, explicit: contents[Self.slot(for: state)]?.image)
        } ?? .none
        return imageChanged || textChanged
    }
}
