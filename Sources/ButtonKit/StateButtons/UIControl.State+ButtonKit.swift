import Foundation
import OpenUIKit

/// The custom control states of ``LoadingButton`` and ``FollowButton``, in the application bits
/// (`UIControl.State.application`, `0x00FF0000`), as the article defines them.
///
/// A custom state includes the standard bit it implies, so content set for it is only ever used when
/// that standard bit is on too: a loading button is disabled, a mutual follow is selected.
///
/// ```swift
/// button.setTitle("Following each other", for: .mutual)
/// button.setTitle("", for: .loading)
/// ```
extension UIControl.State {
    /// The user follows the other user: the standard selected bit.
    public static let followed = UIControl.State.selected
    /// The two users follow each other: application bit 16 together with `.selected`.
    public static let mutual = UIControl.State(rawValue: 1 << 16).union(.selected)
    /// Waiting for the server: application bit 17 together with `.disabled`, so it takes no taps.
    public static let loading = UIControl.State(rawValue: 1 << 17).union(.disabled)
}
