import Foundation
import OpenUIKitTesting
@testable import OpenUIKit

/// A data source and delegate that answers from `rowCounts` ("C-R" titles) and logs what it hears.
@MainActor
final class PickerLog: UIPickerViewDataSource, UIPickerViewDelegate {
    var rowCounts: [Int]
    var widths: [CGFloat]?
    var selections: [String] = []
    var titleRequests = 0

    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rowCounts.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rowCounts[component]
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titleRequests += 1
        return "\(component)-\(row)"
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        widths?[component] ?? pickerView.evenComponentWidth
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component)-\(row)")
    }
}

/// A 320 × 216 picker in a test window, with a ``PickerLog`` as its data source and delegate.
@MainActor
struct PickerFixture {
    let host = TestHost()
    let picker = UIPickerView(frame: CGRect(x: 20, y: 200, width: 320, height: 216))
    let log: PickerLog

    init(rowCounts: [Int] = [20]) {
        log = PickerLog(rowCounts: rowCounts)
        picker.dataSource = log
        picker.delegate = log
        host.window.addSubview(picker)
        host.advance(by: 0)
    }

    /// The window point at the middle of `component`'s column, `rows` rows below the band.
    func point(inComponent component: Int, rowsBelowBand rows: CGFloat) -> CGPoint {
        let wheel = picker.wheels[component]
        let local = CGPoint(x: wheel.bounds.midX, y: wheel.bounds.minY + wheel.bounds.height / 2 + rows * 32)
        return wheel.convert(local, to: host.window)
    }

    /// The title of the row resting on the band of `component`, read from what the picker shows.
    func titleOnBand(component: Int) -> String? {
        let band = CGPoint(x: picker.bounds.midX, y: picker.bounds.midY)
        let wheel = picker.wheels[component]
        let middle = picker.convert(band, to: wheel)
        let view = wheel.subviews.first { !$0.isHidden && $0.frame.minY <= middle.y && middle.y < $0.frame.maxY
            && $0 is UILabel }
        return (view as? UILabel)?.text
    }
}
