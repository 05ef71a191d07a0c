import Foundation

/// A named action that can be sent to an object: the Swift stand-in for an Objective-C selector.
///
/// Linux has no Objective-C runtime, so a selector cannot be looked up by name. A `Selector` pairs the
/// name (what UIKit reports from `actions(forTarget:forControlEvent:)` and compares on removal) with a
/// typed method reference that performs it, e.g.
/// `Selector("tapped:", Controller.tapped)`. The three action shapes UIKit accepts are all supported:
/// `func a()`, `func a(_ sender: S)` and `func a(_ sender: S, forEvent event: UIEvent?)`.
///
/// **`Selector("go")` with a name alone does not compile** (`init(_:)` is unavailable, and its message
/// shows the typed form to write instead). On iOS it finds the method `go` through the Objective-C
/// runtime; here nothing can find a method by its name, so such a selector could only fail when it is
/// sent — a target that has `go()` would be reported as not responding to it, a trap found when an app
/// was first ported (issue 19). Refusing at compile time puts the fix where the selector is written.
/// A selector needed only to compare or remove an action by name is made with ``init(named:)``:
/// sending one performs nothing and reports `action.unrecognizedSelector`, where UIKit raises
/// "unrecognized selector". Selectors are equal when their names are equal, as in Objective-C.
@MainActor
public struct Selector: Hashable, CustomStringConvertible {
    /// The Objective-C-style name (`"didTapSave"`, `"toggled:"`): what `actions(forTarget:forControlEvent:)`
    /// reports and what equality and removal compare.
    public let name: String
    private let performer: ((AnyObject, Any?, UIEvent?) -> Bool)?
    private let acceptor: ((AnyObject) -> Bool)?

    /// Refused: see the type's note. The message shows what to write.
    @available(*, unavailable, message: """
        Linux has no Objective-C runtime to find a method by its name: pass the method with the name, \
        Selector("go", MyController.go) for func go(), Selector("go:", MyController.go) for func go(_ sender:); \
        to name an action only to compare or remove it, use Selector(named:)
        """)
    /// UIKit's `Selector("name")` spelling, refused at compile time (see the attribute's message): without an
    /// Objective-C runtime a name alone cannot find a method, so the error says what to write instead.
    public init(_ name: String) {
        self.init(named: name)
    }

    /// A selector known only by name: for comparing with and removing actions registered with a typed
    /// selector of the same name (``UIControl/removeTarget(_:action:for:)``, cancelling a delayed
    /// perform). Sending it performs nothing and reports `action.unrecognizedSelector`.
    public init(named name: String) {
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

    /// Equal when the names are, as Objective-C compares selectors: a selector made from a name alone
    /// removes a registration made from a method of the same name.
    public nonisolated static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    /// Hashes the name, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// The name, as `NSStringFromSelector` gives it.
    public nonisolated var description: String { name }
}
