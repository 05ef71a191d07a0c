import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Selecting items by touch through `TestHost`, and in code, in UIKit's order: highlight on touch
/// down, unhighlight and select on touch up inside (`shouldSelect`, the old item's `didDeselect`,
/// `didSelect`), nothing when a drag scrolls; `selectItem`/`deselectItem` in code tell the delegate
/// nothing.
@MainActor
@Suite struct UICollectionViewSelectionTests {
    private let item2 = IndexPath(item: 2, section: 0)
    private let item4 = IndexPath(item: 4, section: 0)

    @Test func aTapHighlightsThenSelectsTheItem() throws {
        let f = GridFixture()
        f.log.events.removeAll()
        f.host.tap(at: f.point(of: item2))
        #expect(f.log.take("did", "should") == ["didHighlight 0-2", "didUnhighlight 0-2", "shouldSelect 0-2", "didSelect 0-2"])
        #expect(f.collectionView.indexPathsForSelectedItems == [item2])
        #expect(try #require(f.collectionView.cellForItem(at: item2)).isSelected)
    }

    @Test func theItemIsHighlightedWhileTheFingerIsDown() throws {
        let f = GridFixture()
        let cell = try #require(f.collectionView.cellForItem(at: item2))
        let finger = f.host.touchDown(at: f.point(of: item2))
        f.host.advance(by: 0.2)
        #expect(cell.isHighlighted && !cell.isSelected, "highlighted once the scroll view lets the touch through")
        f.host.send(.up, at: f.point(of: item2), pointer: finger)
        #expect(!cell.isHighlighted && cell.isSelected)
    }

    @Test func tappingAnotherItemDeselectsTheFirst() {
        let f = GridFixture()
        f.host.tap(at: f.point(of: item2))
        f.log.events.removeAll()
        f.host.tap(at: f.point(of: item4))
        #expect(f.log.take("shouldSelect", "didSelect", "shouldDeselect", "didDeselect")
                    == ["shouldSelect 0-4", "didDeselect 0-2", "didSelect 0-4"])
        #expect(f.collectionView.indexPathsForSelectedItems == [item4])
        #expect(f.collectionView.cellForItem(at: item2)?.isSelected == false)
    }

    @Test func aDragThatScrollsSelectsNothing() throws {
        let f = GridFixture(counts: [60])
        let cell = try #require(f.collectionView.cellForItem(at: item4))
        let start = f.point(of: item4)
        let finger = f.host.touchDown(at: start)
        f.host.advance(by: 0.2)
        #expect(cell.isHighlighted)
        for step in 1...10 {
            f.host.advance(by: 0.02)
            f.host.send(.move, at: CGPoint(x: start.x, y: start.y - CGFloat(step) * 15), pointer: finger)
        }
        f.host.send(.up, at: CGPoint(x: start.x, y: start.y - 150), pointer: finger)
        _ = f.host.runUntilIdle(limit: 10)
        #expect(f.collectionView.contentOffset.y > 0)
        #expect(!cell.isHighlighted)
        #expect(f.collectionView.indexPathsForSelectedItems == nil)
        #expect(f.log.take("didSelect").isEmpty)
    }

    @Test func shouldSelectCanRefuse() {
        let f = GridFixture()
        f.log.unselectable = [item2]
        f.host.tap(at: f.point(of: item2))
        #expect(f.collectionView.indexPathsForSelectedItems == nil)
        #expect(f.log.take("didSelect").isEmpty)
    }

    @Test func multipleSelectionTogglesItems() {
        let f = GridFixture()
        f.collectionView.allowsMultipleSelection = true
        f.host.tap(at: f.point(of: item4))
        f.host.tap(at: f.point(of: item2))
        #expect(f.collectionView.indexPathsForSelectedItems == [item2, item4])
        f.log.events.removeAll()
        f.host.tap(at: f.point(of: item4))
        #expect(f.log.take("shouldSelect", "didSelect", "shouldDeselect", "didDeselect") == ["shouldDeselect 0-4", "didDeselect 0-4"])
        #expect(f.collectionView.indexPathsForSelectedItems == [item2])
        f.host.tap(at: f.point(of: item4))
        f.collectionView.allowsMultipleSelection = false
        #expect(f.collectionView.indexPathsForSelectedItems == [item2], "the first selected item stays")
    }

    @Test func noSelectionWhenTheCollectionViewDisallowsIt() {
        let f = GridFixture()
        f.collectionView.allowsSelection = false
        f.host.tap(at: f.point(of: item2))
        #expect(f.collectionView.indexPathsForSelectedItems == nil)
        #expect(f.log.take("didHighlight", "shouldSelect").isEmpty)
    }

    @Test func deselectingInsideDidSelectLeavesNothingSelected() throws {
        let f = GridFixture()
        f.log.deselectsInDidSelect = true
        f.host.tap(at: f.point(of: item2))
        #expect(f.collectionView.indexPathsForSelectedItems == nil)
        #expect(try #require(f.collectionView.cellForItem(at: item2)).isSelected == false)
        #expect(f.log.take("didDeselect").isEmpty, "deselecting in code tells the delegate nothing")
    }

    @Test func selectingInCodeTellsTheDelegateNothingAndCanScroll() throws {
        let f = GridFixture(counts: [300])
        let far = IndexPath(item: 150, section: 0)  // line 50
        f.log.events.removeAll()
        f.collectionView.selectItem(at: far, animated: false, scrollPosition: .top)
        #expect(f.collectionView.contentOffset.y == CGFloat(50 * 110))
        #expect(try #require(f.collectionView.cellForItem(at: far)).isSelected)
        f.collectionView.selectItem(at: item2, animated: false, scrollPosition: [])
        #expect(f.collectionView.indexPathsForSelectedItems == [item2], "single selection: the other item is deselected")
        #expect(f.log.take("shouldSelect", "didSelect", "didDeselect").isEmpty)
        f.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(f.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func aSelectedItemScrolledAwayAndBackIsStillSelected() throws {
        let f = GridFixture(counts: [300])
        f.host.tap(at: f.point(of: item2))
        f.collectionView.contentOffset = CGPoint(x: 0, y: 2000)
        f.host.advance(by: 0)
        #expect(f.collectionView.cellForItem(at: item2) == nil)
        f.collectionView.contentOffset = .zero
        f.host.advance(by: 0)
        #expect(try #require(f.collectionView.cellForItem(at: item2)).isSelected)
        #expect(f.collectionView.visibleCells.filter(\.isSelected).count == 1, "a reused cell does not carry the selection")
    }

    @Test func theSelectedBackgroundViewShowsWhileSelected() throws {
        let f = GridFixture()
        let cell = try #require(f.collectionView.cellForItem(at: item2))
        let selectedBackground = UIView()
        cell.selectedBackgroundView = selectedBackground
        #expect(selectedBackground.superview == nil)
        f.host.tap(at: f.point(of: item2))
        #expect(selectedBackground.superview === cell)
        f.collectionView.deselectItem(at: item2, animated: false)
        #expect(selectedBackground.superview == nil)
    }
}
