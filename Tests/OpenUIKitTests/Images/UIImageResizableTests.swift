import Foundation
import Testing
import OpenUIKit

@MainActor
@Suite struct UIImageResizableTests {
    let image = UIImage(size: CGSize(width: 20, height: 10), scale: 2, name: "bubble")

    @Test func resizableImageKeepsTheImageAndAddsCaps() {
        let insets = UIEdgeInsets(top: 2, left: 5, bottom: 3, right: 6)
        let tiled = image.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets)
        #expect(tiled.resizingMode == .tile)
        #expect(tiled.size == image.size && tiled.scale == 2 && tiled.name == "bubble")
        #expect(tiled !== image)
        #expect(image.resizableImage(withCapInsets: insets, resizingMode: .stretch).resizingMode == .stretch)
    }

    @Test func capsThatDoNotFitAreRefused() {
        for insets in [UIEdgeInsets(top: -1, left: 0, bottom: 0, right: 0),
                       UIEdgeInsets(top: 0, left: .nan, bottom: 0, right: 0),
                       UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 6)] {
            var result: UIImage?
            let diagnostics = Diagnostics.record { result = image.resizableImage(withCapInsets: insets) }
            #expect(result === image)
            #expect(diagnostics.map(\.code) == ["image.invalidCapInsets"])
        }
    }

    @Test func stretchableImageCapsAreUIKits() {
        let stretchable = image.stretchableImage(withLeftCapWidth: 8, topCapHeight: 4)
        #expect(stretchable.capInsets == UIEdgeInsets(top: 4, left: 8, bottom: 10 - 4 - 1, right: 20 - 8 - 1))
        #expect(stretchable.resizingMode == .stretch)
        #expect(stretchable.leftCapWidth == 8)
        #expect(stretchable.topCapHeight == 4)
    }

    @Test func aZeroCapStretchesTheWholeAxisAndCapsAreClamped() {
        let horizontal = image.stretchableImage(withLeftCapWidth: 0, topCapHeight: 3)
        #expect(horizontal.capInsets == UIEdgeInsets(top: 3, left: 0, bottom: 6, right: 0))
        let clamped = image.stretchableImage(withLeftCapWidth: 50, topCapHeight: -2)
        #expect(clamped.capInsets == UIEdgeInsets(top: 0, left: 19, bottom: 0, right: 0))
    }

    @Test func aResizableImageIsDrawnIntoTheWholeRectByAnImageView() {
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        view.image = resizable
        view.contentMode = .center
        #expect(view.contentDisplayList.commands == [.image(resizable, in: view.bounds, tint: nil, alpha: 1)])
    }

    @Test func theInitDropsCapsThatResizableImageWouldRefuse() {
        for insets in [UIEdgeInsets(top: -1, left: 0, bottom: 0, right: 0),
                       UIEdgeInsets(top: 0, left: .nan, bottom: 0, right: 0),
                       UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0),
                       UIEdgeInsets(top: 1e300, left: 1e300, bottom: 1e300, right: 1e300),
                       UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 6)] {
            let made = UIImage(size: image.size, scale: 2, capInsets: insets)
            #expect(made.capInsets == .zero)
            #expect(made.leftCapWidth == 0 && made.topCapHeight == 0)
        }
        let fitting = UIEdgeInsets(top: 2, left: 5, bottom: 3, right: 6)
        #expect(UIImage(size: image.size, scale: 2, capInsets: fitting).capInsets == fitting)
    }

    @Test func aHugeImageHasStretchableCapsAndCapWidthsThatDoNotTrap() {
        let huge = UIImage(size: CGSize(width: 1e300, height: .greatestFiniteMagnitude))
        let stretchable = huge.stretchableImage(withLeftCapWidth: 8, topCapHeight: 4)
        #expect(stretchable.capInsets.left == 8 && stretchable.capInsets.top == 4)
        #expect(stretchable.capInsets.right > 0 && stretchable.capInsets.bottom > 0)
        #expect(stretchable.leftCapWidth == 8 && stretchable.topCapHeight == 4)
        // Caps of more points than an Int holds report the largest Int.
        let capped = huge.resizableImage(withCapInsets: UIEdgeInsets(top: 1e299, left: 1e299, bottom: 0, right: 0))
        #expect(capped.capInsets.left == 1e299)
        #expect(capped.leftCapWidth == .max && capped.topCapHeight == .max)
    }
}
