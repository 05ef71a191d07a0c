extension UIView {
    /// Subviews of deallocated views, waiting to be released by ``releaseOneAfterAnother(_:)``.
    private static var orphans: [UIView] = []
    /// Whether a deinit up the stack is already releasing ``orphans``.
    private static var isReleasingOrphans = false

    /// Releases `views`, a deallocating view's subviews, one after another rather than inside its
    /// deinit (and empties `views`).
    ///
    /// The last reference to a tree's root going away releases the root's subviews, which release
    /// theirs, and so on: one nested deinit per level, which overflowed the stack for a 10,000-deep
    /// tree on a thread with a smaller stack (issue 8's rule: no walk over a tree recurses per level).
    /// The first deallocating view drains the list; the deinits it causes only add to it.
    static func releaseOneAfterAnother(_ views: inout [UIView]) {
        guard !views.isEmpty else { return }
        guard !isReleasingOrphans else {
            orphans.append(contentsOf: views)
            views = []
            return
        }
        isReleasingOrphans = true
        defer { isReleasingOrphans = false }
        // Nothing waits when no deinit is draining: the list is taken whole, not copied.
        orphans = views
        views = []
        while !orphans.isEmpty { orphans.removeLast() }
    }
}
