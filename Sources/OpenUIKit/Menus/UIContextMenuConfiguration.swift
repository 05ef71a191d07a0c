import Foundation

/// Makes the menu of a context menu, as UIKit's `UIContextMenuActionProvider`: called with the
/// system's suggested elements (none on Linux) when the menu opens.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the preview of a context menu, as UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration` (iOS 13): the delegate of a
/// ``UIContextMenuInteraction`` returns one for the pressed location.
///
/// The action provider is called each time the menu opens. The preview provider is kept but not
/// called: OpenUIKit shows the pressed view itself as the preview, in place (iOS lifts a snapshot of it
/// when there is no preview controller).
@MainActor
public final class UIContextMenuConfiguration {
    /// Names the configuration for the app (a row's index, say); a unique string unless given.
    public let identifier: NSCopying
    /// Makes the preview controller; kept, not shown (see the type's notes).
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
