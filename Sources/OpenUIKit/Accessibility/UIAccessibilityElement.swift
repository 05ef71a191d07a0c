import Foundation

/// An element for something on screen that is not a view, as UIKit's `UIAccessibilityElement`: a
/// container view lists such elements in its ``UIView/accessibilityElements`` (a chart's bars, a navigation
/// bar's title) so assistive technologies — and the testing queries — can find them.
///
/// Its properties are plain stored values, overridable in a subclass as in UIKit. Its frame is
/// ``accessibilityFrame`` when set, else ``accessibilityFrameInContainerSpace`` converted from its
/// container view to the screen, so an element placed in its container follows the container as UIKit's does.
@MainActor
open class UIAccessibilityElement: UIResponder {
    /// The container (usually a view) whose ``UIView/accessibilityElements`` hold this element. Held
    /// weakly, as in UIKit: the container owns its elements.
    open var accessibilityContainer: Any? {
        get { container }
        set { container = newValue as AnyObject? }
    }
    private weak var container: AnyObject?

    /// Whether assistive technologies see this element; false until set, as UIKit documents.
    open var isAccessibilityElement = false
    /// A short name for the element.
    open var accessibilityLabel: String?
    /// The element's current value.
    open var accessibilityValue: String?
    /// What activating the element does.
    open var accessibilityHint: String?
    /// A string that identifies the element to tests.
    open var accessibilityIdentifier: String?
    /// What the element is and its state.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether this element is hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// The extra actions assistive technologies offer on this element (see
    /// ``UIAccessibilityCustomAction``).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The element's rectangle in its container view's coordinates (iOS 10): used for
    /// ``accessibilityFrame`` until that is set.
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    private var storedFrame: CGRect?

    /// Creates an element held by `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        self.container = container as AnyObject
        super.init()
    }

    /// The element's rectangle in screen coordinates: the one set, else
    /// ``accessibilityFrameInContainerSpace`` converted from the container view to the screen.
    open var accessibilityFrame: CGRect {
        get {
            if let storedFrame { return storedFrame }
            guard let view = container as? UIView else { return accessibilityFrameInContainerSpace }
            return view.screenRect(for: accessibilityFrameInContainerSpace)
        }
        set { storedFrame = newValue }
    }

    /// Performs the element's action; false by default, which tells the caller to tap its center.
    open func accessibilityActivate() -> Bool { false }
}
