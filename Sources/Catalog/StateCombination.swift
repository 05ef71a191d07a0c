import Foundation
import OpenUIKit

/// One row of the state matrix: a control state and how it is named on screen.
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

    /// "highlighted + selected", or "normal".
    var name: String {
        let parts = [(UIControl.State.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected")]
            .filter { state.contains($0.0) }.map(\.1)
        let custom = state.rawValue & UIControl.State.application.rawValue
        let names = parts + (custom == 0 ? [] : ["app 0x\(String(custom >> 16, radix: 16))"])
        return names.isEmpty ? "normal" : names.joined(separator: " + ")
    }
}
