import Foundation
import OpenUIKit

/// A real UIButton held in one state for the state matrix. Its flags are set to match, but the flags
/// cannot make every combination — a disabled control is never highlighted — so it also overrides
/// `state`, which UIKit documents as overridable and which every content lookup reads. Touches are
/// off so tracking never changes it.
@MainActor
final class ForcedStateButton: UIButton {
    /// The state reported, whatever the flags say.
    var forcedState = UIControl.State.normal {
        didSet { setNeedsLayout() }
    }

    override var state: UIControl.State { forcedState }
}
