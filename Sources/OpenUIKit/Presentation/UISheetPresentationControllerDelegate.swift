import Foundation

/// What a sheet tells its delegate besides what every presentation asks, as UIKit's
/// `UISheetPresentationControllerDelegate`. Set it as the sheet's
/// ``UIPresentationController/delegate``.
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The person dragged the sheet to another detent. Not called when the app sets
    /// ``UISheetPresentationController/selectedDetentIdentifier``, as in UIKit.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// UIKit's default: nothing to do.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
