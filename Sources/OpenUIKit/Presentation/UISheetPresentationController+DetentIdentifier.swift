import Foundation

extension UISheetPresentationController.Detent {
    /// A detent's name, as UIKit's `UISheetPresentationController.Detent.Identifier`: a string, with
    /// the two system detents predefined.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// An identifier with the name `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An identifier with the name `rawValue`, as UIKit's unlabelled initializer.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The ``UISheetPresentationController/Detent/medium()`` detent.
        public static let medium = Identifier("com.apple.UIKit.medium")
        /// The ``UISheetPresentationController/Detent/large()`` detent.
        public static let large = Identifier("com.apple.UIKit.large")
    }
}
