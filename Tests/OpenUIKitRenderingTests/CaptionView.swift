import Foundation
import OpenUIKit

/// A view that draws its own content in `draw(_:)`, as a UIKit subclass would: a caption and an
/// underline.
final class CaptionView: UIView {
    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()
        context?.draw(TextRun(text: "Download", frame: rect.insetBy(dx: 8, dy: 4), font: .boldSystemFont(ofSize: 17),
                              color: .systemBlue, alignment: .center))
        context?.drawLine(from: CGPoint(x: 8, y: rect.maxY - 3), to: CGPoint(x: rect.maxX - 8, y: rect.maxY - 3),
                          color: .systemBlue, width: 2)
    }
}
