import Foundation
import OpenUIKit

/// A real UIButton held in one state for the state matrix: its highlighted, disabled and selected
/// flags are set once and touches are turned off so tracking never changes them; application
/// (custom) state bits are added by overriding `state`, as UIKit documents for custom states.
@MainActor
final class ForcedStateButton: UIButton {
    /// Application bits (`UIControl.State.application`) reported in ``state`` on top of the flags.
    private var customBits = UIControl.State.normal

    /// A system button forced into `state`.
    static func make(in state: UIControl.State) -> ForcedStateButton {
        let button = ForcedStateButton(type: .system)
        button.isUserInteractionEnabled = false
        button.isHighlighted = state.contains(.highlighted)
        button.isEnabled = !state.contains(.disabled)
        button.isSelected = state.contains(.selected)
        button.customBits = state.intersection(.application)
        return button
    }

    override var state: UIControl.State {
        super.state.union(customBits)
    }
}
