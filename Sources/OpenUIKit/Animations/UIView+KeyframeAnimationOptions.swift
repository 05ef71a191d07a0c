import Foundation

extension UIView {
    /// Options for ``UIView/animateKeyframes(withDuration:delay:options:animations:completion:)``, as
    /// UIKit's `UIView.KeyframeAnimationOptions`, with UIKit's raw values. The shared bits
    /// (`.allowUserInteraction`, `.beginFromCurrentState`, `.repeat`, `.autoreverse`, `.layoutSubviews`)
    /// mean what they mean for ``AnimationOptions``. Keyframes are interpolated linearly
    /// (`.calculationModeLinear`, UIKit's default); the other calculation modes are stored only.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The options the whole keyframe animation shares with a block animation (the low bits are
        /// the same in both), with a linear curve for each keyframe.
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & 0x3FF).union(.curveLinear)
        }
    }
}
