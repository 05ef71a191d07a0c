import Foundation

/// A menu: a titled list of elements, some of them menus of their own, as UIKit's `UIMenu` (iOS 13).
///
/// A menu is immutable once made, as in UIKit: ``replacingChildren(_:)`` returns a copy with other
/// children. A child menu with ``Options-swift.struct/displayInline`` shows its elements in place,
/// between separators; any other child menu shows as a row that opens it. ``selectedElements`` reads
/// which actions are `.on`, the way a pop-up button's code learns the choice.
@MainActor
public final class UIMenu: UIMenuElement {
    /// How the menu shows its children.
    public let options: Options
    /// Names the menu (for system menus; apps rarely set it). Unique unless given.
    public let identifier: Identifier
    /// The elements, in the order they are shown.
    public let children: [UIMenuElement]
    /// How large the elements of an inline menu are; OpenUIKit shows every size as `.large` rows.
    public let preferredElementSize: ElementSize

    /// Makes a menu, as UIKit's `UIMenu(title:subtitle:image:identifier:options:preferredElementSize:children:)`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.options = options
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu with `newChildren`, as UIKit's `replacingChildren(_:)`: how code updates a
    /// menu it set on a button (`button.menu = button.menu?.replacingChildren(…)`).
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions that are `.on`, in this menu and its inline submenus (iOS 16), as UIKit reports a
    /// single-selection menu's choice.
    public var selectedElements: [UIMenuElement] {
        var selected: [UIMenuElement] = []
        for child in children {
            if let action = child as? UIAction, action.state == .on { selected.append(action) }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) {
                selected.append(contentsOf: menu.selectedElements)
            }
        }
        return selected
    }

    /// How large the elements of a menu are shown (iOS 16), as UIKit's `UIMenu.ElementSize`.
    public enum ElementSize: Int, Sendable {
        /// Small icons side by side.
        case small = 0
        /// Icons with titles side by side.
        case medium = 1
        /// One row per element (the default).
        case large = 2
        /// Chosen by the system.
        case automatic = -1
    }
}
