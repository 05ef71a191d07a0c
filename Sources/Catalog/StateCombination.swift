import ButtonKit
import Foundation
import OpenUIKit

/// One row of the state matrix: a control state, how it is named on screen, and how a real button is
/// forced into it.
struct StateCombination: Sendable {
    let state: UIControl.State

    /// Every combination of highlighted, disabled and selected: the 8 states a plain UIButton can be in.
    static let standard: [StateCombination] = (0..<8).map { bits in
        var state = UIControl.State.normal
        if bits & 1 != 0 { state.insert(.highlighted) }
        if bits & 2 != 0 { state.insert(.disabled) }
        if bits & 4 != 0 { state.insert(.selected) }
        return StateCombination(state: state)
    }

    /// ButtonKit's custom states (`.mutual`, `.loading`, in the application bits) with the standard
    /// flags a FollowButton can combine them with.
    static let custom: [StateCombination] = [
        .mutual, UIControl.State.mutual.union(.highlighted), UIControl.State.mutual.union(.disabled),
        .loading, UIControl.State.loading.union(.followed), UIControl.State.loading.union(.mutual),
    ].map(StateCombination.init)

    /// "highlighted + selected", "selected + mutual", or "normal".
    var name: String {
        let names: [(UIControl.State, String)] = [
            (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"),
            (UIControl.State(rawValue: UIControl.State.mutual.rawValue & UIControl.State.application.rawValue), "mutual"),
            (UIControl.State(rawValue: UIControl.State.loading.rawValue & UIControl.State.application.rawValue), "loading"),
        ]
        let parts = names.filter { state.contains($0.0) }.map(\.1)
        return parts.isEmpty ? "normal" : parts.joined(separator: " + ")
    }

    /// Puts `button` in this state through its public flags and turns its touches off so tracking never
    /// changes them. A ``ButtonKit/FollowButton`` gets the custom bits from `isMutual` / `isLoading`,
    /// as an app sets them; a ``ForcedStateButton`` reports the state whatever the flags allow.
    @MainActor func force(_ button: UIButton) {
        button.isUserInteractionEnabled = false
        if let follow = button as? FollowButton {
            follow.isLoading = state.isSuperset(of: .loading)
            follow.isMutual = state.isSuperset(of: .mutual)
        }
        button.isSelected = button.isSelected || state.contains(.selected)
        button.isEnabled = !state.contains(.disabled)
        button.isHighlighted = state.contains(.highlighted)
        (button as? ForcedStateButton)?.forcedState = state
    }
}
