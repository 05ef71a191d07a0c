import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
import ButtonKit

@MainActor
@Suite struct ModalButtonTests {
    /// Records the control events a modal button sends, with the mode readable from the sender then.
    @MainActor final class Recorder {
        var log: [String] = []

        func watch(_ button: ModalButton) {
            button.addTarget(self, action: Recorder.valueChanged, for: .valueChanged)
            button.addTarget(self, action: Recorder.primaryAction, for: .primaryActionTriggered)
        }

        func valueChanged(_ sender: ModalButton) { log.append("changed:\(sender.mode.identifier)") }
        func primaryAction(_ sender: ModalButton) { log.append("tapped:\(sender.mode.identifier)") }
    }

    private func place(_ button: ModalButton, in host: TestHost) {
        button.frame.origin = CGPoint(x: 40, y: 120)
        host.window.addSubview(button)
    }

    @Test func defaultSequenceStepsFromDownloadToComplete() {
        let host = TestHost()
        let button = ModalButton()
        let recorder = Recorder()
        recorder.watch(button)
        place(button, in: host)
        #expect(button.bounds.size == ModalButton.defaultSize)
        #expect(button.currentTitle == "Download")
        #expect(button.isEnabled)
        #expect(button.currentBackgroundImage?.name == "heart")
        #expect(!button.activityIndicator.isAnimating)

        host.tap(button)
        #expect(button.mode.identifier == "downloading")
        #expect(button.currentTitle == "Downloading…")
        #expect(!button.isEnabled)
        #expect(button.activityIndicator.isAnimating)
        #expect(host.render().texts.contains("Downloading…"))

        host.advance(by: 4.9)
        #expect(button.mode.identifier == "downloading")
        host.advance(by: 0.1)
        #expect(button.currentTitle == "Install")
        #expect(button.isEnabled)
        #expect(!button.activityIndicator.isAnimating)

        host.tap(button)
        #expect(button.currentTitle == "Installing…")
        #expect(button.currentBackgroundImage?.name == "heart")
        host.advance(by: 5)
        #expect(button.currentTitle == "Complete!")
        #expect(button.currentBackgroundImage?.name == "clover")
        #expect(!button.isEnabled)
        #expect(button.modeIndex == 4)
        #expect(host.render().texts.contains("Complete!"))
        #expect(recorder.log == ["tapped:download", "changed:downloading", "changed:install",
                                 "tapped:install", "changed:installing", "changed:complete"])
        #expect(host.scheduler.pendingCount == 0)

        host.tap(button)
        host.advance(by: 10)
        #expect(button.modeIndex == 4)
        #expect(recorder.log.count == 6)
    }

    @Test func tappingDuringTheBusyPhaseDoesNothing() {
        let host = TestHost()
        let button = ModalButton()
        let recorder = Recorder()
        recorder.watch(button)
        place(button, in: host)
        host.tap(button)
        host.advance(by: 1)
        host.tap(button)
        host.doubleTap(button)
        #expect(button.mode.identifier == "downloading")
        #expect(recorder.log == ["tapped:download", "changed:downloading"])

        // Even enabled by the app, a busy mode does not advance on a tap.
        button.isEnabled = true
        host.tap(button)
        #expect(button.mode.identifier == "downloading")
        #expect(recorder.log == ["tapped:download", "changed:downloading", "tapped:downloading"])
        host.advance(by: 5)
        #expect(button.mode.identifier == "install")
    }

    @Test func aTouchThatEndsOutsideDoesNotAdvance() {
        let host = TestHost()
        let button = ModalButton()
        place(button, in: host)
        let start = host.center(of: button)
        host.drag(from: start, to: CGPoint(x: start.x + 300, y: start.y + 300))
        #expect(button.mode.identifier == "download")
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func leavingTheWindowPausesTheCountdownAndReturningResumesIt() {
        let host = TestHost()
        let button = ModalButton()
        let recorder = Recorder()
        recorder.watch(button)
        place(button, in: host)
        host.tap(button)
        host.advance(by: 2)
        #expect(host.scheduler.pendingCount > 0)

        button.removeFromSuperview()
        #expect(host.scheduler.pendingCount == 0)
        host.advance(by: 30)
        #expect(button.mode.identifier == "downloading")

        host.window.addSubview(button)
        host.advance(by: 2.9)
        #expect(button.mode.identifier == "downloading")
        host.advance(by: 0.1)
        #expect(button.mode.identifier == "install")
        #expect(recorder.log == ["tapped:download", "changed:downloading", "changed:install"])
    }

    @Test func aRemovedAndReleasedButtonLeavesNoTimerAndIsNeverCalledBack() {
        let host = TestHost()
        let recorder = Recorder()
        weak var released: ModalButton?
        do {
            let button = ModalButton()
            recorder.watch(button)
            place(button, in: host)
            host.tap(button)
            #expect(host.scheduler.pendingCount > 0)
            button.removeFromSuperview()
            released = button
        }
        #expect(released == nil)
        #expect(host.scheduler.pendingCount == 0)
        host.advance(by: 20)
        #expect(recorder.log == ["tapped:download", "changed:downloading"])
    }

    @Test func deallocatingAButtonWhoseWindowWentAwayInvalidatesItsTimer() {
        let host = TestHost()
        weak var releasedButton: ModalButton?
        weak var releasedWindow: UIWindow?
        do {
            let window = UIWindow(screen: host.screen)
            let waiting = ModeSequence([ModalButton.Mode(title: "Wait", isEnabled: false, delay: 5),
                                        ModalButton.Mode(title: "Go")])
            let button = ModalButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), sequence: waiting)
            #expect(host.scheduler.pendingCount == 0)
            window.addSubview(button)
            #expect(host.scheduler.pendingCount == 1)
            releasedButton = button
            releasedWindow = window
        }
        #expect(releasedWindow == nil)
        #expect(releasedButton == nil)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func editDoneTogglesForEver() {
        let host = TestHost()
        let button = ModalButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44), sequence: .editDone())
        let recorder = Recorder()
        recorder.watch(button)
        place(button, in: host)
        #expect(button.currentTitle == "Edit")
        host.tap(button)
        #expect(button.currentTitle == "Done")
        host.advance(by: 1)
        host.tap(button)
        #expect(button.currentTitle == "Edit")
        host.advance(by: 1)
        host.tap(button)
        #expect(button.currentTitle == "Done")
        #expect(button.isEnabled)
        #expect(!button.activityIndicator.isAnimating)
        #expect(recorder.log == ["tapped:edit", "changed:done", "tapped:done", "changed:edit",
                                 "tapped:edit", "changed:done"])
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func deleteConfirmationRevertsAfterItsTimeout() {
        let host = TestHost()
        let button = ModalButton(frame: CGRect(x: 0, y: 0, width: 140, height: 44),
                                 sequence: .deleteConfirmation(timeout: 3))
        let recorder = Recorder()
        recorder.watch(button)
        place(button, in: host)
        host.tap(button)
        #expect(button.currentTitle == "Confirm Delete")
        host.advance(by: 2.9)
        #expect(button.currentTitle == "Confirm Delete")
        host.advance(by: 0.1)
        #expect(button.currentTitle == "Delete")
        #expect(recorder.log == ["tapped:delete", "changed:confirmDelete", "changed:delete"])
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func deleteConfirmationConfirmsOnTheSecondTap() {
        let host = TestHost()
        let button = ModalButton(frame: CGRect(x: 0, y: 0, width: 140, height: 44),
                                 sequence: .deleteConfirmation())
        var deleted = 0
        button.addAction(UIAction { action in
            if (action.sender as? ModalButton)?.mode.identifier == "confirmDelete" { deleted += 1 }
        }, for: .primaryActionTriggered)
        place(button, in: host)
        host.tap(button)
        #expect(deleted == 0)
        host.advance(by: 1)
        host.tap(button)
        #expect(deleted == 1)
        #expect(button.currentTitle == "Delete")
        #expect(host.scheduler.pendingCount == 0)
        host.advance(by: 5)
        #expect(button.currentTitle == "Delete")
        #expect(deleted == 1)
    }

    @Test func aTapOnTheSpinnerOfAnEnabledWorkingModeIsATapOnTheButton() {
        let host = TestHost()
        let sequence = ModeSequence([ModalButton.Mode(title: "Syncing", showsActivityIndicator: true),
                                     ModalButton.Mode(title: "Stopped")])
        let button = ModalButton(frame: CGRect(x: 0, y: 0, width: 118, height: 118), sequence: sequence)
        place(button, in: host)
        button.layoutIfNeeded()
        let spinner = button.activityIndicator
        #expect(spinner.isAnimating)
        #expect(host.window.hitTest(host.center(of: spinner), with: nil) === button)
        host.tap(at: host.center(of: spinner))
        #expect(button.currentTitle == "Stopped")
        #expect(!spinner.isAnimating)
    }

    @Test func aTapWhoseActionAssignsASequenceDoesNotAlsoAdvanceIt() {
        let host = TestHost()
        let button = ModalButton(frame: CGRect(x: 0, y: 0, width: 140, height: 44), sequence: .deleteConfirmation())
        button.addAction(UIAction { action in
            (action.sender as? ModalButton)?.sequence = .editDone()
        }, for: .primaryActionTriggered)
        place(button, in: host)
        host.tap(button)
        #expect(button.currentTitle == "Edit")
        #expect(button.modeIndex == 0)
    }

    @Test func unusableSequencesAreRefused() {
        let host = TestHost()
        var button: ModalButton?
        let atInit = Diagnostics.record {
            button = ModalButton(frame: .zero, sequence: ModeSequence([]))
        }
        #expect(atInit.map(\.code) == ["modalButton.invalidSequence"])
        #expect(button?.currentTitle == "")
        #expect(button?.isEnabled == false)

        let toggle = ModalButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44), sequence: .editDone())
        place(toggle, in: host)
        host.tap(toggle)
        let bad: [ModeSequence] = [
            ModeSequence([]),
            ModeSequence([ModalButton.Mode(title: "A", delay: .nan)]),
            ModeSequence([ModalButton.Mode(title: "A", delay: -1)]),
            ModeSequence([ModalButton.Mode(title: "A", delay: 1, modeAfterDelay: 3)]),
        ]
        for sequence in bad {
            let diagnostics = Diagnostics.record { toggle.sequence = sequence }
            #expect(diagnostics.map(\.code) == ["modalButton.invalidSequence"])
            #expect(toggle.sequence == .editDone())
            #expect(toggle.currentTitle == "Done")
        }
    }

    @Test func assigningASequenceStartsItWithoutAnAction() {
        let host = TestHost()
        let button = ModalButton()
        let recorder = Recorder()
        recorder.watch(button)
        place(button, in: host)
        host.tap(button)
        button.sequence = .editDone(editTitle: "Bearbeiten", doneTitle: "Fertig")
        #expect(button.currentTitle == "Bearbeiten")
        #expect(button.isEnabled)
        #expect(!button.activityIndicator.isAnimating)
        #expect(host.scheduler.pendingCount == 0)
        host.advance(by: 10)
        #expect(recorder.log == ["tapped:download", "changed:downloading"])
    }
}
