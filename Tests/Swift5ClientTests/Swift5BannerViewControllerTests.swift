import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Test(arguments: [UIInterfaceOrientation.portrait, .landscapeLeft])
func swift5ModeConstraintsFollowAViewPositionedByItsAutoresizingMask(orientation: UIInterfaceOrientation) {
    let host = TestHost(orientation: orientation)
    let screen = Swift5BannerViewController()
    host.window.rootViewController = screen
    host.window.layoutIfNeeded()
    let width = host.window.bounds.width
    #expect(screen.banner.translatesAutoresizingMaskIntoConstraints)
    #expect(screen.banner.frame == CGRect(x: 0, y: 0, width: width, height: 120))
    let margins = screen.view.layoutMarginsGuide.layoutFrame
    #expect(screen.titleLabel.frame.minY == 136)
    #expect(screen.titleLabel.frame.minX == margins.minX && screen.titleLabel.frame.maxX == margins.maxX)
    #expect(screen.titleLabel.frame.height > 0, "the label keeps its measured height")
}
