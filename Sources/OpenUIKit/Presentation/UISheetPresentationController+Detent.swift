import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent` (iOS 15; custom
    /// detents iOS 16).
    ///
    /// Values are heights of the sheet's content above the bottom safe area, as UIKit measures them:
    /// ``large()`` is the context's ``UISheetPresentationControllerDetentResolutionContext/maximumDetentValue``,
    /// ``medium()`` half of it (UIKit documents it as "approximately half the height of the screen"),
    /// and a custom detent what its resolver returns, clamped to 0…maximum.
    @MainActor
    public final class Detent: NSObject {
        /// The detent's identifier: what ``UISheetPresentationController/selectedDetentIdentifier`` and
        /// ``UISheetPresentationController/largestUndimmedDetentIdentifier`` name.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier,
                     resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The sheet at its full height, UIKit's default and only detent unless set.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The sheet at half its full height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue * 0.5).rounded() }
        }

        /// A detent whose height `resolver` computes from the context each time the sheet is laid out;
        /// returning nil makes the detent inactive (the sheet skips it), as in UIKit.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The height this detent has in `context` (nil when inactive), clamped to the maximum.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max($0, 0), context.maximumDetentValue) }
        }
    }
}
