import Foundation

/// The constraints a stack view writes for its distribution and alignment, following UIKit's
/// documented rules for each (`UIStackView.Distribution`, `UIStackView.Alignment`).
extension UIStackView {
    /// The attributes of one axis: the two edges, the length and the centre.
    private struct Edges {
        let leading: NSLayoutConstraint.Attribute
        let trailing: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute

        static let horizontal = Edges(leading: .leading, trailing: .trailing, length: .width, center: .centerX)
        static let vertical = Edges(leading: .top, trailing: .bottom, length: .height, center: .centerY)
    }

    /// Collects constraints with their identifiers.
    @MainActor
    private struct Builder {
        var constraints: [NSLayoutConstraint] = []

        mutating func add(_ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                          _ relation: NSLayoutConstraint.Relation = .equal, to second: AnyObject?,
                          _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
                          constant: CGFloat = 0, priority: UILayoutPriority = .required) {
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                                attribute: second == nil ? .notAnAttribute : secondAttribute,
                                                multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            constraints.append(constraint)
        }
    }

    /// The low priority that removes what the constraints leave open (a view without an intrinsic
    /// breadth, the stack's own breadth), below everything an app writes by habit.
    private static let ambiguitySuppression = UILayoutPriority(25)
    /// The priority of equal centre distances: below compression resistance, so that when the
    /// views do not fit the gaps shrink to the minimum spacing before any view does, as UIKit
    /// documents for `.equalCentering`.
    private static let centering = UILayoutPriority(149)

    /// The gap after `view`: its custom spacing, else ``spacing``, with ``spacingUseSystem`` read as
    /// the standard 8 points.
    private func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? UIView.systemSpacing : value
    }

    /// The view's natural length on `axis`, or nil without one.
    private func intrinsicLength(of view: UIView) -> CGFloat? {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length == UIView.noIntrinsicMetric || !length.isFinite ? nil : max(length, 0)
    }

    /// Replaces the stack view's constraints with those of its current arrangement.
    func rebuildArrangementConstraints() {
        removeConstraints(arrangementConstraints)
        for guide in spacerGuides { guide.owningView = nil }
        spacerGuides = []
        let along = axis == .horizontal ? Edges.horizontal : Edges.vertical
        let across = axis == .horizontal ? Edges.vertical : Edges.horizontal
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var builder = Builder()
        arrangeAlong(visible, along, canvas, &builder)
        alignAcross(visible, across, canvas, &builder)
        collapseHidden(along, across, canvas, &builder)
        arrangementConstraints = builder.constraints
        addConstraints(arrangementConstraints)
    }

    /// The line: the ends meet the canvas, the gaps follow ``distribution``, and so do the lengths.
    private func arrangeAlong(_ visible: [UIView], _ along: Edges, _ canvas: AnyObject, _ builder: inout Builder) {
        guard let first = visible.first, let last = visible.last else { return }
        builder.add("UISV-canvas-connection", first, along.leading, to: canvas, along.leading)
        builder.add("UISV-canvas-connection", canvas, along.trailing, to: last, along.trailing)
        let baselineGaps = isBaselineRelativeArrangement && axis == .vertical
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = gap(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if baselineGaps {
                    builder.add("UISV-spacing", next, .firstBaseline, to: previous, .lastBaseline, constant: gap)
                } else {
                    builder.add("UISV-spacing", next, along.leading, to: previous, along.trailing, constant: gap)
                }
            case .equalSpacing, .equalCentering:
                builder.add("UISV-spacing", next, along.leading, .greaterThanOrEqual, to: previous, along.trailing, constant: gap)
                // A spacer from edge to edge (equal spacing) or centre to centre (equal centering),
                // all spacers of one length.
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                spacer.owningView = self
                let edges = distribution == .equalSpacing ? (along.trailing, along.leading) : (along.center, along.center)
                builder.add("UISV-distributing-edge", spacer, along.leading, to: previous, edges.0)
                builder.add("UISV-distributing-edge", spacer, along.trailing, to: next, edges.1)
                if let firstSpacer = spacerGuides.first {
                    builder.add("UISV-distributing", spacer, along.length, to: firstSpacer, along.length,
                                priority: distribution == .equalSpacing ? .required : Self.centering)
                }
                spacerGuides.append(spacer)
            }
        }
        sizeAlong(visible, along, canvas, &builder)
    }

    /// The lengths `.fillEqually` and `.fillProportionally` set, and the other distributions'
    /// tie-break.
    private func sizeAlong(_ visible: [UIView], _ along: Edges, _ canvas: AnyObject, _ builder: inout Builder) {
        let weights = visible.map { intrinsicLength(of: $0) ?? 0 }
        let total = weights.reduce(0, +)
        switch distribution {
        case .fillProportionally where total > 0:
            // Each view's share of the canvas length left after the gaps.
            let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
            for (view, weight) in zip(visible, weights) {
                let share = weight / total
                builder.add("UISV-fill-proportionally", view, along.length, to: canvas, along.length, multiplier: max(share, 1e-6),
                            constant: -share * gaps, priority: UILayoutPriority(999))
            }
        case .fillEqually, .fillProportionally:
            // Views without natural lengths share the canvas equally.
            for view in visible.dropFirst() {
                builder.add("UISV-fill-equally", view, along.length, to: visible[0], along.length)
            }
        case .fill, .equalSpacing, .equalCentering:
            // Between equal hugging or compression resistance priorities, the views before the last
            // keep their natural length (see ``Distribution/fill``).
            for (view, weight) in zip(visible.dropLast(), weights) where intrinsicLength(of: view) != nil {
                builder.add("UISV-fill-tiebreak", view, along.length, to: nil, constant: weight, priority: UILayoutPriority(1))
            }
        }
    }

    /// The placement across the axis ``alignment`` asks for.
    private func alignAcross(_ visible: [UIView], _ across: Edges, _ canvas: AnyObject, _ builder: inout Builder) {
        var alignment = self.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
            Diagnostics.warn("layout.stackView.baselineAlignment",
                             "Baseline alignment is only valid for horizontal stack views; this vertical stack view fills instead.")
            alignment = .fill
        }
        if alignment != .fill, !visible.isEmpty {
            // The stack's breadth hugs its broadest view when nothing else sets it.
            builder.add("UISV-canvas-fit", canvas, across.length, to: nil, priority: Self.ambiguitySuppression)
        }
        for view in visible {
            switch alignment {
            case .fill:
                builder.add("UISV-alignment", view, across.leading, to: canvas, across.leading)
                builder.add("UISV-alignment", canvas, across.trailing, to: view, across.trailing)
            case .leading:
                builder.add("UISV-alignment", view, across.leading, to: canvas, across.leading)
                builder.add("UISV-spanning-boundary", canvas, across.trailing, .greaterThanOrEqual, to: view, across.trailing)
            case .trailing:
                builder.add("UISV-alignment", view, across.trailing, to: canvas, across.trailing)
                builder.add("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, to: canvas, across.leading)
            case .center:
                builder.add("UISV-alignment", view, across.center, to: canvas, across.center)
                builder.add("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, to: canvas, across.leading)
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== visible[0] {
                    builder.add("UISV-alignment", view, baseline, to: visible[0], baseline)
                }
                builder.add("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, to: canvas, across.leading)
                builder.add("UISV-spanning-boundary", canvas, across.trailing, .greaterThanOrEqual, to: view, across.trailing)
            }
            if alignment != .fill {
                // A view without a natural breadth takes none rather than an arbitrary one.
                builder.add("UISV-ambiguity-suppression", view, across.length, to: nil, priority: Self.ambiguitySuppression)
            }
        }
        if alignment == .firstBaseline || alignment == .lastBaseline, let first = visible.first {
            // The aligned group sits as high as the canvas lets it (tops held only by inequalities).
            builder.add("UISV-ambiguity-suppression", first, across.leading, to: canvas, across.leading,
                        priority: UILayoutPriority(49))
        }
    }

    /// Hidden arranged views: no length along the axis, at the end of the visible view before them
    /// (or the canvas's start), filling the breadth so they never widen the stack.
    private func collapseHidden(_ along: Edges, _ across: Edges, _ canvas: AnyObject, _ builder: inout Builder) {
        var previous: UIView?
        for view in arrangedSubviews {
            guard view.isHidden else {
                previous = view
                continue
            }
            builder.add("UISV-hiding", view, along.length, to: nil)
            if let previous {
                builder.add("UISV-hiding", view, along.leading, to: previous, along.trailing)
            } else {
                builder.add("UISV-hiding", view, along.leading, to: canvas, along.leading)
            }
            builder.add("UISV-hiding", view, across.leading, to: canvas, across.leading)
            builder.add("UISV-hiding", view, across.length, to: canvas, across.length)
        }
    }
}
