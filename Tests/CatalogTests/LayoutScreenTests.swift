import Foundation
import OpenUIKit
import OpenUIKitHost
import Testing
@testable import Catalog

/// The Layout screen: stack views in each distribution and alignment, and a card laid out with
/// anchors, kept to the safe area and the readable content guide on every device and orientation.
@MainActor
@Suite struct LayoutScreenTests {
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-3 }

    @Test(arguments: [(DeviceSetup.Kind.iphone, DeviceSetup.Orientation.portrait), (.iphone, .landscape), (.ipad, .portrait), (.ipad, .landscape)])
    func theContentKeepsToTheSafeAreaAndTheReadableWidth(device: DeviceSetup.Kind, orientation: DeviceSetup.Orientation) throws {
        // Text measured as drawn: the content must fit with the real fonts, not only the estimate.
        let fixture = try CatalogScreenFixture<LayoutViewController>(.layout, device: device, orientation: orientation, drawnText: true)
        let screen = fixture.screen
        let view = try #require(screen.view)
        let readable = view.readableContentGuide.layoutFrame
        let safe = view.safeAreaLayoutGuide.layoutFrame
        #expect(readable.width <= 672 && readable.minX >= safe.minX && readable.maxX <= safe.maxX)
        #expect(screen.content.frame.minX == readable.minX && screen.content.frame.width == readable.width)
        #expect(screen.content.frame.minY == safe.minY + 12)
        #expect(screen.content.frame.maxY <= safe.maxY - 12 + 1e-6, "everything fits on screen")
        #expect(!screen.content.hasAmbiguousLayout && !screen.card.hasAmbiguousLayout)
        // A phone in landscape has a compact height: demonstrations and card side by side.
        let sideBySide = device == .iphone && orientation == .landscape
        #expect(screen.content.axis == (sideBySide ? .horizontal : .vertical))
        let halves = screen.content.arrangedSubviews
        #expect(halves.count == 2 && close(halves[0].frame.width, halves[1].frame.width))
        #expect(halves[0].frame.minY == 0, "no conflict pushed the demonstrations out of the stack")
        if sideBySide {
            #expect(close(halves[1].frame.minX, halves[0].frame.maxX + 20))
        } else {
            #expect(halves[1].frame.width == readable.width && close(halves[1].frame.minY, halves[0].frame.maxY + 20))
        }
    }

    @Test func eachDistributionSharesTheRowAsUIKitDocuments() throws {
        let fixture = try CatalogScreenFixture<LayoutViewController>(.layout)
        let rows = Dictionary(uniqueKeysWithValues: zip(LayoutViewController.distributions.map(\.1), fixture.screen.distributionRows))
        for row in rows.values {
            let views = row.arrangedSubviews
            #expect(close(views.first?.frame.minX ?? -1, 0) && close(views.last?.frame.maxX ?? -1, row.bounds.width), "every row fills its width")
        }
        let equal = try #require(rows["fillEqually"]).arrangedSubviews.map(\.frame.width)
        #expect(equal.allSatisfy { close($0, equal[0]) })
        let natural = try #require(rows["equalSpacing"]).arrangedSubviews
        #expect(close(natural[1].frame.minX - natural[0].frame.maxX, natural[2].frame.minX - natural[1].frame.maxX))
        #expect(natural.allSatisfy { close($0.frame.width, $0.intrinsicContentSize.width) }, "equal spacing keeps natural widths")
        let centered = try #require(rows["equalCentering"]).arrangedSubviews.map(\.frame.midX)
        #expect(close(centered[1] - centered[0], centered[2] - centered[1]))
        let fill = try #require(rows["fill"]).arrangedSubviews
        #expect(fill[0].frame.width > fill[0].intrinsicContentSize.width || fill[2].frame.width > fill[2].intrinsicContentSize.width,
                "fill stretches one view to take the slack")
        let proportional = try #require(rows["fillProportionally"]).arrangedSubviews
        #expect(proportional[1].frame.width > proportional[0].frame.width, "proportional to the intrinsic widths")
    }

    @Test func eachAlignmentPlacesTheNarrowViewAcrossTheColumn() throws {
        let fixture = try CatalogScreenFixture<LayoutViewController>(.layout)
        let columns = Dictionary(uniqueKeysWithValues: zip(LayoutViewController.alignments.map(\.1), fixture.screen.alignmentColumns))
        func narrow(_ name: String) throws -> (CGRect, CGFloat) {
            let column = try #require(columns[name])
            return (column.arrangedSubviews[2].frame, column.bounds.width)
        }
        let (filled, width) = try narrow("fill")
        #expect(filled.minX == 0 && filled.width == width)
        let (leading, _) = try narrow("leading")
        #expect(leading.minX == 0 && leading.width < width)
        let (centered, centerWidth) = try narrow("center")
        #expect(close(centered.midX, centerWidth / 2) && centered.width < centerWidth)
        let (trailing, trailingWidth) = try narrow("trailing")
        #expect(close(trailing.maxX, trailingWidth) && trailing.width < trailingWidth)
    }

    @Test func theCardIsLaidOutWithAnchorsInsideItsMargins() throws {
        let fixture = try CatalogScreenFixture<LayoutViewController>(.layout)
        let screen = fixture.screen
        #expect(screen.avatar.frame == CGRect(x: 16, y: 16, width: 56, height: 56))
        #expect(screen.nameLabel.frame.minX == 16 + 56 + 12 && screen.nameLabel.frame.minY == 22)
        #expect(screen.detailLabel.frame.minX == screen.nameLabel.frame.minX && close(screen.detailLabel.frame.minY, screen.nameLabel.frame.maxY + 4))
        #expect(close(screen.followButton.frame.maxX, screen.card.bounds.width - 16))
        #expect(close(screen.card.bounds.height, screen.followButton.frame.maxY + 16), "the card's height comes from its content")
    }
}
