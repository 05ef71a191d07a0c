import Foundation

/// Makes the menu of a context menu, as UIKit's `UIContextMenuActionProvider`: called with the
/// system's suggested elements (none on Linux) when the menu opens.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the preview of a context menu, as UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration` (iOS 13): the delegate of a
/// ``UIContextMenuInteraction`` returns one for the pressed location.
///
/// Both providers are called each time the menu opens: the action provider for the menu, the preview
/// provider for a controller whose view is shown above the menu (``UIContextMenuInteraction``
/// explains where). Without a preview provider, or when it returns nil, the pressed view itself is
/// the preview, in place (iOS lifts a snapshot of it then).
@MainActor
public final class UIContextMenuConfiguration {
    /// Names the configuration for the app (a row's index, say); a unique string unless given.
    public let identifier: NSCopying
    /// Makes the preview controller shown above the menu (see the type's notes).
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    public let actionProvider: UIContextMenuActionProvider?

    /// Makes a configuration, as UIKit's `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
