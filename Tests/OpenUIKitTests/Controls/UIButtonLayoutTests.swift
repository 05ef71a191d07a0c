import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Sizes come from the default ``EstimatingTextMeasurer``: a character is half the point size wide, a
/// line 1.2 × the size (rounded up) tall. The button's title font is the system font at 15 pt, so
/// "Hello" measures 38 × 18.
@MainActor
@Suite struct UIButtonLayoutTests {
    private func button(title: String? = "Hello", image: CGSize? = CGSize(width: 20, height: 20)) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        if let image { button.setImage(UIImage(size: image), for: .normal) }
        return button
    }

    @Test func defaultTitleFontIsTheSystemFontAt15() {
        #expect(UIButton(type: .system).titleLabel?.font == .systemFont(ofSize: 15))
    }

    /// As UIKit's button, the image view is a subview only once there is an image (or someone asks
    /// for it): a title-only button holds just its label; the image view then goes below the title,
    /// under any view the app added.
    @Test func theImageViewIsMadeWhenThereIsAnImageOrItIsAskedFor() {
        let titled = button(image: nil)
        let added = UIView()
        titled.addSubview(added)
        #expect(titled.subviews.count == 2 && titled.subviews[0] === titled.titleLabel)
        titled.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .highlighted)
        #expect(titled.subviews.count == 2)
        titled.isHighlighted = true
        #expect(titled.subviews.count == 3 && titled.subviews[0] === titled.imageView)
        #expect(titled.subviews[1] === titled.titleLabel && titled.subviews[2] === added)
        titled.layoutIfNeeded()
        #expect(titled.imageView?.frame.size == CGSize(width: 20, height: 20))
        #expect(titled.imageView?.isHidden == false)

        let asked = button(image: nil)
        let imageView = asked.imageView
        #expect(imageView != nil && asked.subviews.first === imageView && imageView?.isHidden == true)
        #expect(asked.imageView === imageView)
        asked.setImage(UIImage(size: CGSize(width: 8, height: 8)), for: .normal)
        #expect(asked.subviews.count == 2 && imageView?.image?.size == CGSize(width: 8, height: 8))
    }

    @Test func intrinsicSizeIsImagePlusTitlePlusContentInsets() {
        let button = button()
        // The title (18 pt) is padded 6 pt above and below while there are no content insets.
        #expect(button.intrinsicContentSize == CGSize(width: 58, height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: 78, height: 30))
        #expect(button.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 78, height: 30))
        button.sizeToFit()
        #expect(button.bounds.size == CGSize(width: 78, height: 30))
    }

    @Test func intrinsicSizeFollowsTheTitleOfTheCurrentState() {
        let button = button(image: nil)
        button.setTitle("Hi", for: .selected)
        button.isSelected = true
        #expect(button.intrinsicContentSize == CGSize(width: 15, height: 30))
    }

    @Test func contentIsCentredAsOneBlockByDefault() {
        let button = button()
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 71, y: 15, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: 91, y: 16, width: 38, height: 18))
    }

    @Test func alignmentsPlaceTheContent() {
        let button = button()
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.origin == CGPoint(x: 8, y: 4))
        #expect(button.titleLabel?.frame.origin == CGPoint(x: 28, y: 4))

        button.contentHorizontalAlignment = .trailing
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.maxX == 192)
        #expect(button.imageView?.frame.maxY == 46)

        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 28, y: 4, width: 164, height: 42))
    }

    @Test func titleAndImageEdgeInsetsMoveEachPart() {
        let button = button()
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        button.layoutIfNeeded()
        // Centred content moves by half a horizontal inset, as in UIKit.
        #expect(button.titleLabel?.frame.minX == 96)
        #expect(button.imageView?.frame.minY == 20)
    }

    @Test func aTitleTooWideIsNarrowedToTheRoomLeft() {
        let button = button(title: String(repeating: "x", count: 40))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.width == 80)
        #expect(button.imageView?.frame.minX == 0)
    }

    @Test func aLaidOutButtonStaysCleanUntilSomethingChanges() {
        final class CountingButton: UIButton {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                super.layoutSubviews()
            }
        }
        let host = TestHost()
        let button = CountingButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Fancy"), for: .selected)
        host.window.addSubview(button)
        for selected in [false, true, false] {
            button.isSelected = selected
            _ = host.render()
            let settled = button.layouts
            _ = host.render()
            _ = host.render()
            #expect(button.layouts == settled, "selected \(selected)")
        }
    }

    @Test func glyphTypesReserveTheSymbolsSize() {
        #expect(UIButton(type: .contactAdd).intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(UIButton(type: .custom).intrinsicContentSize == UIButton.emptyFittingSize)
    }

    /// A state change re-lays out a button only when the state shows another title or image.
    @Test func aStateChangeRelaysOutOnlyWhenTheTitleOrImageChanges() {
        let (host, button) = hostedCountingButton("Follow", frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        let settled = button.layouts
        button.isHighlighted = true
        button.isHighlighted = false
        host.window.layoutIfNeeded()
        #expect(button.layouts == settled, "same title: nothing to lay out")
        #expect(button.titleLabel?.textColor == button.tintColor, "but the state's colors are applied")

        button.setTitle("Following", for: .selected)
        host.window.layoutIfNeeded()
        let narrow = button.titleLabel?.frame.width ?? 0
        button.isSelected = true
        host.window.layoutIfNeeded()
        #expect(button.layouts > settled)
        #expect(button.titleLabel?.text == "Following")
        #expect((button.titleLabel?.frame.width ?? 0) > narrow)
    }

    /// A button whose title changes is laid out once, shows the new title and sizes its label to it;
    /// the state's title is read once: when it is set (the content is applied then), the layout only
    /// placing it.
    @Test func aNewTitleIsLaidOutOnceAndReadOnce() {
        let (host, button) = hostedCountingButton("Hi", frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        button.titleReads = 0
        button.setTitle("Hello", for: .normal)
        let layouts = button.layouts
        host.window.layoutIfNeeded()
        #expect(button.layouts == layouts + 1)
        #expect(button.titleReads == 1)
        #expect(button.titleLabel?.text == "Hello")
        #expect(button.titleLabel?.frame == CGRect(x: 81, y: 11, width: 38, height: 18))
    }

    /// A new size only places the parts: the state's content is already shown, so the layout reads
    /// no title — a window resize lays out every button of a grid.
    @Test func aResizeOnlyPlacesTheParts() {
        let (host, button) = hostedCountingButton("Hello", frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let layouts = button.layouts
        button.titleReads = 0
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        host.window.layoutIfNeeded()
        #expect(button.layouts == layouts + 1)
        #expect(button.titleReads == 0)
        #expect(button.titleLabel?.text == "Hello")
        #expect(button.titleLabel?.frame == CGRect(x: 31, y: 21, width: 38, height: 18))
    }

    /// A title set while the size changes shows in the same layout, placed by the new size; so does a
    /// state that shows another title.
    @Test func aTitleChangedWhileTheSizeChangesShowsTheNewTitle() {
        let (host, button) = hostedCountingButton("Hi", frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        button.setTitle("Hello", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        host.window.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Hello")
        #expect(button.titleLabel?.frame == CGRect(x: 31, y: 21, width: 38, height: 18))

        button.setTitle("Hi", for: .selected)
        button.isSelected = true
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        host.window.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Hi")
        #expect(button.titleLabel?.frame == CGRect(x: 92.5, y: 11, width: 15, height: 18))
    }

    /// The title label keeps its measured size between layouts, as UIKit's labels keep their intrinsic
    /// size: a resize only places it. A font set on the title label between two resizes is measured
    /// again and the title placed at its new size.
    @Test func aTitleFontChangedBetweenResizesIsPlacedAtItsNewSize() {
        let (host, button) = hostedCountingButton("Hello", frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        host.window.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 31, y: 21, width: 38, height: 18))
        button.titleLabel?.font = .systemFont(ofSize: 30)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        host.window.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 62.5, y: 22, width: 75, height: 36))
    }

    /// A state of the app's own (a bit UIKit leaves to applications) changes without telling the
    /// button: `setNeedsLayout()` then shows that state's title, placed by its own size; asked between
    /// the two, ``UIButton/titleRect(forContentRect:)`` already measures the state's title, as UIKit's
    /// reads the current title.
    @Test func aCustomStatesTitleIsPlacedByItsOwnSize() {
        final class FlaggedButton: UIButton {
            static var flagged: UIControl.State { UIControl.State(rawValue: 1 << 16) }
            var isFlagged = false
            override var state: UIControl.State { isFlagged ? super.state.union(Self.flagged) : super.state }
        }
        let button = FlaggedButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        button.setTitle("Hi", for: .normal)
        button.setTitle("Hello, world", for: FlaggedButton.flagged)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.width == 15)
        button.isFlagged = true
        let content = button.contentRect(forBounds: button.bounds)
        #expect(button.titleRect(forContentRect: content).width == 90)
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Hello, world")
        #expect(button.titleLabel?.frame == CGRect(x: 55, y: 11, width: 90, height: 18))
    }

    /// UIKit's layout puts the title and image where ``UIButton/titleRect(forContentRect:)`` and
    /// ``UIButton/imageRect(forContentRect:)`` say: a subclass overriding them moves the parts.
    @Test func overriddenTitleAndImageRectsPlaceTheParts() {
        final class StackedButton: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
            }
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                let natural = super.titleRect(forContentRect: contentRect)
                return CGRect(x: natural.minX, y: contentRect.maxY - natural.height, width: natural.width, height: natural.height)
            }
        }
        let button = StackedButton(type: .custom)
        button.setTitle("Hello", for: .normal)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 40, y: 0, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: 41, y: 42, width: 38, height: 18))
    }

    /// A system button titled `title` at `frame` in a test host's window, laid out once.
    private func hostedCountingButton(_ title: String, frame: CGRect) -> (TestHost, LayoutCountingButton) {
        let host = TestHost()
        let button = LayoutCountingButton(type: .system)
        button.frame = frame
        button.setTitle(title, for: .normal)
        host.window.addSubview(button)
        host.window.layoutIfNeeded()
        return (host, button)
    }

    /// A layout compares the overridable `state` with the applied content's once: placing the title
    /// right after asks for the content sizes without computing `state` again.
    @Test func aLayoutReadsTheStateOnce() {
        let button = StateChangingButton(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        button.setTitle("Hello", for: .normal)
        button.layoutIfNeeded()
        button.stateReads = 0
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(button.stateReads == 1)
    }

    /// A custom state bit that changes while the parts are placed (here in an override of
    /// `contentRect(forBounds:)`), with the `setNeedsLayout()` such a change calls, is seen by the
    /// same layout: the title of the new state is shown and placed at its size.
    @Test func aStateBitSetWhileThePartsArePlacedShowsItsTitleInThatLayout() {
        let button = StateChangingButton(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        button.setTitle("Hi", for: .normal)
        button.setTitle("Loading", for: StateChangingButton.loading)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Hi")
        button.loadsInContentRect = true
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(button.state == StateChangingButton.loading)
        #expect(button.titleLabel?.text == "Loading")
        // "Loading" at 15 pt: 7 characters of 7.5 pt, rounded up ("Hi" would be 15 wide).
        #expect(button.titleLabel?.frame.size == CGSize(width: 53, height: 18))
    }
}

/// A button that counts its layouts and how often its title for a state is asked for.
private final class LayoutCountingButton: UIButton {
    var layouts = 0
    var titleReads = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }

    override func title(for state: UIControl.State) -> String? {
        titleReads += 1
        return super.title(for: state)
    }
}

/// A button with an application state bit, ``loading``, that it sets in `contentRect(forBounds:)` once
/// ``loadsInContentRect`` is on (calling `setNeedsLayout()`, as a subclass with state bits does when
/// one changes), and that counts the reads of `state`.
@MainActor
private final class StateChangingButton: UIButton {
    static let loading = UIControl.State(rawValue: 1 << 16)
    var loadsInContentRect = false
    var stateReads = 0
    private var isLoading = false

    override var state: UIControl.State {
        stateReads += 1
        return isLoading ? super.state.union(Self.loading) : super.state
    }

    override func contentRect(forBounds bounds: CGRect) -> CGRect {
        if loadsInContentRect && !isLoading {
            isLoading = true
            setNeedsLayout()
        }
        return super.contentRect(forBounds: bounds)
    }
}
