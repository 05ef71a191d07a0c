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
    /// A shape layer's `path`.
    case path(CGPath?)
    /// A gradient layer's `colors`.
    case colors([CGColor]?)
    /// A gradient layer's `locations`.
    case numbers([CGFloat]?)

    /// `value` read as the kind of `model` (the property's current value), or nil when it is not
    /// one: numbers of any Swift or Foundation type for a scalar, the Core Graphics value types,
    /// `CATransform3D`, `CGColor` (or `UIColor`, read as its `cgColor` with the current traits, hence
    /// main-actor), a `CGPath` (or `UIBezierPath`), an array of colors, an array of numbers.
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
        case .path:
            if let path = value as? UIBezierPath { self = .path(path.cgPath); return }
            guard let path = value as? CGPath else { return nil }
            self = .path(path)
        case .colors:
            guard let colors = value as? [Any] else { return nil }
            let read = colors.compactMap { ($0 as? UIColor)?.cgColor ?? ($0 as? CGColor) }
            guard read.count == colors.count else { return nil }
            self = .colors(read)
        case .numbers:
            guard let numbers = value as? [Any] else { return nil }
            let read = numbers.compactMap { AnimatedValue($0, like: .scalar(0)).flatMap(\.scalarValue) }
            guard read.count == numbers.count else { return nil }
            self = .numbers(read)
        }
    }

    /// The number a scalar holds.
    private var scalarValue: CGFloat? {
        if case let .scalar(value) = self { return value }
        return nil
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
        case let .path(value): value as Any
        case let .colors(value): value as Any
        case let .numbers(value): value.map { $0.map { NSNumber(value: Double($0)) } } as Any
        }
    }

    /// The value `t` of the way from this one to `other` (t may pass 1 under a timing curve that
    /// overshoots). A transform is interpolated by its components (scale, shear, rotation,
    /// translation of its affine part), as Core Animation interpolates transforms, so a turn stays
    /// a turn; a color by its components; a path point by point when both have the same elements
    /// (Core Animation's documented case), color and number arrays item by item when they have as
    /// many items. Paths or arrays that do not match, for which Core Animation leaves the result
    /// undefined, jump from this value to `other` halfway. Values of different kinds stay at this one.
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
        case let (.path(a?), .path(b?)):
            guard let elements = PathElement.interpolated(a.elements, b.elements, t) else { break }
            return .path(CGPath(elements: elements))
        case let (.colors(a?), .colors(b?)) where a.count == b.count:
            return .colors(zip(a, b).map { pair in
                guard case let .color(color?) = AnimatedValue.color(pair.0).interpolated(to: .color(pair.1), t) else { return pair.0 }
                return color
            })
        case let (.numbers(a?), .numbers(b?)) where a.count == b.count:
            return .numbers(zip(a, b).map { mix($0, $1) })
        case (.path, .path), (.colors, .colors), (.numbers, .numbers):
            break
        default: return self
        }
        return t < 0.5 ? self : other
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
        // Paths and arrays do not add: an additive or by-value animation of them moves nothing.
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
        case .path, .colors, .numbers: return self
        }
    }
}
