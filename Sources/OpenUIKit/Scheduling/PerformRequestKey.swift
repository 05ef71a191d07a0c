import Foundation

/// What identifies a delayed perform request, so that `cancelPreviousPerformRequests` can find it:
/// the target, the action's name and the argument, as Foundation's
/// `performSelector:withObject:afterDelay:`. The request retains its target and argument, so the
/// target's identity cannot be reused while the request is pending.
@MainActor
struct PerformRequestKey {
    let target: ObjectIdentifier
    let selectorName: String
    let argument: Any?

    /// Whether this request's argument equals `other`, as Foundation matches them with `isEqual:`:
    /// `NSObject`s by `isEqual(_:)`, `Equatable` values (`String`, numbers, `AnyHashable`…) by `==`,
    /// other objects by identity (`NSObject`'s default `isEqual:`). Nil matches only nil; values that
    /// are neither equatable nor objects never match.
    func argumentMatches(_ other: Any?) -> Bool {
        switch (argument, other) {
        case (nil, nil): return true
        case let (lhs?, rhs?): return Self.isEqual(lhs, rhs)
        default: return false
        }
    }

    private static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? NSObject, let rhs = rhs as? NSObject { return lhs.isEqual(rhs) }
        if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
        guard type(of: lhs) is AnyClass, type(of: rhs) is AnyClass else { return false }
        return (lhs as AnyObject) === (rhs as AnyObject)
    }
}

private extension Equatable {
    /// `==` against a value of unknown type: false unless `other` has this type.
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
