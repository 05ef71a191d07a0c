import Testing
import OpenUIKit
import OpenUIKitTesting

/// A size-and-colour picker written as a UIKit app in Swift 5 mode writes one: a picker view subclass
/// that is its own data source and delegate, with per-component widths, and a date picker subclass.
class ShirtPicker: UIPickerView, UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["S", "M", "L", "XL"]
    let colors = ["Black", "White", "Navy"]
    var chosen: (size: String, color: String) = ("S", "Black")

    override init(frame: CGRect) {
        super.init(frame: frame)
        dataSource = self
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 2
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return component == 0 ? sizes.count : colors.count
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        return component == 0 ? 80 : 180
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        return component == 0 ? sizes[row] : colors[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        if component == 0 { chosen.size = sizes[row] } else { chosen.color = colors[row] }
    }
}

class BirthdayPicker: UIDatePicker {
    override init(frame: CGRect) {
        super.init(frame: frame)
        datePickerMode = .date
        maximumDate = Date()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor @Test func swift5ModePickerSubclassesBuildAndPick() {
    let host = TestHost()
    let shirts = ShirtPicker(frame: CGRect(x: 0, y: 200, width: 320, height: 216))
    host.window.addSubview(shirts)
    host.advance(by: 0)
    #expect(shirts.rowSize(forComponent: 0) == CGSize(width: 80, height: 32))
    #expect(shirts.rowSize(forComponent: 1).width == 180)
    shirts.selectRow(2, inComponent: 0, animated: false)
    #expect(shirts.chosen.size == "S", "selectRow in code does not tell the delegate")
    let belowBand = shirts.convert(CGPoint(x: 250, y: 108 + 32), to: host.window)
    host.tap(at: belowBand)
    _ = host.runUntilIdle(limit: 2)
    #expect(shirts.chosen.color == "White")

    let birthday = BirthdayPicker(frame: .zero)
    #expect(birthday.datePickerMode == .date)
    #expect(birthday.date <= Date())
}
