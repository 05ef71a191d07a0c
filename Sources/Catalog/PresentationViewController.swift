import Foundation
import OpenUIKit
import OpenUIKitHost

/// The article's master screen: pickers for the presentation style, transition, device and
/// modal-in-popover, and a Present button that shows a ``DetailViewController`` inside a navigation
/// controller. The detail's Done button calls this controller back (``ModalViewControllerDelegate``)
/// and this controller dismisses it, as the article recommends. A request UIKit refuses with an
/// exception (`partialCurl` with a style other than full screen) shows the error in a ``MessageView``.
/// On an iPhone sheets are iOS 17's cards (resting at the medium detent, with a grabber), or, when the
/// Catalog starts with `--full-screen-sheets` (or ``choose(_:)`` asks), the article's full-screen ones:
/// the app's ``AppRuntime/compactSheetStyle``. A launch option rather than a picker row, so that the
/// screen the end-to-end script clicks through keeps its layout.
@MainActor
final class PresentationViewController: UIViewController, ModalViewControllerDelegate,
    UIPopoverPresentationControllerDelegate {
    let environment: CatalogEnvironment
    private(set) var options = PresentationOptions()
    let presentButton = UIButton(type: .system)
    let statusLabel = UILabel()
    private(set) var styleRow: OptionRow!
    private(set) var transitionRow: OptionRow!
    private(set) var deviceRow: OptionRow!
    private(set) var modalInPopoverRow: OptionRow!
    /// The screen's rows: the pickers, Present and the status line.
    private(set) var column: ScreenColumnsView!
    /// The error box on screen, if any.
    private(set) weak var messageView: MessageView?

    init(environment: CatalogEnvironment) {
        self.environment = environment
        super.init(nibName: nil, bundle: nil)
        title = "Modal Presentation"
        options.sheetStyle = AppRuntime.current.compactSheetStyle
        // Context styles cover this screen's view only, below the navigation bar.
        definesPresentationContext = true
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        column = ScreenColumnsView.pinned(in: view, spacing: 10, top: 16)
        styleRow = OptionRow(caption: "Style", options: PresentationOptions.styles.map(\.name),
                             selectedIndex: PresentationOptions.styles.firstIndex { $0.style == options.style } ?? 0)
        styleRow.onChange = { [weak self] in self?.options.style = PresentationOptions.styles[$0].style }
        transitionRow = OptionRow(caption: "Transition", options: PresentationOptions.transitions.map(\.name),
                                  selectedIndex: 0)
        transitionRow.onChange = { [weak self] in self?.options.transition = PresentationOptions.transitions[$0].style }
        deviceRow = OptionRow(caption: "Device", options: DeviceSetup.all.map(\.description),
                              selectedIndex: DeviceSetup.all.firstIndex(of: environment.device) ?? 0)
        deviceRow.onChange = { [weak self] in self?.chooseDevice(DeviceSetup.all[$0]) }
        modalInPopoverRow = OptionRow(caption: "Modal in popover", options: ["off", "on"], selectedIndex: 0)
        modalInPopoverRow.onChange = { [weak self] in self?.options.isModalInPopover = $0 == 1 }
        presentButton.setTitle("Present", for: .normal)
        presentButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        presentButton.backgroundColor = .systemGray6
        presentButton.layer.cornerRadius = 10
        presentButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
        presentButton.addTarget(self, action: PresentationViewController.presentTapped, for: .touchUpInside)
        statusLabel.font = .systemFont(ofSize: 13)
        statusLabel.textColor = .secondaryLabel
        statusLabel.numberOfLines = 2
        statusLabel.text = "Running on \(environment.device)."
        statusLabel.heightAnchor.constraint(equalToConstant: 40).isActive = true
        for view in [styleRow!, transitionRow!, deviceRow!, modalInPopoverRow!, presentButton, statusLabel] as [UIView] {
            if view === deviceRow { column.breakColumn() }          // in compact height
            column.addRow(view)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        wrapOptionRows()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        wrapOptionRows()
    }

    /// Tells the option rows the width of their column, which they wrap their buttons at: as a
    /// multi-line label's `preferredMaxLayoutWidth`, set before the constraints are solved (when the
    /// screen appears, its size known) and kept up to date when its size changes. The columns span
    /// the margins guide, whose margins move inside the safe area where they would fall outside it
    /// (`insetsLayoutMarginsFromSafeArea`): each side is the larger of the margin and the inset.
    private func wrapOptionRows() {
        let margins = view.directionalLayoutMargins, safeArea = view.safeAreaInsets
        let width = column.columnWidth(
            within: max(view.bounds.width - max(margins.leading, safeArea.left) - max(margins.trailing, safeArea.right), 0))
        for row in [styleRow!, transitionRow!, deviceRow!, modalInPopoverRow!] {
            row.preferredMaxLayoutWidth = width
        }
    }

    /// Chooses the options in code, as taps on the pickers do (snapshots and tests); the sheet style,
    /// which has no picker, as `--full-screen-sheets` does.
    func choose(_ options: PresentationOptions) {
        styleRow.choose(PresentationOptions.styles.firstIndex { $0.style == options.style } ?? 0)
        transitionRow.choose(PresentationOptions.transitions.firstIndex { $0.style == options.transition } ?? 0)
        modalInPopoverRow.choose(options.isModalInPopover ? 1 : 0)
        self.options.sheetStyle = options.sheetStyle
    }

    private func chooseDevice(_ device: DeviceSetup) {
        guard device != environment.device else { return }
        guard let switchDevice = environment.switchDevice else {
            setStatus("Running on \(environment.device); start the Catalog with --device to use another.")
            deviceRow.choose(DeviceSetup.all.firstIndex(of: environment.device) ?? 0)
            return
        }
        EventLog.record("device: \(device.slug)")
        switchDevice(device)
    }

    func presentTapped(_ sender: UIButton) {
        presentDetail(animated: true)
    }

    /// Presents the detail with the chosen options; shows UIKit's error instead when it refuses.
    func presentDetail(animated: Bool) {
        let detail = DetailViewController(
            message: "Presented as \(options.styleName) with \(options.transitionName) on \(environment.device). "
                + "Done asks the presenter to dismiss it.")
        detail.delegate = self
        detail.isModalInPopover = options.isModalInPopover
        let navigation = UINavigationController(rootViewController: detail)
        navigation.modalPresentationStyle = options.style
        navigation.modalTransitionStyle = options.transition
        if let popover = navigation.popoverPresentationController {
            navigation.preferredContentSize = CGSize(width: 320, height: 240)
            popover.sourceView = presentButton
            popover.sourceRect = presentButton.bounds
        }
        navigation.presentationController?.delegate = self
        // The app's setting, read as the sheet is presented; a card rests at medium first, with a grabber.
        AppRuntime.current.compactSheetStyle = options.sheetStyle
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        EventLog.record("present: \(options.styleName) \(options.transitionName) modalInPopover=\(options.isModalInPopover)")
        do {
            try tryPresent(navigation, animated: animated) { [weak self] in
                EventLog.record("presented: \(self?.options.styleName ?? "")")
            }
            setStatus("Presented \(options.styleName).")
        } catch {
            EventLog.record("error: \(error.message)")
            setStatus("UIKit refused: \(error.code)")
            showMessage(title: "Cannot present", message: error.message)
        }
    }

    private func showMessage(title: String, message: String) {
        guard let window = view.window else { return }
        let box = MessageView(frame: window.bounds, title: title, message: message)
        window.addSubview(box)
        messageView = box
    }

    private func setStatus(_ text: String) {
        statusLabel.text = text
    }

    // MARK: ModalViewControllerDelegate

    func didDismissModalView() {
        EventLog.record("delegate: didDismissModalView")
        setStatus("Done tapped: the delegate dismissed the detail.")
        dismiss(animated: true) {
            EventLog.record("dismissed")
        }
    }

    // MARK: UIPopoverPresentationControllerDelegate

    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        EventLog.record("popover: dismissed by a touch outside")
        setStatus("A touch outside dismissed the popover.")
    }
}
