import Foundation

/// The scroll view's two layout guides (iOS 11), the modern way to size scrollable content with Auto
/// Layout: pin the content's edges to ``UIScrollView/contentLayoutGuide`` and the content size follows
/// the constraints; pin a view to ``UIScrollView/frameLayoutGuide`` and it stays put while the content
/// scrolls under it (or give the content the frame guide's width to scroll only vertically).
extension UIScrollView {
    /// The content area: its top-left corner is the content's origin and its size becomes
    /// ``contentSize`` at each layout pass once a constraint uses it, as UIKit's.
    public var contentLayoutGuide: UILayoutGuide {
        if let scrollContentGuide { return scrollContentGuide }
        let guide = makeScrollGuide(.scrollContent)
        scrollContentGuide = guide
        return guide
    }

    /// The scroll view's own rectangle, which scrolling does not move: views pinned to it float over
    /// the content. While it exists, each scroll lays the scroll view out again (UIKit lays a scroll
    /// view out on every scroll too), so they follow.
    public var frameLayoutGuide: UILayoutGuide {
        if let scrollFrameGuide { return scrollFrameGuide }
        let guide = makeScrollGuide(.scrollFrame)
        scrollFrameGuide = guide
        return guide
    }

    private func makeScrollGuide(_ role: UILayoutGuide.Role) -> UILayoutGuide {
        let guide = UILayoutGuide(role: role, owningView: self)
        markUsesAutoLayout()
        return guide
    }

    /// The layout pass resolved the content guide to `size`: it is the content size.
    func contentLayoutGuideDidResolve(to size: CGSize) {
        if contentSize != size { contentSize = size }
    }
}
