/// A linear constraint as the solver takes it: `expression relation 0`, with a strength.
///
/// ``NSLayoutConstraint``'s `item1.attr1 = multiplier · item2.attr2 + constant` becomes
/// `item1.attr1 - multiplier · item2.attr2 - constant` related to zero.
struct LayoutSolverConstraint: Sendable {
    enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    var expression: LinearExpression
    var relation: Relation
    var strength: LayoutStrength
}
