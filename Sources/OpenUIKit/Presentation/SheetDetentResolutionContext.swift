import Foundation

/// The context a sheet resolves its detents in (UIKit's is private too).
@MainActor
struct SheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
}
