import Foundation

/// The Auto Layout engine of one view hierarchy, kept on its root view: it turns the hierarchy's
/// active constraints into a ``LayoutSolver`` system and the solution into frames.
///
/// Each layout pass (``UIView/layoutIfNeeded()``, before the layout walk) does what UIKit's does:
/// update constraints (``UIView/updateConstraints()``, subviews first), hand the solver only what
/// changed since the last pass — constraints activated or deactivated, new constants or priorities,
/// frames of views that keep their frame, intrinsic sizes — then set the frames of the views the
/// constraints position. Nothing is rebuilt: a window resize is a few constant changes.
///
/// Coordinates are the root's bounds coordinates, so constraints between views in different
/// superviews stay linear. The root is held at its bounds by four required equations; a view that
/// translates its autoresizing mask (``UIView/translatesAutoresizingMaskIntoConstraints``) and takes
/// part in the system gets four more, as UIKit's `NSAutoresizingMaskLayoutConstraint`s: its frame
/// relative to its superview's, the flexible parts of its mask following the superview's size
/// (``AutoresizingConstraintAxis``), their constants taken from its frame at each pass; a view positioned by constraints gets its intrinsic size as
/// two inequalities per axis, at its compression resistance (not smaller) and content hugging (not
/// larger) priorities — at most 999, so an intrinsic size never makes a system unsatisfiable.
@MainActor
final class LayoutEngine {
    /// For ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``:
    /// the root is sized by its constraints, drawn to `size` at the given priorities.
    struct Fitting {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    private enum PinKind: Equatable { case none, frame, fitting, guide, autoresizing(AutoresizingPins) }

    /// The shape of a view's autoresizing constraints: the superview they relate it to and each axis.
    private struct AutoresizingPins: Equatable {
        var superview: ObjectIdentifier
        var horizontal: AutoresizingConstraintAxis
        var vertical: AutoresizingConstraintAxis
    }

    /// A view or guide in the system: its four variables (frame in root coordinates) and the
    /// constraints the engine keeps for it.
    @MainActor
    private final class ItemRecord {
        /// Not retained, nil once the item is gone: a weak reference here gave every view of the
        /// system a side table (``LayoutItemReference``).
        private let reference: LayoutItemReference
        let left: LayoutVariable, top: LayoutVariable, width: LayoutVariable, height: LayoutVariable
        var pinKind = PinKind.none
        var pins: [LayoutConstraintHandle?] = []
        var pinValues: [Double] = []
        var intrinsic: [LayoutConstraintHandle] = []
        var intrinsicKey: [Double] = []
        var seen = 0

        init(item: any LayoutItem, solver: LayoutSolver) {
            reference = LayoutItemReference(item)
            left = solver.makeVariable()
            top = solver.makeVariable()
            width = solver.makeVariable()
            height = solver.makeVariable()
        }

        /// The view or guide, while it lives.
        var item: AnyObject? { reference.item }
    }

    /// A view whose frame the solution sets, as the frame write-back walks it: the view unretained,
    /// its four variables and where their rows were last found (``LayoutRowHints``) — everything the
    /// write-back reads without touching the view's record or the record's item reference, which
    /// were the cache misses of a relayout (docs/Performance.md, "Session 15 — layout speed").
    /// Listed by ``listFrameTargets()`` in the hierarchy's order, so a write-back walks the views about
    /// in the order they were made (and so laid out in memory) rather than in the records table's
    /// hash order.
    private struct FrameTarget {
        /// In the root's subtree when listed, which retains it; the list is made again after any
        /// structural change (see ``frameTargetsStale``), so it never names a released view.
        let view: UnretainedView
        let left: LayoutVariable, top: LayoutVariable, width: LayoutVariable, height: LayoutVariable
        var hints = LayoutRowHints()
    }

    /// An active constraint as the solver holds it; no handle when it was broken as unsatisfiable.
    private struct Installed {
        weak var constraint: NSLayoutConstraint?
        var handle: LayoutConstraintHandle?
        var constant: Double
        /// The constraint's own `constant` when last synced: unchanged (and no margins read), the
        /// expression is too, and the pass skips rebuilding it.
        var rawConstant: CGFloat
        var priority: UILayoutPriority
        var seen: Int
    }

    private let solver = LayoutSolver()
    private unowned let root: UIView
    private let fitting: Fitting?
    private var records: [ObjectIdentifier: ItemRecord] = [:]
    /// The records with engine-made pins (the root's frame, guides, autoresizing views), which an
    /// incremental pass refreshes: listed by each full pass (and as they are made), so that a window
    /// resize does not copy and retain a thousand records to find the root's one.
    private var pinnedRecords: [ItemRecord] = []
    private var installed: [ObjectIdentifier: Installed] = [:]
    private var pass = 0
    /// Whether a view the engine pins by its frame (one translating its autoresizing mask, or a
    /// superview on the way to a constrained view) got a new frame since the engine last read the
    /// pins: a container's `layoutSubviews()` moving a presented view after the engine ran in the same
    /// pass. ``hasUnsolvedChanges`` then asks `layoutIfNeeded()` for another pass.
    private var pinnedFramesChanged = false
    /// Whether the next pass must walk the whole hierarchy's constraints: set when constraints were
    /// activated or deactivated, a view entered or left the hierarchy, a view's autoresizing
    /// translation or layout guides changed (``UIView/layoutEngineNeedsFullSync()``). Otherwise a
    /// pass (a window resize) tells the solver only the constants and priorities that changed
    /// (``changedConstraints``), the margins constraints read, the pins and the invalidated intrinsic
    /// sizes — a resize of a thousand-view grid touches none of its 4,000 constraints.
    private var needsFullSync = true
    /// Constraints whose constant or priority changed since the last pass.
    private var changedConstraints: [NSLayoutConstraint] = []
    /// Constraints that read layout margins, which change without the constraint changing: synced
    /// on every pass (collected by the last full one).
    private var marginReaders: [NSLayoutConstraint] = []
    /// Views whose intrinsic size must be measured again (new in the system, or
    /// ``UIView/invalidateIntrinsicContentSize()`` called since): UIKit caches a view's intrinsic
    /// size until it is invalidated, so a pass does not measure every label and button again.
    private var staleIntrinsic: Set<ObjectIdentifier> = []
    /// The constrained views below the root whose frames the write-back sets, in hierarchy order
    /// (``FrameTarget``), and the other records it places (guides; a view the walk from the root did
    /// not reach), the way it did before the list.
    private var frameTargets: [FrameTarget] = []
    private var otherFrameRecords: [ItemRecord] = []
    /// Whether ``frameTargets`` must be listed again before the next write-back: set by every full
    /// pass (the only passes after which a view can have left the hierarchy — a detached view marks
    /// its hierarchy's engine, ``UIView/layoutEngineNeedsFullSync()``, and a root that joins another
    /// hierarchy drops its engine), by every structural change noted (``setNeedsFullSync()``), and
    /// whenever a record is made or removed.
    private var frameTargetsStale = true
    /// Moves on with each listing, so a write-back whose list was replaced under it stops using it.
    private var frameTargetsGeneration = 0

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// Calls ``UIView/updateConstraints()`` (or the view controller's
    /// ``UIViewController/updateViewConstraints()``) on every marked view of the subtree, subviews
    /// before their superview, as UIKit's constraint pass runs.
    static func updateConstraints(in view: UIView) {
        // The storage read where it is before the walk below, not bound across it (a retain for each
        // of the grid's thousand buttons).
        guard view.autoLayoutStorage?.subtreeUsesAutoLayout == true else { return }
        UnretainedView.forEach(in: view.subviews) { updateConstraints(in: $0) }
        guard let storage = view.autoLayoutStorage, storage.needsUpdateConstraints else { return }
        storage.needsUpdateConstraints = false
        if let controller = view.viewDelegate as? UIViewController {
            controller.updateViewConstraints()
        } else {
            view.updateConstraints()
        }
    }

    /// One pass: update constraints, bring the solver up to date, set the frames.
    func update(applyingFrames: Bool = true) {
        Self.updateConstraints(in: root)
        constraintsSyncedLastPass = 0
        pinnedFramesChanged = false
        if needsFullSync {
            syncEverything()
        } else {
            // Only what can change without a structural change: pins (the root's frame, guides,
            // autoresizing views), changed constraints, margins.
            for record in pinnedRecords where record.item != nil { refresh(record) }
            let changed = changedConstraints + marginReaders
            changedConstraints.removeAll()
            for constraint in changed { sync(constraint) }
            applyStaleIntrinsicSizes()
        }
        if applyingFrames { applyFrames() }
    }

    /// The full pass: every active constraint of the hierarchy visited, the ones that left the
    /// hierarchy (or their items) taken out of the solver.
    private func syncEverything() {
        needsFullSync = fitting != nil
        changedConstraints.removeAll()
        pass += 1
        var found: [NSLayoutConstraint] = []
        collect(root, into: &found)
        marginReaders = found.filter(Self.readsMargins)
        if fitting != nil { _ = record(for: root) }
        // Frames first, so new constraints meet today's values. Intrinsic sizes last: added before
        // the constraints, they would make each view's width and height basic in optional rows, and
        // every equal-width constraint would then go through the simplex's phase one.
        for record in Array(records.values) where record.item != nil { refresh(record) }
        let removedFirst = removeDeactivated()
        for constraint in found { sync(constraint) }
        applyStaleIntrinsicSizes()
        if sweep() || removedFirst { retryBroken() }
        pinnedRecords = records.values.filter { $0.pinKind != .none }
        frameTargetsStale = true
    }

    /// Notes that the hierarchy's constraints changed in structure (see ``needsFullSync``).
    func setNeedsFullSync() {
        needsFullSync = true
        frameTargetsStale = true
    }

    /// Notes that `constraint`'s constant or priority changed: the next pass tells the solver.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        if !needsFullSync { changedConstraints.append(constraint) }
    }

    /// Notes that `view`'s intrinsic size (or its hugging or compression resistance) may have
    /// changed: the next pass measures it again.
    /// Whether a change waits for the next pass: constraints changed in structure, constants or
    /// priorities changed, or intrinsic sizes invalidated.
    var hasUnsolvedChanges: Bool {
        needsFullSync || !changedConstraints.isEmpty || !staleIntrinsic.isEmpty || pinnedFramesChanged
    }

    /// Notes that a view pinned by its frame moved or resized (see ``pinnedFramesChanged``).
    func pinnedFrameDidChange() {
        pinnedFramesChanged = true
    }

    func intrinsicSizeDidChange(of view: UIView) {
        staleIntrinsic.insert(ObjectIdentifier(view))
    }

    /// Measures the views noted in ``staleIntrinsic`` and updates their intrinsic-size inequalities
    /// (only those that changed).
    private func applyStaleIntrinsicSizes() {
        guard !staleIntrinsic.isEmpty else { return }
        for id in staleIntrinsic {
            guard let record = records[id], let view = record.item as? UIView else { continue }
            switch record.pinKind {
            case .none, .fitting: setIntrinsicSize(record, of: view)
            case .frame, .guide, .autoresizing: break
            }
        }
        staleIntrinsic.removeAll()
    }

    /// After a removal: broken constraints that now fit take part again, silently (their conflict
    /// was reported when they broke).
    private func retryBroken() {
        for (id, entry) in installed where entry.handle == nil {
            guard let constraint = entry.constraint, let first = constraint.items.first else { continue }
            let expression = self.expression(for: constraint, first, constraint.items.second)
            installed[id]?.handle = try? solver.add(solverConstraint(constraint, expression))
            installed[id]?.constant = expression.constant
        }
    }

    private func collect(_ view: UIView, into found: inout [NSLayoutConstraint]) {
        guard let storage = view.autoLayoutStorage, storage.subtreeUsesAutoLayout else { return }
        found += storage.constraints
        for subview in view.subviews { collect(subview, into: &found) }
    }

    // MARK: Items

    private func record(for item: any LayoutItem) -> ItemRecord {
        let id = ObjectIdentifier(item)
        if let record = records[id] {
            record.seen = pass
            return record
        }
        let record = ItemRecord(item: item, solver: solver)
        record.seen = pass
        records[id] = record
        frameTargetsStale = true
        refresh(record)
        if record.pinKind != .none { pinnedRecords.append(record) }
        return record
    }

    /// Brings the record's engine-made constraints in line with the item: a kept frame, a guide's
    /// insets, an intrinsic size.
    private func refresh(_ record: ItemRecord) {
        if let view = record.item as? UIView {
            if view === root, let fitting {
                setPins(record, .fitting, [
                    (LinearExpression(record.left), 0, .required),
                    (LinearExpression(record.top), 0, .required),
                    (LinearExpression(record.width), fitting.size.width, LayoutStrength(priority: fitting.horizontal.rawValue)),
                    (LinearExpression(record.height), fitting.size.height, LayoutStrength(priority: fitting.vertical.rawValue)),
                ])
                if record.intrinsicKey.isEmpty { staleIntrinsic.insert(ObjectIdentifier(view)) }
            } else if view !== root, view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
                setAutoresizingPins(record, of: view, in: superview)
                setIntrinsicSize(record, of: nil)
            } else if view === root || view.translatesAutoresizingMaskIntoConstraints {
                let frame = view.bounds
                setPins(record, .frame, [
                    (LinearExpression(record.left), frame.minX, .required),
                    (LinearExpression(record.top), frame.minY, .required),
                    (LinearExpression(record.width), frame.width, .required),
                    (LinearExpression(record.height), frame.height, .required),
                ])
                setIntrinsicSize(record, of: nil)
            } else {
                setPins(record, .none, [])
                // Measured after the pass's constraints (``applyStaleIntrinsicSizes()``), and again
                // only when invalidated.
                if record.intrinsicKey.isEmpty { staleIntrinsic.insert(ObjectIdentifier(view)) }
            }
        } else if let guide = record.item as? UILayoutGuide, guide.role != .custom, let owner = guide.owningView {
            let ownerRecord = self.record(for: owner)
            func offset(_ own: LayoutVariable, _ owners: LayoutVariable) -> LinearExpression {
                var expression = LinearExpression(own)
                expression.add(owners, times: -1)
                return expression
            }
            if guide.role == .scrollContent {
                // The content's origin is the bounds' origin away from the scroll view's corner; its
                // size is left to the constraints, and becomes the content size (``applyFrames()``).
                return setPins(record, .guide, [
                    (offset(record.left, ownerRecord.left), -owner.bounds.minX, .required),
                    (offset(record.top, ownerRecord.top), -owner.bounds.minY, .required),
                ])
            }
            let insets: UIEdgeInsets
            switch guide.role {
            case .layoutMargins:
                insets = owner.effectiveLayoutMargins
                noteLayoutMargins(insets, of: owner)
            case .safeArea:
                insets = owner.safeAreaInsets
                noteSafeArea(insets, of: owner)
            case .custom, .scrollContent, .scrollFrame:
                insets = .zero
            }
            setPins(record, .guide, [
                (offset(record.left, ownerRecord.left), insets.left, .required),
                (offset(record.top, ownerRecord.top), insets.top, .required),
                (offset(record.width, ownerRecord.width), -(insets.left + insets.right), .required),
                (offset(record.height, ownerRecord.height), -(insets.top + insets.bottom), .required),
            ])
        }
    }

    /// UIKit's autoresizing constraints for a view that translates its mask: its frame in
    /// `superview`'s bounds, the flexible parts following the superview's size (none when the
    /// superview does not autoresize its subviews, as plain autoresizing).
    private func setAutoresizingPins(_ record: ItemRecord, of view: UIView, in superview: UIView) {
        let parent = self.record(for: superview)
        let frame = view.untransformedFrame, bounds = superview.bounds
        let mask = superview.autoresizesSubviews ? view.autoresizingMask : []
        let horizontal = AutoresizingConstraintAxis(origin: frame.minX, length: frame.width, superLength: bounds.width, flexible: (
            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = AutoresizingConstraintAxis(origin: frame.minY, length: frame.height, superLength: bounds.height, flexible: (
            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        /// `own - share × parentLength` (minus `parentOrigin` for an origin) equals the constant.
        func follow(_ own: LayoutVariable, _ parentOrigin: LayoutVariable?, _ share: Double, _ parentLength: LayoutVariable) -> LinearExpression {
            var expression = LinearExpression(own)
            if let parentOrigin { expression.add(parentOrigin, times: -1) }
            if share != 0 { expression.add(parentLength, times: -share) }
            return expression
        }
        setPins(record, .autoresizing(AutoresizingPins(superview: ObjectIdentifier(superview), horizontal: horizontal, vertical: vertical)), [
            (follow(record.left, parent.left, horizontal.originShare, parent.width),
             frame.minX - bounds.minX - horizontal.originShare * bounds.width, .required),
            (follow(record.top, parent.top, vertical.originShare, parent.height),
             frame.minY - bounds.minY - vertical.originShare * bounds.height, .required),
            (follow(record.width, nil, horizontal.lengthShare, parent.width), frame.width - horizontal.lengthShare * bounds.width, .required),
            (follow(record.height, nil, vertical.lengthShare, parent.height), frame.height - vertical.lengthShare * bounds.height, .required),
        ])
        view.autoLayout.hasAutoresizingConstraints = true
    }

    /// Tells the view, and its view controller, that its safe area changed since the last pass, as
    /// UIKit does before solving the constraints that use it.
    private func noteSafeArea(_ insets: UIEdgeInsets, of view: UIView) {
        let storage = view.autoLayout
        guard storage.lastSafeAreaInsets != insets else { return }
        storage.lastSafeAreaInsets = insets
        view.safeAreaInsetsDidChange()
        (view.viewDelegate as? UIViewController)?.viewSafeAreaInsetsDidChange()
    }

    /// Tells the view, and its view controller, that the margins Auto Layout uses moved since the
    /// last pass or the margins' setter (the safe area, the superview's preserved margins). The first
    /// margins a view's guide meets are only noted: nothing changed for the view yet.
    private func noteLayoutMargins(_ margins: UIEdgeInsets, of view: UIView) {
        let storage = view.autoLayout
        guard storage.lastEffectiveLayoutMargins != margins else { return }
        let isFirst = storage.lastEffectiveLayoutMargins == nil
        storage.lastEffectiveLayoutMargins = margins
        if !isFirst { view.tellLayoutMarginsDidChange() }
    }

    /// Keeps `expression == value` for each pin, changing only the constants that moved.
    private func setPins(_ record: ItemRecord, _ kind: PinKind, _ pins: [(LinearExpression, Double, LayoutStrength)]) {
        let values = pins.map(\.1)
        if record.pinKind == kind {
            for index in pins.indices where record.pinValues[index] != values[index] {
                guard let handle = record.pins[index] else { continue }
                do {
                    try solver.updateConstant(handle, to: -values[index])
                    record.pinValues[index] = values[index]
                } catch {
                    reportUnsatisfiable(broken: pinDescription(record, index), involving: record.item)
                }
            }
            return
        }
        for handle in record.pins.compactMap({ $0 }) { try? solver.remove(handle) }
        record.pinKind = kind
        record.pinValues = values
        record.pins = pins.indices.map { index in
            var expression = pins[index].0
            expression.constant = -values[index]
            do {
                return try solver.add(LayoutSolverConstraint(expression: expression, relation: .equal, strength: pins[index].2))
            } catch {
                reportUnsatisfiable(broken: pinDescription(record, index), involving: record.item)
                return nil
            }
        }
    }

    private func pinDescription(_ record: ItemRecord, _ index: Int) -> String {
        let name = record.item.map { "\(type(of: $0))" } ?? "item"
        let attribute = ["minX", "minY", "width", "height"][index]
        if case .autoresizing(let pins) = record.pinKind, let superview = (record.item as? UIView)?.superview {
            // As UIKit logs them: "h=--& v=--&", then the equation against the superview ('|').
            let axis = index % 2 == 0 ? pins.horizontal : pins.vertical
            let share = index < 2 ? axis.originShare : axis.lengthShare
            let equation = AutoresizingConstraintAxis.describe("\(name).\(attribute)", share: share, constant: record.pinValues[index],
                                                               superDimension: "'|'.\(index % 2 == 0 ? "width" : "height")")
            return "<NSAutoresizingMaskLayoutConstraint h=\(pins.horizontal.notation) v=\(pins.vertical.notation) \(equation)   "
                + "(active, names: '|':\(type(of: superview)) )>"
        }
        let kind = record.item is UILayoutGuide ? "NSLayoutConstraint" : "NSAutoresizingMaskLayoutConstraint"
        return "<\(kind) \(name).\(attribute) == \(record.pinValues[index])   (active)>"
    }

    /// The intrinsic size as compression resistance (≥) and hugging (≤) inequalities.
    private func setIntrinsicSize(_ record: ItemRecord, of view: UIView?) {
        var key: [Double] = []
        if let view {
            let size = view.intrinsicContentSize
            key = [size.width, size.height,
                   Double(view.contentCompressionResistancePriority(for: .horizontal).rawValue),
                   Double(view.contentHuggingPriority(for: .horizontal).rawValue),
                   Double(view.contentCompressionResistancePriority(for: .vertical).rawValue),
                   Double(view.contentHuggingPriority(for: .vertical).rawValue)]
        }
        guard key != record.intrinsicKey else { return }
        for handle in record.intrinsic { try? solver.remove(handle) }
        record.intrinsic = []
        record.intrinsicKey = key
        guard !key.isEmpty else { return }
        for (variable, size, compression, hugging) in [(record.width, key[0], key[2], key[3]), (record.height, key[1], key[4], key[5])]
        where size != UIView.noIntrinsicMetric && size.isFinite {
            for (relation, priority) in [(LayoutSolverConstraint.Relation.greaterThanOrEqual, compression), (.lessThanOrEqual, hugging)] {
                let constraint = LayoutSolverConstraint(expression: LinearExpression(variable, plus: -size), relation: relation,
                                                        strength: LayoutStrength(priority: Float(min(priority, 999))))
                if let handle = try? solver.add(constraint) { record.intrinsic.append(handle) }
            }
        }
    }

    // MARK: Constraints

    private func sync(_ constraint: NSLayoutConstraint) {
        constraintsSyncedLastPass += 1
        let items = constraint.items
        guard let installedView = constraint.installedView, let first = items.first else { return }
        // UIKit removes a constraint when one of its items leaves the installing view's subtree.
        guard isDescendant(first.hierarchyView, of: installedView),
              items.second == nil || isDescendant(items.second?.hierarchyView, of: installedView) else {
            constraint.isActive = false
            return
        }
        let id = ObjectIdentifier(constraint)
        // Unchanged since the last pass (same constant and priority, no margins read): nothing to
        // tell the solver, so a window resize does not rebuild thousands of expressions. Its items
        // still take part.
        if let entry = installed[id], entry.handle != nil, entry.rawConstant == constraint.constant,
           entry.priority == constraint.priority, !Self.readsMargins(constraint) {
            installed[id]!.seen = pass
            _ = record(for: first)
            if let second = items.second { _ = record(for: second) }
            return
        }
        let expression = self.expression(for: constraint, first, items.second)
        guard var entry = installed[id] else {
            installed[id] = Installed(constraint: constraint, handle: add(constraint, expression), constant: expression.constant,
                                      rawConstant: constraint.constant, priority: constraint.priority, seen: pass)
            return
        }
        entry.seen = pass
        // A broken constraint is tried again when it changes (or when a removal may have ended the
        // conflict, see ``retryBroken()``), not every pass: UIKit reports a conflict once.
        if entry.priority != constraint.priority || (entry.handle == nil && entry.constant != expression.constant) {
            if let handle = entry.handle { try? solver.remove(handle) }
            entry.handle = add(constraint, expression)
        } else if entry.constant != expression.constant, let handle = entry.handle {
            do {
                try solver.updateConstant(handle, to: expression.constant)
            } catch {
                try? solver.remove(handle)
                entry.handle = nil
                reportUnsatisfiable(broken: constraint.layoutDescription, involving: first, items.second)
            }
        }
        entry.constant = expression.constant
        entry.rawConstant = constraint.constant
        entry.priority = constraint.priority
        installed[id] = entry
    }

    /// Whether the constraint's expression reads an item's layout margins, which change without the
    /// constraint changing.
    private static func readsMargins(_ constraint: NSLayoutConstraint) -> Bool {
        func margin(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
            switch attribute {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins: true
            default: false
            }
        }
        return margin(constraint.firstAttribute) || margin(constraint.secondAttribute)
    }

    private func relation(of constraint: NSLayoutConstraint) -> LayoutSolverConstraint.Relation {
        switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// `constraint` as the solver takes it, from its `expression`.
    private func solverConstraint(_ constraint: NSLayoutConstraint, _ expression: LinearExpression) -> LayoutSolverConstraint {
        LayoutSolverConstraint(expression: expression, relation: relation(of: constraint),
                               strength: LayoutStrength(priority: constraint.priority.rawValue))
    }

    private func add(_ constraint: NSLayoutConstraint, _ expression: LinearExpression) -> LayoutConstraintHandle? {
        do {
            return try solver.add(solverConstraint(constraint, expression))
        } catch {
            let items = constraint.items
            reportUnsatisfiable(broken: constraint.layoutDescription, involving: items.first, items.second)
            return nil
        }
    }

    /// `first.attribute1 - multiplier × second.attribute2 - constant`, to relate to zero.
    private func expression(for constraint: NSLayoutConstraint, _ first: any LayoutItem, _ second: (any LayoutItem)?) -> LinearExpression {
        var expression = value(of: first, constraint.firstAttribute)
        if let second {
            expression.add(value(of: second, constraint.secondAttribute), times: -Double(constraint.multiplier))
        }
        expression.constant -= Double(constraint.constant)
        return expression
    }

    /// An attribute as a linear expression of the item's variables (margins as constants).
    private func value(of item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        let record = record(for: item)
        // Read only for the margin attributes: the safe area they keep inside walks to the window.
        var margins: UIEdgeInsets { (item as? UIView)?.effectiveLayoutMargins ?? .zero }
        func along(_ start: LayoutVariable, _ length: LayoutVariable, _ fraction: Double, _ inset: Double = 0) -> LinearExpression {
            var expression = LinearExpression(start, plus: inset)
            expression.add(length, times: fraction)
            return expression
        }
        switch attribute {
        case .left, .leading: return LinearExpression(record.left)
        case .leftMargin, .leadingMargin: return LinearExpression(record.left, plus: margins.left)
        case .right, .trailing: return along(record.left, record.width, 1)
        case .rightMargin, .trailingMargin: return along(record.left, record.width, 1, -margins.right)
        case .top: return LinearExpression(record.top)
        case .topMargin: return LinearExpression(record.top, plus: margins.top)
        case .bottom, .firstBaseline, .lastBaseline: return along(record.top, record.height, 1)
        case .bottomMargin: return along(record.top, record.height, 1, -margins.bottom)
        case .width: return LinearExpression(record.width)
        case .height: return LinearExpression(record.height)
        case .centerX: return along(record.left, record.width, 0.5)
        case .centerY: return along(record.top, record.height, 0.5)
        case .centerXWithinMargins: return along(record.left, record.width, 0.5, (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return along(record.top, record.height, 0.5, (margins.top - margins.bottom) / 2)
        case .notAnAttribute: return LinearExpression()
        }
    }

    private func isDescendant(_ view: UIView?, of ancestor: UIView) -> Bool {
        var current = view
        while let step = current {
            if step === ancestor { return true }
            current = step.superview
        }
        return false
    }

    /// Takes the constraints deactivated since the last pass out of the solver before any new one
    /// goes in, so that a set replaced in one go (a stack view's rebuilt constraints, an app swapping
    /// a layout for another) never meets the set it replaces: added first, the new constraints were
    /// reported as unsatisfiable against the old ones. Returns whether one left the solver.
    private func removeDeactivated() -> Bool {
        var removed = false
        for (id, entry) in installed where entry.constraint?.installedView == nil {
            if let handle = entry.handle {
                try? solver.remove(handle)
                removed = true
            }
            installed[id] = nil
        }
        return removed
    }

    /// Removes from the solver what no longer takes part: deactivated constraints, items no
    /// constraint mentions. Returns whether a constraint left the solver.
    private func sweep() -> Bool {
        var removed = false
        for (id, entry) in installed where entry.seen != pass || entry.constraint == nil {
            if let handle = entry.handle {
                try? solver.remove(handle)
                removed = true
            }
            installed[id] = nil
        }
        for (id, record) in records where record.seen != pass || record.item == nil {
            for handle in record.pins.compactMap({ $0 }) + record.intrinsic { try? solver.remove(handle) }
            (record.item as? UIView)?.autoLayoutStorage?.hasAutoresizingConstraints = false
            records[id] = nil
            frameTargetsStale = true
        }
        return removed
    }

    // MARK: Frames

    /// The rectangle of an item in root coordinates, as solved (snapped to a millionth of a point so
    /// rounding noise never reaches a frame).
    private func solvedRect(_ record: ItemRecord) -> CGRect {
        var hints = LayoutRowHints()
        return solvedRect(record.left, record.top, record.width, record.height, hints: &hints)
    }

    /// ``solvedRect(_:)`` of four variables, read through `hints` (``LayoutRowHints``). A size solved
    /// below zero shows as zero. The engine adds no `width >= 0` of its own, as UIKit's does not: a
    /// view laid out once while its superview is still zero-sized (leading and trailing margins of 16
    /// points across no width) is then solved at −32 points, and UIKit logs no conflict; a floor made
    /// that a conflict, and the constraint broken for it stayed broken once the superview had its size
    /// (the Catalog's App Store screen, found by the end-to-end test in session 16).
    private func solvedRect(_ left: LayoutVariable, _ top: LayoutVariable, _ width: LayoutVariable, _ height: LayoutVariable,
                            hints: inout LayoutRowHints) -> CGRect {
        func snap(_ value: Double) -> CGFloat { (value * 1e6).roundedHalfAwayFromZero / 1e6 }
        let (left, top, width, height) = solver.values(of: left, top, width, height, hints: &hints)
        return CGRect(x: snap(left), y: snap(top), width: max(0, snap(width)), height: max(0, snap(height)))
    }

    /// Where a point of `view`'s bounds lies in root coordinates: from the engine for a view it
    /// positions, else from the frames up to the root.
    private func contentOffset(of view: UIView) -> CGPoint {
        if view === root { return .zero }
        let origin: CGPoint
        // A view with autoresizing constraints included: the superview it follows may not have its
        // new frame yet (it gets it in the same ``applyFrames()``), the solution already has it.
        if let record = records[ObjectIdentifier(view)] {
            origin = solvedRect(record).origin
        } else {
            origin = rootFrame(of: view).origin
        }
        return CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY)
    }

    /// The view's frame in root coordinates, untransformed (``UIView/untransformedFrame``): UIKit's
    /// Auto Layout has placed views by their center and bounds since iOS 8, ignoring transforms.
    private func rootFrame(of view: UIView) -> CGRect {
        guard let superview = view.superview, view !== root else { return view.bounds }
        let offset = contentOffset(of: superview)
        return view.untransformedFrame.offsetBy(dx: offset.x, dy: offset.y)
    }

    /// Sets the frames the solution gives. Per view, as cheaply as the write-back of a thousand frames
    /// a relayout needs (docs/Performance.md, "Session 12 — layout speed" and "Session 15 — layout
    /// speed"): the constrained views are walked in a dense list (``frameTargets``) holding each view
    /// unretained with its variables and row hints, so neither its record nor its item reference is
    /// read and no table is probed (the view bound `unowned(unsafe)` from its `UnretainedView`, as the
    /// walks in "Unretained references" do: the dense list as a whole took layout-grid from 2.745 M to
    /// 2.506 M instructions a relayout, session 15); the root is compared by identity, read once; the
    /// superview is read unretained (session 12); and its offset is found with `if let`, not `Optional.map(contentOffset(of:))` — a
    /// main-actor method passed to the generic `map` checks its executor on every call ("Why a loop is
    /// a loop").
    ///
    /// When the root is a window whose damage already covers every layer (it was resized), that is
    /// checked once here: each frame set would otherwise walk to the window to find it
    /// (``UIView/geometryWillChangeInWindowRedrawingAll()``).
    private func applyFrames() {
        if frameTargetsStale { listFrameTargets() }
        let rootID = ObjectIdentifier(root)
        var windowRedrawsAll = false
        if let window = root as? UIWindow { windowRedrawsAll = window.damage.coversEveryLayer(window.storedBounds) }
        // Taken out while frames are set, so the hints are written in place, not into a copy. Code a
        // frame change runs could change the hierarchy (an overridden getter the autoresizing loop
        // reads, such as `autoresizingMask`): then the list is no longer known to name living views,
        // and the rest is placed record by record.
        let generation = frameTargetsGeneration
        var targets = frameTargets
        frameTargets = []
        defer { if generation == frameTargetsGeneration { frameTargets = targets } }
        // A copy of the subviews of the superview of the views being placed, taken again when the
        // superview changes along the list: it holds each view for its frame's setting, which then
        // retains none (``UnretainedView/withView(heldBy:_:)``; two atomic operations a view).
        var heldSubviewsOf: ObjectIdentifier?
        var heldSubviews: [UIView] = []
        for index in targets.indices {
            guard !frameTargetsStale, generation == frameTargetsGeneration else {
                return place(Array(records.values), rootID: rootID, windowRedrawsAll: windowRedrawsAll)
            }
            let step = targets[index].view
            unowned(unsafe) let view = step.view
            let target = targets[index]
            let rect = solvedRect(target.left, target.top, target.width, target.height, hints: &targets[index].hints)
            var offset = CGPoint.zero
            // Nothing has changed the tree since the list was made (checked above), so a listed view
            // is among its superview's subviews (every listed view is below the root, so it has one).
            let parentStep = view.superviewReference
            if let parentStep {
                unowned(unsafe) let superview = parentStep.view
                if ObjectIdentifier(superview) != rootID { offset = contentOffset(of: superview) }
                if ObjectIdentifier(superview) != heldSubviewsOf {
                    heldSubviews = superview.subviews
                    heldSubviewsOf = ObjectIdentifier(superview)
                }
            }
            let frame = rect.offsetBy(dx: -offset.x, dy: -offset.y)
            step.withView(heldBy: parentStep == nil ? [view] : heldSubviews) {
                $0.setUntransformedFrame(frame, insideWindowRedrawingAll: windowRedrawsAll)
            }
        }
        place(otherFrameRecords, rootID: rootID, windowRedrawsAll: windowRedrawsAll)
    }

    /// Sets the frames of `records`' items the way ``applyFrames()`` sets its list's, each item read
    /// through its record's reference (nil once gone): guides, views the list does not hold.
    private func place(_ records: [ItemRecord], rootID: ObjectIdentifier, windowRedrawsAll: Bool) {
        var resolvedContentGuides: [UILayoutGuide] = []
        for record in records {
            if let view = record.item as? UIView, ObjectIdentifier(view) != rootID, !view.translatesAutoresizingMaskIntoConstraints {
                var offset = CGPoint.zero
                if let superview = view.superview, ObjectIdentifier(superview) != rootID { offset = contentOffset(of: superview) }
                view.setUntransformedFrame(solvedRect(record).offsetBy(dx: -offset.x, dy: -offset.y), insideWindowRedrawingAll: windowRedrawsAll)
            } else if let guide = record.item as? UILayoutGuide, let owner = guide.owningView {
                let offset = contentOffset(of: owner)
                guide.layoutFrame = solvedRect(record).offsetBy(dx: -offset.x, dy: -offset.y)
                if guide.role == .scrollContent { resolvedContentGuides.append(guide) }
            }
        }
        // After every frame is set (the list's views are placed before these records): a new content
        // size may move the offset, and with it the root coordinates the loops read.
        for guide in resolvedContentGuides {
            (guide.owningView as? UIScrollView)?.contentLayoutGuideDidResolve(to: guide.layoutFrame.size)
        }
    }

    /// Lists the write-back's work (``frameTargets``, ``otherFrameRecords``): a walk down from the root
    /// through the subtrees that hold constrained items finds, in hierarchy order, every view with a
    /// record that constraints position (not the root, not one translating its autoresizing mask);
    /// every other record — guides, and any view the walk did not reach — is placed as before the list.
    private func listFrameTargets() {
        frameTargetsStale = false
        frameTargetsGeneration &+= 1
        var targets: [FrameTarget] = []
        var listed = Set<ObjectIdentifier>()
        func visit(_ view: UIView) {
            guard let storage = view.autoLayoutStorage, storage.subtreeHoldsConstrainedItems else { return }
            if view !== root, !storage.translatesAutoresizingMaskIntoConstraints, let record = records[ObjectIdentifier(view)] {
                targets.append(FrameTarget(view: UnretainedView(view), left: record.left, top: record.top,
                                           width: record.width, height: record.height))
                listed.insert(ObjectIdentifier(view))
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        frameTargets = targets
        otherFrameRecords = records.filter { !listed.contains($0.key) }.map(\.value)
    }

    /// How many constraints the solver holds and how many pivots it has done: what a pass costs,
    /// for tests that check a resize changes constants instead of rebuilding the system.
    var solverWork: (constraints: Int, pivots: Int) { (solver.constraintCount, solver.pivotCount) }

    /// How many of the hierarchy's constraints the last pass looked at: all of them after a
    /// structural change, only the changed ones (and those reading margins) otherwise — for tests
    /// that check a resize does not walk every constraint.
    private(set) var constraintsSyncedLastPass = 0

    /// The size the root's constraints give it (fitting engines).
    var rootSize: CGSize {
        records[ObjectIdentifier(root)].map { solvedRect($0).size } ?? root.bounds.size
    }

    // MARK: Debugging

    /// Whether the solution leaves some of the view's frame free (UIKit's `hasAmbiguousLayout`).
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let record = records[ObjectIdentifier(view)] else { return false }
        return [record.left, record.top, record.width, record.height].contains { solver.isAmbiguous($0) }
    }

    /// Moves `view` to another frame its constraints allow, as UIKit's `exerciseAmbiguityInLayout()`:
    /// each ambiguous coordinate is drawn, at the lowest priority, 20 points (or 20 %) above its
    /// solved value (below when a bound stops it), and the frame the solver then finds is set directly. The pull leaves the
    /// system at once, so the next layout pass may bring the view back, as in UIKit. Returns whether
    /// the view had an ambiguous coordinate.
    @discardableResult
    func exerciseAmbiguity(of view: UIView) -> Bool {
        guard let record = records[ObjectIdentifier(view)], view !== root, !view.translatesAutoresizingMaskIntoConstraints else { return false }
        let variables = [record.left, record.top, record.width, record.height].filter { solver.isAmbiguous($0) }
        guard !variables.isEmpty else { return false }
        var pulls: [LayoutConstraintHandle] = []
        for variable in variables {
            // Up, or down when a bound stops it going up.
            let current = solver.value(of: variable)
            let step = max(20, abs(current) * 0.2)
            for target in [current + step, current - step] {
                guard let pull = try? solver.add(LayoutSolverConstraint(expression: LinearExpression(variable, plus: -target),
                                                                        relation: .equal, strength: LayoutStrength(priority: 1))) else { continue }
                if !LayoutRow.isNearZero(solver.value(of: variable) - current) {
                    pulls.append(pull)
                    break
                }
                try? solver.remove(pull)
            }
        }
        let offset = view.superview.map(contentOffset(of:)) ?? .zero
        let rect = solvedRect(record)
        for handle in pulls { try? solver.remove(handle) }
        view.frame = rect.offsetBy(dx: -offset.x, dy: -offset.y)
        return true
    }

    /// The active constraints that mention the view on `axis`.
    func constraintsAffecting(_ view: UIView, for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        installed.values.compactMap(\.constraint).filter { constraint in
            (constraint.firstItem === view && constraint.firstAttribute.axis == axis)
                || (constraint.secondItem === view && constraint.secondAttribute.axis == axis)
        }
    }

    /// UIKit's log for a conflict, then the recovery: the constraint named is left out of the system.
    private func reportUnsatisfiable(broken: String, involving items: AnyObject?...) {
        let ids = Set(items.compactMap { $0.map(ObjectIdentifier.init) })
        var related = installed.values.compactMap(\.constraint).filter { constraint in
            [constraint.firstItem, constraint.secondItem].contains { $0.map { ids.contains(ObjectIdentifier($0)) } ?? false }
        }.map(\.layoutDescription)
        for id in ids {
            guard let record = records[id] else { continue }
            switch record.pinKind {
            case .frame, .autoresizing: break
            case .none, .fitting, .guide: continue
            }
            related += record.pins.indices.map { pinDescription(record, $0) }
        }
        if !related.contains(broken) { related.append(broken) }
        let list = related.map { "    \"\($0)\"" }.joined(separator: ",\n")
        Diagnostics.warn("layout.unsatisfiableConstraints", """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """)
    }
}
