import Foundation

/// The classes registered per reuse identifier, and the views that left the screen waiting under
/// their identifier to be handed out again: the reuse pool of ``UITableView``'s cells and of
/// ``UICollectionView``'s cells and supplementary views.
///
/// Last in, first out, as UIKit's pools: the view recycled last is dequeued first, so a list that
/// recycles its views in a fixed order hands them out in a fixed order in every process. The list
/// makes a new view from ``registeredClass(for:)`` itself, through its own required initializer.
struct ReusableViewPool<View: UIView> {
    private var views: [String: [View]] = [:]
    private var registeredClasses: [String: View.Type] = [:]

    /// Registers `viewClass` for `identifier` (nil removes the registration). A class that is not a
    /// `View` subclass is refused with the error `refusalCode`, as UIKit refuses it.
    @MainActor
    mutating func register(_ viewClass: AnyClass?, for identifier: String, refusalCode: String) {
        guard let viewClass else {
            registeredClasses[identifier] = nil
            return
        }
        guard let viewType = viewClass as? View.Type else {
            return Diagnostics.report(Diagnostic(code: refusalCode, severity: .error,
                                                 message: "\(viewClass) is not a \(View.self) subclass; "
                                                    + "not registered for '\(identifier)'"))
        }
        registeredClasses[identifier] = viewType
    }

    /// The class registered for `identifier`, or nil.
    func registeredClass(for identifier: String) -> View.Type? {
        registeredClasses[identifier]
    }

    /// Puts `view` in the pool under `identifier`.
    mutating func enqueue(_ view: View, identifier: String) {
        views[identifier, default: []].append(view)
    }

    /// The view recycled last under `identifier`, taken out of the pool; nil when none waits.
    mutating func dequeue(identifier: String) -> View? {
        views[identifier]?.popLast()
    }
}
