import Foundation

/// One entry of OpenUIKit's system symbol catalogue: a name UIKit code passes to
/// ``UIImage/init(systemName:)`` and the drawing behind it.
///
/// The artwork is OpenUIKit's own — simple geometric shapes on a 20-unit design grid (see
/// ``SymbolArtwork``), never Apple's SF Symbols outlines, which Apple licenses only for its platforms.
/// The catalogue holds the symbols UIKit control code reaches for most; the families are in
/// `SystemSymbol+<Family>.swift`. Drawing functions run again for each weight, so marks cut out of
/// filled variants follow the line width.
struct SystemSymbol: Sendable {
    let name: String
    /// The symbol's box on the design grid (the image adds one line width to it).
    let box: CGSize
    private let drawing: @Sendable (inout SymbolCanvas) -> Void

    init(_ name: String, width: CGFloat, height: CGFloat, _ drawing: @escaping @Sendable (inout SymbolCanvas) -> Void) {
        self.name = name
        self.box = CGSize(width: width, height: height)
        self.drawing = drawing
    }

    /// The symbol drawn with `weight`'s line width.
    func artwork(weight: UIImage.SymbolWeight) -> SymbolArtwork {
        var canvas = SymbolCanvas(lineWidth: weight.designLineWidth)
        drawing(&canvas)
        return SymbolArtwork(box: box, lineWidth: canvas.lineWidth, parts: canvas.parts)
    }

    /// The symbol called `name`, or nil when the catalogue has none.
    static func named(_ name: String) -> SystemSymbol? { catalogue[name] }

    /// Every symbol's name, sorted.
    static var names: [String] { catalogue.keys.sorted() }

    /// Every family's symbols by name. A name drawn twice would keep its first drawing rather than
    /// trap; `SystemSymbolTests` checks that none is.
    private static let catalogue: [String: SystemSymbol] = Dictionary(
        (marks + chevrons + shapes + objects + media + indicators).map { ($0.name, $0) },
        uniquingKeysWith: { first, _ in first }
    )

    /// An outlined symbol and its `.fill` variant: the same path stroked, and solid.
    static func outlineAndFill(_ name: String, width: CGFloat, height: CGFloat,
                               _ shape: @escaping @Sendable (CGMutablePath) -> Void) -> [SystemSymbol] {
        [
            SystemSymbol(name, width: width, height: height) { $0.stroke(shape) },
            SystemSymbol("\(name).fill", width: width, height: height) { $0.solid(shape) },
        ]
    }

    /// `<mark>.<container>` and its `.fill` variant: the marks drawn inside the outlined container, and
    /// cut out of the solid one (`checkmark.circle`, `checkmark.circle.fill`).
    static func contained(_ name: String, in container: SymbolContainer, _ marks: [SymbolMark]) -> [SystemSymbol] {
        let base = "\(name).\(container.name)"
        let box = container.box
        return [
            SystemSymbol(base, width: box.width, height: box.height) { canvas in
                canvas.stroke(container.addPath(to:))
                canvas.draw(marks)
            },
            SystemSymbol("\(base).fill", width: box.width, height: box.height) {
                $0.solid(container.addPath(to:), cuttingOut: marks)
            },
        ]
    }
}
