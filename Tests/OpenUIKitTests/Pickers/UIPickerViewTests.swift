import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// UIPickerView as Apple documents it: components and rows from the data source, titles from the
/// delegate, the selected row resting on the band, `selectRow` telling the delegate nothing, and the
/// user's spins and taps telling it once the wheel rests on a new row.
@MainActor
@Suite struct UIPickerViewTests {
    @Test func aPickerIsUIKitsStandardSizeUntilToldOtherwise() {
        let picker = UIPickerView()
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 320, height: 216))
    }

    @Test func theDataSourceSaysHowManyComponentsAndRows() {
        let f = PickerFixture(rowCounts: [12, 31, 0])
        #expect(f.picker.numberOfComponents == 3)
        #expect(f.picker.numberOfRows(inComponent: 0) == 12)
        #expect(f.picker.numberOfRows(inComponent: 1) == 31)
        #expect(f.picker.selectedRow(inComponent: 0) == 0, "the first row is selected at first")
        #expect(f.picker.selectedRow(inComponent: 2) == -1, "a component without rows has no selection")
        #expect(f.picker.selectedRow(inComponent: 7) == -1, "nor has one that does not exist")
        #expect(f.picker.numberOfRows(inComponent: 7) == 0)
    }

    @Test func theSelectedRowsTitleRestsOnTheBand() {
        let f = PickerFixture(rowCounts: [20, 20])
        #expect(f.titleOnBand(component: 0) == "0-0")
        f.picker.selectRow(7, inComponent: 1, animated: false)
        f.host.advance(by: 0)
        #expect(f.titleOnBand(component: 1) == "1-7")
        let label = f.picker.view(forRow: 7, forComponent: 1) as? UILabel
        #expect(label?.text == "1-7")
        let middle = label.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: f.picker) }
        #expect(middle?.y == f.picker.bounds.midY)
    }

    @Test func selectRowInCodeDoesNotTellTheDelegate() {
        let f = PickerFixture()
        f.picker.selectRow(4, inComponent: 0, animated: true)
        #expect(f.picker.selectedRow(inComponent: 0) == 4, "selected at once, while the wheel turns")
        _ = f.host.runUntilIdle(limit: 2)
        #expect(f.titleOnBand(component: 0) == "0-4")
        #expect(f.log.selections.isEmpty)
    }

    @Test func aRowPastTheEndSelectsTheLastRow() {
        let f = PickerFixture(rowCounts: [5])
        f.picker.selectRow(99, inComponent: 0, animated: false)
        #expect(f.picker.selectedRow(inComponent: 0) == 4)
        f.picker.selectRow(-3, inComponent: 0, animated: false)
        #expect(f.picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func aComponentThatDoesNotExistIsReportedAndChangesNothing() {
        let f = PickerFixture(rowCounts: [5])
        let diagnostics = Diagnostics.record { f.picker.selectRow(1, inComponent: 3, animated: false) }
        #expect(diagnostics.map(\.code) == ["pickerView.invalidComponent"])
        #expect(f.picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func tappingARowBelowTheBandTurnsTheWheelAndTellsTheDelegateOnce() {
        let f = PickerFixture()
        f.host.tap(at: f.point(inComponent: 0, rowsBelowBand: 2))
        #expect(f.log.selections.isEmpty, "the wheel is still turning")
        _ = f.host.runUntilIdle(limit: 2)
        #expect(f.log.selections == ["0-2"])
        #expect(f.picker.selectedRow(inComponent: 0) == 2)
        #expect(f.titleOnBand(component: 0) == "0-2")
        f.host.tap(at: f.point(inComponent: 0, rowsBelowBand: 0))
        _ = f.host.runUntilIdle(limit: 2)
        #expect(f.log.selections == ["0-2"], "tapping the selected row changes nothing")
    }

    @Test func aSpinStopsOnARowAndTellsTheDelegateWhichOne() throws {
        let f = PickerFixture(rowCounts: [50])
        let start = f.point(inComponent: 0, rowsBelowBand: 2)
        f.host.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 10, duration: 0.5)
        _ = f.host.runUntilIdle(limit: 5)
        let row = f.picker.selectedRow(inComponent: 0)
        #expect(row >= 3, "dragged up past three rows, it moved at least that far")
        #expect(f.log.selections == ["0-\(row)"])
        #expect(f.titleOnBand(component: 0) == "0-\(row)", "it rests exactly on the row it reports")
        let wheel = try #require(f.picker.wheels.first)
        #expect((wheel.contentOffset.y + wheel.contentInset.top).truncatingRemainder(dividingBy: 32) == 0)
    }

    @Test func aSpinPastTheLastRowSettlesOnIt() {
        let f = PickerFixture(rowCounts: [4])
        let start = f.point(inComponent: 0, rowsBelowBand: 1)
        f.host.drag(from: start, to: CGPoint(x: start.x, y: start.y - 400), steps: 10, duration: 0.2)
        _ = f.host.runUntilIdle(limit: 5)
        #expect(f.picker.selectedRow(inComponent: 0) == 3)
        #expect(f.log.selections == ["0-3"])
    }

    @Test func onlyTheRowsInSightHaveViews() throws {
        let f = PickerFixture(rowCounts: [10_000])
        #expect(f.log.titleRequests <= 8, "216 points show under eight 32-point rows")
        #expect(f.picker.view(forRow: 5_000, forComponent: 0) == nil)
        f.picker.selectRow(5_000, inComponent: 0, animated: false)
        f.host.advance(by: 0)
        #expect((f.picker.view(forRow: 5_000, forComponent: 0) as? UILabel)?.text == "0-5000")
        let wheel = try #require(f.picker.wheels.first)
        #expect(wheel.subviews.filter { $0 is UILabel }.count <= 8, "views out of sight are reused")
    }

    @Test func reloadingAComponentWithFewerRowsKeepsTheSelectionInside() {
        let f = PickerFixture(rowCounts: [10, 10])
        f.picker.selectRow(8, inComponent: 0, animated: false)
        f.picker.selectRow(8, inComponent: 1, animated: false)
        f.log.rowCounts = [3, 3]
        f.picker.reloadComponent(0)
        #expect(f.picker.numberOfRows(inComponent: 0) == 3 && f.picker.selectedRow(inComponent: 0) == 2)
        #expect(f.picker.numberOfRows(inComponent: 1) == 10, "only the component asked for is reloaded")
        f.picker.reloadAllComponents()
        #expect(f.picker.selectedRow(inComponent: 1) == 2)
        f.host.advance(by: 0)
        #expect(f.titleOnBand(component: 0) == "0-2")
    }

    @Test func componentsTakeTheDelegatesWidthsCentredOrShareTheWidthEvenly() {
        let f = PickerFixture(rowCounts: [3, 3])
        let even = f.picker.rowSize(forComponent: 0)
        #expect(even.height == 32)
        #expect(even.width == f.picker.rowSize(forComponent: 1).width)
        #expect(even.width * 2 + 5 + 16 == 320, "the band's insets and one gap, the rest shared")
        f.log.widths = [100, 60]
        f.picker.setNeedsLayout()
        f.host.advance(by: 0)
        #expect(f.picker.rowSize(forComponent: 1) == CGSize(width: 60, height: 32))
        let first = f.picker.wheels[0].frame, second = f.picker.wheels[1].frame
        #expect(first.width == 100 && second.width == 60 && second.minX - first.maxX == 5)
        #expect(abs(first.minX - (320 - second.maxX)) <= 1, "the group is centred, on a whole point")
    }

    @Test func anAttributedTitleIsPreferredOverThePlainOne() {
        final class Attributed: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                "plain"
            }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                            forComponent component: Int) -> NSAttributedString? {
                NSAttributedString(string: "styled \(row)", attributes: [.foregroundColor: UIColor.systemRed])
            }
        }
        let source = Attributed()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        #expect((picker.view(forRow: 1, forComponent: 0) as? UILabel)?.text == "styled 1")
    }

    @Test func aDelegatesOwnRowViewsAreShownAndReused() {
        final class Swatches: UIPickerViewDataSource, UIPickerViewDelegate {
            var made = 0
            var reused = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                            reusing view: UIView?) -> UIView {
                if let view { reused += 1; view.tag = row; return view }
                made += 1
                let swatch = UIView()
                swatch.tag = row
                return swatch
            }
        }
        let host = TestHost()
        let source = Swatches()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        host.window.addSubview(picker)
        host.advance(by: 0)
        #expect(picker.view(forRow: 0, forComponent: 0)?.tag == 0)
        picker.selectRow(20, inComponent: 0, animated: false)
        host.advance(by: 0)
        let madeAtFirst = source.made
        picker.selectRow(50, inComponent: 0, animated: false)
        host.advance(by: 0)
        #expect(picker.view(forRow: 50, forComponent: 0)?.tag == 50)
        #expect(source.made == madeAtFirst, "the rows that left sight gave their views to the new ones")
        #expect(source.reused > 0)
    }

    @Test func aPickerWithoutADataSourceIsEmpty() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.layoutIfNeeded()
        #expect(picker.numberOfComponents == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
    }

    @Test func eachWheelIsAnAdjustableElementThatXCUITestFindsAndTurns() {
        let f = PickerFixture(rowCounts: [10, 5])
        #expect(f.host.pickers.count == 1)
        #expect(f.host.pickerWheels.count == 2)
        let first = f.host.pickerWheels.element(boundBy: 0)
        #expect(first.value as? String == "0-0")
        first.adjust(toPickerWheelValue: "0-5")
        #expect(f.picker.selectedRow(inComponent: 0) == 5)
        #expect(f.log.selections.last == "0-5", "the delegate heard the turn, as of a person's")
        #expect(first.value as? String == "0-5")

        let second = f.picker.wheels[1]
        #expect(second.accessibilityTraits.contains(.adjustable))
        second.accessibilityIncrement()
        _ = f.host.runUntilIdle(limit: 2)
        #expect(f.picker.selectedRow(inComponent: 1) == 1 && f.log.selections.last == "1-1")
        second.accessibilityDecrement()
        second.accessibilityDecrement()
        _ = f.host.runUntilIdle(limit: 2)
        #expect(f.picker.selectedRow(inComponent: 1) == 0, "no row before the first")
    }

    @Test func adjustingAWheelToAValueNoRowShowsFailsAndTurnsNothing() {
        let f = PickerFixture(rowCounts: [10])
        withKnownIssue {
            f.host.pickerWheels.element(boundBy: 0).adjust(toPickerWheelValue: "0-99")
        }
        #expect(f.picker.selectedRow(inComponent: 0) == 0)
        #expect(f.log.selections.isEmpty)
    }
}
