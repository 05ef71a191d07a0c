import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// UISegmentedControl's segment API, selection rules and sizing, from Apple's documentation.
@MainActor
@Suite struct UISegmentedControlTests {
    @Test func itemsMakeTitleAndImageSegmentsWithNothingSelected() {
        let image = UIImage(size: CGSize(width: 16, height: 12))
        let control = UISegmentedControl(items: ["Day", image, "Month"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "Day")
        #expect(control.imageForSegment(at: 1) === image)
        #expect(control.titleForSegment(at: 1) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.frame.size == control.intrinsicContentSize)
        #expect(control.intrinsicContentSize.height == 32)
    }

    @Test func anUnsupportedItemBecomesAnEmptySegmentWithAWarning() {
        var control: UISegmentedControl?
        let diagnostics = Diagnostics.record { control = UISegmentedControl(items: ["A", 42]) }
        #expect(control?.numberOfSegments == 2)
        #expect(control?.titleForSegment(at: 1) == nil && control?.imageForSegment(at: 1) == nil)
        #expect(diagnostics.map(\.code) == ["segmentedControl.unsupportedItem"])
    }

    @Test func insertingPinsTheIndexAndKeepsTheSelectedSegmentSelected() {
        let control = UISegmentedControl(items: ["B", "C"])
        control.selectedSegmentIndex = 0
        control.insertSegment(withTitle: "A", at: -5, animated: true)
        control.insertSegment(withTitle: "D", at: 99, animated: false)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["A", "B", "C", "D"])
        #expect(control.selectedSegmentIndex == 1)
        let image = UIImage(size: CGSize(width: 10, height: 10))
        control.insertSegment(with: image, at: 2, animated: false)
        #expect(control.imageForSegment(at: 2) === image)
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func removingTheSelectedSegmentLeavesNoneSelectedAndLaterSelectionsMoveDown() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "C")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        #expect(control.subviews.isEmpty)
    }

    @Test func outOfRangeIndexesAreIgnoredWithAWarning() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        let diagnostics = Diagnostics.record {
            control.selectedSegmentIndex = 2
            control.removeSegment(at: 5, animated: false)
            control.setTitle("X", forSegmentAt: -1)
            control.setWidth(-3, forSegmentAt: 0)
        }
        #expect(control.selectedSegmentIndex == 1 && control.numberOfSegments == 2)
        #expect(control.widthForSegment(at: 0) == 0)
        #expect(diagnostics.map(\.code) == ["segmentedControl.indexOutOfRange", "segmentedControl.indexOutOfRange",
                                            "segmentedControl.indexOutOfRange", "segmentedControl.negativeWidth"])
        #expect(control.titleForSegment(at: 7) == nil && control.imageForSegment(at: -1) == nil)
    }

    @Test func aSegmentShowsATitleOrAnImageNeverBoth() {
        let control = UISegmentedControl(items: ["A"])
        let image = UIImage(size: CGSize(width: 10, height: 10))
        control.setImage(image, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 0) == nil)
        control.setTitle("B", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "B" && control.imageForSegment(at: 0) == nil)
    }

    @Test func settingTheSelectionInCodeSendsNoValueChanged() {
        let control = UISegmentedControl(items: ["A", "B"])
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(changes == 0)
    }

    @Test func actionsMakeSegmentsAndAreFoundByIdentifier() {
        let list = UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in }
        let grid = UIAction(title: "Grid", image: UIImage(size: CGSize(width: 12, height: 12))) { _ in }
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [list, grid])
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 0) == "List")
        #expect(control.imageForSegment(at: 1) === grid.image && control.titleForSegment(at: 1) == nil)
        #expect(control.actionForSegment(at: 1) === grid)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("list")) == 0)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        let map = UIAction(title: "Map") { _ in }
        control.insertSegment(action: map, at: 1, animated: true)
        #expect(control.titleForSegment(at: 1) == "Map" && control.actionForSegment(at: 1) === map)
        control.setAction(list, forSegmentAt: 2)
        #expect(control.titleForSegment(at: 2) == "List" && control.imageForSegment(at: 2) == nil)
    }

    @Test func equalWidthsByDefaultContentWidthsWhenApportioningFixedWidthsKept() {
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(control.segmentFrames().map(\.width) == [150, 150])
        let equalIntrinsic = control.intrinsicContentSize.width

        control.apportionsSegmentWidthsByContent = true
        let apportioned = control.segmentFrames().map(\.width)
        #expect(apportioned[0] < apportioned[1])
        #expect(abs(apportioned.reduce(0, +) - 300) < 0.001)
        #expect(control.intrinsicContentSize.width < equalIntrinsic)

        control.setWidth(60, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 60)
        #expect(control.segmentFrames().map(\.width) == [60, 240])
        #expect(control.segmentFrames()[1].minX == 60)
    }

    @Test func contentIsCenteredInItsSegmentAndMovedByItsOffset() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.layoutIfNeeded()
        let label = control.segments[1].label
        #expect(abs(label.frame.midX - 150) <= 0.5)
        control.setContentOffset(CGSize(width: 10, height: -2), forSegmentAt: 1)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 10, height: -2))
        control.layoutIfNeeded()
        #expect(abs(label.frame.midX - 160) <= 0.5)
    }

    @Test func titleAttributesFollowTheStateWithNormalAsFallback() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isEnabledForSegment(at: 2))
        control.layoutIfNeeded()
        let labels = control.segments.map(\.label)
        #expect(labels[0].font == .systemFont(ofSize: 13))
        #expect(labels[1].font == .systemFont(ofSize: 13, weight: .semibold))
        #expect(labels[2].textColor.alpha < 1)

        let big = UIFont.systemFont(ofSize: 20)
        control.setTitleTextAttributes([.font: big, .foregroundColor: UIColor.red], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .blue)
        control.layoutIfNeeded()
        #expect(labels[0].font == big && labels[0].textColor == .red)
        #expect(labels[1].textColor == .blue)
        #expect(labels[1].font == .systemFont(ofSize: 13, weight: .semibold))
    }
}
