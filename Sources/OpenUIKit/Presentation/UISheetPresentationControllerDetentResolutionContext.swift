import Foundation

/// What a custom detent's resolver is given, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext` (iOS 16): the traits of the sheet's container
/// and the largest height a detent may have.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the container the sheet is in.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the ``UISheetPresentationController/Detent/large()`` detent: the tallest the sheet
    /// gets, without the bottom safe area (detent values exclude it, as in UIKit).
    var maximumDetentValue: CGFloat { get }
}
