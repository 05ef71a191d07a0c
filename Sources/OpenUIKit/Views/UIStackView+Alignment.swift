import Foundation

extension UIStackView {
    /// How a stack view places its arranged views across its ``UIStackView/axis``, with UIKit's raw
    /// values (`leading`/`top` share one value, `trailing`/`bottom` another, as in UIKit).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack's breadth.
        case fill = 0
        /// The views' leading edges line up with the stack's (vertical stacks).
        case leading = 1
        /// The views' first baselines line up (horizontal stacks only). Baselines lie at the bottom
        /// edge of every view (see the README's differences), so this lines up the bottoms.
        case firstBaseline = 2
        /// The views are centred across the stack.
        case center = 3
        /// The views' trailing edges line up with the stack's (vertical stacks).
        case trailing = 4
        /// The views' last baselines line up (horizontal stacks only); at the bottom edge, as
        /// ``firstBaseline``.
        case lastBaseline = 5

        /// The views' top edges line up with the stack's (horizontal stacks); the same value as
        /// ``leading``, as in UIKit.
        public static let top = Alignment.leading
        /// The views' bottom edges line up with the stack's (horizontal stacks); the same value as
        /// ``trailing``, as in UIKit.
        public static let bottom = Alignment.trailing
    }
}
