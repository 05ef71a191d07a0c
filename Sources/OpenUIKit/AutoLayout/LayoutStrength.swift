import Foundation

/// How much a solver constraint matters: required (a hard constraint the solver must meet or refuse),
/// or optional with a weight in the objective the simplex minimizes.
///
/// UIKit's priorities run from 1 to 1000, 1000 being required, and "higher priority constraints are
/// satisfied before lower" (NSLayoutConstraint.priority). Cassowary's exact answer to that is a
/// lexicographic objective, which 999 levels make impractical; instead each optional priority weighs
/// ten times more than one 100 below it (`10^(priority/100)`). A constraint at 750 thus beats up to
/// ~3,000 one-point errors at 400 — which is how content hugging (250) yields to a defaultHigh (750)
/// constraint without exception in real layouts — while the weights stay within Double's precision.
struct LayoutStrength: Sendable, Equatable {
    /// The weight of the constraint's error in the objective; ignored when required.
    let weight: Double
    let isRequired: Bool

    static let required = LayoutStrength(weight: 0, isRequired: true)

    /// The strength of a UIKit priority: required at 1000 and above, else the weight described above
    /// (a priority under 1 counts as 1, as UIKit refuses lower ones).
    init(priority: Float) {
        if priority >= 1000 {
            self = .required
        } else {
            self.init(weight: pow(10, Double(max(priority, 1)) / 100), isRequired: false)
        }
    }

    private init(weight: Double, isRequired: Bool) {
        self.weight = weight
        self.isRequired = isRequired
    }
}
