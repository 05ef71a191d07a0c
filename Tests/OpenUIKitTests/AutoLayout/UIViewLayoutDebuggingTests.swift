import Foundation
import Testing
@testable import OpenUIKit

/// `exerciseAmbiguityInLayout()`: an ambiguous view moves to another frame its constraints allow; a
/// view its constraints fix stays.
@MainActor
@Suite struct UIViewLayoutDebuggingTests {
    @Test func exercisingAmbiguityMovesOnlyAnAmbiguousView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let loose = UIView(), fixed = UIView()
        for view in [loose, fixed] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        // The loose view's width is only bounded: anything from 40 to 120 fits.
        NSLayoutConstraint.activate([
            loose.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            loose.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            loose.heightAnchor.constraint(equalToConstant: 30),
            loose.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            loose.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
            fixed.leadingAnchor.constraint(equalTo: loose.leadingAnchor),
            fixed.topAnchor.constraint(equalTo: loose.bottomAnchor, constant: 8),
            fixed.widthAnchor.constraint(equalToConstant: 50),
            fixed.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout && !fixed.hasAmbiguousLayout)
        let before = loose.frame
        loose.exerciseAmbiguityInLayout()
        #expect(loose.frame.width != before.width, "moved to another allowed width")
        #expect(loose.frame.width >= 40 && loose.frame.width <= 120)
        #expect(loose.frame.origin == before.origin && loose.frame.height == 30, "the fixed coordinates stay")
        let fixedFrame = fixed.frame
        fixed.exerciseAmbiguityInLayout()
        #expect(fixed.frame == fixedFrame)
    }
}
