import Foundation

/// Placing the elements the layout puts in the visible area: the collection view's virtualisation.
/// Only those elements have views; the rest are the layout's numbers.
extension UICollectionView {
    /// How many times one layout pass lets self-sizing cells change the layout before it places what
    /// it has (each pass measures only the cells new to it, so this is reached only by a cell whose
    /// size keeps changing).
    private static let maximumSelfSizingPasses = 8

    /// Runs the layout's ``UICollectionViewLayout/prepare()`` when an invalidation asked for it.
    func prepareLayoutIfNeeded() {
        guard needsLayoutPreparation else { return }
        needsLayoutPreparation = false
        _ = loadedCounts()
        layout.prepare()
    }

    /// Lays out at once when the visible views are stale, so a query right after a scroll, a reload or
    /// an update answers from the new state, as UIKit's does.
    func tileIfNeeded() {
        if needsTiling || needsLayoutPreparation || tiledBounds != bounds { tileItems() }
    }

    /// Makes views for the elements the layout puts in the bounds, lets self-sizing cells measure
    /// themselves (laying out again when the layout takes a new size), places the views, and recycles
    /// those whose elements left.
    func tileItems() {
        if let tiledBounds, tiledBounds != bounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout()
        }
        tiledBounds = bounds
        var made: [IndexPath] = []
        var madeSupplementary: [SupplementaryKey] = []
        var attributes: [UICollectionViewLayoutAttributes] = []
        var passes = 0
        var resized: Bool
        repeat {
            prepareLayoutIfNeeded()
            attributes = (layout.layoutAttributesForElements(in: bounds) ?? []).filter { $0.representedElementCategory != .decorationView }
            recycleViews(notIn: attributes, made: made, madeSupplementary: madeSupplementary)
            resized = false
            for element in attributes {
                let view: UICollectionReusableView
                if let kind = element.representedElementKind {
                    let key = SupplementaryKey(kind: kind, indexPath: element.indexPath)
                    guard visibleSupplementaryViews[key] == nil else { continue }
                    view = makeSupplementaryView(key)
                    if !madeSupplementary.contains(key) { madeSupplementary.append(key) }
                } else {
                    guard visibleItemCells[element.indexPath] == nil, containsItem(element.indexPath) else { continue }
                    view = makeCell(at: element.indexPath)
                    if !made.contains(element.indexPath) { made.append(element.indexPath) }
                }
                view.frame = element.frame
                view.layoutIfNeeded()
                let preferred = view.preferredLayoutAttributesFitting(element)
                if passes < Self.maximumSelfSizingPasses,
                   layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element) {
                    layout.adoptPreferredLayoutAttributes(preferred)
                    layout.invalidateLayout()
                    resized = true
                }
            }
            passes += 1
        } while resized
        place(attributes)
        for indexPath in made {
            if let cell = visibleItemCells[indexPath] { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
        }
        for key in madeSupplementary {
            guard let view = visibleSupplementaryViews[key] else { continue }
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        needsTiling = false
    }

    /// Puts each view where its attributes say, then orders them by z-index (cells below supplementary
    /// views at equal index, as UIKit draws them) with the background view behind and the scroll
    /// indicators in front.
    private func place(_ attributes: [UICollectionViewLayoutAttributes]) {
        var placed: [(view: UICollectionReusableView, zIndex: Int)] = []
        for element in attributes {
            let shown: UICollectionReusableView?
            if let kind = element.representedElementKind {
                shown = visibleSupplementaryViews[SupplementaryKey(kind: kind, indexPath: element.indexPath)]
            } else {
                shown = visibleItemCells[element.indexPath]
            }
            guard let view = shown else { continue }
            if view.transform != .identity { view.transform = .identity }
            view.frame = element.frame
            if element.transform != .identity { view.transform = element.transform }
            view.alpha = element.alpha
            view.isHidden = element.isHidden
            view.apply(element)
            placed.append((view, element.zIndex * 2 + (element.representedElementCategory == .cell ? 0 : 1)))
        }
        if placed.contains(where: { $0.zIndex != placed[0].zIndex }) {
            for entry in placed.sorted(by: { $0.zIndex < $1.zIndex }) { bringSubviewToFront(entry.view) }
        }
        if let backgroundView {
            backgroundView.frame = bounds
            sendSubviewToBack(backgroundView)
        }
        keepScrollIndicatorsInFront()
    }

    /// Asks the data source for the item's cell and adds it below the supplementary views.
    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
        cell.isSelected = selectedItems.contains(indexPath)
        cell.isHighlighted = trackedItem?.indexPath == indexPath
        visibleItemCells[indexPath] = cell
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        return cell
    }

    /// Asks the data source for a supplementary view and adds it above the cells.
    private func makeSupplementaryView(_ key: SupplementaryKey) -> UICollectionReusableView {
        let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            ?? UICollectionReusableView(frame: .zero)
        visibleSupplementaryViews[key] = view
        if view.superview !== self { addSubview(view) }
        return view
    }

    /// Recycles the views whose elements are no longer among `attributes`; from the last index path
    /// back, so the pool (last in, first out) hands out the first element's view first, the same in
    /// every process. Views made during this pass were never displayed: the delegate hears nothing.
    private func recycleViews(notIn attributes: [UICollectionViewLayoutAttributes], made: [IndexPath],
                              madeSupplementary: [SupplementaryKey]) {
        var wantedItems = Set<IndexPath>(), wantedSupplementary = Set<SupplementaryKey>()
        for element in attributes {
            if let kind = element.representedElementKind {
                wantedSupplementary.insert(SupplementaryKey(kind: kind, indexPath: element.indexPath))
            } else {
                wantedItems.insert(element.indexPath)
            }
        }
        for (indexPath, cell) in visibleItemCells.sorted(by: { $0.key > $1.key }) where !wantedItems.contains(indexPath) {
            recycle(cell, at: indexPath, wasDisplayed: !made.contains(indexPath))
        }
        let leaving = visibleSupplementaryViews.filter { !wantedSupplementary.contains($0.key) }
        for (key, view) in leaving.sorted(by: { ($0.key.indexPath, $0.key.kind) > ($1.key.indexPath, $1.key.kind) }) {
            recycleSupplementaryView(view, at: key, wasDisplayed: !madeSupplementary.contains(key))
        }
    }

    /// Takes a cell off the screen: the delegate hears `didEndDisplaying` (when it was displayed) and a
    /// dequeued cell waits in the pool.
    func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath, wasDisplayed: Bool = true) {
        visibleItemCells[indexPath] = nil
        cell.removeFromSuperview()
        cell.isHighlighted = false
        if wasDisplayed { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, identifier: identifier) }
    }

    private func recycleSupplementaryView(_ view: UICollectionReusableView, at key: SupplementaryKey, wasDisplayed: Bool) {
        visibleSupplementaryViews[key] = nil
        view.removeFromSuperview()
        if wasDisplayed {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                               at: key.indexPath)
        }
        if let identifier = view.reuseIdentifier {
            supplementaryPool.enqueue(view, identifier: Self.supplementaryPoolKey(kind: key.kind, identifier: identifier))
        }
    }

    /// Recycles every visible view (a reload).
    func recycleAllViews() {
        recycleViews(notIn: [], made: [], madeSupplementary: [])
    }

    /// Recycles the visible supplementary views, which an update asks for again.
    func recycleSupplementaryViews() {
        for (key, view) in visibleSupplementaryViews { recycleSupplementaryView(view, at: key, wasDisplayed: true) }
    }
}
