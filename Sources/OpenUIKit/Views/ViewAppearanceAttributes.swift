/// The appearance settings a view keeps in side storage (`UIView+AppearanceAttributes.swift`): each is
/// rare, and a stored property on `UIView` would be paid by every button of a 1000-button grid.
struct ViewAppearanceAttributes {
    /// ``UIView/overrideUserInterfaceStyle``.
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The registrations of ``UIView/registerForTraitChanges(_:handler:)``, in registration order.
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// ``UIView/tintAdjustmentMode``.
    var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    /// ``UIView/isOpaque``.
    var isOpaque = true
    /// ``UIView/clearsContextBeforeDrawing``.
    var clearsContextBeforeDrawing = true
    /// `adjustsFontForContentSizeCategory` of the views that have it (UILabel, UITextField).
    var adjustsFontForContentSizeCategory = false
}
