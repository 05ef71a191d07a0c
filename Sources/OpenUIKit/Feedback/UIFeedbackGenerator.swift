import Foundation

/// The base class of the feedback generators, as UIKit's `UIFeedbackGenerator`.
///
/// On iOS a generator plays haptics on the Taptic Engine; on Linux there is none, so each request is
/// recorded in ``UIApplication/feedbackEvents`` of the shared application — per application, so each
/// test's `TestHost` starts with an empty log.
@MainActor
open class UIFeedbackGenerator {
    /// A generator, as UIKit's initializer; it records to the shared application of the code that calls it.
    public init() {}

    /// Tells the generator feedback is coming soon, as UIKit's (which wakes the Taptic Engine to cut
    /// latency). Recorded as ``FeedbackEvent/prepared(_:)``.
    open func prepare() {
        record(.prepared(kind))
    }

    /// The kind of generator, for ``prepare()``'s record. UIKit's base class is abstract (it plays
    /// nothing itself); a bare `UIFeedbackGenerator` here records as the selection generator, the one
    /// that adds no parameters to it.
    var kind: FeedbackEvent.Generator { .selection }

    /// Appends `event` to the shared application's feedback log.
    func record(_ event: FeedbackEvent) {
        UIApplication.shared.feedbackEvents.append(event)
    }
}
