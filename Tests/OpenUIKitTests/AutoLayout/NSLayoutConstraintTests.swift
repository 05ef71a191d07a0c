import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Auto Layout through UIKit's API: constraints and anchors position views at the next layout pass.
@MainActor
@Suite struct NSLayoutConstraintTests {
    /// Equal to within a thousandth of a point: solved frames are exact up to rounding noise.
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-3 }

    private func container() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)) }

    @Test func anchorsPinASubviewInsideItsSuperview() {
        let root = container()
        let child = root.addConstrainedSubview()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(child.frame == .zero, "constraints take effect at the next layout pass")
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 280, height: 50))
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let root = container()
        let a = root.addConstrainedSubview(), b = root.addConstrainedSubview()
        let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        #expect(!spacing.isActive)
        spacing.isActive = true
        #expect(spacing.isActive)
        #expect(root.constraints.contains { $0 === spacing })
        #expect(a.constraints.isEmpty)
        NSLayoutConstraint.deactivate([spacing])
        #expect(!spacing.isActive)
        #expect(root.constraints.isEmpty)
        let width = a.widthAnchor.constraint(equalToConstant: 40)
        a.addConstraint(width)
        #expect(width.isActive && a.constraints.count == 1)
        a.removeConstraints([width])
        #expect(!width.isActive)
    }

    @Test func aViewMadeInCodeKeepsItsFrame() {
        let root = container()
        let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        root.addSubview(fixed)
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        let follower = root.addConstrainedSubview()
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 0.5),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 30, y: 40, width: 100, height: 60))
        #expect(follower.frame == CGRect(x: 135, y: 40, width: 50, height: 60))
        fixed.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 85, y: 0, width: 40, height: 20))
    }

    @Test func aNewConstantOrASuperviewResizeRelaysOutIncrementally() {
        let root = container()
        let child = root.addConstrainedSubview()
        let width = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([width, top, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 10, width: 150, height: 10))
        top.constant = 30
        root.layoutIfNeeded()
        #expect(child.frame.minY == 30)
        for rootWidth in stride(from: 400.0, through: 600, by: 50) {
            root.frame.size.width = rootWidth
            root.layoutIfNeeded()
            #expect(close(child.frame.width, rootWidth / 2))
        }
    }

    @Test func aWindowResizeChangesConstantsWithoutRebuildingTheSystem() throws {
        let root = container()
        var previous: UIView?
        for _ in 0..<20 {
            let cell = root.addConstrainedSubview()
            NSLayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor),
                cell.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 20),
                cell.topAnchor.constraint(equalTo: root.topAnchor),
                cell.heightAnchor.constraint(equalTo: root.heightAnchor),
            ])
            previous = cell
        }
        root.layoutIfNeeded()
        let engine = try #require(root.autoLayoutStorage?.engine)
        let built = engine.solverWork
        for step in 1...10 {
            root.frame.size = CGSize(width: 300 + 10 * CGFloat(step), height: 200 + 5 * CGFloat(step))
            let before = engine.solverWork.pivots
            root.layoutIfNeeded()
            #expect(engine.solverWork.constraints == built.constraints)
            #expect(engine.solverWork.pivots - before <= 4, "a resize shifts constants; it does not re-pivot the system")
            #expect(close(previous?.frame.maxX ?? 0, root.bounds.width))
            #expect(previous?.frame.height == root.bounds.height)
        }
    }

    /// An app that installs the same constraint twice (common when `updateConstraints` adds
    /// without checking) and later deactivates one copy: the other still holds at the next pass,
    /// against a weaker pull — NSLayoutConstraint's required priority means "must be satisfied".
    @Test func deactivatingADuplicateKeepsTheOtherCopy() {
        let root = container()
        let child = root.addConstrainedSubview()
        let width = child.widthAnchor.constraint(equalToConstant: 65)
        let duplicate = child.widthAnchor.constraint(equalToConstant: 65)
        let pull = child.widthAnchor.constraint(equalToConstant: 0)
        pull.priority = .defaultLow
        NSLayoutConstraint.activate([width, duplicate, pull, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 65)
        let reports = Diagnostics.record {
            width.isActive = false
            root.layoutIfNeeded()
        }
        #expect(child.frame.width == 65)
        #expect(reports.isEmpty)
    }

    @Test func theHigherPriorityWinsAndRequiredBoundsHold() {
        let root = container()
        let child = root.addConstrainedSubview()
        let wish = child.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([wish, child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
                                     child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 300)
        wish.priority = .defaultLow
        #expect(wish.priority == .defaultLow)
        // Between required and optional, UIKit raises: refused with a diagnostic, priority kept.
        let diagnostics = Diagnostics.record { wish.priority = .required }
        #expect(diagnostics.map(\.code) == ["layout.requiredPriorityChange"])
        #expect(wish.priority == .defaultLow)
    }

    @Test func systemSpacingIsEightPoints() {
        let root = container()
        let a = root.addConstrainedSubview(), b = root.addConstrainedSubview()
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 36, y: 28, width: 20, height: 20))
    }

    @Test func unsatisfiableConstraintsAreLoggedAsUIKitDoesAndOneIsBroken() {
        let root = container()
        let child = root.addConstrainedSubview()
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([first, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        second.isActive = true
        let diagnostics = Diagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.code) == ["layout.unsatisfiableConstraints"])
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'too-wide' UIView.width == 200.0   (active)>"))
        #expect(message.contains("UIView.width == 100.0"))
        #expect(child.frame.width == 100)
        // The broken constraint stays active, as in UIKit, and is not reported again every pass.
        #expect(second.isActive)
        root.setNeedsLayout()
        #expect(Diagnostics.record { root.layoutIfNeeded() }.isEmpty)
        // Once the conflict goes, it takes part again.
        first.isActive = false
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test func constraintsUIKitRefusesAreReportedAndNeverActive() {
        let root = container()
        let child = root.addConstrainedSubview()
        let stranger = UIView()
        var crossed: NSLayoutConstraint?
        let diagnostics = Diagnostics.record {
            crossed = NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .top,
                                         multiplier: 1, constant: 0)
            crossed?.isActive = true
            let notAView = NSLayoutConstraint(item: "text", attribute: .width, relatedBy: .equal, toItem: nil,
                                              attribute: .notAnAttribute, multiplier: 1, constant: 10)
            notAView.isActive = true
            child.leadingAnchor.constraint(equalTo: stranger.leadingAnchor).isActive = true
        }
        #expect(diagnostics.map(\.code) == ["layout.invalidConstraint", "layout.invalidConstraint", "layout.noCommonAncestor"])
        #expect(crossed?.isActive == false)
        #expect(root.constraints.isEmpty)
    }

    @Test func aNonFiniteConstantOrAnOutOfRangePriorityIsRefused() {
        let root = container()
        let child = root.addConstrainedSubview()
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([width, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor)])
        let diagnostics = Diagnostics.record {
            width.constant = .nan
            width.constant = .infinity
            width.priority = UILayoutPriority(0)
            width.priority = UILayoutPriority(1001)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.code) == ["layout.invalidConstant", "layout.invalidConstant", "layout.invalidPriority", "layout.invalidPriority"])
        #expect(width.constant == 40 && width.priority == .required)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func theItemAttributeInitializerMatchesTheAnchors() {
        let root = container()
        let child = root.addConstrainedSubview()
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY,
                               multiplier: 1, constant: 10),
            NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 60),
            NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: child, attribute: .width,
                               multiplier: 0.5, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 120, y: 95, width: 60, height: 30))
    }

    @Test func intrinsicSizesHugAndResistAtTheirPriorities() {
        let root = container()
        let left = IntrinsicView(size: CGSize(width: 100, height: 20)), right = IntrinsicView(size: CGSize(width: 100, height: 20))
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        left.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor), left.topAnchor.constraint(equalTo: root.topAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor), right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // The higher hugging priority keeps its intrinsic width; the other stretches.
        #expect(left.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(right.frame == CGRect(x: 100, y: 0, width: 200, height: 20))
        // Compression resistance (750) loses to a required maximum.
        right.widthAnchor.constraint(lessThanOrEqualToConstant: 50).isActive = true
        root.layoutIfNeeded()
        #expect(right.frame.width == 50)
        #expect(left.frame.width == 250)
        #expect(left.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        // A new intrinsic size is picked up after invalidateIntrinsicContentSize().
        left.size = CGSize(width: 100, height: 44)
        left.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(left.frame.height == 44)
    }

    @Test func aLabelIsSizedByItsMeasuredText() {
        let root = container()
        let label = UILabel()
        label.text = "Hello, Auto Layout"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)])
        root.layoutIfNeeded()
        let size = label.intrinsicContentSize
        #expect(size.width > 0 && size.height > 0)
        #expect(label.frame.origin == CGPoint(x: 4, y: 4))
        #expect(close(label.frame.width, size.width) && close(label.frame.height, size.height))
    }

    @Test func marginsAndGuidesFollowTheirView() {
        let root = container()
        let child = root.addConstrainedSubview()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 0, width: 284, height: 192))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 184))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 10, right: 30)
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 10, trailing: 30))
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 250, height: 190))

        // A custom guide spaces two views apart by a third of the width.
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        #expect(root.layoutGuides.count == 1 && spacer.owningView === root)
        let a = root.addConstrainedSubview(), b = root.addConstrainedSubview()
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor), spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 5),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 150)
        #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 100, height: 1))
    }

    @Test func updateConstraintsRunsOnceWhenAskedBeforeTheSolve() {
        let root = container()
        let view = CountingConstraintsView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.updates == 0)
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(!view.needsUpdateConstraints())
        // The constraints it added in updateConstraints() were solved in the same pass.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(view.updates == 1)
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        #expect(view.updates == 2)
    }

    @Test func aViewControllerUpdatesItsViewConstraints() {
        let host = TestHost()
        let controller = ConstraintsUpdatingController()
        host.window.rootViewController = controller
        host.advance(by: 0.1)
        host.window.layoutIfNeeded()
        controller.view.setNeedsUpdateConstraints()
        _ = host.window.renderFrame()
        #expect(controller.viewUpdates == 1)
    }

    @Test func fittingSizeComesFromTheConstraints() {
        let card = UIView()
        let content = card.addConstrainedSubview()
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
            content.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 40),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 50))
        #expect(card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 50))
        #expect(card.frame == .zero, "fitting does not lay the view out")
    }

    @Test func ambiguityAndAffectingConstraintsAreReported() {
        let root = container()
        let child = root.addConstrainedSubview()
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([leading, child.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(child.hasAmbiguousLayout, "nothing gives it a size")
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 5), child.heightAnchor.constraint(equalToConstant: 5)])
        #expect(!child.hasAmbiguousLayout)
        let horizontal = child.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 2 && horizontal.contains { $0 === leading })
        #expect(child.constraintsAffectingLayout(for: .vertical).count == 2)
    }

    @Test func removingAViewDeactivatesConstraintsThatReachOutsideIt() {
        let root = container()
        let child = root.addConstrainedSubview()
        let pin = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let own = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([pin, own])
        root.layoutIfNeeded()
        child.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(!pin.isActive)
        #expect(own.isActive)
    }

    @Test func aHierarchyWithoutConstraintsNeverMakesAutoLayoutState() {
        let root = container()
        let children = (0..<10).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        for child in children { root.addSubview(child) }
        root.layoutIfNeeded()
        root.frame.size.width = 500
        root.layoutIfNeeded()
        #expect(root.autoLayoutStorage == nil)
        #expect(children.allSatisfy { $0.autoLayoutStorage == nil })
    }

    @Test func aCardBuiltWithAnchorsLaysOut() {
        let host = TestHost()
        let card = PortedCardView()
        card.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: host.window.trailingAnchor, constant: -20),
            card.centerYAnchor.constraint(equalTo: host.window.centerYAnchor),
        ])
        host.window.layoutIfNeeded()
        let width = host.window.bounds.width
        #expect(card.frame.minX == 20 && card.frame.width == width - 40)
        #expect(card.titleLabel.frame.origin == CGPoint(x: 16, y: 16))
        #expect(close(card.bodyLabel.frame.minY, card.titleLabel.frame.maxY + 8))
        #expect(close(card.bodyLabel.frame.maxX, card.bounds.width - 16))
        #expect(close(card.actionButton.frame.maxX, card.bounds.width - 16))
        #expect(close(card.actionButton.frame.maxY, card.bounds.height - 16))
        #expect(close(card.actionButton.frame.minY, card.bodyLabel.frame.maxY + 12))
        #expect(close(card.actionButton.frame.width, card.actionButton.intrinsicContentSize.width))
        #expect(close(card.titleLabel.frame.height, card.titleLabel.intrinsicContentSize.height))
        #expect(close(card.frame.midY, host.window.bounds.midY))
        #expect(!card.hasAmbiguousLayout)
    }

    @Test func prioritiesHaveUIKitsValues() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
        let literal: UILayoutPriority = 999
        #expect(literal < .required)
    }
}

/// A view with a settable intrinsic size.
private final class IntrinsicView: UIView {
    var size: CGSize

    init(size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// Adds its own size constraints in updateConstraints(), counting the calls.
private final class CountingConstraintsView: UIView {
    var updates = 0
    private var installed = false

    override func updateConstraints() {
        updates += 1
        if !installed, let superview {
            installed = true
            NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: 30), heightAnchor.constraint(equalToConstant: 30),
                                         leadingAnchor.constraint(equalTo: superview.leadingAnchor),
                                         topAnchor.constraint(equalTo: superview.topAnchor)])
        }
        super.updateConstraints()
    }
}

private final class ConstraintsUpdatingController: UIViewController {
    var viewUpdates = 0

    override func updateViewConstraints() {
        viewUpdates += 1
        super.updateViewConstraints()
    }
}
