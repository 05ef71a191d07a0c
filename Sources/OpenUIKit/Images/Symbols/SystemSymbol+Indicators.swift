import Foundation

/// Indicators: more (ellipsis), information, warning.
extension SystemSymbol {
    static let indicators: [SystemSymbol] = [
        SystemSymbol("ellipsis", width: 20, height: 4) { canvas in
            canvas.draw([2, 10, 18].map { SymbolMark.dot(CGPoint(x: $0, y: 2)) })
        },
    ]
    // Three dots 5 units apart: even `.black`'s dots (radius 2.15) keep a gap.
    + contained("ellipsis", in: .circle, [5, 10, 15].map { SymbolMark.dot(CGPoint(x: $0, y: 10)) })
    + contained("info", in: .circle, [.dot(CGPoint(x: 10, y: 5.2)), .bar(CGPoint(x: 10, y: 9.5), CGPoint(x: 10, y: 15))])
    // The bar starts low enough that, cut out at `.black`, its round end clears the triangle's sides.
    + contained("exclamationmark", in: .triangle,
                [.bar(CGPoint(x: 11, y: 9), CGPoint(x: 11, y: 13)), .dot(CGPoint(x: 11, y: 17))])
}
