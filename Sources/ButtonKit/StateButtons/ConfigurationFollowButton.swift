import Foundation
import OpenUIKit

/// The follow button written as an iOS 15+ developer would: a ``UIButton/Configuration`` per state,
/// custom states as ``UIConfigurationStateCustomKey``s in the ``UIButton/configurationState``, and
/// ``UIButton/updateConfiguration()`` choosing the look — beside the article's ``FollowButton``, which
/// sets a title and color per control state with application state bits.
///
/// | state | style | title |
/// |---|---|---|
/// | follow | filled, tint | Follow (with a plus) |
/// | followed | gray, label color | Following |
/// | mutual | tinted, green | Mutual (with a checkmark) |
/// | loading (any follow state) | that state's style | none: the activity indicator |
///
/// The flags keep the article's rules: setting ``isMutual`` follows, unfollowing clears ``isMutual``;
/// while ``isLoading`` the button takes no taps. Highlighted and disabled looks come from the
/// configuration's automatic updates, not from a table.
///
/// ```swift
/// let button = ConfigurationFollowButton(frame: CGRect(x: 20, y: 20, width: 120, height: 34))
/// button.isLoading = true
/// api.follow(user) { relation in
///     button.isLoading = false
///     button.isFollowed = relation.following
///     button.isMutual = relation.following && relation.followsMe
/// }
/// ```
@MainActor
open class ConfigurationFollowButton: UIButton {
    /// Whether the user follows the other user. Unfollowing also clears ``isMutual``.
    open var isFollowed = false {
        didSet {
            guard isFollowed != oldValue else { return }
            if !isFollowed { isMutual = false }
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the two users follow each other. Setting it also follows.
    open var isMutual = false {
        didSet {
            guard isMutual != oldValue else { return }
            if isMutual { isFollowed = true }
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether a request is on its way: the activity indicator shows and taps are ignored.
    open var isLoading = false {
        didSet { if isLoading != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// A follow button showing Follow.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configuration = Self.configuration(for: configurationState)
    }

    /// Returns nil, as every view's `init?(coder:)` on OpenUIKit: there are no nibs to decode from.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The control's state plus the custom ``UIViewConfigurationState/isFollowed``,
    /// ``UIViewConfigurationState/isMutual`` and ``UIViewConfigurationState/isLoading``.
    open override var configurationState: UIViewConfigurationState {
        var state = super.configurationState
        state.isFollowed = isFollowed
        state.isMutual = isMutual
        state.isLoading = isLoading
        return state
    }

    /// Chooses the configuration for the current custom states.
    open override func updateConfiguration() {
        configuration = Self.configuration(for: configurationState)
    }

    /// A touch while loading is ignored (no highlight, no actions), as the article's disabled loading state.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        !isLoading && super.beginTracking(touch, with: event)
    }

    /// The look of each state (the table above).
    public static func configuration(for state: UIViewConfigurationState) -> UIButton.Configuration {
        var configuration: UIButton.Configuration
        if state.isMutual {
            configuration = .tinted()
            configuration.baseBackgroundColor = .systemGreen
            configuration.baseForegroundColor = .systemGreen
            configuration.title = "Mutual"
            configuration.image = UIImage(systemName: "checkmark")
        } else if state.isFollowed {
            configuration = .gray()
            configuration.baseForegroundColor = .label
            configuration.title = "Following"
        } else {
            configuration = .filled()
            configuration.title = "Follow"
            configuration.image = UIImage(systemName: "plus")
        }
        configuration.buttonSize = .small
        configuration.imagePadding = 4
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 12, weight: .semibold)
        if state.isLoading {
            configuration.title = nil
            configuration.showsActivityIndicator = true
        }
        return configuration
    }
}
