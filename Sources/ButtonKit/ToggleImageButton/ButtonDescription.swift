import Foundation
import OpenUIKit

/// A button as an interface file stores it: the attributes UIKit's `init?(coder:)` decodes.
///
/// OpenUIKit has no `NSCoder` (there are no nib or storyboard archives on Linux), so ButtonKit's
/// controls take this `Codable` value instead: decode it from JSON (or build it in code) and pass it
/// to the control's `init(description:)`. The mapping to UIKit:
///
/// | UIKit | ButtonKit |
/// |---|---|
/// | `required init?(coder: NSCoder)` | `init(description: ButtonDescription)` |
/// | `super.init(coder: coder)` decodes frame, title, tag… | `super.init(frame: description.frame)`, then `description.apply(to: self)` |
/// | then the subclass's own set-up | then the subclass's own set-up |
///
/// The article's pitfall — calling plain `init` instead of `super.init(coder:)`, which loses what the
/// archive holds — corresponds to skipping ``apply(to:)``. A decoded button is always of type
/// `.custom`, as Interface Builder's Custom type that the article requires.
///
/// ```swift
/// let json = #"{"frame":[[20,40],[120,32]],"title":"Songs","tag":1,"isSelected":false,"isEnabled":true}"#
/// let description = try JSONDecoder().decode(ButtonDescription.self, from: Data(json.utf8))
/// let button = ToggleImageButton(description: description)
/// ```
public struct ButtonDescription: Codable, Equatable, Sendable {
    /// The button's frame in its superview, as Interface Builder's frame field.
    public var frame: CGRect
    /// The title for the normal state; nil sets none.
    public var title: String?
    /// The button's `tag`, which a toggle group uses to tell its buttons apart.
    public var tag: Int
    /// Whether the button starts selected (showing its "on" image).
    public var isSelected: Bool
    /// Whether the button starts enabled.
    public var isEnabled: Bool

    /// A description in code, with Interface Builder's defaults for what is not given.
    public init(frame: CGRect, title: String? = nil, tag: Int = 0, isSelected: Bool = false, isEnabled: Bool = true) {
        self.frame = frame
        self.title = title
        self.tag = tag
        self.isSelected = isSelected
        self.isEnabled = isEnabled
    }

    /// Gives `button` the described attributes other than the frame (which the designated
    /// initializer takes): what UIKit's `UIButton.init(coder:)` decodes for its subclasses.
    @MainActor
    public func apply(to button: UIButton) {
        if let title { button.setTitle(title, for: .normal) }
        button.tag = tag
        button.isSelected = isSelected
        button.isEnabled = isEnabled
    }
}
