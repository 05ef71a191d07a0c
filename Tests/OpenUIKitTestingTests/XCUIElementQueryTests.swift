import Testing
import OpenUIKit
import OpenUIKitTesting

/// The XCUITest-style queries, used as an XCUITest author uses them: find by title or identifier,
/// count, index, narrow, and wait in virtual time.
@MainActor
@Suite struct XCUIElementQueryTests {
    /// A download screen: tapping Download shows "Done" five seconds later.
    final class DownloadViewController: UIViewController {
        let download = UIButton(type: .system)
        let status = UILabel()
        let cancel = UIButton(type: .system)
        var cancelled = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            download.setTitle("Download", for: .normal)
            download.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            download.addAction(UIAction { [unowned self] _ in startDownload() }, for: .touchUpInside)
            cancel.setTitle("Cancel", for: .normal)
            cancel.accessibilityIdentifier = "cancel-download"
            cancel.frame = CGRect(x: 160, y: 100, width: 120, height: 44)
            cancel.addAction(UIAction { [unowned self] _ in cancelled += 1 }, for: .touchUpInside)
            status.frame = CGRect(x: 20, y: 160, width: 200, height: 30)
            for view in [download, cancel, status] { self.view.addSubview(view) }
        }

        func startDownload() {
            status.text = "Downloading…"
            _ = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in self.status.text = "Done" }
        }
    }

    private func downloadScreen() -> (TestHost, DownloadViewController) {
        let host = TestHost()
        let screen = DownloadViewController()
        host.window.rootViewController = screen
        host.advance(by: 0)
        return (host, screen)
    }

    @Test func aButtonIsFoundByItsTitleAndTapped() {
        let (host, _) = downloadScreen()
        host.buttons["Download"].tap()
        #expect(host.staticTexts["Downloading…"].exists)
    }

    @Test func anIdentifierFindsAnElementAsWellAsItsLabel() {
        let (host, screen) = downloadScreen()
        host.buttons["cancel-download"].tap()
        host.buttons["Cancel"].tap()
        #expect(screen.cancelled == 2)
        #expect(host.buttons["cancel-download"].identifier == "cancel-download")
        #expect(host.buttons["cancel-download"].label == "Cancel")
    }

    @Test func waitingForAnElementMovesVirtualTimeToTheMomentItAppears() {
        let (host, _) = downloadScreen()
        host.buttons["Download"].tap()
        let tappedAt = host.now
        #expect(!host.staticTexts["Done"].exists)
        #expect(host.staticTexts["Done"].waitForExistence(timeout: 10))
        #expect(abs(host.now - (tappedAt + 5)) < 0.001)
    }

    @Test func waitingForAnElementThatNeverAppearsReturnsFalseAfterTheTimeout() {
        let (host, _) = downloadScreen()
        let start = host.now
        #expect(!host.staticTexts["Done"].waitForExistence(timeout: 2))
        #expect(abs(host.now - (start + 2)) < 0.001)
    }

    @Test func countIndexFirstMatchAndAllElementsFollowTreeOrder() {
        let (host, _) = downloadScreen()
        #expect(host.buttons.count == 2)
        #expect(host.buttons.element(boundBy: 0).label == "Download")
        #expect(host.buttons.element(boundBy: 1).label == "Cancel")
        #expect(host.buttons.firstMatch.label == "Download")
        #expect(host.buttons.allElementsBoundByIndex.map(\.label) == ["Download", "Cancel"])
        #expect(!host.buttons.element(boundBy: 2).exists)
    }

    @Test func queriesNarrowByIdentifierPredicateClosureAndContents() {
        let (host, _) = downloadScreen()
        #expect(host.buttons.matching(identifier: "cancel-download").count == 1)
        let startsWithD = NSPredicate { element, _ in (element as? XCUIElementSnapshot)?.label.hasPrefix("D") ?? false }
        #expect(host.buttons.matching(startsWithD).element.label == "Download")
        #expect(host.buttons.matching { $0.frame.minX > 100 }.element.label == "Cancel")
        #expect(host.descendants(matching: .any).matching(.button, identifier: "Download").count == 1)
        #expect(host.windows.containing(.button, identifier: "Cancel").count == 1)
        #expect(host.windows.containing(.button, identifier: "Upload").count == 0)
    }

    @Test func anElementsAttributesAreItsAccessibilityValues() {
        let (host, screen) = downloadScreen()
        screen.download.isSelected = true
        screen.cancel.isEnabled = false
        screen.status.text = "Idle"
        screen.status.accessibilityValue = "0 %"
        let download = host.buttons["Download"]
        #expect(download.isSelected)
        #expect(download.isEnabled)
        #expect(download.elementType == .button)
        #expect(download.title == "")
        #expect(download.frame == CGRect(x: 20, y: 100, width: 120, height: 44))
        #expect(!host.buttons["Cancel"].isEnabled)
        #expect(host.staticTexts["Idle"].value as? String == "0 %")
    }

    @Test func aHiddenViewDoesNotExist() {
        let (host, screen) = downloadScreen()
        screen.cancel.isHidden = true
        #expect(!host.buttons["Cancel"].exists)
        screen.cancel.isHidden = false
        screen.view.accessibilityElementsHidden = true
        #expect(!host.buttons["Cancel"].exists)
    }

    @Test func childrenAreOnlyDirectOnes() {
        let (host, screen) = downloadScreen()
        screen.view.accessibilityIdentifier = "download-screen"
        let root = host.otherElements["download-screen"]
        #expect(root.children(matching: .button).count == 2)
        #expect(host.windows.element.children(matching: .button).count == 0)
        #expect(host.windows.element.descendants(matching: .button).count == 2)
        #expect(host.windows.buttons.count == 2)
    }

    @Test func anAdjustableElementIsASliderAndAnImageViewMadeAnElementIsAnImage() {
        let host = TestHost()
        let volume = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        volume.isAccessibilityElement = true
        volume.accessibilityLabel = "Volume"
        volume.accessibilityTraits = .adjustable
        let photo = UIImageView(frame: CGRect(x: 0, y: 200, width: 60, height: 60))
        photo.isAccessibilityElement = true
        photo.accessibilityLabel = "Profile photo"
        host.window.addSubview(volume)
        host.window.addSubview(photo)
        #expect(host.sliders["Volume"].exists)
        #expect(host.images["Profile photo"].exists)
    }

    @Test func usingAMissingOrAmbiguousElementFailsTheTestWithTheQuery() {
        let (host, _) = downloadScreen()
        withKnownIssue {
            host.buttons["Upload"].tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No matches found for Button matching identifier 'Upload'") }
        }
        withKnownIssue {
            _ = host.buttons.element.label
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Multiple matching elements found") }
        }
    }
}
