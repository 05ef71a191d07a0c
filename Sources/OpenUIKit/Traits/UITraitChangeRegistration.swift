/// The token ``UIView/registerForTraitChanges(_:handler:)`` returns, as iOS 17's
/// `UITraitChangeRegistration`: pass it to `unregisterForTraitChanges(_:)` to stop the calls.
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}
