import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// `UITableViewCell`'s built-in styles, accessories and selection look, as Apple documents them.
@MainActor
@Suite struct UITableViewCellTests {
    private func laidOut(_ cell: UITableViewCell, width: CGFloat = 393, height: CGFloat = 44) -> UITableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func eachStyleHasItsLabels() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
        for style in [UITableViewCell.CellStyle.subtitle, .value1, .value2] {
            #expect(UITableViewCell(style: style, reuseIdentifier: nil).detailTextLabel != nil)
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: "id")
        #expect(cell.reuseIdentifier == "id")
        #expect(cell.contentView.subviews.isEmpty, "labels are made on first use")
        #expect(cell.textLabel === cell.textLabel)
        #expect(cell.textLabel?.superview === cell.contentView)
    }

    @Test func theDefaultStyleStartsTextAtTheMargin() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        _ = laidOut(cell)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 393 - 32, height: 44))
    }

    @Test func anImageMovesTheText() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Photos"
        let image = try #require(UIImage(systemName: "star"))
        cell.imageView?.image = image
        _ = laidOut(cell)
        let imageFrame = try #require(cell.imageView?.frame)
        #expect(imageFrame.minX == 16 && imageFrame.size == image.size)
        #expect(abs((cell.textLabel?.frame.minX ?? 0) - (imageFrame.maxX + 16)) < 0.001)
    }

    @Test func subtitleStacksAndValue1AlignsTheDetailRight() throws {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        _ = laidOut(subtitle, height: 60)
        let title = try #require(subtitle.textLabel?.frame), detail = try #require(subtitle.detailTextLabel?.frame)
        #expect(detail.minY == title.maxY && title.minX == detail.minX)
        #expect(subtitle.detailTextLabel?.textColor == .secondaryLabel)

        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.textLabel?.text = "Version"
        value1.detailTextLabel?.text = "17.0"
        _ = laidOut(value1)
        #expect(value1.detailTextLabel?.frame.maxX == CGFloat(393 - 16))
        #expect(value1.detailTextLabel?.textAlignment == .right)
        #expect(try #require(value1.textLabel?.frame.maxX) < (value1.detailTextLabel?.frame.minX ?? 0))
    }

    @Test func anAccessoryNarrowsTheContentView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        _ = laidOut(cell)
        let accessory = try #require(cell.shownAccessory)
        #expect(abs(accessory.frame.maxX - 377) < 0.001)
        #expect(cell.contentView.frame.maxX == accessory.frame.minX - 8)
        cell.accessoryType = .none
        cell.layoutIfNeeded()
        #expect(accessory.superview == nil && cell.contentView.frame.width == 393)
    }

    @Test func anAccessoryViewReplacesTheType() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .checkmark
        let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = toggle
        _ = laidOut(cell)
        #expect(toggle.superview === cell)
        #expect(toggle.frame == CGRect(x: 393 - 16 - 51, y: 7, width: 51, height: 31))
        #expect(cell.subviews.filter { $0 is UIImageView }.isEmpty, "no check mark beside it")
    }

    @Test func highlightAndSelectionShowTheSelectedBackground() {
        let cell = laidOut(UITableViewCell(style: .default, reuseIdentifier: nil))
        #expect(cell.defaultSelectedBackground.superview == nil)
        cell.isHighlighted = true
        #expect(cell.defaultSelectedBackground.superview === cell)
        #expect(cell.defaultSelectedBackground.backgroundColor == .systemGray4)
        cell.isHighlighted = false
        cell.setSelected(true, animated: true)
        #expect(cell.isSelected && cell.defaultSelectedBackground.superview === cell)
        let custom = UIView()
        cell.selectedBackgroundView = custom
        #expect(custom.superview === cell && cell.defaultSelectedBackground.superview == nil)
        cell.selectionStyle = .none
        #expect(custom.superview == nil, "selected, but nothing shows it")
    }

    @Test func separatorsStartAtTheInsetAndLeaveTheGroupedSectionsLastRow() throws {
        let f = TableFixture(style: .insetGrouped, counts: [3])
        let middle = try #require(f.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let last = try #require(f.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(!middle.separatorLine.isHidden && middle.separatorLine.frame.minX == 16)
        #expect(middle.separatorLine.frame.maxY == middle.bounds.height)
        #expect(middle.separatorLine.backgroundColor == .separator)
        #expect(last.separatorLine.isHidden)
        #expect(middle.layer.cornerRadius == 0 && last.layer.cornerRadius == 10)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        f.table.separatorStyle = .none
        f.host.advance(by: 0)
        #expect(middle.separatorLine.isHidden)
    }

    @Test func rowsTakeTheirStylesBackground() throws {
        let plain = TableFixture(counts: [1])
        let grouped = TableFixture(style: .grouped, counts: [1])
        #expect(try #require(plain.table.visibleCells.first).defaultBackground.backgroundColor == .systemBackground)
        #expect(try #require(grouped.table.visibleCells.first).defaultBackground.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func aContentConfigurationReplacesTheBuiltInLabels() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.secondaryTextProperties.color = .systemGreen
        cell.contentConfiguration = content
        _ = laidOut(cell)
        let view = try #require(cell.contentView.subviews.first as? UIListContentView)
        #expect(view.frame == cell.contentView.bounds)
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Wi-Fi", "Home"])
        #expect(labels[1].frame.maxX == 377 && labels[1].textColor == .systemGreen, "a value cell's secondary text trails")
        content.text = "Bluetooth"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first === view, "the same view takes the new configuration")
        #expect(labels[0].text == "Bluetooth")
        cell.contentConfiguration = nil
        #expect(view.superview == nil)
    }

    @Test func aConfiguredRowSizesItselfToItsText() {
        final class Source: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = "Title"
                if indexPath.row == 1 {
                    content.secondaryText = String(repeating: "A long note that wraps onto several lines. ", count: 6)
                }
                cell.contentConfiguration = content
                return cell
            }
        }
        let source = Source()
        let f = TableFixture(counts: [], rowHeight: nil)
        f.table.dataSource = source
        f.host.advance(by: 0)
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(f.table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 80)
    }
}
