import Foundation

extension UIView {
    /// Options for animating views with blocks, as UIKit's `UIView.AnimationOptions`, with UIKit's raw
    /// values so options built from raw values (or bridged from C) mean the same.
    ///
    /// Honoured: the curves, `.repeat`, `.autoreverse`, `.beginFromCurrentState`,
    /// `.allowUserInteraction`, `.layoutSubviews` (the layout pass runs inside the block, so the frames it
    /// changes animate) and, for ``UIView/transition(with:duration:options:animations:completion:)``,
    /// `.transitionCrossDissolve`. The others are stored and change nothing yet: the flips and curls
    /// need the 3D layer tree, the frame-rate hints a host that varies its rate.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The bits, laid out as UIKit's: options bits 0–9, the curve in bits 16–19, the transition in bits
        /// 20–23 and the frame-rate hint in bits 24–27.
        public let rawValue: UInt
        /// Takes UIKit's raw value as is, so options built from numbers (or bridged from C) keep their
        /// meaning.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the views the block changed inside the animation, so the frames `layoutSubviews()` sets
        /// animate with the rest (UIKit's `.layoutSubviews`).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach the animating view; without it UIKit (and we) pass touches by while it
        /// animates.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from where a running animation of the same property has got to and cuts that one short (its
        /// completion gets `false`), instead of running both.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever, until it is cut or its view leaves the window, as UIKit's
        /// `.repeat`.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs each cycle forward then backward; with `.repeat` it swings back and forth, as UIKit's
        /// `.autoreverse`.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// UIKit: a nested block keeps its own duration instead of its enclosing block's. Stored only: nested
        /// blocks here never inherit, so each already keeps its own.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// UIKit: a nested block keeps its own curve instead of its enclosing block's. Stored only, like
        /// `.overrideInheritedDuration`.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// UIKit: redraws the view's content at each step instead of stretching a snapshot. Stored only:
        /// content is redrawn whenever it is invalidated anyway.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// UIKit: a transition hides and shows views instead of removing and adding them. Stored only.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// UIKit: a nested block ignores the options of its enclosing block. Stored only, like the other
        /// `overrideInherited` options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends: UIKit's default curve, and the one used when no curve bit is set (its raw value
        /// is 0).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Starts slow and speeds up, for a view leaving.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Starts fast and slows down, for a view arriving.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed; keyframe animations use it between keyframes.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// UIKit flips the view around its vertical axis; stored only here (it needs the 3D layer tree).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// UIKit flips the view around its vertical axis the other way; stored only here.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// UIKit curls the old content up like a page; stored only here.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// UIKit curls the new content down like a page; stored only here.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Fades the old content out while the new fades in: the transition that
        /// ``UIView/transition(with:duration:options:animations:completion:)`` honours.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// UIKit flips the view around its horizontal axis; stored only here.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// UIKit flips the view around its horizontal axis the other way; stored only here.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// Lets the system pick the frame rate (UIKit's default). A hint only; the host draws at its own
        /// rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Asks for 60 frames a second. A hint only; the host draws at its own rate.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks for 30 frames a second. A hint only; the host draws at its own rate.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name: bits 16–19, as in UIKit (easeInOut when none is given).
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition the options name: bits 20–23.
        var transition: UInt { (rawValue >> 20) & 0xF }
    }
}
