import Foundation
import OpenUIKit

/// The finite list of modes a ``ModalButton`` steps through, and what happens after the last one.
///
/// One engine, three uses (see `ModeSequence+Presets.swift`): the App Store's
/// Download → Downloading… → Install → Installing… → Complete!, the Contacts app's Edit/Done toggle,
/// and a destructive Delete → Confirm Delete that reverts by itself.
///
/// ```swift
/// let sequence = ModeSequence([
///     ModalButton.Mode(title: "Buy"),
///     ModalButton.Mode(title: "Buying…", isEnabled: false, showsActivityIndicator: true, delay: 2),
///     ModalButton.Mode(title: "Bought", isEnabled: false),
/// ])
/// let button = ModalButton(frame: CGRect(x: 0, y: 0, width: 118, height: 44), sequence: sequence)
/// ```
public struct ModeSequence: Equatable, Sendable {
    /// The modes, in order; the button starts in the first.
    public var modes: [ModalButton.Mode]
    /// Whether the mode after the last is the first again (a toggle); otherwise the last mode is final.
    public var wrapsAround: Bool

    /// A sequence of `modes`, starting with the first; with `wrapsAround` the last mode leads back to it.
    public init(_ modes: [ModalButton.Mode], wrapsAround: Bool = false) {
        self.modes = modes
        self.wrapsAround = wrapsAround
    }

    /// The mode that follows `index` (by a tap, or a delay without ``ModalButton/Mode/modeAfterDelay``):
    /// the next one; after the last, the first when ``wrapsAround``, else none.
    func index(after index: Int) -> Int? {
        if index + 1 < modes.count { return index + 1 }
        return wrapsAround ? 0 : nil
    }

    /// Why the sequence cannot be used, or nil when it can: it needs at least one mode, delays that
    /// are finite and not negative, and ``ModalButton/Mode/modeAfterDelay`` indices that exist.
    var problem: String? {
        if modes.isEmpty { return "a mode sequence needs at least one mode" }
        for (index, mode) in modes.enumerated() {
            if let delay = mode.delay, !(delay.isFinite && delay >= 0) {
                return "mode \(index) (\(mode.identifier)) has the delay \(delay)"
            }
            if let target = mode.modeAfterDelay, !modes.indices.contains(target) {
                return "mode \(index) (\(mode.identifier)) leads to mode \(target), which does not exist"
            }
        }
        return nil
    }
}
