import Foundation
@testable import OpenUIKit

/// A shared, ordered record of callbacks, for tests that assert the ORDER in which the engine calls
/// several objects.
@MainActor
final class EventLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// Whether two view arrays hold the same views in the same order (views compare by identity).
@MainActor
func same(_ lhs: [UIView], _ rhs: [UIView]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
