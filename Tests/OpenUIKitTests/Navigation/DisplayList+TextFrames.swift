import Foundation
import OpenUIKit

extension DisplayList {
    /// The window-coordinate frame of the last drawn text run reading `text` (groups' origins applied):
    /// where a person would tap to press what shows that text.
    func windowFrame(ofText text: String) -> CGRect? {
        var origins: [CGPoint] = [.zero]
        var found: CGRect?
        for command in commands {
            switch command {
            case .beginGroup(let origin, _, _):
                let base = origins.last ?? .zero
                origins.append(CGPoint(x: base.x + origin.x, y: base.y + origin.y))
            case .endGroup:
                origins.removeLast()
            case .text(let run) where run.text == text:
                let base = origins.last ?? .zero
                found = run.frame.offsetBy(dx: base.x, dy: base.y)
            default:
                break
            }
        }
        return found
    }
}
