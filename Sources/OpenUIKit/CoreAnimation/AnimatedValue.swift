import Foundation

/// A value an explicit animation moves a layer property through (Core Animation's `fromValue`,
/// `toValue`, `byValue`, keyframe `values` are `Any?`): read once into one of the kinds a layer's
/// animatable properties have, so each frame interpolates plain values without casting.
enum AnimatedValue {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)

    /// `value` read as the kind of `model` (the property's current value), or nil when it is not
    /// one: numbers of any Swift or Foundation type for a scalar, the Core Graphics value types,
    /// `CATransform3D`, `CGColor` (or `UIColor`, read as its `cgColor` with the current traits, hence
    /// main-actor).
    @MainActor init?(_ value: Any?, like model: AnimatedValue) {
        switch model {
        case .scalar:
            switch value {
            case let number as CGFloat: self = .scalar(number)
            case let number as Double: self = .scalar(CGFloat(number))
            case let number as Float: self = .scalar(CGFloat(number))
            case let number as Int: self = .scalar(CGFloat(number))
            case let number as NSNumber: self = .scalar(CGFloat(number.doubleValue))
            default: return nil
            }
        case .point:
            guard let point = value as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            guard let size = value as? CGSize else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = value as? CGRect else { return nil }
            self = .rect(rect)
        case .transform:
            guard let transform = value as? CATransform3D else { return nil }
            self = .transform(transform)
        case .color:
            if let color = value as? UIColor { self = .color(color.cgColor); return }
            guard let color = value as? CGColor else { return nil }
            self = .color(color)
        }
    }

    /// The value as an animation's `fromValue` holds it.
    var anyValue: Any {
        switch self {
        case let .scalar(value): value
        case let .point(value): value
        case let .size(value): value
        case let .rect(value): value
        case let .transform(value): value
        case let .color(value): value as Any
        }
    }

    /// The value `t` of the way from this one to `other` (t may pass 1 under a timing curve that
    /// overshoots). A transform is interpolated by its components (scale, shear, rotation,
    /// translation of its affine part), as Core Animation interpolates transforms, so a turn stays
    /// a turn; a color by its components. Values of different kinds stay at this one.
    func interpolated(to other: AnimatedValue, _ t: CGFloat) -> AnimatedValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            let from = CATransform3DGetAffineTransform(a).decomposed()
            let to = CATransform3DGetAffineTransform(b).decomposed()
            let components = CGAffineTransformComponents(
                scale: CGSize(width: mix(from.scale.width, to.scale.width), height: mix(from.scale.height, to.scale.height)),
                horizontalShear: mix(from.horizontalShear, to.horizontalShear),
                rotation: mix(from.rotation, to.rotation),
                translation: CGVector(dx: mix(from.translation.dx, to.translation.dx), dy: mix(from.translation.dy, to.translation.dy)))
            return .transform(CATransform3DMakeAffineTransform(CGAffineTransform(components)))
        case let (.color(a), .color(b)):
            let from = a?.color ?? .clear, to = b?.color ?? .clear
            return .color(CGColor(red: mix(from.red, to.red), green: mix(from.green, to.green),
                                  blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha)))
        default: return self
        }
    }

    /// This value moved by `other` (`byValue`, additive and cumulative animations): sums, a
    /// transform concatenated after this one; colors add by components.
    func adding(_ other: AnimatedValue) -> AnimatedValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(b, a))
        case let (.color(a), .color(b)):
            let x = a?.color ?? .clear, y = b?.color ?? .clear
            return .color(CGColor(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: x.alpha + y.alpha))
        default: return self
        }
    }

    /// This value less `other`: what `adding(other)` undoes (a `toValue` with a `byValue`).
    func subtracting(_ other: AnimatedValue) -> AnimatedValue {
        switch other {
        case let .scalar(b): return adding(.scalar(-b))
        case let .point(b): return adding(.point(CGPoint(x: -b.x, y: -b.y)))
        case let .size(b): return adding(.size(CGSize(width: -b.width, height: -b.height)))
        case let .rect(b): return adding(.rect(CGRect(x: -b.minX, y: -b.minY, width: -b.width, height: -b.height)))
        case let .transform(b): return adding(.transform(CATransform3DInvert(b)))
        case let .color(b):
            let y = b?.color ?? .clear
            return adding(.color(CGColor(red: -y.red, green: -y.green, blue: -y.blue, alpha: -y.alpha)))
        }
    }
}
