import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// The articles' loading and follow buttons: custom states in the application bits.
@MainActor
class ArticleLoadingButton: UIButton {
    static let loadingState = UIControl.State(rawValue: 1 << 17).union(.disabled)

    var isLoading = false {
        didSet {
            guard isLoading != oldValue else { return }
            super.isEnabled = !isLoading
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    override var isEnabled: Bool {
        get { super.isEnabled }
        set { super.isEnabled = !isLoading && newValue }
    }

    override var state: UIControl.State {
        isLoading ? super.state.union(ArticleLoadingButton.loadingState) : super.state
    }
}

@MainActor
final class ArticleFollowButton: ArticleLoadingButton {
    static let mutualState = UIControl.State(rawValue: 1 << 16).union(.selected)

    var isMutual = false {
        didSet {
            guard isMutual != oldValue else { return }
            if isMutual { isSelected = true }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    override var isSelected: Bool {
        didSet { if !isSelected { isMutual = false } }
    }

    override var state: UIControl.State {
        isMutual ? super.state.union(ArticleFollowButton.mutualState) : super.state
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Follow", for: .normal)
        setTitle("Following", for: .selected)
        setTitle("Following", for: [.selected, .highlighted])
        setTitle("Mutual", for: ArticleFollowButton.mutualState)
        setTitle("Mutual", for: ArticleFollowButton.mutualState.union(.highlighted))
        setTitle("", for: ArticleLoadingButton.loadingState)
        setTitle("", for: ArticleLoadingButton.loadingState.union(.selected))
        setTitle("", for: ArticleFollowButton.mutualState.union(ArticleLoadingButton.loadingState))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite struct UIButtonStateTests {
    /// Puts the button's flags into `state` (highlighted|disabled can only come from an override).
    final class StateButton: UIButton {
        var forced: UIControl.State?
        override var state: UIControl.State { forced ?? super.state }
    }

    /// Every title the article sets, one per combination of highlighted, disabled and selected.
    private func articleButton() -> StateButton {
        let button = StateButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitle("Highlighted", for: .highlighted)
        button.setTitle("Highlighted & Disabled", for: [.highlighted, .disabled])
        button.setTitle("Disabled", for: .disabled)
        button.setTitle("Selected & Disabled", for: [.selected, .disabled])
        button.setTitle("Selected & Highlighted & Disabled", for: [.selected, .highlighted, .disabled])
        button.setTitle("Selected & Highlighted", for: [.selected, .highlighted])
        return button
    }

    @Test func allEightCombinationsFollowTheArticle() {
        let button = articleButton()
        // highlighted|disabled shares highlighted's slot, so the later setTitle wins for both; same for
        // selected|highlighted|disabled and selected|highlighted.
        let expected: [(UIControl.State, String)] = [
            (.normal, "Normal"),
            (.highlighted, "Highlighted & Disabled"),
            (.disabled, "Disabled"),
            (.selected, "Selected"),
            ([.highlighted, .disabled], "Highlighted & Disabled"),
            ([.selected, .highlighted], "Selected & Highlighted"),
            ([.selected, .disabled], "Selected & Disabled"),
            ([.selected, .highlighted, .disabled], "Selected & Highlighted"),
        ]
        for (state, title) in expected {
            #expect(button.title(for: state) == title, "state \(state.rawValue)")
            button.forced = state
            button.setNeedsLayout()
            button.layoutIfNeeded()
            #expect(button.currentTitle == title, "state \(state.rawValue)")
            #expect(button.titleLabel?.text == title, "state \(state.rawValue)")
        }
    }

    @Test func eachCombinationOfTheRealFlagsShowsItsTitle() {
        let button = articleButton()
        button.setTitle("Highlighted", for: .highlighted)
        button.setTitle("Selected & Highlighted", for: [.selected, .highlighted])
        for highlighted in [false, true] {
            for disabled in [false, true] {
                for selected in [false, true] {
                    button.isEnabled = !disabled
                    button.isSelected = selected
                    button.isHighlighted = highlighted
                    // Disabled wins over highlighted: the control cannot be both.
                    let shownHighlighted = highlighted && !disabled
                    let expected = switch (selected, shownHighlighted, disabled) {
                    case (false, false, false): "Normal"
                    case (false, true, _): "Highlighted"
                    case (false, false, true): "Disabled"
                    case (true, false, false): "Selected"
                    case (true, true, _): "Selected & Highlighted"
                    case (true, false, true): "Selected & Disabled"
                    }
                    #expect(button.titleLabel?.text == expected, "h\(highlighted) d\(disabled) s\(selected)")
                    button.isHighlighted = false
                }
            }
        }
    }

    @Test func aStateWithoutItsOwnValueFallsBackToNormalThenToTheTypeDefault() {
        let button = UIButton(type: .custom)
        #expect(button.titleColor(for: .selected) == .white)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.isSelected = true
        #expect(button.currentTitle == "Go")
        #expect(button.currentTitleColor == .red)
        button.setTitle(nil, for: .normal)
        #expect(button.currentTitle == nil)
    }

    @Test func everyPerStatePropertyHasAGetterAndACurrentValue() {
        let button = UIButton(type: .custom)
        let image = UIImage(size: CGSize(width: 10, height: 10))
        let background = UIImage(size: CGSize(width: 4, height: 4))
        let attributed = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.green])
        button.setImage(image, for: .selected)
        button.setBackgroundImage(background, for: .selected)
        button.setTitleShadowColor(.black, for: .selected)
        button.setAttributedTitle(attributed, for: .selected)
        #expect(button.currentImage == nil && button.currentBackgroundImage == nil)
        button.isSelected = true
        #expect(button.image(for: .selected) === image && button.currentImage === image)
        #expect(button.backgroundImage(for: .selected) === background && button.currentBackgroundImage === background)
        #expect(button.titleShadowColor(for: .selected) == .black && button.currentTitleShadowColor == .black)
        #expect(button.attributedTitle(for: .selected) === attributed && button.currentAttributedTitle === attributed)
        #expect(button.titleLabel?.text == "Styled")
        #expect(button.imageView?.image === image)
    }

    @Test func followButtonCustomBitsPickTheirTitles() {
        let host = TestHost()
        let button = ArticleFollowButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        host.window.addSubview(button)
        func shown() -> [String] {
            host.render().texts
        }
        #expect(shown() == ["Follow"])
        button.isSelected = true
        #expect(shown() == ["Following"])
        button.isMutual = true
        #expect(button.state == ArticleFollowButton.mutualState)
        #expect(shown() == ["Mutual"])
        button.isLoading = true
        #expect(button.state == ArticleFollowButton.mutualState.union(ArticleLoadingButton.loadingState))
        #expect(!button.isEnabled)
        #expect(shown().isEmpty)
        button.isLoading = false
        button.isSelected = false
        #expect(!button.isMutual)
        #expect(shown() == ["Follow"])
    }

    @Test func customBitsRedrawTheBackgroundAfterSetNeedsLayout() {
        let host = TestHost()
        let button = ArticleFollowButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        let plain = UIImage(size: CGSize(width: 8, height: 8))
        let mutual = UIImage(size: CGSize(width: 8, height: 8))
        button.setBackgroundImage(plain, for: .normal)
        button.setBackgroundImage(mutual, for: ArticleFollowButton.mutualState)
        host.window.addSubview(button)
        button.isSelected = true
        #expect(host.render().images == [plain])
        // Only the custom bit changes now: the subclass's setNeedsLayout() is the refresh hook.
        button.isMutual = true
        #expect(host.render().images == [mutual])
    }

    @Test func buttonTypesHaveUIKitsRawValues() {
        let types: [(UIButton.ButtonType, Int)] = [
            (.custom, 0), (.system, 1), (.detailDisclosure, 2), (.infoLight, 3), (.infoDark, 4),
            (.contactAdd, 5), (.close, 7), (.roundedRect, 1),
        ]
        for (type, raw) in types {
            #expect(type.rawValue == raw)
            #expect(UIButton(type: type).buttonType == type)
        }
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test func settingTheShownStatesTitleUpdatesTheLabelAtOnce() {
        let button = UIButton(type: .custom)
        button.isSelected = true
        button.setTitle("On", for: .selected)
        #expect(button.titleLabel?.text == "On")
        button.setTitle("Off", for: .normal)
        #expect(button.titleLabel?.text == "On")
    }

    @Test func customBitsWithHighlightUseTheirHighlightedSlot() {
        let host = TestHost()
        let button = ArticleFollowButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        button.setTitle("Mutual!", for: ArticleFollowButton.mutualState.union(.highlighted))
        host.window.addSubview(button)
        button.isMutual = true
        let id = host.touchDown(at: host.center(of: button))
        #expect(host.render().texts == ["Mutual!"])
        host.send(.up, at: host.center(of: button), pointer: id)
        #expect(host.render().texts == ["Mutual"])
    }

    @Test func aLoadingButtonIgnoresTaps() {
        let host = TestHost()
        let button = ArticleLoadingButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        host.window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.isLoading = true
        button.isEnabled = true
        #expect(!button.isEnabled)
        host.tap(button)
        #expect(taps == 0)
        button.isLoading = false
        host.tap(button)
        #expect(taps == 1)
    }
}
