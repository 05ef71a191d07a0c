import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `UIView`'s `required init?(coder:)` and `awakeFromNib()` on a platform with no nibs or storyboards:
/// every view class, the engine's and the app's, answers `init?(coder:)` with nil and a warning that
/// says why, and the engine never calls `awakeFromNib()` or `prepareForInterfaceBuilder()`.
@MainActor
@Suite struct UIViewCoderTests {
    /// The two initializers iOS developers write in nearly every view subclass.
    private final class Badge: UIView {
        private(set) var commonInitCalls = 0
        private(set) var awakeFromNibCalls = 0
        private(set) var prepareForInterfaceBuilderCalls = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            commonInitCalls += 1
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            commonInitCalls += 1
        }

        override func awakeFromNib() {
            super.awakeFromNib()
            awakeFromNibCalls += 1
        }

        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
            prepareForInterfaceBuilderCalls += 1
        }
    }

    /// The most common line in UIKit code must compile; it is never reached.
    private final class CodeOnly: UIView {
        let title: String
        init(title: String) {
            self.title = title
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @Test func initWithCoderReturnsNilWithAWarningThatSaysWhy() {
        expectDecodingRefused(["UIView"], [{ UIView(coder: NSCoder()) }])
    }

    @Test func aSubclassCallingSuperInitWithCoderGetsNilAndItsCodeAfterTheCallDoesNotRun() {
        expectDecodingRefused(["Badge"], [{ Badge(coder: NSCoder()) }])
    }

    @Test func aSubclassWithBothInitializersStillInheritsPlainInit() {
        let badge = Badge()
        #expect(badge.frame == .zero)
        #expect(badge.commonInitCalls == 1)
        let framed = Badge(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(framed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aSubclassWhoseInitWithCoderIsFatalErrorIsMadeInCode() {
        let view = CodeOnly(title: "Hello")
        #expect(view.title == "Hello")
        #expect(view.frame == .zero)
    }

    @Test func everyEngineViewReturnsNilFromInitWithCoder() {
        expectDecodingRefused(
            ["UIControl", "UIButton", "UILabel", "UIImageView", "UIActivityIndicatorView", "UIWindow", "UINavigationBar"],
            [{ UIControl(coder: NSCoder()) }, { UIButton(coder: NSCoder()) }, { UILabel(coder: NSCoder()) },
             { UIImageView(coder: NSCoder()) }, { UIActivityIndicatorView(coder: NSCoder()) },
             { UIWindow(coder: NSCoder()) }, { UINavigationBar(coder: NSCoder()) }])
    }

    @Test func awakeFromNibIsNeverCalledByTheEngine() {
        let host = TestHost()
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.window.addSubview(badge)
        host.window.layoutIfNeeded()
        #expect(badge.awakeFromNibCalls == 0)
        #expect(badge.prepareForInterfaceBuilderCalls == 0)
        badge.awakeFromNib()
        badge.prepareForInterfaceBuilder()
        #expect(badge.awakeFromNibCalls == 1)
        #expect(badge.prepareForInterfaceBuilderCalls == 1)
    }
}
