import OpenUIKit

/// A constraint a fuzz scene activates (``SceneMutation/activateConstraint(_:)``): a node's attribute
/// related to another node's, to the root view's, or (with `secondAttribute` `.notAnAttribute`) to a
/// constant — a value, so that the mutation stays replayable.
///
/// With a ``slack`` the constant is worked out when the scene makes the constraint, so that it holds
/// for the frames the views have then (an equality exactly, an inequality with that much room): such
/// a constraint is satisfiable together with the autoresizing constraints that hold those frames, and
/// the engine must not report a conflict for it. Without one the constant is taken as it is, and the
/// constraint mostly conflicts with what holds the views already.
public struct ConstraintRequest: Sendable, Equatable, CustomStringConvertible {
    /// The node whose attribute the constraint sets.
    public var first: Int
    /// The first node's attribute.
    public var firstAttribute: NSLayoutConstraint.Attribute
    /// Equal, at most or at least.
    public var relation: NSLayoutConstraint.Relation
    /// The node the first is related to; nil for the root view controller's view.
    public var second: Int?
    /// `.notAnAttribute` relates the first attribute to the constant alone.
    public var secondAttribute: NSLayoutConstraint.Attribute
    /// What the second attribute is multiplied by.
    public var multiplier: CGFloat
    /// The constant used when there is no ``slack``.
    public var constant: CGFloat
    /// The priority the constraint is made with.
    public var priority: UILayoutPriority
    /// The room an inequality leaves beyond the current frames (0 for an equality); nil: the constant
    /// is taken as given.
    public var slack: CGFloat?

    /// A request with every choice given, as the constraint generator and replays make them.
    public init(first: Int, firstAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation,
                second: Int?, secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
                priority: UILayoutPriority, slack: CGFloat?) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.slack = slack
    }

    /// The request as one line of a trace, e.g. `view 3.left >= 1 × root view.right + 12 @999 (holds + 5)`.
    public var description: String {
        let relation = switch self.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        let right = secondAttribute == .notAnAttribute ? ""
            : "\(multiplier) × \(second.map { "view \($0)" } ?? "root view").\(secondAttribute) + "
        let constant = slack.map { "(holds + \($0))" } ?? "\(self.constant)"
        return "view \(first).\(firstAttribute) \(relation) \(right)\(constant) @\(priority.rawValue)"
    }
}
