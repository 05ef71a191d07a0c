import Foundation

/// A relation between two items' attributes, `first.attribute1 = multiplier × second.attribute2 +
/// constant` (or ≤, ≥), solved by the window's layout engine, as UIKit's `NSLayoutConstraint`.
///
/// An active constraint is installed on the closest common ancestor of its items (``UIView/constraints``
/// lists it); each layout pass hands the changes — activation, a new ``constant`` or ``priority`` — to
/// the engine incrementally. A constraint UIKit would refuse with an exception (an item that is not a
/// view or layout guide, items with no common ancestor, a position related to a size) is reported
/// through ``Diagnostics`` and stays inactive.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The view or layout guide the constraint positions; not retained (UIKit declares it
    /// `unowned(unsafe)`), so a constraint does not keep a view alive, and nil once the item is gone,
    /// as a weak reference would read — held by a ``LayoutItemReference``, which gives the item no
    /// side table (every retain of a constrained view would take the runtime's slow path).
    public var firstItem: AnyObject? { firstReference?.item }
    /// The view or guide it is related to, or nil for a constant (`width = 44`); not retained either.
    public var secondItem: AnyObject? { secondReference?.item }
    private let firstReference: LayoutItemReference?
    private let secondReference: LayoutItemReference?
    /// Which attribute of ``firstItem`` the constraint sets; fixed at creation, as in UIKit.
    public let firstAttribute: Attribute
    /// Which attribute of ``secondItem`` it follows; `.notAnAttribute` for a constant.
    public let secondAttribute: Attribute
    /// Equal, at most or at least; fixed at creation, as in UIKit (make a new constraint to change it).
    public let relation: Relation
    /// The factor on ``secondAttribute``, such as 0.5 for half a width; fixed at creation, as in UIKit.
    public let multiplier: CGFloat

    /// The added value; changing it re-solves the layout incrementally at the next pass. A NaN or
    /// infinite constant would poison the whole solution: it is refused with `layout.invalidConstant`
    /// and the old one kept.
    open var constant: CGFloat {
        didSet {
            guard constant.isFinite else {
                Diagnostics.warn("layout.invalidConstant", "A constraint's constant must be finite; \(constant) refused, \(oldValue) kept.")
                constant = oldValue
                return
            }
            guard constant != oldValue, let view = installedView else { return }
            view.hierarchyLayoutEngine?.constraintDidChange(self)
            view.setNeedsLayout()
        }
    }

    /// The priority; UIKit refuses changing an active constraint between required and optional
    /// (it raises), reported here as `layout.requiredPriorityChange` with the old priority kept, and
    /// a priority outside 1…1000 (UIKit raises too), reported as `layout.invalidPriority`.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.rawValue >= 1, priority.rawValue <= 1000 else {
                Diagnostics.warn("layout.invalidPriority", "A constraint's priority must be between 1 and 1000; \(priority.rawValue) refused.")
                priority = oldValue
                return
            }
            if isActive, (priority == .required) != (oldValue == .required) {
                Diagnostics.warn("layout.requiredPriorityChange",
                                 "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
                priority = oldValue
                return
            }
            installedView?.hierarchyLayoutEngine?.constraintDidChange(self)
            installedView?.setNeedsLayout()
        }
    }

    /// A name that appears in the constraint's description and in unsatisfiable-constraint logs.
    open var identifier: String?

    /// Whether the constraint is shown by ``UIView/constraints`` of its items' closest common ancestor
    /// and takes part in layout.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { install() } else { uninstall() }
        }
    }

    /// Whether ``firstItem`` is a view or guide (an initializer that was refused leaves it nil).
    private let isValid: Bool

    /// The view the constraint is installed on (the closest common ancestor of its items); not
    /// retained (the view holds the constraint), nil once the view is gone.
    var installedView: UIView? {
        get { installedReference?.item as? UIView }
        set { installedReference = newValue.map(LayoutItemReference.init) }
    }
    private var installedReference: LayoutItemReference?

    /// Relates `view1.attr1` to `multiplier × view2.attr2 + c`, as UIKit's initializer; `view2` nil with
    /// `.notAnAttribute` makes a constant constraint (`width == c`).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        let first = view1 as? any LayoutItem
        let second = view2 as? any LayoutItem
        firstReference = first.map(LayoutItemReference.init)
        secondReference = second.map(LayoutItemReference.init)
        isValid = Self.validate(first: first, attr1, second: second, view2 != nil, attr2, multiplier, c)
        super.init()
    }

    /// The refusals UIKit raises for at creation, as `layout.invalidConstraint` warnings.
    private static func validate(first: (any LayoutItem)?, _ attr1: Attribute, second: (any LayoutItem)?, _ hasSecond: Bool,
                                 _ attr2: Attribute, _ multiplier: CGFloat, _ constant: CGFloat) -> Bool {
        var problem: String?
        if first == nil || attr1 == .notAnAttribute {
            problem = "The first item must be a view or layout guide with an attribute"
        } else if hasSecond && (second == nil || attr2 == .notAnAttribute) {
            problem = "The second item must be a view or layout guide with an attribute"
        } else if hasSecond, attr1.isSize != attr2.isSize || (!attr1.isSize && attr1.axis != attr2.axis) {
            // Sizes relate across axes (an aspect ratio, height = 0.5 × width); positions do not.
            problem = "A constraint cannot be made between \(attr1.name) and \(attr2.name): a location relates only to a location on the same axis, a size only to a size"
        } else if !hasSecond, attr1 != .width, attr1 != .height {
            problem = "A constraint on \(attr1.name) alone cannot be satisfied: only sizes can equal a constant"
        } else if !multiplier.isFinite || !constant.isFinite || (hasSecond && multiplier == 0) {
            problem = "A multiplier of 0 or a nil second item together with a location for the first attribute, or a non-finite value, creates an illegal constraint"
        }
        guard let problem else { return true }
        Diagnostics.warn("layout.invalidConstraint", problem + "; the constraint is never activated.")
        return false
    }

    /// Activates every constraint of the list, as UIKit's `activate(_:)`.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint of the list, as UIKit's `deactivate(_:)`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func install() {
        guard installedView == nil, isValid, let first = (firstItem as? any LayoutItem)?.hierarchyView else { return }
        var ancestor: UIView? = first
        if let second = (secondItem as? any LayoutItem)?.hierarchyView {
            ancestor = UIView.closestCommonAncestor(first, second)
        }
        guard let ancestor else {
            Diagnostics.warn("layout.noCommonAncestor",
                             "Unable to activate constraint with anchors \(layoutDescription) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
            return
        }
        ancestor.addConstraint(self)
    }

    private func uninstall() {
        installedView?.removeConstraint(self)
    }

    /// The first item's layout guide or view, and the second's, as ``LayoutItem``s.
    var items: (first: (any LayoutItem)?, second: (any LayoutItem)?) {
        (firstItem as? any LayoutItem, secondItem as? any LayoutItem)
    }

    /// UIKit's log form, `<NSLayoutConstraint 'identifier' UIView.width == 100   (active)>`, for the
    /// unsatisfiable-constraint report (NSObject's `description` is nonisolated and cannot read it).
    var layoutDescription: String {
        func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
            guard let item else { return "" }
            return "\(type(of: item)).\(attribute.name)"
        }
        var right = ""
        if secondItem != nil {
            right = side(secondItem, secondAttribute)
            if multiplier != 1 { right = "\(multiplier)*" + right }
            if constant != 0 { right += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
            right = "\(constant)"
        }
        let name = identifier.map { "'\($0)' " } ?? ""
        let priorityText = priority == .required ? "" : " @\(Int(priority.rawValue))"
        return "<NSLayoutConstraint \(name)\(side(firstItem, firstAttribute)) \(relation.symbol) \(right)\(priorityText)   (\(isActive ? "active" : "inactive"))>"
    }
}
