import Foundation

extension UIContentSizeCategory {
    /// Posted on `NotificationCenter.default` when the user's text size changes
    /// (AppRuntime/preferredContentSizeCategory), as UIKit's `UIContentSizeCategory.didChangeNotification`:
    /// the object is the application, and ``newValueUserInfoKey`` holds the new category. Views that
    /// adjust their fonts have done so when it is posted.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key of the new UIContentSizeCategory in ``didChangeNotification``'s user info, as UIKit's.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
