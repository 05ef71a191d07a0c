import Foundation
@testable import OpenUIKit

/// A view that removes (and lets go of) `sibling` the first time its autoresizing mask is read after
/// one is set, and then itself when ``removesItself``: what an override could do while the engine
/// sets its superview's frame, or while its superview resizes its subviews.
@MainActor
final class SiblingRemover: UIView {
    var sibling: UIView?
    var removesItself = false

    override var autoresizingMask: AutoresizingMask {
        get {
            if let sibling {
                self.sibling = nil
                sibling.removeFromSuperview()
                if removesItself { removeFromSuperview() }
            }
            return super.autoresizingMask
        }
        set { super.autoresizingMask = newValue }
    }
}
