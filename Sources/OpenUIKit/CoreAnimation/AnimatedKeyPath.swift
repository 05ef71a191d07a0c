import Foundation

/// A key path an explicit animation can move (Core Animation's animatable properties and the
/// sub-paths of `transform`, `position`, `bounds` it documents as key-path extensions), read from a
/// layer's model and written into its presentation copy without damage or diagnostics: the
/// presentation is only drawn.
///
/// The `transform.*` paths read and write one component of the transform's affine part taken apart
/// (``CGAffineTransform/decomposed()``): `transform.rotation.z` sets its rotation, so a layer turning
/// from 0 to 2π turns a whole turn, as Core Animation's does.
enum AnimatedKeyPath {
    case opacity, position, positionX, positionY, bounds, boundsSize, boundsWidth, boundsHeight, boundsOrigin
    case transform, rotation, scale, scaleX, scaleY, translation, translationX, translationY
    case backgroundColor, borderColor, borderWidth, cornerRadius
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor
    case strokeStart, strokeEnd, lineWidth, strokeColor, fillColor, path
    case colors, locations

    /// The key path `keyPath` names, or nil for one OpenUIKit does not animate.
    init?(_ keyPath: String) {
        guard let path = Self.table[keyPath] else { return nil }
        self = path
    }

    /// The key paths by their names.
    private static let table: [String: AnimatedKeyPath] = [
            "opacity": .opacity, "position": .position, "position.x": .positionX, "position.y": .positionY,
            "bounds": .bounds, "bounds.size": .boundsSize, "bounds.size.width": .boundsWidth,
            "bounds.size.height": .boundsHeight, "bounds.origin": .boundsOrigin,
            "transform": .transform, "transform.rotation": .rotation, "transform.rotation.z": .rotation,
            "transform.scale": .scale, "transform.scale.x": .scaleX, "transform.scale.y": .scaleY,
            "transform.translation": .translation, "transform.translation.x": .translationX,
            "transform.translation.y": .translationY,
            "backgroundColor": .backgroundColor, "borderColor": .borderColor, "borderWidth": .borderWidth,
            "cornerRadius": .cornerRadius, "shadowOpacity": .shadowOpacity, "shadowRadius": .shadowRadius,
            "shadowOffset": .shadowOffset, "shadowColor": .shadowColor,
            "strokeStart": .strokeStart, "strokeEnd": .strokeEnd, "lineWidth": .lineWidth,
            "strokeColor": .strokeColor, "fillColor": .fillColor, "path": .path,
            "colors": .colors, "locations": .locations,
    ]

    /// The property's value in `layer` (a model layer or its presentation).
    @MainActor func value(of layer: CALayer) -> AnimatedValue {
        let shape = layer as? CAShapeLayer
        let gradient = layer as? CAGradientLayer
        switch self {
        case .opacity: return .scalar(CGFloat(layer.storedOpacity))
        case .position: return .point(layer.storedPosition)
        case .positionX: return .scalar(layer.storedPosition.x)
        case .positionY: return .scalar(layer.storedPosition.y)
        case .bounds: return .rect(layer.storedBounds)
        case .boundsSize: return .size(layer.storedBounds.size)
        case .boundsWidth: return .scalar(layer.storedBounds.width)
        case .boundsHeight: return .scalar(layer.storedBounds.height)
        case .boundsOrigin: return .point(layer.storedBounds.origin)
        case .transform: return .transform(layer.storedTransform)
        case .rotation, .scale, .scaleX, .scaleY, .translation, .translationX, .translationY:
            let parts = CATransform3DGetAffineTransform(layer.storedTransform).decomposed()
            switch self {
            case .rotation: return .scalar(parts.rotation)
            case .scale, .scaleX: return .scalar(parts.scale.width)
            case .scaleY: return .scalar(parts.scale.height)
            case .translation: return .size(CGSize(width: parts.translation.dx, height: parts.translation.dy))
            case .translationX: return .scalar(parts.translation.dx)
            default: return .scalar(parts.translation.dy)
            }
        case .backgroundColor: return .color(layer.storedBackgroundColor)
        case .borderColor: return .color(layer.storedBorderColor)
        case .borderWidth: return .scalar(layer.storedBorderWidth)
        case .cornerRadius: return .scalar(layer.storedCornerRadius)
        case .shadowOpacity: return .scalar(CGFloat(layer.storedShadowOpacity))
        case .shadowRadius: return .scalar(layer.storedShadowRadius)
        case .shadowOffset: return .size(layer.storedShadowOffset)
        case .shadowColor: return .color(layer.storedShadowColor)
        case .strokeStart: return .scalar(shape?.storedStrokeStart ?? 0)
        case .strokeEnd: return .scalar(shape?.storedStrokeEnd ?? 1)
        case .lineWidth: return .scalar(shape?.storedLineWidth ?? 1)
        case .strokeColor: return .color(shape?.storedStrokeColor)
        case .fillColor: return .color(shape?.storedFillColor)
        case .path: return .path(shape?.storedPath)
        case .colors: return .colors(gradient?.storedColors)
        case .locations: return .numbers(gradient?.storedLocations?.map { CGFloat($0.doubleValue) })
        }
    }

    /// Writes `value` into `layer`'s property (its presentation copy), clamped where the property's
    /// setter clamps; a value of another kind is ignored.
    @MainActor func apply(_ value: AnimatedValue, to layer: CALayer) {
        let shape = layer as? CAShapeLayer
        let gradient = layer as? CAGradientLayer
        switch (self, value) {
        case let (.opacity, .scalar(x)): layer.storedOpacity = Float(min(max(x, 0), 1))
        case let (.position, .point(p)): layer.storedPosition = p
        case let (.positionX, .scalar(x)): layer.storedPosition.x = x
        case let (.positionY, .scalar(y)): layer.storedPosition.y = y
        case let (.bounds, .rect(r)): layer.storedBounds = r
        case let (.boundsSize, .size(s)): layer.storedBounds.size = s
        case let (.boundsWidth, .scalar(w)): layer.storedBounds.size.width = w
        case let (.boundsHeight, .scalar(h)): layer.storedBounds.size.height = h
        case let (.boundsOrigin, .point(p)): layer.storedBounds.origin = p
        case let (.transform, .transform(t)): layer.storedTransform = t
        case (.rotation, .scalar), (.scale, .scalar), (.scaleX, .scalar), (.scaleY, .scalar),
             (.translation, .size), (.translationX, .scalar), (.translationY, .scalar):
            var parts = CATransform3DGetAffineTransform(layer.storedTransform).decomposed()
            switch (self, value) {
            case let (.rotation, .scalar(angle)): parts.rotation = angle
            case let (.scale, .scalar(factor)): parts.scale = CGSize(width: factor, height: factor)
            case let (.scaleX, .scalar(factor)): parts.scale.width = factor
            case let (.scaleY, .scalar(factor)): parts.scale.height = factor
            case let (.translation, .size(offset)): parts.translation = CGVector(dx: offset.width, dy: offset.height)
            case let (.translationX, .scalar(dx)): parts.translation.dx = dx
            case let (.translationY, .scalar(dy)): parts.translation.dy = dy
            default: break
            }
            layer.storedTransform = CATransform3DMakeAffineTransform(CGAffineTransform(parts))
        case let (.backgroundColor, .color(c)): layer.storedBackgroundColor = c
        case let (.borderColor, .color(c)): layer.storedBorderColor = c
        case let (.borderWidth, .scalar(x)): layer.storedBorderWidth = max(x, 0)
        case let (.cornerRadius, .scalar(x)): layer.storedCornerRadius = max(x, 0)
        case let (.shadowOpacity, .scalar(x)): layer.storedShadowOpacity = Float(min(max(x, 0), 1))
        case let (.shadowRadius, .scalar(x)): layer.storedShadowRadius = max(x, 0)
        case let (.shadowOffset, .size(s)): layer.storedShadowOffset = s
        case let (.shadowColor, .color(c)): layer.storedShadowColor = c
        case let (.strokeStart, .scalar(x)): shape?.storedStrokeStart = min(max(x, 0), 1)
        case let (.strokeEnd, .scalar(x)): shape?.storedStrokeEnd = min(max(x, 0), 1)
        case let (.lineWidth, .scalar(x)): shape?.storedLineWidth = max(x, 0)
        case let (.strokeColor, .color(c)): shape?.storedStrokeColor = c
        case let (.fillColor, .color(c)): shape?.storedFillColor = c
        case let (.path, .path(p)): shape?.storedPath = p
        case let (.colors, .colors(c)): gradient?.storedColors = c
        case let (.locations, .numbers(n)): gradient?.storedLocations = n?.map { NSNumber(value: Double($0)) }
        default: break
        }
    }
}
