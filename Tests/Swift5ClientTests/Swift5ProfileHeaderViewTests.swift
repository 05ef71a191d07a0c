import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Test func swift5ModeAnchorCodeBuildsAndLaysOutAProfileHeader() {
    let header = Swift5ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
    header.layoutIfNeeded()
    #expect(header.avatarView.frame == CGRect(x: 16, y: 16, width: 48, height: 48))
    #expect(header.nameLabel.frame.minX == 76)
    #expect(abs(header.followButton.frame.maxX - 304) < 0.001)
    #expect(header.followButton.frame.minX >= header.nameLabel.frame.maxX + 8 - 0.001)
    #expect(!header.hasAmbiguousLayout)
}
