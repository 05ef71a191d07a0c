import Foundation

/// The layer a view is backed by, of the class its view class asks for (``UIView/layerClass``).
extension CALayer {
    /// A new layer for `view`, of `type(of: view).layerClass`, answering the view's geometry,
    /// background, alpha, hiding and clipping, at the main screen's scale.
    ///
    /// Swift can call only a `required` initializer through a class object, and CALayer's `init()`
    /// is not required in UIKit (a subclass that writes `override init()` would no longer compile),
    /// so the layer classes OpenUIKit declares are made by name: `CALayer`, `CAShapeLayer` and
    /// `CAGradientLayer` — what views ask for in practice. A class of the app's own is refused with
    /// the error `view.layerClassUnsupported`, and the view gets a layer of the nearest of those
    /// classes it inherits from (a class that is no layer at all gets a `CALayer`).
    static func makeLayer(for view: UIView) -> CALayer {
        let requested: AnyClass = type(of: view).layerClass
        let layer: CALayer
        switch ObjectIdentifier(requested) {
        case ObjectIdentifier(CALayer.self): layer = CALayer()
        case ObjectIdentifier(CAShapeLayer.self): layer = CAShapeLayer()
        case ObjectIdentifier(CAGradientLayer.self): layer = CAGradientLayer()
        default:
            layer = requested is CAShapeLayer.Type ? CAShapeLayer()
                : requested is CAGradientLayer.Type ? CAGradientLayer() : CALayer()
            Diagnostics.report(Diagnostic(
                code: "view.layerClassUnsupported", severity: .error,
                message: "\(type(of: view)).layerClass is \(requested), which OpenUIKit cannot make (only "
                    + "CALayer, CAShapeLayer and CAGradientLayer: Swift cannot call a non-required "
                    + "initializer through a class object); the view got a \(type(of: layer)). Add a "
                    + "layer of your class as a sublayer instead."))
        }
        layer.owningView = view
        layer.storedContentsScale = UIScreen.main.scale
        return layer
    }
}
