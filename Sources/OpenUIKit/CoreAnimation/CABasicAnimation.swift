import Foundation

/// An animation of one property between two values, as Core Animation's `CABasicAnimation`.
///
/// The values, as Core Animation reads them (each `Any?`, of the property's type: a number, a
/// `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGColor`):
/// from and to → from `fromValue` to `toValue`; from and by → from `fromValue` to `fromValue +
/// byValue`; by and to → from `toValue − byValue` to `toValue`; only from → from it to the model
/// value; only to → from the model value to it; only by → from the model value to model + by;
/// none → the model value. With ``CAPropertyAnimation/isAdditive`` each is added to the model value.
/// A value of the wrong type counts as not set.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// Where the property starts.
    open var fromValue: Any?
    /// Where the property ends.
    open var toValue: Any?
    /// How far the property moves.
    open var byValue: Any?

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The start and end values over `model`, by the rules above.
    func endpoints(over model: AnimatedValue) -> (from: AnimatedValue, to: AnimatedValue) {
        let from = AnimatedValue(fromValue, like: model)
        let to = AnimatedValue(toValue, like: model)
        let by = AnimatedValue(byValue, like: model)
        let base = isAdditive ? model.subtracting(model) : model
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return (base, base.adding(by))
        case (nil, nil, nil): return (base, base)
        }
    }

    override func value(at progress: Double, iteration: Int, model: AnimatedValue) -> AnimatedValue? {
        let (from, to) = endpoints(over: model)
        // A cumulative pass starts where the last ended: the line from `from` to `to` carried on.
        let t = isCumulative ? Double(iteration) + progress : progress
        let value = from.interpolated(to: to, CGFloat(t))
        return isAdditive ? model.adding(value) : value
    }
}
