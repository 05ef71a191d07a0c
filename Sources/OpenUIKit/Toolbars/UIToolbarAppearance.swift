import Foundation

/// How a toolbar looks, as UIKit's `UIToolbarAppearance` (iOS 13): the background and shadow of every
/// ``UIBarAppearance``, and its buttons' looks. A toolbar stores a copy of what it is given
/// (``UIToolbar/standardAppearance``).
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The looks of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The looks of `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// An appearance with the default background and default buttons, as UIKit's `init()`.
    public override init() {
        super.init()
    }

    /// A copy of `barAppearance`; from a toolbar appearance its button looks are copied too, as UIKit's
    /// `init(barAppearance:)`.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let toolbar = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = toolbar.buttonAppearance.copy()
        doneButtonAppearance = toolbar.doneButtonAppearance.copy()
    }
}
