import Foundation
import OpenUIKit

/// A pretend social-network server for the follow screen: a follow or unfollow request answers after
/// ``latency`` seconds on `Scheduler.main` (so `--time-scale` speeds it up and tests advance virtual
/// time), with the new relation between the user and the other person.
@MainActor
final class FollowServer {
    struct Relation: Equatable, Sendable {
        var following: Bool
        var followsMe: Bool
    }

    /// How long a round trip takes.
    let latency: TimeInterval
    /// Whether the other person follows the user (the screen's "Follows you" picker sets it).
    var followsMe = false

    init(latency: TimeInterval = 1.5) {
        self.latency = latency
    }

    /// Asks to follow (or unfollow) and calls `reply` with the relation when the answer arrives.
    func setFollowing(_ following: Bool, reply: @escaping @MainActor (Relation) -> Void) {
        _ = Scheduler.main.schedule(after: latency) { [weak self] in
            reply(Relation(following: following, followsMe: self?.followsMe ?? false))
        }
    }
}
