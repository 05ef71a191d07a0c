extension UIBarButtonItem {
    /// The system-supplied items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24

        /// What the item shows. UIKit's text items show their localized English title ("Done",
        /// "Cancel", "Edit", "Save", "Undo", "Redo"); the others show an SF Symbol, drawn here as a short
        /// text stand-in ("+" for ``add``, as the symbol shows). Spaces show nothing.
        var displayTitle: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            case .add: "+"
            case .close: "✕"
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .flexibleSpace, .fixedSpace: ""
            }
        }

        /// Done is drawn bold, as in UIKit.
        var isBold: Bool { self == .done }
    }
}
