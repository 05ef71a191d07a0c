import Foundation
import OpenUIKit

/// A change a fuzz run makes to its scene between (or, through reactions, during) input dispatches.
/// Indexes name the scene's nodes, recognizers, targets and presented controllers; an index that no
/// longer fits does nothing.
public enum SceneMutation: Sendable, Equatable {
    /// `removeFromSuperview()` on a node.
    case removeView(Int)
    /// Adds a node to another node (nil: the root view), possibly moving it; cycles are refused by the engine.
    case addView(Int, toParent: Int?)
    /// The scene drops its strong reference to a node after removing it: it must then be released.
    case forgetView(Int)
    /// Geometry churn: a node's frame, its bounds origin (its subviews scroll), its transform, its
    /// clipping, its alpha, or its place in front of its siblings changes.
    case setFrame(Int, CGRect)
    /// A node's `transform`: scales, turns, shears, moves, the identity, or a scale to nothing.
    case setTransform(Int, CGAffineTransform)
    case setBoundsOrigin(Int, CGPoint)
    case setClipsToBounds(Int, Bool)
    case setAlpha(Int, CGFloat)
    case bringToFront(Int)
    /// Sets `isEnabled` of a control node.
    case setEnabled(Int, Bool)
    case setHidden(Int, Bool)
    case setUserInteractionEnabled(Int, Bool)
    case setExclusiveTouch(Int, Bool)
    /// Detaches a recognizer from its view.
    case removeRecognizer(Int)
    /// Attaches a recognizer to a node.
    case attachRecognizer(Int, toNode: Int)
    case setRecognizerEnabled(Int, Bool)
    /// The scene drops its strong reference to a target-action target: it must then be released.
    case releaseTarget(Int)
    /// Presents a new controller (with controls inside) from a presented controller (nil: the root
    /// view controller) — possibly one that is already presenting, being presented or dismissed, or
    /// already dismissed: the engine decides.
    case present(from: Int?, PresentationRequest)
    /// `dismiss(animated:)` on a presented controller (nil: the root view controller): a controller in
    /// the middle of a chain dismisses everything above it.
    case dismiss(Int?, animated: Bool)
    /// The scene drops its strong reference to a presented controller: once dismissed it must be released.
    case dropController(Int)
    /// Taps (a finger down and up at its button's centre) action `action` of the alert controller
    /// `index` — often while it is still coming in or already leaving, when the tap must do nothing.
    case tapAlertAction(Int, action: Int)
    /// The screen rotates (windows that fill it are resized; presentations lay out again).
    case rotate(UIInterfaceOrientation)
    /// `keyboardWillShowNotification` (a 300-point keyboard at the bottom) or
    /// `keyboardWillHideNotification`, with the animation duration, as
    /// `KeyboardNotificationPoster` posts them.
    case keyboard(visible: Bool, duration: TimeInterval)
    /// Makes and activates a constraint (``ConstraintRequest``); the scene keeps it, numbered in order
    /// (``ConstraintMutationGenerator`` makes these and the constraint changes below).
    case activateConstraint(ConstraintRequest)
    /// Deactivates the scene's constraint n, or activates it again.
    case setConstraintActive(Int, Bool)
    case setConstraintConstant(Int, CGFloat)
    /// A new priority for the scene's constraint n: across required and optional on an active one,
    /// or outside 1…1000, the engine refuses it with a warning (UIKit raises).
    case setConstraintPriority(Int, UILayoutPriority)
    /// Sets a node's `translatesAutoresizingMaskIntoConstraints`.
    case setTranslatesAutoresizingMask(Int, Bool)
    /// Inserts a node into the scene's stack view (made in the root view on first use) as an arranged
    /// subview at a position (clamped to the end), moving it there from wherever it was.
    case addArrangedSubview(Int, at: Int)
    /// `removeArrangedSubview(_:)` of a node on the scene's stack view: it stays a subview, unarranged.
    case removeArrangedSubview(Int)
    /// The scene's stack view (made on first use) changes its axis, distribution and spacing.
    case arrangeStack(axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution, spacing: CGFloat)
}
