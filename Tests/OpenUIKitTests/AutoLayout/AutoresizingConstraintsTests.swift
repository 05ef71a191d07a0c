import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// `translatesAutoresizingMaskIntoConstraints`: a view made in code that takes part in Auto Layout
/// is held by constraints made from its frame and autoresizing mask, as UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s — it follows a superview the constraints resize exactly as
/// plain autoresizing would, in the same pass as the constraints that refer to it.
@MainActor
@Suite struct AutoresizingConstraintsTests {
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    /// A container sized by constraints (inset 10 in a 300 × 200 root), starting at 200 × 100.
    private func constrainedContainer(in root: UIView) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            container.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        return container
    }

    @Test func aMaskedViewFollowsAContainerTheConstraintsResizeInTheSamePass() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let container = constrainedContainer(in: root)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        bar.autoresizingMask = [.flexibleWidth]
        container.addSubview(bar)
        let label = UILabel()
        label.text = "Below the bar"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 280, height: 44), "the flexible width takes the container's 80 extra points")
        #expect(label.frame.minY == 52 && label.frame.width == 280, "the label meets the bar's new width in the same pass")
        #expect(bar.translatesAutoresizingMaskIntoConstraints && !bar.hasAmbiguousLayout)

        root.frame.size = CGSize(width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 380, height: 44))
        #expect(label.frame.width == 380)
    }

    /// Every mask, on both axes, lands where plain autoresizing puts a twin whose superview is
    /// resized by its frame.
    @Test(arguments: 0..<8)
    func eachMaskFollowsTheSuperviewAsPlainAutoresizingDoes(bits: UInt) {
        let horizontal = UIView.AutoresizingMask(rawValue: bits)
        let vertical = UIView.AutoresizingMask(rawValue: bits << 3)
        let frame = CGRect(x: 30, y: 20, width: 100, height: 50)

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let container = constrainedContainer(in: root)
        let masked = UIView(frame: frame)
        masked.autoresizingMask = [horizontal, vertical]
        container.addSubview(masked)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: masked.trailingAnchor),
            follower.topAnchor.constraint(equalTo: masked.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: masked.widthAnchor),
            follower.heightAnchor.constraint(equalTo: masked.heightAnchor),
        ])
        root.layoutIfNeeded()

        let plainSuperview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let twin = UIView(frame: frame)
        twin.autoresizingMask = masked.autoresizingMask
        plainSuperview.addSubview(twin)
        plainSuperview.frame.size = container.frame.size
        #expect(close(masked.frame, twin.frame), "mask \(bits): \(masked.frame) vs \(twin.frame)")
        #expect(close(follower.frame, masked.frame.offsetBy(dx: masked.frame.width, dy: masked.frame.height)))
        if bits == 0 {
            #expect(masked.frame == frame, "no mask: fixed margins and size, the right and bottom margins give")
        }
    }

    @Test func movingAMaskedViewRelaysOutTheConstraintsThatReferToIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let badge = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        root.addSubview(badge)
        let caption = UIView()
        caption.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            caption.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            caption.widthAnchor.constraint(equalToConstant: 100),
            caption.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(caption.frame == CGRect(x: 68, y: 30, width: 100, height: 20))
        // Only the position changes: nothing in the badge needs layout, yet its constraints must move.
        badge.center = CGPoint(x: 100, y: 150)
        root.layoutIfNeeded()
        #expect(caption.frame == CGRect(x: 128, y: 140, width: 100, height: 20))
    }

    @Test func aViewNoConstraintReachesStaysOnPlainAutoresizing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let container = constrainedContainer(in: root)
        let bystander = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        bystander.autoresizingMask = [.flexibleWidth]
        root.addSubview(bystander)
        root.layoutIfNeeded()
        #expect(bystander.autoLayoutStorage == nil, "no constraint mentions it: no Auto Layout state, no engine constraints")
        root.frame.size.width = 500
        root.layoutIfNeeded()
        #expect(bystander.frame.width == 500)
        #expect(container.frame.width == 480)
    }

    @Test func aConflictWithTheMaskIsLoggedWithUIKitsNotation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let panel = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        panel.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(panel)
        // The classic mistake: constraining a view made in code without turning the flag off.
        let width = panel.widthAnchor.constraint(equalToConstant: 60)
        let diagnostics = Diagnostics.record {
            width.isActive = true
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.code) == ["layout.unsatisfiableConstraints"])
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("\"<NSAutoresizingMaskLayoutConstraint h=&-& v=--& UIView.width == 100.0   (active, names: '|':UIView )>\""))
        #expect(message.contains("<NSAutoresizingMaskLayoutConstraint h=&-& v=--& UIView.minX == 0.05*'|'.width - 5.0"))
        #expect(message.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint UIView.width == 60.0   (active)>"))
        #expect(panel.frame == CGRect(x: 10, y: 20, width: 100, height: 50), "the mask wins; the frame is kept")
    }
}
