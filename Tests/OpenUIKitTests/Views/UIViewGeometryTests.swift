import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewGeometryTests {
    @Test func frameBoundsAndCenterStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
        #expect(view.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
        #expect(view.center == .zero)
    }
}
