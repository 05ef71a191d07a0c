import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Catalog

/// A screen's rows: one column in regular height; split at the break into two columns side by side
/// in compact height (a phone in landscape); pinned to the safe area and the layout margins.
@MainActor
@Suite struct ScreenColumnsViewTests {
    /// Four 40-point rows with the column broken before the third, in a window in `orientation`.
    private func columns(_ orientation: UIInterfaceOrientation) -> (TestHost, ScreenColumnsView, [UIView]) {
        let host = TestHost(device: .iPhone15, orientation: orientation)
        let root = UIView(frame: host.window.bounds)
        let columns = ScreenColumnsView.pinned(in: root, spacing: 8, top: 10)
        let rows = (0..<4).map { _ in UIView() }
        for (index, row) in rows.enumerated() {
            if index == 2 { columns.breakColumn() }
            row.heightAnchor.constraint(equalToConstant: 40).isActive = true
            columns.addRow(row)
        }
        host.window.addSubview(root)
        host.window.layoutIfNeeded()
        return (host, columns, rows)
    }

    @Test func regularHeightStacksEveryRowInOneColumn() {
        let (host, columns, rows) = columns(.portrait)
        let frames = rows.map { $0.convert($0.bounds, to: nil) }
        let safeArea = host.window.safeAreaInsets
        #expect(!columns.isSplit)
        #expect(frames.map(\.minY) == [0, 1, 2, 3].map { safeArea.top + 10 + CGFloat($0) * 48 })
        #expect(frames.allSatisfy { $0.minX == 16 && $0.width == host.window.bounds.width - 32 })
        #expect(columns.columnWidth(within: 300) == 300)
    }

    @Test func compactHeightMovesTheRowsAfterTheBreakToASecondColumn() {
        let (host, columns, rows) = columns(.landscapeLeft)
        let frames = rows.map { $0.convert($0.bounds, to: nil) }
        // The 16-point margins lie inside the 59-point sensor-housing inset, so the margins guide
        // keeps to the safe area (UIKit: margins outside the safe area move inside it).
        let insets = host.window.safeAreaInsets
        let width = host.window.bounds.width - insets.left - insets.right
        let half = (width - ScreenColumnsView.columnSpacing) / 2
        #expect(columns.isSplit && columns.columnWidth(within: width) == half)
        #expect(frames[0].minX == insets.left && frames[0].width == half)
        #expect(frames[2].minX == frames[0].maxX + ScreenColumnsView.columnSpacing && frames[2].width == half)
        #expect(frames[0].minY == frames[2].minY && frames[1].minY == frames[3].minY && frames[1].minY == frames[0].maxY + 8)
    }

    @Test func anOptionRowIsAsTallAsItsButtonsWrappedAtItsPreferredWidth() {
        let row = OptionRow(caption: "Style", options: ["fullScreen", "pageSheet", "formSheet", "popover"], selectedIndex: 0)
        let oneLine = row.intrinsicContentSize.height
        row.preferredMaxLayoutWidth = 120
        #expect(row.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(row.intrinsicContentSize.height > oneLine + 60, "wrapped onto several lines")
    }
}
