import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// What the menu tests share: a window with a button, and reading the open menu's rows.
@MainActor
extension TestHost {
    /// The menu open in the window, if any.
    var openMenu: MenuContainerView? { window.openMenu }

    /// The titles of the open menu's rows, top to bottom; empty when no menu is open.
    var menuRowTitles: [String] { openMenu?.rows.map(\.title) ?? [] }

    /// Taps the open menu's row titled `title` (laid out first, as a person taps what is drawn).
    func tapMenuRow(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        layOutWindowsForMenu()
        guard let menu = openMenu, let index = menu.rows.firstIndex(where: { $0.title == title }) else {
            Issue.record("no open menu row titled \(title)", sourceLocation: sourceLocation)
            return
        }
        tap(at: menu.rowViews[index].convert(CGPoint(x: menu.rowViews[index].bounds.midX,
                                                     y: menu.rowViews[index].bounds.midY), to: window))
    }

    /// The center of the open menu's row titled `title`, in window coordinates (laid out first); nil
    /// when no open menu has such a row.
    func menuRowCenter(_ title: String) -> CGPoint? {
        layOutWindowsForMenu()
        guard let menu = openMenu, let index = menu.rows.firstIndex(where: { $0.title == title }) else { return nil }
        let row = menu.rowViews[index]
        return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window)
    }

    /// The title of the open menu's highlighted row, if any.
    var highlightedMenuRowTitle: String? {
        guard let menu = openMenu, let index = menu.highlightedIndex else { return nil }
        return menu.rows[index].title
    }

    /// Lays the window out, as before a frame.
    func layOutWindowsForMenu() {
        advance(by: 0)
    }
}
