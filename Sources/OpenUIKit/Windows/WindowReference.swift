import Foundation

/// A reference to a window that does not keep it alive — what `weak` gives — without a weak
/// reference to the window.
///
/// A weak reference gives the object it names a side table, and from then on every retain and release
/// of that object takes the Swift runtime's slow path. A window is retained and released many times
/// per event (the key window, `UITouch.window`, and every walk up a view tree ends at it), and its side
/// table made a large part of a dispatch-only click reference counting
/// (issue 7's profile: with it gone, 1.4–1.6× the clicks per second). So what must not keep a window
/// alive holds this small object instead, which the window owns and empties as it is deinitialized.
///
/// Like ``UIView/superview``, this relies on the window being released on the main actor, where its
/// isolated `deinit` runs at once; released elsewhere, the deinit waits for the main actor, and until it
/// runs the reference still names the window.
///
/// The window is held as an ``UnretainedView``, so a read of a released window traps in a debug
/// build like any other unretained view's.
@MainActor
final class WindowReference {
    private var reference: UnretainedView?

    /// The window, until its `deinit` (nil from then on).
    var window: UIWindow? {
        guard let reference else { return nil }
        return unsafeDowncast(reference.view, to: UIWindow.self)
    }

    /// Names `window`; called as the window is created.
    func attach(_ window: UIWindow) {
        reference = UnretainedView(window)
    }

    /// Forgets the window; called from its `deinit`.
    func detach() {
        reference = nil
    }
}
