import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A view's width and height cannot be negative (Apple's Auto Layout Guide, "Anatomy of a
/// Constraint": size attributes "cannot be negative"). Constraints that would need a negative size
/// are treated as any unsatisfiable set: UIKit's "Unable to simultaneously satisfy constraints" log,
/// one constraint broken, the others holding on the frames. Found by `script/fuzz-events` seed
/// 9831533460411483198: a required `width <= -152` was solved as written, the frame showed width 0,
/// and nothing was reported.
@MainActor
@Suite struct NegativeSizeTests {
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-3 }


    @Test func aRequiredNegativeWidthIsReportedAndBroken() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = root.addConstrainedSubview()
        let negative = child.widthAnchor.constraint(lessThanOrEqualToConstant: -152)
        negative.identifier = "negative"
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 20), negative])
        let diagnostics = Diagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.code) == ["layout.unsatisfiableConstraints"])
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'negative' UIView.width <= -152.0"),
                "the constraint asking for a negative size is the one broken: \(message)")
        #expect(child.frame == CGRect(x: 10, y: 0, width: 0, height: 20))
        #expect(negative.isActive, "a broken constraint stays active, as in UIKit")
        root.setNeedsLayout()
        #expect(Diagnostics.record { root.layoutIfNeeded() }.isEmpty, "the conflict is reported once")
    }

    /// A chain through a view whose width the constraints would make negative: the view's size stops at
    /// zero in the solution itself, so the views after it in the chain follow its edge — clamping only
    /// the frame left the next view 40 points from the edge it is tied to.
    @Test func aPreferenceForANegativeWidthStopsAtZeroAndTheChainFollows() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let squeezed = root.addConstrainedSubview()
        let next = root.addConstrainedSubview()
        let pull = squeezed.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        pull.priority = .defaultHigh
        NSLayoutConstraint.activate([
            squeezed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50), pull,
            squeezed.topAnchor.constraint(equalTo: root.topAnchor), squeezed.heightAnchor.constraint(equalToConstant: 20),
            next.leadingAnchor.constraint(equalTo: squeezed.trailingAnchor),
            next.widthAnchor.constraint(equalToConstant: 30),
            next.topAnchor.constraint(equalTo: root.topAnchor), next.heightAnchor.constraint(equalToConstant: 20),
        ])
        let diagnostics = Diagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty, "an optional constraint left unmet is no conflict")
        #expect(squeezed.frame == CGRect(x: 50, y: 0, width: 0, height: 20))
        #expect(close(next.frame.minX, squeezed.frame.maxX), "next.leading == squeezed.trailing holds on the frames")
    }

    /// The same through a view's height, from another view's position: a required set that needs a
    /// negative height breaks one of its constraints and the rest hold.
    @Test func aRequiredSetNeedingANegativeHeightBreaksOneAndTheRestHold() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let header = root.addConstrainedSubview()
        let body = root.addConstrainedSubview()
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            header.heightAnchor.constraint(equalToConstant: 50),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor), header.widthAnchor.constraint(equalToConstant: 10),
            body.topAnchor.constraint(equalTo: header.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor), body.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let tooHigh = body.bottomAnchor.constraint(equalTo: root.topAnchor, constant: 120)
        tooHigh.isActive = true
        let diagnostics = Diagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.code) == ["layout.unsatisfiableConstraints"])
        #expect(body.frame.height >= 0)
        // Whichever was broken, every other required constraint holds on the frames.
        let holds = [close(header.frame.minY, 100), close(header.frame.height, 50), close(body.frame.minY, header.frame.maxY),
                     close(body.frame.maxY, 120)]
        #expect(holds.filter { !$0 }.count == 1, "one constraint broken, the rest hold: \(header.frame) \(body.frame)")
    }
}
