import Foundation

/// What identifies a delayed perform request, so that `cancelPreviousPerformRequests` can find it:
/// the target, the action's name and the argument, as UIKit's `performSelector:withObject:afterDelay:`.
struct PerformRequestKey {
    let target: ObjectIdentifier
    let selectorName: String
    let argument: ObjectIdentifier?
}
