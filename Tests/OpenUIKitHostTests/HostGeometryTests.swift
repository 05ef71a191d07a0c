import Foundation
import Testing
import OpenUIKitHost

@Suite struct HostGeometryTests {
    @Test func windowIsThePointSizeTimesTheWindowScale() {
        let size = HostGeometry.windowSize(forPoints: CGSize(width: 320, height: 480), windowScale: 2)
        #expect(size.width == 640 && size.height == 960)
        let odd = HostGeometry.windowSize(forPoints: CGSize(width: 100.4, height: 0), windowScale: 1)
        #expect(odd.width == 100 && odd.height == 1)
        let broken = HostGeometry.windowSize(forPoints: CGSize(width: CGFloat.nan, height: .infinity), windowScale: 1)
        #expect(broken.width == 1 && broken.height == 1)
    }

    @Test func windowCoordinatesBecomePoints() {
        #expect(HostGeometry.pointSize(forWindowWidth: 960, height: 640, windowScale: 2) == CGSize(width: 480, height: 320))
        let geometry = HostGeometry(windowScale: 2, pointSize: CGSize(width: 320, height: 480),
                                    pixelWidth: 640, pixelHeight: 960)
        #expect(geometry.point(fromWindowX: 121, y: 40) == CGPoint(x: 60.5, y: 20))
    }

    @Test func fingersAreNormalisedAcrossTheWindowInPoints() {
        let geometry = HostGeometry(windowScale: 2, pointSize: CGSize(width: 320, height: 480),
                                    pixelWidth: 640, pixelHeight: 960)
        #expect(geometry.point(fromNormalizedX: 0.5, y: 0.25) == CGPoint(x: 160, y: 120))
        #expect(geometry.point(fromNormalizedX: 1, y: 1) == CGPoint(x: 320, y: 480))
    }

    @Test func pixelScaleComesFromTheDrawableNotTheWindowScale() {
        // A HiDPI display: one window coordinate per point, but the drawable has two pixels per point.
        let hiDPI = HostGeometry(windowScale: 1, pointSize: CGSize(width: 320, height: 480),
                                 pixelWidth: 640, pixelHeight: 960)
        #expect(hiDPI.pixelScale == 2)
        #expect(hiDPI.point(fromWindowX: 100, y: 50) == CGPoint(x: 100, y: 50))
        let plain = HostGeometry(windowScale: 1, pointSize: CGSize(width: 320, height: 480),
                                 pixelWidth: 320, pixelHeight: 480)
        #expect(plain.pixelScale == 1)
    }

    @Test func dirtyPointsGrowToWholePixelsWithinTheDrawable() throws {
        let geometry = HostGeometry(windowScale: 1, pointSize: CGSize(width: 100, height: 50),
                                    pixelWidth: 200, pixelHeight: 100)
        let inside = try #require(geometry.pixelRect(covering: CGRect(x: 10.25, y: 0.5, width: 10, height: 10)))
        #expect(inside.x == 20 && inside.y == 1 && inside.width == 21 && inside.height == 20)
        let clipped = try #require(geometry.pixelRect(covering: CGRect(x: 90, y: -10, width: 50, height: 20)))
        #expect(clipped.x == 180 && clipped.y == 0 && clipped.width == 20 && clipped.height == 20)
        #expect(geometry.pixelRect(covering: CGRect(x: 200, y: 0, width: 10, height: 10)) == nil)
        let infinite = try #require(geometry.pixelRect(covering: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)))
        #expect(infinite.x == 0 && infinite.y == 0 && infinite.width == 200 && infinite.height == 100)
    }

    @Test func aWindowLargerThanTheDesktopIsScaledToFit() {
        let scale = HostGeometry.windowScale(fitting: CGSize(width: 820, height: 1180), in: CGSize(width: 1920, height: 1050),
                                             preferred: 1)
        #expect(scale == CGFloat(1050) / 1180)
        #expect(HostGeometry.windowSize(forPoints: CGSize(width: 820, height: 1180), windowScale: scale).height == 1050)
    }

    @Test func aWindowThatFitsKeepsItsScale() {
        #expect(HostGeometry.windowScale(fitting: CGSize(width: 393, height: 852), in: CGSize(width: 1920, height: 1050),
                                         preferred: 1) == 1)
        #expect(HostGeometry.windowScale(fitting: CGSize(width: 393, height: 852), in: .zero, preferred: 2) == 2)
    }
}
