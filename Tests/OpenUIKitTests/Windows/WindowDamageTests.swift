import Foundation
import Testing
@testable import OpenUIKit

/// The window keeps one record of what to draw again; the dirty rectangle and each layer's damage are
/// derived from it, each reader seeing every change once.
@MainActor
@Suite struct WindowDamageTests {
    // Two live objects, so the two layers' identities differ.
    private let layerRoots = (NSObject(), NSObject())
    private var base: ObjectIdentifier { ObjectIdentifier(layerRoots.0) }
    private var sheet: ObjectIdentifier { ObjectIdentifier(layerRoots.1) }

    @Test func eachReaderSeesEveryChangeOnce() {
        var damage = WindowDamage()
        damage.add(CGRect(x: 0, y: 0, width: 10, height: 10), in: base)
        #expect(damage.takeDirtyRect() == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(damage.takeDirtyRect() == nil)
        damage.add(CGRect(x: 20, y: 0, width: 10, height: 10), in: sheet)
        let extent = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(damage.unseenLayerDamage(of: base, within: extent) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(damage.unseenLayerDamage(of: sheet, within: extent) == CGRect(x: 20, y: 0, width: 10, height: 10))
        damage.markSeen(by: .layers)
        #expect(damage.unseenLayerDamage(of: base, within: extent) == nil)
        #expect(damage.takeDirtyRect() == CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(damage.isEmpty)
    }

    @Test func damageInEveryLayerReachesEachLayer() {
        var damage = WindowDamage()
        damage.add(CGRect(x: 5, y: 5, width: 5, height: 5), in: nil)
        let extent = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(damage.unseenLayerDamage(of: base, within: extent) == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(damage.unseenLayerDamage(of: sheet, within: CGRect(x: 50, y: 50, width: 10, height: 10)) == nil)
    }

    @Test func manyChangesKeepAtMostTwoEntriesPerLayer() {
        var damage = WindowDamage()
        for step in 0..<100 {
            damage.add(CGRect(x: CGFloat(step), y: 0, width: 1, height: 1), in: base)
            damage.add(CGRect(x: CGFloat(step), y: 5, width: 1, height: 1), in: sheet)
            if step % 3 == 1 { _ = damage.takeDirtyRect() }
        }
        #expect(damage.entries.count <= 4)
        #expect(damage.takeDirtyRect() == CGRect(x: 98, y: 0, width: 2, height: 6))
    }

    @Test func everyLayerIsCoveredOnlyWhileBothReadersWaitForTheWholeBounds() {
        var damage = WindowDamage()
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        damage.add(bounds, in: base)
        #expect(!damage.coversEveryLayer(bounds))  // one layer only
        damage.add(CGRect(x: 0, y: 0, width: 100, height: 60), in: nil)
        #expect(!damage.coversEveryLayer(bounds))  // part of the bounds
        damage.add(CGRect(x: 0, y: 50, width: 100, height: 50), in: nil)
        #expect(damage.coversEveryLayer(bounds))
        _ = damage.takeDirtyRect()
        #expect(!damage.coversEveryLayer(bounds))  // one reader saw it
    }
}
