import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's Drawing screen: views that draw themselves in `draw(_:)`, checked through what they
/// record (UIKit's drawing calls become display commands) and through taps in virtual time. The
/// pixels are compared with references in ``CatalogSnapshotTests`` (scenes "drawing" and
/// "drawing-checked").
@MainActor
@Suite struct DrawingScreenTests {
    private func commands(of view: UIView) -> [DisplayCommand] {
        view.contentDisplayList.commands
    }

    private func fills(in commands: [DisplayCommand]) -> [(path: DisplayPath, color: UIColor, rule: CGPathFillRule, shadow: DisplayShadow?)] {
        commands.compactMap { command in
            guard case let .fillPath(path, color, rule, shadow) = command else { return nil }
            return (path, color, rule, shadow)
        }
    }

    private func strokes(in commands: [DisplayCommand]) -> [(path: DisplayPath, color: UIColor, style: PathStrokeStyle)] {
        commands.compactMap { command in
            guard case let .strokePath(path, color, style, _) = command else { return nil }
            return (path, color, style)
        }
    }

    @Test func tappingACheckboxTogglesItRedrawsItAndSaysSo() throws {
        let fixture = try CatalogScreenFixture<DrawingViewController>(.drawing)
        let row = fixture.screen.checklist[0]
        #expect(!row.checkbox.isChecked)
        let outline = commands(of: row.checkbox)
        #expect(strokes(in: outline).map(\.color) == [.systemGray])

        fixture.host.tap(row.checkbox)
        #expect(row.checkbox.isChecked)
        #expect(row.titleLabel.textColor == .secondaryLabel)
        let checked = commands(of: row.checkbox)
        #expect(checked != outline, "the checkbox re-recorded its drawing after setNeedsDisplay")
        #expect(fills(in: checked).map(\.color) == [.systemGreen])
        let check = try #require(strokes(in: checked).first)
        #expect(check.color == .white && check.style.lineCap == .round && check.style.lineWidth == 3)

        fixture.host.tap(row.checkbox)
        #expect(!row.checkbox.isChecked && row.titleLabel.textColor == .label)
        #expect(commands(of: row.checkbox) == outline)
        #expect(EventLog.lines == ["checkbox: Water the plants on", "checkbox: Water the plants off"])
    }

    @Test func aTouchDraggedFarOutOfTheCheckboxDoesNotToggleIt() throws {
        let fixture = try CatalogScreenFixture<DrawingViewController>(.drawing)
        let checkbox = fixture.screen.checklist[1].checkbox
        let start = fixture.host.center(of: checkbox)
        fixture.host.drag(from: start, to: CGPoint(x: start.x + 250, y: start.y + 200))
        #expect(checkbox.isChecked, "the second item starts checked and stays so")
        #expect(EventLog.lines.isEmpty)
    }

    @Test func theRingTurnsTheContextForItsTicksAndDrawsProgressFromTwelveOClock() throws {
        let fixture = try CatalogScreenFixture<DrawingViewController>(.drawing)
        let ring = fixture.screen.ring
        ring.progress = 0.25
        let drawn = commands(of: ring)
        let center = CGPoint(x: ring.bounds.midX, y: ring.bounds.midY)
        let ticks = fills(in: drawn).filter { $0.color == .systemGray4 }
        #expect(ticks.count == 12)
        let tickCenters = ticks.map { $0.path.bounds() }.map { CGPoint(x: $0.midX, y: $0.midY) }
        let distances = tickCenters.map { hypot($0.x - center.x, $0.y - center.y) }
        #expect(distances.allSatisfy { abs($0 - distances[0]) < 0.01 && $0 > 10 }, "ticks on one circle: \(distances)")
        #expect(Set(tickCenters.map { "\(Int($0.x.rounded())),\(Int($0.y.rounded()))" }).count == 12, "each tick turned")

        let arcs = strokes(in: drawn)
        #expect(arcs.count == 2)
        let progress = try #require(arcs.last)
        #expect(progress.color == .systemOrange && progress.style.lineCap == .round)
        let quarter = progress.path.bounds()
        #expect(abs(quarter.minX - center.x) < 1 && abs(quarter.maxY - center.y) < 1,
                "a quarter from twelve to three o'clock: \(quarter)")
    }

    @Test func thePieHasOneWedgePerSliceInOrder() throws {
        let fixture = try CatalogScreenFixture<DrawingViewController>(.drawing)
        let wedges = fills(in: commands(of: fixture.screen.pie))
        #expect(wedges.map(\.color) == [.systemBlue, .systemOrange, .systemGreen])
        let first = wedges[0].path.bounds()
        #expect(first.minX >= fixture.screen.pie.bounds.midX - 0.5, "45 % from twelve o'clock lies right of the center")
    }

    @Test func theCardCastsAShadowClipsAGradientAndLeavesTheStarHollow() throws {
        let fixture = try CatalogScreenFixture<DrawingViewController>(.drawing)
        let drawn = commands(of: fixture.screen.card)
        let cardFills = fills(in: drawn)
        #expect(cardFills.first?.shadow != nil, "the card's own fill casts the shadow")
        #expect(cardFills.dropFirst().allSatisfy { $0.shadow == nil }, "restoreGState ended the shadow")
        #expect(cardFills.contains { $0.rule == .evenOdd }, "the star is filled even-odd")
        let clip = try #require(drawn.firstIndex { if case .beginClip = $0 { true } else { false } })
        let gradient = try #require(drawn.firstIndex { if case .linearGradient = $0 { true } else { false } })
        #expect(clip < gradient)
        #expect(strokes(in: drawn).last?.style.dashLengths == [6, 4])

        let star = GradientCardView.star(center: .zero, radius: 10)
        star.usesEvenOddFillRule = true
        #expect(!star.contains(.zero), "the middle of the star is outside it under even-odd")
        #expect(star.contains(CGPoint(x: 0, y: -8)), "a point is inside")
    }

    @Test func theChartFillsABarPerDayColouredByTheGoal() throws {
        let fixture = try CatalogScreenFixture<DrawingViewController>(.drawing)
        let chart = fixture.screen.chart
        let drawn = commands(of: chart)
        let bars = fills(in: drawn).filter { $0.color == .systemGreen || $0.color == .systemOrange }
        #expect(bars.map(\.color) == chart.values.map { $0 >= chart.goal ? .systemGreen : .systemOrange })
        #expect(fills(in: drawn).contains { $0.color == .systemGray4 && $0.rule == .evenOdd }, "UIRectFrame")
        #expect(strokes(in: drawn).map(\.style.dashLengths) == [[5, 3]])
    }
}
