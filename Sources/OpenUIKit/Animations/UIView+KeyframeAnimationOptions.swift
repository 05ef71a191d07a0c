import Foundation

extension UIView {
    /// Options for ``UIView/animateKeyframes(withDuration:delay:options:animations:completion:)``, as
    /// UIKit's `UIView.KeyframeAnimationOptions`, with UIKit's raw values. The shared bits
    /// (`.allowUserInteraction`, `.beginFromCurrentState`, `.repeat`, `.autoreverse`, `.layoutSubviews`)
    /// mean what they mean for ``AnimationOptions``. Keyframes are interpolated linearly
    /// (`.calculationModeLinear`, UIKit's default); the other calculation modes are stored only.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The bits, laid out as UIKit's: bits 0–9 shared with ``UIView/AnimationOptions``, the calculation
        /// mode in bits 10–12.
        public let rawValue: UInt
        /// Takes UIKit's raw value as is, so options built from numbers keep their meaning.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the views the block changed inside the animation, as
        /// ``UIView/AnimationOptions/layoutSubviews``.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach the animating view, as ``UIView/AnimationOptions/allowUserInteraction``.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from where a running animation of the same property has got to, as
        /// ``UIView/AnimationOptions/beginFromCurrentState``.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the whole keyframe sequence forever, as ``UIView/AnimationOptions/repeat``.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays the keyframe sequence forward then backward, as ``UIView/AnimationOptions/autoreverse``.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// UIKit: a nested block keeps its own duration. Stored only, as
        /// ``UIView/AnimationOptions/overrideInheritedDuration``.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// UIKit: a nested block ignores its enclosing block's options. Stored only, as
        /// ``UIView/AnimationOptions/overrideInheritedOptions``.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Interpolates linearly between keyframes: UIKit's default, and how every keyframe animation runs
        /// here.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// UIKit jumps from keyframe to keyframe without interpolating. Stored only: animations run linearly.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// UIKit spreads the keyframes to keep a constant speed, ignoring their start times. Stored only.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// UIKit interpolates along a smooth curve through the keyframes. Stored only.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// UIKit combines the cubic curve with a constant speed. Stored only.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The options the whole keyframe animation shares with a block animation (the low bits are
        /// the same in both), with a linear curve for each keyframe.
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & 0x3FF).union(.curveLinear)
        }
    }
}
