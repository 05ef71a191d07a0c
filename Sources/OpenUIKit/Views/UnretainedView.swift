/// A view referenced without retaining it: how a view holds its superview, so that the walks up the
/// tree that run on every change can step from a view to its superview without retaining each one;
/// also how a cached ``WindowPath`` names its window and how ``SubviewsNeedingLayout`` names a subview.
///
/// A view's superview is kept alive by the superview's own superview (or by its owner) for as long as
/// the view is its subview, and ``UIView``'s `deinit` clears its subviews' references, so one never
/// dangles. Code holding one runs nothing that could change the tree — no overridable method, no
/// callback — until it has made the view strong (``view``) or let go of it: the walks read stored
/// properties only. Loading an `unowned(unsafe)` property copies the view into a strong value (a
/// retain and a release per step of a walk); loading this trivial value does not, and a walk binds
/// each ``view`` to an `unowned(unsafe) let` to read it:
///
///     var step = UnretainedView(self)
///     while let parent = step.superview { … step = parent }
///
/// Not a closure-taking accessor: a main-actor closure passed to a nonisolated function checks its
/// executor on every call, which cost more than the retains. A modal cycle's invalidation and tint
/// walks retained about 220 ancestors a cycle (issue 7, callgrind).
///
/// This is one of the two places the engine holds a reference it does not own (the other,
/// ``WindowReference``, is built on it); every other walk or cache goes through one. Its invariant —
/// the view it names is alive — is asserted in debug builds on every read: each view registers its
/// address and a serial number as it is created and unregisters as it is deinitialized
/// (``register(_:)``), and each reference remembers the serial of the view it was made from, so a
/// reference to a released view (or to a new view at a released one's address) traps at once instead
/// of reading freed memory. Release builds compile the check out: the type is then only the pointer.
@MainActor
struct UnretainedView: Equatable {
    private let reference: Unmanaged<UIView>
    #if DEBUG
    /// The serial number of the view this names (``UIView/debugSerial``).
    private let serial: UInt64
    /// The live views, by address, with their serial numbers.
    private static var liveViews: [UnsafeMutableRawPointer: UInt64] = [:]
    /// The serial number the next view gets.
    private static var nextSerial: UInt64 = 0
    #endif

    init(_ view: UIView) {
        reference = .passUnretained(view)
        #if DEBUG
        serial = view.debugSerial
        #endif
    }

    /// The view. Bound to an `unowned(unsafe) let`, it is read without being retained.
    var view: UIView {
        assertAlive()
        return reference.takeUnretainedValue()
    }

    /// Calls `body` with each view of `views`, in order (last to first when `reversed`), without
    /// retaining the view for its call.
    ///
    /// A call through a view bound to `unowned(unsafe)`, or a `for` loop over an array of views,
    /// retains and releases each view around the call; here `views` keeps each view alive instead:
    /// it is the caller's own copy of an array (a `subviews` read retains its storage once), which
    /// nothing `body` runs can change — a change to the property it was read from copies the
    /// storage first — so a view `body` takes out of the tree stays alive until the loop ends. A
    /// relayout of the 1000-button grid retained a thousand buttons this way in the window's
    /// autoresizing loop and again in the constraint-update walk, and the layout pass's look for
    /// marked subviews (docs/Performance.md, "Session 16 — layout speed").
    @inline(__always)
    static func forEach(in views: [UIView], reversed: Bool = false, _ body: (UIView) -> Void) {
        if reversed {
            for index in views.indices.reversed() { Unmanaged.passUnretained(views[index])._withUnsafeGuaranteedRef(body) }
        } else {
            for index in views.indices { Unmanaged.passUnretained(views[index])._withUnsafeGuaranteedRef(body) }
        }
    }

    /// Calls `body` with the view without retaining it for the call, where `owner` — the caller's own
    /// copy of an array holding the view, which nothing `body` runs can change — keeps it alive
    /// instead, even if `body` takes it out of the tree (a call through a view bound to
    /// `unowned(unsafe)` retains and releases it around the call). Checked in debug builds: the
    /// view is alive and among `owner`'s.
    @inline(__always)
    func withView(heldBy owner: [UIView], _ body: (UIView) -> Void) {
        #if DEBUG
        assertAlive()
        let address = reference.toOpaque()
        assert(owner.contains { Unmanaged.passUnretained($0).toOpaque() == address }, "An unretained view called without its holder")
        #endif
        reference._withUnsafeGuaranteedRef(body)
    }

    /// Whether both name the same view.
    nonisolated static func == (lhs: UnretainedView, rhs: UnretainedView) -> Bool {
        lhs.reference.toOpaque() == rhs.reference.toOpaque()
    }

    /// The view's superview, also unretained.
    var superview: UnretainedView? {
        assertAlive()
        unowned(unsafe) let view = reference.takeUnretainedValue()
        return view.superviewReference
    }

    /// Whether the view this names is alive — checked, without touching the view, in debug builds;
    /// always true in release builds, which keep no record of live views (``UIView/_checkInvariants()``
    /// then checks the tree's structure only).
    var isAlive: Bool {
        #if DEBUG
        return Self.liveViews[reference.toOpaque()] == serial
        #else
        return true
        #endif
    }

    /// Traps in a debug build when the view is gone: reading it would read freed memory.
    @inline(__always)
    private func assertAlive() {
        #if DEBUG
        assert(isAlive, "An unretained reference outlived its view")
        #endif
    }

    #if DEBUG
    /// Records `view` as alive and returns its serial number; called as every view is created.
    static func register(_ view: UIView) -> UInt64 {
        nextSerial &+= 1
        liveViews[Unmanaged.passUnretained(view).toOpaque()] = nextSerial
        return nextSerial
    }

    /// Records that `view` is being deinitialized: references to it may no longer be read.
    static func unregister(_ view: UIView) {
        liveViews[Unmanaged.passUnretained(view).toOpaque()] = nil
    }
    #endif
}

/// An unretained reference reflects as its address only, never as the view.
///
/// `Mirror` (and so `dump`, `String(describing:)` of a struct holding one, and Swift Testing's
/// description of a failed `#expect`) copies a stored reference's fields as strong references: for the
/// `Unmanaged` inside, that is a retain of whatever the pointer names. A stale cache is allowed to name
/// a released view (``WindowPath`` caches are made stale by generation, not cleared — see
/// `UIView+WindowPath.swift`), so reflecting a view whose cached path names a released window retained
/// freed memory and crashed the test process with signal 11 while it printed a failed expectation.
/// Reflection reads no view, so it can't check ``isAlive``; the address is enough to tell two apart.
extension UnretainedView: CustomReflectable {
    /// The reference's address, without touching the view it names.
    nonisolated var customMirror: Mirror {
        Mirror(self, children: ["address": UInt(bitPattern: reference.toOpaque())], displayStyle: .struct)
    }
}
