import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A size the constraints solve below zero shows as zero, and is no conflict: UIKit's engine adds no
/// `width >= 0` of its own (a view laid out while its superview is still zero-sized is solved at a
/// negative width, and UIKit logs nothing). Found twice in session 16: `script/fuzz-events` seed
/// 9831533460411483198 (a required `width <= -152`, which the fuzzer's checker now reads on a zero-wide
/// view as holding), and the end-to-end test, after a floor briefly added here turned the App Store
/// screen's first layout into a conflict whose broken constraint stayed broken.
@MainActor
@Suite struct NegativeSizeTests {
    @Test func aRequiredNegativeWidthShowsAsZeroAndIsNoConflict() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = root.addConstrainedSubview()
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 20),
                                     child.widthAnchor.constraint(lessThanOrEqualToConstant: -152)])
        let diagnostics = Diagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(child.frame == CGRect(x: 10, y: 0, width: 0, height: 20))
    }

    /// A label pinned between its superview's margins, laid out once before the superview has a size
    /// (its width solved at minus the margins), then again once it has one: every constraint holds, as
    /// in UIKit, and nothing was reported.
    @Test func aViewLaidOutBeforeItsSuperviewHasASizeKeepsItsConstraints() {
        let root = UIView()
        let label = UILabel()
        label.text = "App Store: Download"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        let diagnostics = Diagnostics.record {
            root.layoutIfNeeded()
            #expect(label.frame.width == 0, "no width between the margins yet")
            root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        let margins = root.layoutMargins
        #expect(label.frame.minX == margins.left && label.frame.maxX == 393 - margins.right)
    }
}
