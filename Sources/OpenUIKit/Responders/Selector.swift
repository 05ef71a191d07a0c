import Foundation

/// A named action that can be sent to an object: the Swift stand-in for an Objective-C selector.
///
/// Linux has no Objective-C runtime, so a selector cannot be looked up by name. A `Selector` pairs the
/// name (what UIKit reports from `actions(forTarget:forControlEvent:)` and compares on removal) with a
/// typed method reference that performs it, e.g.
/// `Selector("tapped:", Controller.tapped)`. The three action shapes UIKit accepts are all supported:
/// `func a()`, `func a(_ sender: S)` and `func a(_ sender: S, forEvent event: UIEvent?)`.
///
/// A selector made from a name alone (``init(_:)``) can be compared and used for removal, but sending
/// it performs nothing (UIKit would raise "unrecognized selector"; OpenUIKit reports a diagnostic).
/// Selectors are equal when their names are equal, as in Objective-C.
@MainActor
public struct Selector: Hashable, CustomStringConvertible {
    public let name: String
    private let performer: ((AnyObject, Any?, UIEvent?) -> Bool)?
    private let acceptor: ((AnyObject) -> Bool)?

    /// A selector known only by name.
    public init(_ name: String) {
        self.name = name
        self.performer = nil
        self.acceptor = nil
    }

    /// A selector for a method that takes no arguments.
    public init<Target: AnyObject>(_ name: String, _ method: @escaping (Target) -> () -> Void) {
        self.name = name
        self.performer = { object, _, _ in
            guard let target = object as? Target else { return false }
            method(target)()
            return true
        }
        self.acceptor = { $0 is Target }
    }

    /// A selector for a method that takes the sender. If the sender is not a `Sender`, the method is not
    /// called and the send reports failure.
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Void) {
        self.name = name
        self.performer = { object, sender, _ in
            guard let target = object as? Target, let typedSender = sender as? Sender else { return false }
            method(target)(typedSender)
            return true
        }
        self.acceptor = { $0 is Target }
    }

    /// A selector for a method that takes the sender and the event that triggered it.
    public init<Target: AnyObject, Sender>(_ name: String,
                                           _ method: @escaping (Target) -> (Sender, UIEvent?) -> Void) {
        self.name = name
        self.performer = { object, sender, event in
            guard let target = object as? Target, let typedSender = sender as? Sender else { return false }
            method(target)(typedSender, event)
            return true
        }
        self.acceptor = { $0 is Target }
    }

    /// Whether `object` implements this selector: it is an instance of the method's type.
    public func isImplemented(by object: AnyObject) -> Bool {
        acceptor?(object) ?? false
    }

    /// Performs the selector on `object`; returns false (and reports a diagnostic) if `object` does not
    /// implement it or the sender has the wrong type.
    @discardableResult
    public func invoke(on object: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        if let performer, performer(object, sender, event) { return true }
        guard performer != nil else {
            // "Does not respond" would mislead when the method exists: the selector cannot find it.
            let method = "\(type(of: object)).\(name.prefix { $0 != ":" })"
            Diagnostics.warn("action.unrecognizedSelector",
                             "Selector(\"\(name)\") names a method but holds no reference to it, so it cannot be "
                                 + "performed on \(type(of: object)): Linux has no Objective-C runtime to look a method "
                                 + "up by name. Write Selector(\"\(name)\", \(method)), or pass the method: "
                                 + "addTarget(self, action: \(method), for: …).")
            return false
        }
        Diagnostics.warn("action.unrecognizedSelector",
                         "\(type(of: object)) does not respond to \(name) with sender \(String(describing: sender)).")
        return false
    }

    public nonisolated static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public nonisolated var description: String { name }
}
