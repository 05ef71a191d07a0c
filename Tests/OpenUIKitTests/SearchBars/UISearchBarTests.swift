import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// UISearchBar as Apple documents it (UISearchBar, UISearchBarDelegate): the delegate hears the user's
/// edits, the Search key and the buttons; the app setting `text` tells it nothing; the bar never
/// resigns or clears by itself.
@MainActor
@Suite struct UISearchBarTests {
    final class Recorder: UISearchBarDelegate {
        var events: [String] = []
        var allowsBegin = true
        var refusedCharacters: Set<String> = []
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldBegin"); return allowsBegin }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("text:\(searchText)") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            !refusedCharacters.contains(text)
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { events.append("scope:\(selectedScope)") }
    }

    private let host = TestHost()
    private let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 393, height: 56))
    private let recorder = Recorder()

    init() {
        bar.delegate = recorder
        host.window.addSubview(bar)
        host.window.layoutIfNeeded()
    }

    @Test func typingTellsTheDelegateEachChangeAndSearchDoesNotResign() {
        host.tap(bar.searchTextField)
        host.type("ab")
        host.type("\n")
        #expect(recorder.events == ["shouldBegin", "didBegin", "text:a", "text:ab", "search"])
        #expect(bar.text == "ab")
        #expect(bar.isFirstResponder, "the Search key leaves the keyboard up: the app resigns the bar")
        #expect(bar.resignFirstResponder())
        #expect(recorder.events.last == "didEnd")
    }

    @Test func settingTheTextTellsTheDelegateNothing() {
        bar.text = "coffee"
        #expect(bar.searchTextField.text == "coffee")
        #expect(recorder.events.isEmpty)
    }

    @Test func theDelegateMayRefuseEditingOrAnEdit() {
        recorder.allowsBegin = false
        host.tap(bar.searchTextField)
        #expect(!bar.isFirstResponder)
        recorder.allowsBegin = true
        recorder.refusedCharacters = ["x"]
        #expect(bar.becomeFirstResponder())
        host.type("axb")
        #expect(bar.text == "ab")
        #expect(recorder.events.filter { $0.hasPrefix("text:") } == ["text:a", "text:ab"])
    }

    @Test func theCancelButtonShowsOnRequestAndOnlyTellsTheDelegate() {
        bar.text = "tea"
        #expect(bar.becomeFirstResponder())
        bar.setShowsCancelButton(true, animated: true)
        host.window.layoutIfNeeded()
        let cancel = bar.subviews.compactMap { $0 as? UIButton }.first
        #expect(cancel?.currentTitle == "Cancel")
        #expect((cancel?.frame.minX ?? 0) > bar.searchTextField.frame.maxX, "after the field")
        if let cancel { host.tap(cancel) }
        #expect(recorder.events.last == "cancel")
        #expect(bar.text == "tea" && bar.isFirstResponder, "the app clears and resigns in the callback, not the bar")
        bar.showsCancelButton = false
        host.window.layoutIfNeeded()
        #expect(bar.subviews.allSatisfy { !($0 is UIButton) })
        #expect(abs(bar.searchTextField.frame.maxX - (393 - 16)) < 1e-9, "the field takes the button's place")
    }

    @Test func scopeButtonsShowUnderTheFieldAndReportTheChoice() {
        bar.scopeButtonTitles = ["All", "Unread"]
        #expect(bar.intrinsicContentSize.height == 56, "no scope bar until asked")
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
        bar.frame.size.height = 100
        host.window.layoutIfNeeded()
        let scope = bar.subviews.compactMap { $0 as? UISegmentedControl }.first
        #expect(scope?.numberOfSegments == 2 && scope?.selectedSegmentIndex == 0)
        #expect((scope?.frame.minY ?? 0) >= bar.searchTextField.frame.maxY)
        if let scope { host.tap(at: scope.convert(CGPoint(x: scope.bounds.width * 0.75, y: scope.bounds.midY), to: nil)) }
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(recorder.events.last == "scope:1")
    }

    @Test func theClearButtonClearsAndReportsEmptyText() {
        host.tap(bar.searchTextField)
        host.type("latte")
        host.window.layoutIfNeeded()
        let clear = bar.searchTextField.clearButtonRect(forBounds: bar.searchTextField.bounds)
        host.tap(at: bar.searchTextField.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        #expect(bar.text == "")
        #expect(recorder.events.last == "text:")
    }

    @Test func theFieldIsUIKitsSearchField() {
        let field = bar.searchTextField
        #expect(field.placeholder == "Search")
        #expect(field.returnKeyType == .search)
        #expect(field.clearButtonMode == .whileEditing)
        #expect(field.leftView is UIImageView)
        #expect(field.frame == CGRect(x: 16, y: 10, width: 393 - 32, height: 36))
        bar.searchBarStyle = .minimal
        #expect(bar.backgroundColor == nil)
        bar.barTintColor = .systemTeal
        bar.searchBarStyle = .prominent
        #expect(bar.backgroundColor == .systemTeal)
    }

    @Test func theBarIsReleasedWithItsField() {
        weak var released: UISearchBar?
        do {
            let local = UISearchBar()
            local.delegate = recorder
            local.text = "x"
            released = local
        }
        #expect(released == nil)
    }
}
