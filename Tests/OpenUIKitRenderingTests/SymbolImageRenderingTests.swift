import Foundation
@testable import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// System symbol images through the Cairo renderer: templates in the tint color in image views and
/// buttons, black when `.alwaysOriginal`, marks cut out of filled symbols, the weight in the pixels —
/// and every symbol in one reference image, so a change to any artwork shows.
/// Re-record with `SNAPSHOT_RECORD=1 swift test --filter SymbolImageRenderingTests` after an intended change.
@MainActor
@Suite struct SymbolImageRenderingTests {
    let renderer = Renderer()
    let snapshots = SnapshotVerifier()
    static let red = PixelColor(red: 255, green: 59, blue: 48)  // systemRed
    static let blue = PixelColor(red: 0, green: 122, blue: 255)  // systemBlue

    private func imageView(_ name: String, _ configuration: UIImage.SymbolConfiguration? = nil) throws -> UIImageView {
        let image = try #require(UIImage(systemName: name, withConfiguration: configuration))
        return UIImageView(image: image)
    }

    @Test func aSymbolInAnImageViewIsDrawnInTheTintColor() throws {
        let view = try imageView("circle.fill", UIImage.SymbolConfiguration(pointSize: 34))
        view.tintColor = .systemRed
        let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        #expect(renderer.render(view).color(at: center) == Self.red)
        view.image = view.image?.withRenderingMode(.alwaysOriginal)
        #expect(renderer.render(view).color(at: center) == PixelColor(red: 0, green: 0, blue: 0),
                ".alwaysOriginal draws the artwork's own black")
    }

    @Test func aFilledSymbolsMarkIsAHole() throws {
        let view = try imageView("checkmark.circle.fill", UIImage.SymbolConfiguration(pointSize: 34))
        view.tintColor = .systemBlue
        let buffer = renderer.render(view)
        // Design point → view point: in by half the regular line width (1.7 units), 2 points a unit.
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: (x + 0.85) * 2, y: (y + 0.85) * 2) }
        #expect(buffer.color(at: point(8.6, 13.6))?.alpha == 0, "the check's corner shows what is behind")
        #expect(buffer.color(at: point(10, 3)) == Self.blue, "the rest of the disc is the tint")
    }

    @Test func aCustomButtonsSymbolIsDrawnInItsTint() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        button.tintColor = .systemBlue
        button.setImage(UIImage(systemName: "stop.fill"), for: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34), forImageIn: .normal)
        button.layoutIfNeeded()
        let imageFrame = try #require(button.imageView?.frame)
        #expect(imageFrame.size == UIImage(systemName: "stop.fill", withConfiguration: .init(pointSize: 34))?.size)
        #expect(renderer.render(button).color(at: CGPoint(x: imageFrame.midX, y: imageFrame.midY)) == Self.blue)
    }

    @Test func heavierWeightsDrawThickerLines() throws {
        var heights: [CGFloat] = []
        for weight in [UIImage.SymbolWeight.ultraLight, .regular, .black] {
            let view = try imageView("minus", UIImage.SymbolConfiguration(pointSize: 34, weight: weight))
            let ink = try #require(renderer.render(view, scale: 2).inkBounds(alphaAbove: 127))
            // The bar is as thick as the weight's line: its design width, 2 points a unit at 34 points.
            #expect(abs(ink.height - weight.designLineWidth * 2) <= 0.5, "\(weight): \(ink.height)")
            heights.append(ink.height)
        }
        #expect(heights == heights.sorted() && Set(heights).count == 3)
    }

    /// Every symbol of the catalogue at 20 points, regular weight, in alphabetical order, ten to a row.
    @Test func everySymbol() throws {
        let names = SystemSymbol.names
        let cell: CGFloat = 36, columns = 10
        let rows = (names.count + columns - 1) / columns
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: cell * CGFloat(columns), height: cell * CGFloat(rows)))
        sheet.backgroundColor = .white
        sheet.tintColor = .black
        for (index, name) in names.enumerated() {
            let view = try imageView(name, UIImage.SymbolConfiguration(pointSize: 20))
            view.contentMode = .center
            view.frame = CGRect(x: CGFloat(index % columns) * cell, y: CGFloat(index / columns) * cell,
                                width: cell, height: cell)
            sheet.addSubview(view)
        }
        try snapshots.verify(sheet, named: "everySymbol@2x", scale: 2)
    }
}
