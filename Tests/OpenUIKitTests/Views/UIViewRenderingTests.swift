import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A view that draws one line and counts how often it is asked to draw.
@MainActor
private final class CountingView: UIView {
    var drawCount = 0
    var lastRect: CGRect?
    override func draw(_ rect: CGRect) {
        drawCount += 1
        lastRect = rect
        UIGraphicsGetCurrentContext()?.drawLine(from: .zero, to: CGPoint(x: 1, y: 1), color: .red, width: 1)
    }
}

@MainActor
@Suite struct UIViewRenderingTests {
    @Test func contentIsRecordedOnceUntilSetNeedsDisplay() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let first = view.contentDisplayList
        let second = view.contentDisplayList
        #expect(view.drawCount == 1)
        #expect(first == second)
        #expect(view.lastRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        view.setNeedsDisplay()
        _ = view.contentDisplayList
        #expect(view.drawCount == 2)
    }

    @Test func drawingStateChangesInvalidateTheCache() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        var expectedDraws = 0
        func expectRedraw(_ change: () -> Void, _ redraws: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
            _ = view.contentDisplayList
            expectedDraws = view.drawCount
            change()
            _ = view.contentDisplayList
            #expect(view.drawCount == expectedDraws + (redraws ? 1 : 0), sourceLocation: sourceLocation)
        }
        expectRedraw({ view.backgroundColor = .red }, true)
        expectRedraw({ view.backgroundColor = .red }, false)
        expectRedraw({ view.layer.cornerRadius = 4 }, true)
        expectRedraw({ view.layer.borderWidth = 1 }, true)
        expectRedraw({ view.layer.borderColor = UIColor.blue.cgColor }, true)
        expectRedraw({ view.contentMode = .center }, true)
        expectRedraw({ view.bounds.size = CGSize(width: 30, height: 10) }, true)
        expectRedraw({ view.bounds.origin = CGPoint(x: 5, y: 0) }, true)
        expectRedraw({ view.center = CGPoint(x: 100, y: 100) }, false)
        expectRedraw({ view.alpha = 0.5 }, false)
    }

    @Test func backgroundDrawAndBorderAreRecordedInOrder() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .green
        view.layer.cornerRadius = 3
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.blue.cgColor
        let bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.contentDisplayList.commands == [
            .fill(bounds, color: .green, cornerRadius: 3),
            .line(from: .zero, to: CGPoint(x: 1, y: 1), color: .red, width: 1),
            .stroke(bounds, color: .blue, lineWidth: 2, cornerRadius: 3),
        ])
    }

    /// Drawing reads the layer's corner radius and border without making the layer (issue 16): a view
    /// whose layer nobody touched draws square, borderless and keeps no layer object; asking for
    /// `layer` makes one, kept from then on.
    @Test func drawingAViewWhoseLayerWasNeverAskedForMakesNoLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .green
        #expect(view.contentDisplayList.commands == [.fill(view.bounds, color: .green, cornerRadius: 0)])
        #expect(view.loadedLayer == nil)
        let layer = view.layer
        #expect(view.loadedLayer === layer)
        #expect(view.layer === layer)
        layer.cornerRadius = 5
        #expect(view.contentDisplayList.commands == [.fill(view.bounds, color: .green, cornerRadius: 5)])
    }

    @Test func aPlainViewDrawsNothingAndClearBackgroundIsSkipped() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.contentDisplayList.isEmpty)
        view.backgroundColor = .clear
        #expect(view.contentDisplayList.isEmpty)
    }

    @Test func layerAttributesRejectBadValuesAndMasksToBoundsIsClipsToBounds() {
        let view = UIView()
        view.layer.cornerRadius = -3
        #expect(view.layer.cornerRadius == 0)
        view.layer.borderWidth = .nan
        #expect(view.layer.borderWidth == 0)
        #expect(view.layer.borderColor == UIColor.black.cgColor)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!view.layer.masksToBounds)
    }

    @Test func renderDisplayListNestsGroupsWithOriginClipAndAlpha() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.backgroundColor = .red
        child.alpha = 0.5
        child.clipsToBounds = true
        child.bounds.origin = CGPoint(x: 2, y: 3)
        root.addSubview(child)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .blue
        hidden.isHidden = true
        root.addSubview(hidden)
        let transparent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        transparent.backgroundColor = .blue
        transparent.alpha = 0
        root.addSubview(transparent)

        #expect(root.renderDisplayList().commands == [
            .beginGroup(origin: .zero, clip: nil, alpha: 1),
            .fill(CGRect(x: 0, y: 0, width: 100, height: 100), color: .white, cornerRadius: 0),
            // The child's origin maps its bounds (origin 2, 3) to its frame (10, 20).
            .beginGroup(origin: CGPoint(x: 8, y: 17), clip: CGRect(x: 2, y: 3, width: 30, height: 40), alpha: 0.5),
            .fill(CGRect(x: 2, y: 3, width: 30, height: 40), color: .red, cornerRadius: 0),
            .endGroup,
            .endGroup,
        ])
    }

    @Test func aSubviewRendersInItsSuperviewsCoordinates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(child)
        #expect(child.renderDisplayList().commands.first == .beginGroup(origin: CGPoint(x: 10, y: 20), clip: nil, alpha: 1))
    }

    @Test func dirtyRectCullsSubtreesThatCannotDrawThere() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        left.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
        right.backgroundColor = .blue
        // A view outside the dirty rect whose subview sticks into it must still be drawn.
        let parentOutside = UIView(frame: CGRect(x: 150, y: 100, width: 10, height: 10))
        let stickingIn = UIView(frame: CGRect(x: -140, y: 0, width: 20, height: 20))
        stickingIn.backgroundColor = .green
        parentOutside.addSubview(stickingIn)
        root.addSubview(left)
        root.addSubview(right)
        root.addSubview(parentOutside)

        let dirty = CGRect(x: 0, y: 0, width: 60, height: 200)
        let fills = root.renderDisplayList(in: dirty).commands.compactMap { command -> UIColor? in
            if case .fill(_, let color, _) = command { color } else { nil }
        }
        #expect(fills == [.red, .green])
        let all = root.renderDisplayList().commands.filter { if case .fill = $0 { true } else { false } }
        #expect(all.count == 3)
    }

    @Test func aClippingParentOutsideTheDirtyRectIsCulledWithItsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let clipping = UIView(frame: CGRect(x: 150, y: 150, width: 10, height: 10))
        clipping.clipsToBounds = true
        let stickingIn = UIView(frame: CGRect(x: -140, y: -140, width: 20, height: 20))
        stickingIn.backgroundColor = .green
        clipping.addSubview(stickingIn)
        root.addSubview(clipping)
        #expect(root.renderDisplayList(in: CGRect(x: 0, y: 0, width: 60, height: 60)).commands == [
            .beginGroup(origin: .zero, clip: nil, alpha: 1), .endGroup,
        ])
    }

    @Test func drawRecordsIntoTheCurrentContextOnlyWhileDrawing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        final class Probe: UIView {
            var sawContext = false
            override func draw(_ rect: CGRect) { sawContext = UIGraphicsGetCurrentContext() != nil }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        _ = probe.contentDisplayList
        #expect(probe.sawContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// The number of groups (views) in a list.
    private func groupCount(_ list: DisplayList) -> Int {
        list.commands.filter { if case .beginGroup = $0 { return true } else { return false } }.count
    }

    @Test func aDirtyRectSkipsSubtreesThatCannotDrawIntoIt() {
        let host = TestHost(device: .desktop)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 500, y: 0, width: 100, height: 100))
        left.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        right.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        host.window.addSubview(left)
        host.window.addSubview(right)
        // Window + left + its child: the right subtree (a view with a subview) is skipped whole.
        #expect(groupCount(host.window.renderDisplayList(in: CGRect(x: 0, y: 0, width: 50, height: 50))) == 3)
        #expect(groupCount(host.window.renderDisplayList()) == 5)
    }

    @Test func aSubviewStickingOutOfItsParentIntoTheDirtyRectIsStillDrawn() {
        let host = TestHost(device: .desktop)
        let parent = UIView(frame: CGRect(x: 500, y: 0, width: 100, height: 100))
        let overhang = UIView(frame: CGRect(x: -480, y: 0, width: 20, height: 20))  // window x 20…40
        parent.addSubview(overhang)
        host.window.addSubview(parent)
        #expect(groupCount(host.window.renderDisplayList(in: CGRect(x: 0, y: 0, width: 50, height: 50))) == 3)
        parent.clipsToBounds = true  // now the overhang cannot show: the parent is skipped
        #expect(groupCount(host.window.renderDisplayList(in: CGRect(x: 0, y: 0, width: 50, height: 50))) == 1)
    }

    /// The reusable-storage form gives the same list as renderDisplayList, also when nested, and keeps
    /// nothing drawn alive once it returns.
    @Test func withRenderDisplayListMatchesRenderDisplayListAndKeepsNothingAlive() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .red
        let child = UIImageView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        weak var weakImage: UIImage?
        do {
            let image = UIImage(size: CGSize(width: 20, height: 20))
            weakImage = image
            child.image = image
        }
        root.addSubview(child)
        do {
            let expected = root.renderDisplayList(in: CGRect(x: 0, y: 0, width: 50, height: 50))
            let (outer, inner) = root.withRenderDisplayList(in: CGRect(x: 0, y: 0, width: 50, height: 50)) { outer in
                (outer, root.withRenderDisplayList(in: CGRect(x: 0, y: 0, width: 50, height: 50)) { $0 })
            }
            #expect(outer == expected)
            #expect(inner == expected)
            #expect(root.withRenderDisplayList { $0 } == root.renderDisplayList())
        }
        child.image = nil
        #expect(weakImage == nil, "the reused storage holds no image between calls")
    }
}
