import Foundation

extension UIView {
    /// The runtime this view belongs to: its window's application's, else the runtime of the code that
    /// is running (``AppRuntime/current``).
    ///
    /// A window belongs to the runtime that was current when it was made, and keeps it; a view in that
    /// window belongs to it too. Engine paths that measure, schedule or read the keyboard for a view ask
    /// here rather than ``AppRuntime/current``, so that with two hosts alive in one test (two runtimes
    /// registered by the same task) a view of the first never measures with the second's text measurer
    /// or animates on the second's clock. A view outside any window has no runtime of its own yet and
    /// takes the current one, as `UIApplication.shared` would.
    var owningRuntime: AppRuntime {
        window?.application.runtime ?? AppRuntime.current
    }
}
