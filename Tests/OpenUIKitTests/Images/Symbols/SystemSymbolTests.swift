import Foundation
import Testing
@testable import OpenUIKit

/// The symbol catalogue and its artwork, on the design grid: every name control code uses most is
/// there, weights change the line width, and filled variants show their marks as holes that never
/// break through the container's edge.
@Suite struct SystemSymbolTests {
    /// The symbols issue 18 asks for: what UIKit control code reaches for most.
    static let requiredNames = [
        "checkmark", "xmark", "plus", "minus", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
        "heart", "heart.fill", "star", "star.fill", "person", "person.fill", "gear", "trash", "square",
        "checkmark.square", "checkmark.square.fill", "circle", "circle.fill", "checkmark.circle",
        "checkmark.circle.fill", "xmark.circle.fill", "plus.circle.fill", "ellipsis", "ellipsis.circle",
        "magnifyingglass", "arrow.clockwise", "arrow.left", "arrow.right", "info.circle",
        "exclamationmark.triangle", "bell", "bookmark", "square.and.arrow.up", "house", "paperplane", "pencil",
        "play.fill", "pause.fill",
    ]

    @Test func everyRequiredNameIsInTheCatalogue() {
        #expect(Self.requiredNames.count >= 40)
        for name in Self.requiredNames {
            #expect(SystemSymbol.named(name) != nil, "\(name)")
        }
        #expect(SystemSymbol.names.count >= Self.requiredNames.count)
        #expect(SystemSymbol.named("no.such.symbol") == nil)
        #expect(SystemSymbol.named("") == nil)
    }

    @Test func noTwoFamiliesDrawTheSameName() {
        let all = (SystemSymbol.marks + SystemSymbol.chevrons + SystemSymbol.shapes + SystemSymbol.objects
            + SystemSymbol.media + SystemSymbol.indicators).map(\.name)
        #expect(Set(all).count == all.count)
        #expect(SystemSymbol.names == all.sorted())
    }

    @Test func everySymbolDrawsSomethingInsideItsImage() {
        for name in SystemSymbol.names {
            for weight in [UIImage.SymbolWeight.ultraLight, .regular, .black] {
                let artwork = SystemSymbol.named(name)!.artwork(weight: weight)
                #expect(!artwork.parts.isEmpty, "\(name)")
                let size = artwork.imageSize(pointsPerUnit: 1)
                let image = CGRect(origin: .zero, size: size)
                for command in artwork.commands(pointsPerUnit: 1) {
                    // The ink: the drawn curve, and for a stroke half its width past it (round caps and joins).
                    func ink(_ path: DisplayPath, outset: CGFloat) -> CGRect {
                        CGPath(elements: path.elements).boundingBoxOfPath.insetBy(dx: -outset, dy: -outset)
                            .applying(path.transform)
                    }
                    let ink: CGRect = switch command {
                    case let .strokePath(path, _, style, _): ink(path, outset: style.lineWidth / 2)
                    case let .fillPath(path, _, _, _): ink(path, outset: 0)
                    default: .null
                    }
                    #expect(image.insetBy(dx: -0.01, dy: -0.01).contains(ink), "\(name) \(weight): \(ink) in \(size)")
                }
            }
        }
    }

    @Test func weightChangesTheStrokeWidthAndTheImageGrowsByIt() {
        let symbol = SystemSymbol.named("heart")!
        var previous: CGFloat = 0
        for weight in UIImage.SymbolWeight.allCases where weight != .unspecified {
            let artwork = symbol.artwork(weight: weight)
            guard case let .strokePath(_, color, style, _) = artwork.commands(pointsPerUnit: 1)[0] else {
                Issue.record("heart is a stroke")
                return
            }
            #expect(style.lineWidth > previous, "\(weight) is heavier than the weight before it")
            #expect(style.lineCap == .round && style.lineJoin == .round && color == .black)
            #expect(artwork.imageSize(pointsPerUnit: 1) == CGSize(width: 20 + style.lineWidth, height: 18 + style.lineWidth))
            previous = style.lineWidth
        }
        #expect(symbol.artwork(weight: .unspecified) == symbol.artwork(weight: .regular))
    }

    @Test func theArtworkScalesWithPointsPerUnitStrokeIncluded() {
        let artwork = SystemSymbol.named("xmark")!.artwork(weight: .regular)
        #expect(artwork.imageSize(pointsPerUnit: 2) == CGSize(width: 2 * (15 + 1.7), height: 2 * (15 + 1.7)))
        guard case let .strokePath(path, _, style, _) = artwork.commands(pointsPerUnit: 2)[0] else {
            Issue.record("xmark is a stroke")
            return
        }
        // The stroke width is in the path's user space: the transform doubles it, as the grid.
        #expect(path.transform.a == 2 && path.transform.d == 2 && style.lineWidth == 1.7)
        #expect(path.bounds() == CGRect(x: 1.7, y: 1.7, width: 30, height: 30))
    }

    @Test func aFilledVariantCoversItsOutlinedOne() {
        let outline = SystemSymbol.named("heart")!.artwork(weight: .bold).parts
        let filled = SystemSymbol.named("heart.fill")!.artwork(weight: .bold).parts
        guard case let .stroke(shape) = outline[0] else {
            Issue.record("heart is a stroke")
            return
        }
        #expect(filled == [.fill(shape, rule: .winding), .stroke(shape)])
    }

    @Test func marksAreHolesInFilledSymbols() {
        let fill = fillPath(of: "checkmark.circle.fill", weight: .regular)
        #expect(fill.contains(CGPoint(x: 10, y: 3), using: .evenOdd), "the circle is solid away from the check")
        #expect(!fill.contains(CGPoint(x: 11.6, y: 10.1), using: .evenOdd), "the check's long arm is a hole")
        #expect(!fill.contains(CGPoint(x: 8.6, y: 13.6), using: .evenOdd), "so is its corner")
        let cross = fillPath(of: "xmark.circle.fill", weight: .regular)
        #expect(!cross.contains(CGPoint(x: 10, y: 10), using: .evenOdd), "the arms meet in one hole, not a filled crossing")
        #expect(!cross.contains(CGPoint(x: 12, y: 8), using: .evenOdd))
        #expect(cross.contains(CGPoint(x: 10, y: 6), using: .evenOdd), "between two arms is solid")
        let info = fillPath(of: "info.circle.fill", weight: .black)
        #expect(!info.contains(CGPoint(x: 10, y: 5.2), using: .evenOdd) && !info.contains(CGPoint(x: 10, y: 12), using: .evenOdd))
        #expect(info.contains(CGPoint(x: 10, y: 7.6), using: .evenOdd), "the dot and the bar stay apart at .black")
    }

    @Test func holesStayClearOfTheContainersEdgeAtEveryWeight() {
        for name in SystemSymbol.names where name.hasSuffix(".fill") {
            for weight in UIImage.SymbolWeight.allCases {
                let artwork = SystemSymbol.named(name)!.artwork(weight: weight)
                guard case let .fill(elements, rule) = artwork.parts[0], case let .stroke(edge) = artwork.parts[1],
                      rule == .evenOdd else { continue }
                let edgeSegments = CGPath(elements: edge).polygons().flatMap { polygon in
                    polygon.indices.map { (polygon[$0], polygon[($0 + 1) % polygon.count]) }
                }
                let marks = CGPath(elements: Array(elements.dropFirst(edge.count))).polygons().flatMap { $0 }
                #expect(!marks.isEmpty)
                for point in marks {
                    #expect(CGPath(elements: edge).contains(point), "\(name) \(weight): \(point) inside")
                    let clearance = edgeSegments.map { distance(from: point, to: $0) }.min() ?? 0
                    #expect(clearance > artwork.lineWidth / 2, "\(name) \(weight): \(point) clear of the edge's stroke")
                }
            }
        }
    }

    @Test func theCheckmarkIsOnePolylineWithARoundJoin() {
        let artwork = SystemSymbol.named("checkmark")!.artwork(weight: .regular)
        #expect(artwork.parts == [.stroke([.moveTo(CGPoint(x: 6.5, y: 17)), .lineTo(CGPoint(x: 0, y: 10)),
                                           .moveTo(CGPoint(x: 6.5, y: 17)), .lineTo(CGPoint(x: 19, y: 0))])])
    }

    private func distance(from point: CGPoint, to segment: (CGPoint, CGPoint)) -> CGFloat {
        let (a, b) = segment
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared == 0 ? 0 : max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared))
        return hypot(a.x + t * dx - point.x, a.y + t * dy - point.y)
    }

    private func fillPath(of name: String, weight: UIImage.SymbolWeight) -> CGPath {
        guard case let .fill(elements, rule) = SystemSymbol.named(name)!.artwork(weight: weight).parts[0] else {
            return CGPath(elements: [])
        }
        #expect(rule == .evenOdd)
        return CGPath(elements: elements)
    }
}
