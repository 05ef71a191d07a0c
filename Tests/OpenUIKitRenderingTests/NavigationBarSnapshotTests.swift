import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// A navigation bar with a large title (a back-less root item with a right button), as iOS draws it:
/// the 44-point button row, the 52-point title row with "Mailboxes" in 34-point bold at the leading
/// margin, the chrome background and its hairline, in light and dark at 1× and 2×. Compared with
/// `__Snapshots__/NavigationBarSnapshotTests/`; re-record with
/// `SNAPSHOT_RECORD=1 swift test --filter NavigationBarSnapshotTests`.
@MainActor
@Suite struct NavigationBarSnapshotTests {
    let snapshots = SnapshotVerifier()

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aLargeTitleBar(style: UIUserInterfaceStyle) throws {
        let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
        let name = "largeTitleBar-\(style == .dark ? "dark" : "light")"
        let buffer = try runtime.run {
            runtime.userInterfaceStyle = style
            let root = UIViewController()
            root.title = "Mailboxes"
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
            let navigation = UINavigationController(rootViewController: root)
            navigation.navigationBar.prefersLargeTitles = true
            let window = UIWindow(screen: runtime.screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let bar = navigation.navigationBar
            #expect(bar.bounds.size == CGSize(width: 375, height: 96))
            try snapshots.verify(bar, named: name)
            try snapshots.verify(bar, named: "\(name)@2x", scale: 2)
            let buffer = Renderer().render(bar, scale: 1)
            window.isHidden = true
            return buffer
        }
        // The background is the chrome colour of the style; the title's row holds dark or light ink.
        let background = buffer.color(at: CGPoint(x: 300, y: 70))
        #expect(background == (style == .dark ? PixelColor(red: 0x1C, green: 0x1C, blue: 0x1E)
                                              : PixelColor(red: 0xF9, green: 0xF9, blue: 0xF9)))
    }
}
