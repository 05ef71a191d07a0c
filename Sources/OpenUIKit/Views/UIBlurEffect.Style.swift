import Foundation

extension UIBlurEffect {
    /// The materials a blur can show, as UIKit's `UIBlurEffect.Style`: the adaptive system materials
    /// (light or dark with the traits) and the older fixed styles.
    public enum Style: Int, Sendable {
        /// A light blur, always light.
        case extraLight = 0
        /// A light blur, always light.
        case light = 1
        /// A dark blur, always dark.
        case dark = 2
        /// The regular adaptive blur.
        case regular = 4
        /// A more opaque adaptive blur.
        case prominent = 5
        /// The adaptive material thinner than the standard one.
        case systemUltraThinMaterial = 6
        /// The adaptive thin material.
        case systemThinMaterial = 7
        /// The standard adaptive material.
        case systemMaterial = 8
        /// The adaptive thick material.
        case systemThickMaterial = 9
        /// The adaptive material of system chrome: bars use it.
        case systemChromeMaterial = 10
    }
}
