import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class CurrentRecordingView: UIView {
    var drawnStyles: [UIUserInterfaceStyle] = []
    var drawnLabelColor: CGColor?
    override func draw(_ rect: CGRect) {
        drawnStyles.append(UITraitCollection.current.userInterfaceStyle)
        drawnLabelColor = UIColor.label.cgColor
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
            drawnStyles.append(UITraitCollection.current.userInterfaceStyle)
        }
        drawnStyles.append(UITraitCollection.current.userInterfaceStyle)
    }
}

/// `UITraitCollection.current`: the view's traits while it draws, `performAsCurrent` nesting.
@MainActor
@Suite struct UITraitCollectionCurrentTests {
    @Test func performAsCurrentNestsAndRestores() {
        let host = TestHost()
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        var seen: [UIUserInterfaceStyle] = []
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            seen.append(UITraitCollection.current.userInterfaceStyle)
            UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
                seen.append(UITraitCollection.current.userInterfaceStyle)
            }
            seen.append(UITraitCollection.current.userInterfaceStyle)
        }
        #expect(seen == [.dark, .light, .dark])
        #expect(UITraitCollection.current == host.window.traitCollection)
    }

    @Test func theSetterLastsUntilSetAgainAndBelongsToItsRuntime() {
        let host = TestHost()
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        #expect(host.runtime.explicitCurrentTraits?.userInterfaceStyle == .dark)
        let other = TestHost()
        #expect(other.run { UITraitCollection.current.userInterfaceStyle } == .light)
    }

    @Test func whileAViewDrawsTheCurrentTraitsAreItsOwn() {
        let host = TestHost()
        host.runtime.userInterfaceStyle = .dark
        let view = CurrentRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        _ = view.contentDisplayList
        #expect(view.drawnStyles == [.dark, .light, .dark])
        #expect(view.drawnLabelColor == UIColor.white.cgColor)
    }

    @Test func cgColorResolvesWithTheCurrentTraitsAndStaysFixed() {
        _ = TestHost()
        let light = UIColor.label.cgColor
        var dark: CGColor?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { dark = UIColor.label.cgColor }
        #expect(UIColor(cgColor: light) == .black)
        #expect(dark.map(UIColor.init(cgColor:)) == .white)
    }
}
