import Foundation

/// Images a slider or stepper keeps per control state (`setThumbImage(_:for:)`,
/// `setIncrementImage(_:for:)` …), looked up as UIKit looks up a control's per-state content: the
/// state's own image, else the normal state's. States share slots as a button's do
/// (``UIButton/slot(for:)``: a highlighted state ignores the disabled bit). A short array searched in
/// order, as ``ButtonStateContentTable``: a control sets images for one to three states.
@MainActor
struct ControlStateImages {
    private var entries: [(slot: UInt, image: UIImage)] = []

    /// Sets `image` for `state`; nil removes it, so the state falls back to the normal state's.
    mutating func set(_ image: UIImage?, for state: UIControl.State) {
        let slot = UIButton.slot(for: state)
        entries.removeAll { $0.slot == slot }
        if let image { entries.append((slot, image)) }
    }

    /// The image set for `state` itself, if any.
    func own(for state: UIControl.State) -> UIImage? {
        let slot = UIButton.slot(for: state)
        return entries.first { $0.slot == slot }?.image
    }

    /// The image for `state`: its own, else the normal state's.
    subscript(state: UIControl.State) -> UIImage? {
        own(for: state) ?? own(for: .normal)
    }
}
