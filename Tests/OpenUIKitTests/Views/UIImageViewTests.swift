import Foundation
import Testing
import OpenUIKit

@MainActor
@Suite struct UIImageViewTests {
    let image = UIImage(size: CGSize(width: 40, height: 20))
    let highlighted = UIImage(size: CGSize(width: 10, height: 10))

    private func drawnImages(_ view: UIView) -> [(UIImage, CGRect, UIColor?)] {
        view.contentDisplayList.commands.compactMap {
            if case .image(let image, let rect, let tint, _) = $0 { (image, rect, tint) } else { nil }
        }
    }

    @Test func initWithImageSizesTheViewAndTheIntrinsicSize() {
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 20))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 40, height: 20))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.contentMode == .scaleToFill)
        let empty = UIImageView(frame: .zero)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(empty.contentDisplayList.isEmpty)
    }

    @Test func contentModePlacesTheImage() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = image
        #expect(drawnImages(view).first?.1 == CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentMode = .scaleAspectFit
        #expect(drawnImages(view).first?.1 == CGRect(x: 0, y: 25, width: 100, height: 50))
        view.contentMode = .center
        #expect(drawnImages(view).first?.1 == CGRect(x: 30, y: 40, width: 40, height: 20))
        view.contentMode = .bottomRight
        #expect(drawnImages(view).first?.1 == CGRect(x: 60, y: 80, width: 40, height: 20))
    }

    @Test func highlightedImageIsShownWhileHighlighted() {
        let view = UIImageView(image: image, highlightedImage: highlighted)
        view.isHighlighted = true
        #expect(drawnImages(view).first?.0 === highlighted)
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
        view.isHighlighted = false
        #expect(drawnImages(view).first?.0 === image)
        view.highlightedImage = nil
        view.isHighlighted = true
        #expect(drawnImages(view).first?.0 === image)
    }

    @Test func templateImagesAreTintedWithTheTintColor() {
        let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        view.tintColor = .systemRed
        #expect(drawnImages(view).first?.2 == .systemRed)
        view.image = image
        #expect(drawnImages(view).first?.2 == nil)
    }
}
