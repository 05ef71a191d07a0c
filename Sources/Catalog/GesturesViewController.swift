import Foundation
import OpenUIKit

/// The standard gesture recognizers as apps use them, as a "Gestures" screen:
/// - a card that follows a pan (`translation(in:)`, reset with `setTranslation(.zero, in:)`) and,
///   when let go, flies off the side it was thrown or dragged far enough towards — the next card then
///   takes its place — or snaps back home;
/// - a pad with one `UISwipeGestureRecognizer` per direction, saying which way it was swiped;
/// - a photo to pinch and rotate at the same time (the delegate lets the two recognize together);
/// - a drawer pulled in from the right edge of the screen (`UIScreenEdgePanGestureRecognizer`), open
///   or closed by how far and how fast it was pulled; a tap on it closes it.
///
/// Each recognizer's state is shown in its own status line as it changes, and every state but
/// `.changed` is logged (``EventLog``) with what the screen did, for the tests and the end-to-end
/// script. The handlers are target-action methods, as UIKit code writes them (`Selector`s with the
/// method, OpenUIKit's stand-in for `#selector`).
@MainActor
final class GesturesViewController: UIViewController, UIGestureRecognizerDelegate {
    let panStatus = GesturesViewController.statusLabel("Pan: possible")
    let swipeStatus = GesturesViewController.statusLabel("Swipe: possible")
    let pinchStatus = GesturesViewController.statusLabel("Pinch: possible — ×1.00")
    let rotationStatus = GesturesViewController.statusLabel("Rotation: possible — 0°")
    let edgeStatus = GesturesViewController.statusLabel("Edge pan: possible")
    let card = UIView(frame: .zero)
    /// The row the card rests over.
    let cardSlot = UIView()
    /// The row the photo sits in the middle of.
    let photoStage = UIView()
    let cardLabel = UILabel(frame: .zero)
    let swipePad = UIView(frame: .zero)
    let swipeLabel = UILabel(frame: .zero)
    let photo = PhotoTileView(side: 150)
    let drawer = UIView(frame: .zero)

    let panRecognizer = UIPanGestureRecognizer()
    let pinchRecognizer = UIPinchGestureRecognizer()
    let rotationRecognizer = UIRotationGestureRecognizer()
    let edgeRecognizer = UIScreenEdgePanGestureRecognizer()
    private(set) var swipeRecognizers: [UISwipeGestureRecognizer] = []

    /// Where the card rests.
    private(set) var cardHome = CGPoint.zero
    /// Which card of the deck is on top: each one thrown away brings the next.
    private(set) var cardNumber = 1
    /// The drawer's center when open and when closed (just off the right edge).
    private(set) var drawerOpenCenter = CGPoint.zero
    private(set) var drawerClosedCenter = CGPoint.zero
    private var drawerCenterAtStart = CGPoint.zero
    /// Whether the drawer was last settled open.
    private(set) var isDrawerOpen = false
    private let cardMotion = CenterAnimation()
    private let drawerMotion = CenterAnimation()

    /// A throw faster than this (points per second) decides where the card or drawer goes, whatever
    /// the distance: UIKit apps commonly take 500–1000.
    static let flickSpeed: CGFloat = 800
    /// How long the card and drawer take to settle.
    static let settleDuration: TimeInterval = 0.25
    /// How wide the drawer is.
    static let drawerWidth: CGFloat = 240

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.gestures.title
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The screen's rows, laid out with Auto Layout as the other screens (``ScreenColumnsView``): the
    /// status lines, the card's slot, the swipe pad, the photo's stage and the hint; in compact height
    /// the pad, photo and hint make a second column. The card and the drawer follow the finger by
    /// their centres, so they are not in the rows: the card rests over its slot and the drawer off the
    /// right edge, both placed from the solved rows in ``viewDidLayoutSubviews()`` (as UIKit code moves
    /// a dragged view by hand above a constraint-laid screen), above everything they are dragged over.
    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        root.clipsToBounds = true
        view = root
        let column = ScreenColumnsView.pinned(in: root, spacing: 12, top: 10)
        let statuses = UIStackView(arrangedSubviews: [panStatus, swipeStatus, pinchStatus, rotationStatus, edgeStatus])
        statuses.axis = .vertical
        for label in statuses.arrangedSubviews { label.heightAnchor.constraint(equalToConstant: 22).isActive = true }
        column.addRow(statuses)
        cardSlot.heightAnchor.constraint(equalToConstant: 100).isActive = true
        column.addRow(cardSlot)
        column.breakColumn()

        swipePad.backgroundColor = .systemGray6
        swipePad.layer.cornerRadius = 12
        swipePad.heightAnchor.constraint(equalToConstant: 90).isActive = true
        swipeLabel.textAlignment = .center
        swipeLabel.textColor = .secondaryLabel
        swipeLabel.text = "Swipe here, any direction"
        Self.pin(swipeLabel, in: swipePad)
        column.addRow(swipePad)

        photoStage.heightAnchor.constraint(equalToConstant: 150).isActive = true
        photoStage.addSubview(photo)
        column.addRow(photoStage)

        let hint = Self.statusLabel("Two fingers on the photo: pinch, rotate. Pull in from the right edge.")
        hint.numberOfLines = 2
        hint.textAlignment = .center
        hint.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addRow(hint)

        card.backgroundColor = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
        card.layer.cornerRadius = 16
        cardLabel.textAlignment = .center
        cardLabel.textColor = .white
        cardLabel.font = .boldSystemFont(ofSize: 20)
        Self.pin(cardLabel, in: card)
        updateCardLabel()
        root.addSubview(card)                           // above the pad and the photo it is dragged over

        drawer.backgroundColor = .systemOrange
        let drawerLabel = UILabel(frame: CGRect(x: 20, y: 150, width: 200, height: 30))
        drawerLabel.text = "Drawer — tap to close"
        drawerLabel.textColor = .white
        drawer.addSubview(drawerLabel)
        root.addSubview(drawer)

        installRecognizers()
    }

    /// Places what follows the finger from the solved rows: the card's home over its slot, the
    /// photo in the middle of its stage, the drawer's open and closed places at the right edge. A
    /// card or drawer being dragged or settling is left where it is (its gesture or motion owns it).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let slot = cardSlot.convert(cardSlot.bounds, to: view)
        cardHome = CGPoint(x: slot.midX, y: slot.midY)
        card.bounds.size = slot.size
        if !Self.isFollowing(panRecognizer) && !cardMotion.isRunning { card.center = cardHome }
        photo.center = CGPoint(x: photoStage.bounds.midX, y: photoStage.bounds.midY)

        let bounds = view.bounds
        drawer.bounds.size = CGSize(width: Self.drawerWidth, height: bounds.height)
        drawerClosedCenter = CGPoint(x: bounds.maxX + Self.drawerWidth / 2, y: bounds.midY)
        drawerOpenCenter = CGPoint(x: bounds.maxX - Self.drawerWidth / 2, y: bounds.midY)
        if !Self.isFollowing(edgeRecognizer) && !drawerMotion.isRunning {
            drawer.center = isDrawerOpen ? drawerOpenCenter : drawerClosedCenter
        }
    }

    /// Whether a continuous gesture is under way (its view follows the finger).
    private static func isFollowing(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.state == .began || recognizer.state == .changed
    }

    /// Pins `label` to the edges of `container` with constraints.
    private static func pin(_ label: UILabel, in container: UIView) {
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
    }

    private func installRecognizers() {
        panRecognizer.addTarget(self, action: Selector("handlePan:", GesturesViewController.handlePan))
        card.addGestureRecognizer(panRecognizer)

        for direction: UISwipeGestureRecognizer.Direction in [.left, .right, .up, .down] {
            let swipe = UISwipeGestureRecognizer(target: self, action: Selector("handleSwipe:", GesturesViewController.handleSwipe))
            swipe.direction = direction
            swipePad.addGestureRecognizer(swipe)
            swipeRecognizers.append(swipe)
        }

        pinchRecognizer.addTarget(self, action: Selector("handlePinch:", GesturesViewController.handlePinch))
        rotationRecognizer.addTarget(self, action: Selector("handleRotation:", GesturesViewController.handleRotation))
        pinchRecognizer.delegate = self
        rotationRecognizer.delegate = self
        photo.addGestureRecognizer(pinchRecognizer)
        photo.addGestureRecognizer(rotationRecognizer)

        edgeRecognizer.edges = .right
        edgeRecognizer.addTarget(self, action: Selector("handleEdgePan:", GesturesViewController.handleEdgePan))
        view.addGestureRecognizer(edgeRecognizer)
        drawer.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("closeDrawer", GesturesViewController.closeDrawer)))
    }

    // MARK: Pan: the card

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let state = recognizer.state
        switch state {
        case .began, .changed:
            if state == .began { cardMotion.stop() }
            let translation = recognizer.translation(in: view)
            card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
            recognizer.setTranslation(.zero, in: view)
            show(state, "Pan", in: panStatus, "moved \(Int(card.center.x - cardHome.x)), \(Int(card.center.y - cardHome.y))")
        case .ended:
            let offset = card.center.x - cardHome.x
            let speed = recognizer.velocity(in: view).x
            let thrown = abs(speed) > Self.flickSpeed ? speed : (abs(offset) > view.bounds.width * 0.35 ? offset : 0)
            if thrown == 0 {
                settleCard(state, "snapped back")
            } else {
                flyOff(toRight: thrown > 0)
            }
        default:
            settleCard(state, "snapped back")
        }
    }

    private func settleCard(_ state: UIGestureRecognizer.State, _ outcome: String) {
        show(state, "Pan", in: panStatus, outcome)
        cardMotion.move(card, to: cardHome, duration: Self.settleDuration)
    }

    /// Throws the card off the screen, then puts the next card in its place.
    private func flyOff(toRight: Bool) {
        let side = toRight ? "right" : "left"
        show(.ended, "Pan", in: panStatus, "flew off \(side)")
        let distance = view.bounds.width + card.bounds.width
        let target = CGPoint(x: cardHome.x + (toRight ? distance : -distance), y: card.center.y)
        cardMotion.move(card, to: target, duration: Self.settleDuration) { [weak self] in
            guard let self else { return }
            cardNumber += 1
            updateCardLabel()
            card.center = cardHome
            EventLog.record("card: \(cardNumber) on top")
        }
    }

    private func updateCardLabel() {
        cardLabel.text = "Card \(cardNumber) · drag or throw me"
    }

    // MARK: Swipe

    func handleSwipe(_ recognizer: UISwipeGestureRecognizer) {
        let name = Self.name(of: recognizer.direction)
        swipeLabel.text = "Swiped \(name)"
        show(recognizer.state, "Swipe", in: swipeStatus, name)
    }

    // MARK: Pinch and rotation: the photo

    /// The pinch and the rotation of the photo recognize together, as photo apps let them.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let photoRecognizers = [pinchRecognizer, rotationRecognizer] as [UIGestureRecognizer]
        return photoRecognizers.contains { $0 === gestureRecognizer } && photoRecognizers.contains { $0 === otherGestureRecognizer }
    }

    func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        if recognizer.state == .began || recognizer.state == .changed {
            photo.zoom *= recognizer.scale
            recognizer.scale = 1
        }
        show(recognizer.state, "Pinch", in: pinchStatus, "×" + String(format: "%.2f", photo.zoom))
    }

    func handleRotation(_ recognizer: UIRotationGestureRecognizer) {
        if recognizer.state == .began || recognizer.state == .changed {
            photo.angle += recognizer.rotation
            recognizer.rotation = 0
        }
        show(recognizer.state, "Rotation", in: rotationStatus, "\(Int((photo.angle * 180 / .pi).rounded()))°")
    }

    // MARK: Screen-edge pan: the drawer

    func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let state = recognizer.state
        let translation = recognizer.translation(in: view)
        switch state {
        case .began, .changed:
            if state == .began {
                drawerMotion.stop()
                drawerCenterAtStart = drawer.center
            }
            let x = min(max(drawerCenterAtStart.x + translation.x, drawerOpenCenter.x), drawerClosedCenter.x)
            drawer.center = CGPoint(x: x, y: drawerClosedCenter.y)
            show(state, "Edge pan", in: edgeStatus, "pulled \(Int(drawerClosedCenter.x - x))")
        case .ended:
            let speed = recognizer.velocity(in: view).x
            let opens = abs(speed) > Self.flickSpeed ? speed < 0 : drawerClosedCenter.x - drawer.center.x > drawer.bounds.width / 2
            settleDrawer(open: opens, state)
        default:
            settleDrawer(open: false, state)
        }
    }

    func closeDrawer() {
        settleDrawer(open: false, nil)
    }

    /// Moves the drawer open or closed; `state` is the edge pan's, when it decided.
    private func settleDrawer(open: Bool, _ state: UIGestureRecognizer.State?) {
        isDrawerOpen = open
        let outcome = open ? "drawer open" : "drawer closed"
        if let state { show(state, "Edge pan", in: edgeStatus, outcome) } else { EventLog.record("drawer: closed by a tap") }
        drawerMotion.move(drawer, to: open ? drawerOpenCenter : drawerClosedCenter, duration: Self.settleDuration)
    }

    // MARK: Status

    /// Shows `state` and `detail` in `label`; logs every state but `.changed` (a line per move would
    /// drown the log).
    private func show(_ state: UIGestureRecognizer.State, _ gesture: String, in label: UILabel, _ detail: String) {
        let name = Self.name(of: state)
        label.text = "\(gesture): \(name) — \(detail)"
        if state != .changed { EventLog.record("\(gesture.lowercased()): \(name) — \(detail)") }
    }

    static func name(of state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        @unknown default: "unknown"
        }
    }

    static func name(of direction: UISwipeGestureRecognizer.Direction) -> String {
        [(UISwipeGestureRecognizer.Direction.left, "left"), (.right, "right"), (.up, "up"), (.down, "down")]
            .filter { direction.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    private static func statusLabel(_ text: String) -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 14)
        label.textColor = .secondaryLabel
        label.text = text
        return label
    }
}
