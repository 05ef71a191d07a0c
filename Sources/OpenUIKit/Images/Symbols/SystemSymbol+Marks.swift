import Foundation

/// Marks — check, cross, plus, minus — on their own and inside a circle or a square, outlined and
/// filled: what checkboxes, close buttons and add/remove buttons show.
extension SystemSymbol {
    /// The check inside a 20-unit circle or square: a short arm down to the corner, a long arm up.
    private static let check = SymbolMark.arms(from: CGPoint(x: 8.6, y: 13.6),
                                               to: [CGPoint(x: 5.6, y: 10.4), CGPoint(x: 14.6, y: 6.6)])
    private static let cross = SymbolMark.arms(from: CGPoint(x: 10, y: 10), to: [
        CGPoint(x: 6.6, y: 6.6), CGPoint(x: 13.4, y: 6.6), CGPoint(x: 13.4, y: 13.4), CGPoint(x: 6.6, y: 13.4),
    ])
    private static let plus = SymbolMark.arms(from: CGPoint(x: 10, y: 10), to: [
        CGPoint(x: 10, y: 5.2), CGPoint(x: 14.8, y: 10), CGPoint(x: 10, y: 14.8), CGPoint(x: 5.2, y: 10),
    ])
    private static let minus = SymbolMark.bar(CGPoint(x: 5.2, y: 10), CGPoint(x: 14.8, y: 10))

    static let marks: [SystemSymbol] = [
        SystemSymbol("checkmark", width: 19, height: 17) { canvas in
            canvas.draw([.arms(from: CGPoint(x: 6.5, y: 17), to: [CGPoint(x: 0, y: 10), CGPoint(x: 19, y: 0)])])
        },
        SystemSymbol("xmark", width: 15, height: 15) { canvas in
            canvas.draw([.arms(from: CGPoint(x: 7.5, y: 7.5), to: [
                CGPoint(x: 0, y: 0), CGPoint(x: 15, y: 0), CGPoint(x: 15, y: 15), CGPoint(x: 0, y: 15),
            ])])
        },
        SystemSymbol("plus", width: 17, height: 17) { canvas in
            canvas.draw([.arms(from: CGPoint(x: 8.5, y: 8.5), to: [
                CGPoint(x: 8.5, y: 0), CGPoint(x: 17, y: 8.5), CGPoint(x: 8.5, y: 17), CGPoint(x: 0, y: 8.5),
            ])])
        },
        SystemSymbol("minus", width: 17, height: 1) { canvas in
            canvas.draw([.bar(CGPoint(x: 0, y: 0.5), CGPoint(x: 17, y: 0.5))])
        },
    ]
    + contained("checkmark", in: .circle, [check])
    + contained("checkmark", in: .square, [check])
    + contained("xmark", in: .circle, [cross])
    + contained("xmark", in: .square, [cross])
    + contained("plus", in: .circle, [plus])
    + contained("plus", in: .square, [plus])
    + contained("minus", in: .circle, [minus])
}
