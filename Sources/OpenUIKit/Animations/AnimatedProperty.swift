import Foundation

/// A view property that block animations animate, and its value as four numbers, so that one
/// interpolation serves them all. `frame` is not one: as in Core Animation it is derived, and a frame
/// change animates `center` (the layer's position) and `bounds`. `transform` joins them with the
/// layer tree. ``crossDissolve`` is the opacity of the old appearance a
/// ``UIView/transition(with:duration:options:animations:completion:)`` fades out: 1 before, 0 after.
enum AnimatedProperty: Hashable, Sendable {
    case center
    case bounds
    case alpha
    case backgroundColor
    case crossDissolve

    /// Whether a change of it changes the view's recorded content (drawn with the presented bounds
    /// and background color).
    var changesContent: Bool { self == .bounds || self == .backgroundColor }

    /// The view's model value of this property.
    @MainActor func modelValue(of view: UIView) -> SIMD4<Double> {
        switch self {
        case .center:
            SIMD4(Double(view.storedCenter.x), Double(view.storedCenter.y), 0, 0)
        case .bounds:
            SIMD4(Double(view.storedBounds.minX), Double(view.storedBounds.minY),
                  Double(view.storedBounds.width), Double(view.storedBounds.height))
        case .alpha:
            SIMD4(Double(view.alpha), 0, 0, 0)
        case .backgroundColor:
            Self.components(of: view.backgroundColor)
        case .crossDissolve:
            .zero
        }
    }

    /// Sets the view's model value of this property to `value`, without animation (a property
    /// animator finishing at its start or where it stopped). A color comes back as plain components.
    @MainActor func setModelValue(_ value: SIMD4<Double>, of view: UIView) {
        UIView.performWithoutAnimation {
            switch self {
            case .center:
                view.center = CGPoint(x: value[0], y: value[1])
            case .bounds:
                view.bounds = CGRect(x: value[0], y: value[1], width: max(value[2], 0), height: max(value[3], 0))
            case .alpha:
                view.alpha = CGFloat(value[0])
            case .backgroundColor:
                view.backgroundColor = UIColor(red: value[0], green: value[1], blue: value[2], alpha: value[3])
            case .crossDissolve:
                break
            }
        }
    }

    /// A color's components; no color is clear, so that a color fades out to nothing and in from it.
    static func components(of color: UIColor?) -> SIMD4<Double> {
        guard let color else { return .zero }
        return SIMD4(Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }
}
