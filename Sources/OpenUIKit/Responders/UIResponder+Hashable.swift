import Foundation

/// Responders are equal only to themselves and hash by identity, as every `NSObject` (and so every
/// UIKit responder) does: `Set<UIView>`, `allTargets.contains(self)` and `views.firstIndex(of:)` read
/// as they do with UIKit.
extension UIResponder: Hashable {
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
