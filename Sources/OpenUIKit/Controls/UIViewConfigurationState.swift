import Foundation

/// A view's state as configurations read it, as UIKit's `UIViewConfigurationState` (iOS 14): the
/// common flags (highlighted, selected, disabled, focused), the traits, and an app's custom states
/// by ``UIConfigurationStateCustomKey``.
///
/// UIKit gives cells and header views a `configurationState`; OpenUIKit gives one to ``UIButton``
/// too (``UIButton/configurationState``), so a button subclass can add custom states — the modern
/// form of the application bits of ``UIControl/State`` — and read them in its update handler.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The traits the state was made for.
    public var traitCollection: UITraitCollection
    /// Whether the view is highlighted (a finger is down on a control).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view has keyboard focus.
    public var isFocused = false
    /// The custom states, by key.
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Makes a state for `traitCollection` with every flag off and no custom states.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom state stored under `key`; nil when it was never set. Setting nil removes it.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    /// The flags as a ``UIControl/State`` (application bits are not part of a configuration state:
    /// custom keys replace them).
    var controlState: UIControl.State {
        var state: UIControl.State = []
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        if isDisabled { state.insert(.disabled) }
        if isFocused { state.insert(.focused) }
        return state
    }
}
