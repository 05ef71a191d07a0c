import Foundation

/// A view property that block animations animate, and its value as four numbers, so that one
/// interpolation serves them all. `frame` is not one: as in Core Animation it is derived, and a frame
/// change animates `center` (the layer's position) and `bounds`. A view's `transform` is animated as
/// UIKit interpolates it, taken apart (``CGAffineTransform/decomposed()``): ``transform`` holds its
/// scale, rotation and shear, ``transformTranslation`` its translation — six numbers, two properties.
/// ``crossDissolve`` is the opacity of the old appearance a
/// ``UIView/transition(with:duration:options:animations:completion:)`` fades out: 1 before, 0 after.
enum AnimatedProperty: Hashable, Sendable {
    case center
    case bounds
    case alpha
    case backgroundColor
    case crossDissolve
    /// The transform's x and y scale, rotation and horizontal shear (``CGAffineTransformComponents``).
    case transform
    /// The transform's translation, x and y.
    case transformTranslation

    /// Whether a change of it changes the view's recorded content (drawn with the presented bounds
    /// and background color).
    var changesContent: Bool { self == .bounds || self == .backgroundColor }

    /// Whether it is a part of the view's transform.
    var isTransform: Bool { self == .transform || self == .transformTranslation }

    /// What an animation from `old` to `model` adds to the model value at its start: their difference,
    /// with a rotation's taken the short way round (within ±π). Core Animation interpolates a
    /// transform's rotation as a quaternion, along the shorter arc, so a view turned to 170° and then
    /// to −170° turns 20°, not 340°.
    func delta(from old: SIMD4<Double>, to model: SIMD4<Double>) -> SIMD4<Double> {
        var delta = old - model
        if self == .transform {
            delta[2] = remainder(delta[2], 2 * .pi)
        }
        return delta
    }

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
        case .transform:
            Self.linearComponents(of: view.storedTransform.decomposed())
        case .transformTranslation:
            SIMD4(Double(view.storedTransform.tx), Double(view.storedTransform.ty), 0, 0)
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
            case .transform:
                var components = view.transform.decomposed()
                components.scale = CGSize(width: value[0], height: value[1])
                components.rotation = CGFloat(value[2])
                components.horizontalShear = CGFloat(value[3])
                view.transform = CGAffineTransform(components)
            case .transformTranslation:
                view.transform.tx = CGFloat(value[0])
                view.transform.ty = CGFloat(value[1])
            }
        }
    }

    /// The scale, rotation and shear of `components`, in ``transform``'s order.
    static func linearComponents(of components: CGAffineTransformComponents) -> SIMD4<Double> {
        SIMD4(Double(components.scale.width), Double(components.scale.height), Double(components.rotation),
              Double(components.horizontalShear))
    }

    /// A color's components; no color is clear, so that a color fades out to nothing and in from it.
    static func components(of color: UIColor?) -> SIMD4<Double> {
        guard let color else { return .zero }
        return SIMD4(Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }
}
