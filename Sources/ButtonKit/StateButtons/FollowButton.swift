import Foundation
import OpenUIKit

/// A follow button with four looks — Follow, Following, Mutual and loading — each with its highlighted
/// and disabled variants, all set once at init (the article's `NKFollowButton`).
///
/// Followed is the standard selected state (``isFollowed`` is `isSelected`); mutual is the custom
/// ``UIControl/State/mutual`` (application bit 16 with `.selected`); loading comes from
/// ``LoadingButton``. The two flags stay consistent: setting ``isMutual`` selects the button, and
/// deselecting it clears ``isMutual``. After init the app only sets the flags from its data and the
/// button shows the right title and color:
///
/// | state | title | color |
/// |---|---|---|
/// | normal / highlighted / disabled | Follow | blue / faded blue / gray |
/// | followed (+ highlighted / disabled) | Following | dark gray / light gray / gray |
/// | mutual (+ highlighted / disabled) | Mutual | green / faded green / gray |
/// | loading (any follow state) | none: the spinner | — |
///
/// ```swift
/// let button = FollowButton(frame: CGRect(x: 20, y: 20, width: 100, height: 32))
/// button.isLoading = true
/// api.follow(user) { relation in
///     button.isLoading = false
///     button.isFollowed = relation.following
///     button.isMutual = relation.following && relation.followsMe
/// }
/// ```
@MainActor
open class FollowButton: LoadingButton {
    /// The title and title color of every reachable combination of the flags: what init sets.
    /// (`[.highlighted, .disabled]` needs no entry: a disabled control is never highlighted.)
    public static let appearance: [(state: UIControl.State, title: String, color: UIColor)] = [
        (.normal, "Follow", .systemBlue),
        (.highlighted, "Follow", UIColor.systemBlue.withAlphaComponent(0.4)),
        (.disabled, "Follow", .systemGray),
        (.followed, "Following", .darkGray),
        (UIControl.State.followed.union(.highlighted), "Following", .lightGray),
        (UIControl.State.followed.union(.disabled), "Following", .systemGray),
        (.mutual, "Mutual", .systemGreen),
        (UIControl.State.mutual.union(.highlighted), "Mutual", UIColor.systemGreen.withAlphaComponent(0.4)),
        (UIControl.State.mutual.union(.disabled), "Mutual", .systemGray),
        (.loading, "", .clear),
        (UIControl.State.loading.union(.followed), "", .clear),
        (UIControl.State.loading.union(.mutual), "", .clear),
    ]

    /// A follow button with the title and color of each state combination (follow, following, mutual,
    /// disabled, loading) set up, as the article's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for entry in FollowButton.appearance {
            setTitle(entry.title, for: entry.state)
            setTitleColor(entry.color, for: entry.state)
        }
    }

    /// Returns nil, as every view's `init?(coder:)` on OpenUIKit: there are no nibs to decode from.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the user follows the other user: the button's `isSelected`.
    public var isFollowed: Bool {
        get { isSelected }
        set { isSelected = newValue }
    }

    /// Deselecting (unfollowing) also clears ``isMutual``: a mutual follow needs a follow.
    open override var isSelected: Bool {
        didSet { if !isSelected { isMutual = false } }
    }

    /// Whether the two users follow each other. Setting it selects the button.
    open var isMutual = false {
        didSet {
            guard isMutual != oldValue else { return }
            if isMutual { isSelected = true }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The flags' state plus ``UIControl/State/mutual`` while mutual.
    open override var state: UIControl.State {
        isMutual ? super.state.union(.mutual) : super.state
    }
}
