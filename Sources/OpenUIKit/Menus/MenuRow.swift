import Foundation

/// One row of an open menu (``MenuContainerView``): what it shows and what choosing it does.
@MainActor
struct MenuRow {
    /// What the row is.
    enum Kind {
        /// An action or a command: choosing it performs it.
        case action(any UIMenuLeaf)
        /// A submenu shown behind a row with a chevron: choosing it shows the submenu.
        case submenu(UIMenu)
        /// The shown submenu's title with a back chevron: choosing it goes back to the parent menu.
        case back(UIMenu)
        /// A menu's or an inline group's title, in small grey text; not selectable.
        case header(String)
        /// A deferred element still loading; not selectable.
        case loading
    }

    let kind: Kind
    /// The menu whose children the row shows: its options (single selection) apply to the row.
    let parent: UIMenu
    /// Whether a wide separator comes before the row: it starts an inline group.
    let startsGroup: Bool
    /// Whether the row is a command no responder can perform now: greyed out, not selectable
    /// (``UICommand``).
    var isUnavailable = false

    /// Whether the row is greyed out: a disabled action or an unavailable command.
    var isDisabled: Bool {
        guard case .action(let leaf) = kind else { return false }
        return isUnavailable || leaf.attributes.contains(.disabled)
    }

    /// Whether choosing the row does something (a disabled action does not), so the keyboard stops on it.
    var isSelectable: Bool {
        switch kind {
        case .action: !isDisabled
        case .submenu, .back: true
        case .header, .loading: false
        }
    }

    /// The title the row shows.
    var title: String {
        switch kind {
        case .action(let action): action.title
        case .submenu(let menu), .back(let menu): menu.title
        case .header(let title): title
        case .loading: "Loading…"
        }
    }

    /// Whether the row is red: a destructive action, or the row of a destructive submenu.
    var isDestructive: Bool {
        switch kind {
        case .action(let action): action.attributes.contains(.destructive)
        case .submenu(let menu): menu.options.contains(.destructive)
        default: false
        }
    }

    /// Whether the row leads back to the parent menu.
    var isBack: Bool {
        if case .back = kind { return true }
        return false
    }
}
