import Foundation

/// Items in sections placed by a layout object, scrolling: UIKit's `UICollectionView`, on
/// ``UIScrollView``.
///
/// The ``dataSource`` says how many sections and items there are and makes a cell (and, when the
/// layout asks, a header or footer) for an element about to show; the ``collectionViewLayout`` says
/// where everything goes (``UICollectionViewFlowLayout``, or an app's own ``UICollectionViewLayout``
/// subclass); the ``UIScrollView/delegate`` (a ``UICollectionViewDelegate``) hears about selection
/// and display. As in UIKit only the elements the layout places in the visible area have views: as the
/// content scrolls, a view that leaves goes back to a reuse pool per reuse identifier and the dequeue
/// methods hand it out again (after ``UICollectionReusableView/prepareForReuse()``).
///
/// The counts are read when the collection view first lays out and again after ``reloadData()`` or an
/// update (`UICollectionView+Updates.swift`), which invalidate the layout.
@MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a section header a flow layout places, as UIKit's constant.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer a flow layout places.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items; setting it is ``setCollectionViewLayout(_:animated:)`` without
    /// animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// The object that supplies sections, items and views (weak, as UIKit's). Setting it reloads.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate as a ``UICollectionViewDelegate``: the collection view's own calls go through it;
    /// it is set as the scroll view's ``UIScrollView/delegate``, as in UIKit.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// A view behind all the content that fills the visible area and does not scroll (nil by default).
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// Whether a tap selects an item (true by default).
    open var allowsSelection = true {
        didSet {
            guard !allowsSelection else { return }
            for indexPath in selectedItems { deselectItem(at: indexPath, animated: false) }
        }
    }
    /// Whether several items can be selected at once (false by default): a tap then toggles its item.
    open var allowsMultipleSelection = false {
        didSet {
            guard !allowsMultipleSelection else { return }
            for indexPath in selectedItems.sorted().dropFirst() { deselectItem(at: indexPath, animated: false) }
        }
    }

    // MARK: State

    var layout: UICollectionViewLayout
    /// The item count of each section between reloads; nil when the data must be read again.
    var itemCounts: [Int]?
    /// Whether the layout must ``UICollectionViewLayout/prepare()`` before the next layout pass.
    var needsLayoutPreparation = true
    /// Whether the visible views no longer match the visible area, the layout or the data.
    var needsTiling = true
    /// The bounds the visible views were last placed for, so a layout pass sees a bounds change
    /// however it came (a scroll, a frame or bounds change, a resize by Auto Layout).
    var tiledBounds: CGRect?
    /// The cells of the visible items.
    var visibleItemCells: [IndexPath: UICollectionViewCell] = [:]
    /// The cell that dequeuing hands back while ``reconfigureItems(at:)`` asks the data source for it.
    var reconfiguringCell: UICollectionViewCell?
    /// The visible supplementary views, by kind and index path.
    var visibleSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Registered classes and views that left the screen: cells by reuse identifier, supplementary views
    /// by kind and identifier.
    var cellPool = ReusableViewPool<UICollectionViewCell>()
    var supplementaryPool = ReusableViewPool<UICollectionReusableView>()
    var selectedItems: Set<IndexPath> = []
    /// The item under a finger, highlighted until the finger lifts or the touch is cancelled.
    var trackedItem: (touch: UITouch, indexPath: IndexPath)?
    /// Updates collected inside ``performBatchUpdates(_:completion:)``.
    var updateBatch = UpdateBatch()

    /// A supplementary view's place: its kind and index path.
    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    // MARK: Making one

    /// A collection view placing its items with `layout`, as UIKit's designated initializer. It draws
    /// on the system background, as iOS 17's.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layout.collectionView = self
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Replaces the layout; the items are placed by the new one at the next layout pass. The change is
    /// not animated (the README's differences).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== self.layout else { return }
        self.layout.collectionView = nil
        self.layout = layout
        layout.collectionView = self
        layoutWasInvalidated()
    }

    /// The layout asked for a new ``UICollectionViewLayout/prepare()``.
    func layoutWasInvalidated() {
        needsLayoutPreparation = true
        needsTiling = true
        setNeedsLayout()
    }

    // MARK: Registering and dequeuing

    /// Registers `cellClass` (a ``UICollectionViewCell`` subclass) for `identifier`: dequeuing that
    /// identifier makes a new cell of the class when the pool is empty. Nil removes the registration;
    /// a class that is not a cell is refused with `collectionView.notACellClass`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(cellClass, for: identifier, refusalCode: "collectionView.notACellClass")
    }

    /// Registers `viewClass` (a ``UICollectionReusableView`` subclass) for supplementary views of
    /// `elementKind` with `identifier`. Nil removes the registration; a class that is not a reusable
    /// view is refused with `collectionView.notAReusableViewClass`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        supplementaryPool.register(viewClass, for: Self.supplementaryPoolKey(kind: elementKind, identifier: identifier),
                                   refusalCode: "collectionView.notAReusableViewClass")
    }

    /// A cell that left the screen with `identifier`, reset by
    /// ``UICollectionReusableView/prepareForReuse()`` (the item's own cell while
    /// ``reconfigureItems(at:)`` runs), or a new cell of the registered class. Where
    /// UIKit raises (nothing registered), this reports `collectionView.unregisteredReuseIdentifier`
    /// with UIKit's message and returns a plain cell, so the item still shows.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if let cell = cellPool.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        let cell = cellPool.registeredClass(for: identifier).map { $0.init(frame: .zero) }
            ?? unregistered(identifier, kind: "UICollectionElementKindCell")
        cell.reuseIdentifier = identifier
        return cell
    }

    /// As ``dequeueReusableCell(withReuseIdentifier:for:)``, for a supplementary view of `elementKind`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.supplementaryPoolKey(kind: elementKind, identifier: identifier)
        if let view = supplementaryPool.dequeue(identifier: key) {
            view.prepareForReuse()
            return view
        }
        let view = supplementaryPool.registeredClass(for: key).map { $0.init(frame: .zero) }
            ?? unregistered(identifier, kind: elementKind) as UICollectionReusableView
        view.reuseIdentifier = identifier
        return view
    }

    private func unregistered(_ identifier: String, kind: String) -> UICollectionViewCell {
        Diagnostics.report(Diagnostic(code: "collectionView.unregisteredReuseIdentifier", severity: .error,
                                      message: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
                                        + "register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
        return UICollectionViewCell(frame: .zero)
    }

    /// The pool key of a supplementary view: its kind and identifier (a header and a footer may share
    /// an identifier).
    static func supplementaryPoolKey(kind: String, identifier: String) -> String { kind + "\u{1F}" + identifier }

    // MARK: Data

    /// Reads every count again and asks for the visible views anew: the visible views go back to the
    /// pools, the selection is cleared and the layout invalidated, as UIKit's.
    open func reloadData() {
        itemCounts = nil
        selectedItems.removeAll()
        trackedItem = nil
        recycleAllViews()
        layout.dataDidChange()
        layoutWasInvalidated()
    }

    /// The number of sections, read from the data source if it has not been yet.
    open var numberOfSections: Int { loadedCounts().count }

    /// The number of items in `section`, or 0 for a section out of range.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The counts, read from the data source when a reload or an update asked for them.
    func loadedCounts() -> [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            counts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
                max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
            }
        }
        itemCounts = counts
        return counts
    }

    /// Whether `indexPath` names an existing item.
    func containsItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: Visible items

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleItemCells[$0] }
    }

    /// The items on screen, in index path order.
    open var indexPathsForVisibleItems: [IndexPath] {
        tileIfNeeded()
        return visibleItemCells.keys.sorted()
    }

    /// The cell showing `indexPath`, or nil when the item is not visible (it has no cell then).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        tileIfNeeded()
        return visibleItemCells[indexPath]
    }

    /// The item `cell` shows, or nil when it is not one of the visible cells.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        tileIfNeeded()
        return visibleItemCells.first { $0.value === cell }?.key
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        tileIfNeeded()
        return visibleSupplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The item whose frame contains `point` (content coordinates), or nil over a gap or a header. The
    /// layout is asked for the visible rect (and the point's), so a layout that moves its superclass's
    /// attributes — the classic left-aligned flow layout — is hit where it draws.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = bounds.union(CGRect(x: point.x, y: point.y, width: 1, height: 1))
        return layout.layoutAttributesForElements(in: probe)?
            .last { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }?.indexPath
    }

    /// The layout's attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Scrolling follows

    /// A change of the visible area (a scroll) asks for the newly visible elements at the next layout
    /// pass; a resize reaches that pass through ``UIView/setNeedsLayout()`` too, where the layout is
    /// asked whether the change needs a new ``UICollectionViewLayout/prepare()``.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds != old {
                needsTiling = true
                setNeedsLayout()
            }
        }
    }

    /// Lays out the visible cells and supplementary views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tileItems()
    }

    // MARK: Touches (UICollectionView+Selection.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !itemTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !itemTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !itemTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }
}
