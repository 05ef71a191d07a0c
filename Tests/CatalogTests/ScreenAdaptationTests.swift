import Foundation
import OpenUIKit
import OpenUIKitHost
import Testing
@testable import Catalog

/// Every Catalog screen laid out on every device preset in both orientations, as a UIKit app must
/// adapt: nothing outside the safe area, no two rows on top of each other, no ambiguous layout and no
/// "Unable to simultaneously satisfy constraints" logged.
@MainActor
@Suite struct ScreenAdaptationTests {
    /// The screen presets the Catalog runs on, phones and tablets, each in both orientations.
    static let presets: [(UIScreen.Device, DeviceSetup.Orientation)] = [UIScreen.Device.iPhoneSE, .iPhone15, .iPad, .iPadPro12]
        .flatMap { device in DeviceSetup.Orientation.allCases.map { (device, $0) } }

    @Test(arguments: CatalogTopic.allCases)
    func theScreenAdaptsToEveryDeviceAndOrientation(topic: CatalogTopic) throws {
        for (device, orientation) in Self.presets {
            let kind: DeviceSetup.Kind = device.idiom == .pad ? .ipad : .iphone
            let fixture = try CatalogScreenFixture<UIViewController>(topic, device: kind, orientation: orientation, screenDevice: device)
            let where_ = "\(topic) on \(device.name) \(orientation)"
            #expect(!fixture.diagnostics.contains { $0.code.hasPrefix("layout.") }, "\(where_): \(fixture.diagnostics.map(\.code))")
            let root = try #require(fixture.screen.view)
            let safeArea = root.convert(root.safeAreaLayoutGuide.layoutFrame, to: nil).insetBy(dx: -0.5, dy: -0.5)
            var outside: [String] = [], ambiguous: [String] = [], overlapping: [String] = []
            for view in Self.shownDescendants(of: root, exempt: Self.offScreenByDesign(fixture.screen)) {
                let frame = view.convert(view.bounds, to: nil)
                if !safeArea.contains(frame) { outside.append("\(Swift.type(of: view)) \(frame)") }
                if view.hasAmbiguousLayout { ambiguous.append("\(Swift.type(of: view))") }
                // A picker's wrapped buttons stay inside the height it asked the stack for.
                if let picker = view as? OptionRow, picker.buttons.contains(where: { !picker.bounds.insetBy(dx: -0.5, dy: -0.5).contains($0.frame) }) {
                    overlapping.append("\(picker.caption.text ?? "") buttons outside their row \(picker.bounds)")
                }
                let rows = Self.rows(of: view)
                for (index, row) in rows.enumerated() {
                    for other in rows.dropFirst(index + 1) {
                        let overlap = row.frame.intersection(other.frame)
                        if !overlap.isNull && overlap.width >= 0.5 && overlap.height >= 0.5 {
                            overlapping.append("\(Swift.type(of: row)) \(row.frame) and \(Swift.type(of: other)) \(other.frame)")
                        }
                    }
                }
            }
            #expect(outside.isEmpty, "\(where_): outside the safe area \(safeArea): \(outside.prefix(3)) (\(outside.count) views)")
            #expect(ambiguous.isEmpty, "\(where_): ambiguous layout: \(ambiguous)")
            #expect(overlapping.isEmpty, "\(where_): overlapping rows: \(overlapping)")
        }
    }

    /// The views a person sees under `root` (not hidden, nor under a hidden view), but for `exempt`.
    private static func shownDescendants(of root: UIView, exempt: [UIView]) -> [UIView] {
        root.subviews.filter { !$0.isHidden && !exempt.contains($0) }.flatMap { [$0] + shownDescendants(of: $0, exempt: exempt) }
    }

    /// The rows a screen lays out next to each other: a stack view's shown arranged subviews.
    private static func rows(of view: UIView) -> [UIView] {
        (view as? UIStackView)?.arrangedSubviews.filter { !$0.isHidden } ?? []
    }

    /// Views a screen keeps off screen until a gesture brings them in: the Gestures screen's drawer.
    private static func offScreenByDesign(_ screen: UIViewController) -> [UIView] {
        (screen as? GesturesViewController).map { [$0.drawer] } ?? []
    }
}
