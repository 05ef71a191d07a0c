import Foundation

extension UIScrollView {
    /// How the safe area is added to ``UIScrollView/contentInset`` to make
    /// ``UIScrollView/adjustedContentInset``, as UIKit's (iOS 11).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes``, and vertically always when the scroll view is the view of a controller
        /// shown by a navigation or tab bar controller (UIKit's documented rule).
        case automatic
        /// The safe area is added on each axis the content scrolls along (content larger than the
        /// bounds, or `alwaysBounce…` set).
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added, on every edge.
        case always
    }
}
