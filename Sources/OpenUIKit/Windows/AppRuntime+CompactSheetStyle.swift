import Foundation

extension AppRuntime {
    /// How a page or form sheet is shown in a horizontally compact environment (an iPhone in either
    /// orientation): ``AppRuntime/compactSheetStyle``.
    ///
    /// iOS 13 made sheets on iPhone cards ("we're changing that default to a much more fluid card
    /// presentation", WWDC 2019, Platform State of the Union); iOS 15 added detents
    /// (``UISheetPresentationController``). The articles OpenUIKit follows describe iPhone OS 3.2, where
    /// "on an iPhone … the modal view controller is always displayed full screen". Both stay available:
    /// cards by default, as the iOS 17 SDK behaves, and the old adaptation behind this one setting.
    public enum CompactSheetStyle: Sendable, Hashable, CaseIterable {
        /// iOS 13–17: the sheet is a card over its presenter, which stays on screen (scaled back in
        /// portrait), sized by its detents, dismissed by dragging it down.
        case card
        /// iPhone OS 3.2 to iOS 12: the sheet adapts to ``UIModalPresentationStyle/fullScreen`` and the
        /// presenter's view leaves the window, unless the presentation delegate answers otherwise.
        case fullScreen
    }
}
