import Foundation

/// How a navigation bar looks, as UIKit's `UINavigationBarAppearance` (iOS 13): the background and
/// shadow of every ``UIBarAppearance``, the title's and the large title's text attributes, and the
/// buttons' looks. A bar picks one of its appearances (or its top item's) by its state; see
/// ``UINavigationBar/standardAppearance``.
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes (`.foregroundColor`, `.font`); empty for the defaults: the label
    /// colour, 17 pt semibold.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (`.foregroundColor`, `.font`); empty for the defaults: the label
    /// colour, 34 pt bold.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The looks of plain bar buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The looks of the back button's title.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The looks of `.done` bar buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// An appearance with the default background and default text, as UIKit's `init()`.
    public override init() {
        super.init()
    }

    /// A copy of `barAppearance`; from a navigation bar appearance its text attributes and button looks
    /// are copied too, as UIKit's `init(barAppearance:)`.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
        buttonAppearance = navigation.buttonAppearance.copy()
        backButtonAppearance = navigation.backButtonAppearance.copy()
        doneButtonAppearance = navigation.doneButtonAppearance.copy()
    }
}
