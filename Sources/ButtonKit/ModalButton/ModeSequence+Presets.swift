import Foundation
import OpenUIKit

/// The ready-made sequences of the articles' modal buttons.
extension ModeSequence {
    /// The App Store's install button: Download → Downloading… → Install → Installing… → Complete!.
    ///
    /// "Download" and "Install" wait for a tap; "Downloading…" and "Installing…" are disabled, spin the
    /// activity indicator and move on after `delay` seconds (5 by default, the article's timer);
    /// "Complete!" shows `completedBackground` and is disabled for good. Identifiers: `download`,
    /// `downloading`, `install`, `installing`, `complete`.
    ///
    /// ```swift
    /// let button = ModalButton(frame: frame, sequence: .appStoreInstall(delay: 2))
    /// ```
    @MainActor
    public static func appStoreInstall(delay: TimeInterval = 5,
                                       background: UIImage? = ButtonKitImages.heart,
                                       completedBackground: UIImage? = ButtonKitImages.clover) -> ModeSequence {
        func working(_ identifier: String, _ title: String) -> ModalButton.Mode {
            ModalButton.Mode(identifier: identifier, title: title, backgroundImage: background, isEnabled: false,
                             showsActivityIndicator: true, delay: delay)
        }
        return ModeSequence([
            ModalButton.Mode(identifier: "download", title: "Download", backgroundImage: background),
            working("downloading", "Downloading…"),
            ModalButton.Mode(identifier: "install", title: "Install", backgroundImage: background),
            working("installing", "Installing…"),
            ModalButton.Mode(identifier: "complete", title: "Complete!", backgroundImage: completedBackground,
                             isEnabled: false),
        ])
    }

    /// The Contacts app's Edit/Done button: each tap switches between the two, for ever.
    /// Identifiers: `edit`, `done`.
    ///
    /// ```swift
    /// let button = ModalButton(frame: frame, sequence: .editDone())
    /// button.addTarget(self, action: ContactViewController.editingChanged, for: .valueChanged)
    /// // editingChanged(_ sender: ModalButton): setEditing(sender.mode.identifier == "done")
    /// ```
    public static func editDone(editTitle: String = "Edit", doneTitle: String = "Done") -> ModeSequence {
        ModeSequence([ModalButton.Mode(identifier: "edit", title: editTitle),
                      ModalButton.Mode(identifier: "done", title: doneTitle)],
                     wrapsAround: true)
    }

    /// A destructive action behind a second tap: "Delete" → "Confirm Delete", which returns to
    /// "Delete" by itself after `timeout` seconds (3 by default) unless tapped. A tap on
    /// "Confirm Delete" is the confirmation: the app acts in its `.primaryActionTriggered` action,
    /// which is sent while the tapped mode is still current; the button then returns to "Delete".
    /// Identifiers: `delete`, `confirmDelete`.
    ///
    /// ```swift
    /// let button = ModalButton(frame: frame, sequence: .deleteConfirmation())
    /// button.addAction(UIAction { action in
    ///     if (action.sender as? ModalButton)?.mode.identifier == "confirmDelete" { deleteItem() }
    /// }, for: .primaryActionTriggered)
    /// ```
    public static func deleteConfirmation(title: String = "Delete", confirmTitle: String = "Confirm Delete",
                                          timeout: TimeInterval = 3) -> ModeSequence {
        ModeSequence([ModalButton.Mode(identifier: "delete", title: title),
                      ModalButton.Mode(identifier: "confirmDelete", title: confirmTitle, delay: timeout,
                                       modeAfterDelay: 0)],
                     wrapsAround: true)
    }
}
