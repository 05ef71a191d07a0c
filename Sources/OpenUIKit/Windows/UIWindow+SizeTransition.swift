import Foundation

/// A window's size change as view controllers hear of it, as UIKit's: before the new size applies,
/// the root view controller gets ``UIViewController/viewWillTransition(to:with:)`` (it forwards to its
/// children and its presented controller); then the size applies and the window lays out; then the
/// coordinator's alongside and completion blocks run (``SizeTransitionCoordinator`` explains why
/// without animation). A rotation (``UIScreen/orientation``) and a frame the app sets both go
/// through here; a rotation also tells controllers whose size classes change with
/// ``UIViewController/willTransition(to:with:)``, with the same coordinator (`UIView+TraitChanges.swift`).
extension UIWindow {
    /// Starts a change to `size`: tells the root view controller and returns the coordinator to end
    /// with ``endSizeTransition(_:)``. Nil — nothing to tell — when the size does not change, is not
    /// finite, the window has no root view controller, or a change is already under way (a rotation
    /// setting the frame).
    func beginSizeTransition(to size: CGSize) -> SizeTransitionCoordinator? {
        guard sizeTransition == nil, size.width.isFinite, size.height.isFinite,
              CGSize(width: abs(size.width), height: abs(size.height)) != bounds.size,
              let root = rootViewController else { return nil }
        let coordinator = SizeTransitionCoordinator(containerView: self)
        sizeTransition = coordinator
        root.viewWillTransition(to: CGSize(width: abs(size.width), height: abs(size.height)), with: coordinator)
        return coordinator
    }

    /// Ends the change `coordinator` began, once the new size is applied: lays the window out, then
    /// runs the coordinator's blocks.
    func endSizeTransition(_ coordinator: SizeTransitionCoordinator) {
        sizeTransition = nil
        layoutIfNeeded()
        coordinator.finish()
    }
}
