import OpenUIKit
import OpenUIKitTesting
import Testing

/// The image contexts before image renderers: `UIGraphicsBeginImageContextWithOptions`,
/// `UIGraphicsGetImageFromCurrentImageContext`, `UIGraphicsEndImageContext`, as Apple documents them:
/// nestable, current between begin and end, a scale of 0 meaning the main screen's.
@MainActor
@Suite struct UIGraphicsImageContextTests {
    @Test func aBegunContextIsCurrentAndItsImageHasTheSizeAndScale() {
        let host = TestHost(device: .iPhoneSE)
        host.run {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 12, height: 6), false, 0)
            let context = UIGraphicsGetCurrentContext()
            #expect(context != nil)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 6))
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() == nil)
            #expect(image?.size == CGSize(width: 12, height: 6))
            #expect(image?.scale == 2)  // 0: the main screen's
            #expect(image?.drawing?.commands.count == 1)
        }
    }

    @Test func beginImageContextIsScaleOneAndNotOpaque() {
        let host = TestHost()
        host.run {
            UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(image?.scale == 1)
            #expect(image?.drawing?.isEmpty == true)  // no black background: not opaque
        }
    }

    @Test func anOpaqueContextStartsBlack() {
        let host = TestHost()
        host.run {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(image?.drawing?.commands == [.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: .black, cornerRadius: 0)])
        }
    }

    @Test func contextsNestAndEndingOneMakesTheOuterCurrentAgain() {
        let host = TestHost()
        host.run {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
            let outer = UIGraphicsGetCurrentContext()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 3)
            #expect(UIGraphicsGetCurrentContext() !== outer)
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            let inner = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() === outer)
            inner?.draw(at: CGPoint(x: 4, y: 4))
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(inner?.size == CGSize(width: 2, height: 2) && inner?.scale == 3)
            #expect(image?.size == CGSize(width: 10, height: 10))
            let commands = image?.drawing?.commands ?? []
            #expect(commands.count == 2)
            #expect(commands.last == .image(inner!, in: CGRect(x: 4, y: 4, width: 2, height: 2), tint: nil, alpha: 1))
            #expect(UIGraphicsGetCurrentContext() == nil)
        }
    }

    @Test func getWithoutBeginIsNilAndEndWithoutBeginWarns() {
        let host = TestHost()
        host.run {
            let diagnostics = Diagnostics.record {
                #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
                UIGraphicsEndImageContext()
            }
            #expect(diagnostics.map(\.code) == ["graphics.noImageContext"])
        }
    }

    /// An image context begun in `draw(_:)` and never ended ends with the drawing, with a warning:
    /// left current, later drawing calls outside any drawing would record into it unnoticed.
    @Test func anImageContextLeftOpenInDrawEndsWithTheDrawing() {
        let host = TestHost()
        host.run {
            final class Leaky: UIView {
                override func draw(_ rect: CGRect) {
                    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
                    UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
                }
            }
            let view = Leaky(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            let diagnostics = Diagnostics.record { _ = view.contentDisplayList }
            #expect(diagnostics.map(\.code) == ["graphics.unendedImageContext"])
            #expect(UIGraphicsGetCurrentContext() == nil)
            let outside = Diagnostics.record { UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
            #expect(outside.map(\.code) == ["graphics.noContext"])
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
            let rendered = Diagnostics.record {
                _ = renderer.image { _ in UIGraphicsBeginImageContext(CGSize(width: 1, height: 1)) }
            }
            #expect(rendered.map(\.code) == ["graphics.unendedImageContext"])
            #expect(UIGraphicsGetCurrentContext() == nil)
        }
    }

    @Test func endInsideAViewsDrawingLeavesTheViewsContextAlone() {
        let host = TestHost()
        host.run {
            final class Careless: UIView {
                var stillCurrent = false
                var image: UIImage?
                override func draw(_ rect: CGRect) {
                    image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    stillCurrent = UIGraphicsGetCurrentContext() != nil
                    UIRectFill(bounds)
                }
            }
            let view = Careless(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            let diagnostics = Diagnostics.record { _ = view.contentDisplayList }
            #expect(view.image == nil && view.stillCurrent)
            #expect(diagnostics.map(\.code) == ["graphics.noImageContext"])
            #expect(view.contentDisplayList.commands.count == 1)
        }
    }

    @Test func anUndrawableSizeBeginsNothing() {
        let host = TestHost()
        host.run {
            let diagnostics = Diagnostics.record {
                UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
                #expect(UIGraphicsGetCurrentContext() == nil)
                #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
            }
            #expect(diagnostics.map(\.code) == ["image.invalidContextSize"])
        }
    }
}
