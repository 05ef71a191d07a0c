import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's Animation screen, driven through the window's input in virtual time: the spinner
/// turns on its layer until stopped, the pressable button scales on touch-down and back on touch-up,
/// the field shakes, the quote changes under a fade, the card fades in and out through its
/// transitioning delegate, and the slider scrubs the paused property animator.
@MainActor
@Suite struct AnimationScreenTests {
    private typealias Fixture = CatalogScreenFixture<AnimationViewController>

    /// The affine part of the transform `view`'s layer is drawn with now.
    private func drawnTransform(of view: UIView) -> CGAffineTransform {
        CATransform3DGetAffineTransform(view.layer.presentation()?.transform ?? CATransform3DIdentity)
    }

    @Test func theSpinnerTurnsUntilStopped() throws {
        let fixture = try Fixture(.animation)
        let (host, screen) = (fixture.host, fixture.screen)
        host.tap(screen.spinnerButton)
        #expect(screen.isSpinning)
        host.advance(by: 10.25)
        let turned = drawnTransform(of: screen.spinner)
        #expect(abs(turned.a) < 1e-6 && abs(turned.b - 1) < 1e-6, "a quarter turn past ten whole turns")
        #expect(screen.spinner.transform.isIdentity)
        host.tap(screen.spinnerButton)
        #expect(!screen.isSpinning)
        #expect(drawnTransform(of: screen.spinner).isIdentity)
        #expect(EventLog.lines == ["spinner: started", "spinner: stopped"])
    }

    @Test func thePressableButtonScalesDownWhileHeldAndBackOnRelease() throws {
        let fixture = try Fixture(.animation)
        let (host, screen) = (fixture.host, fixture.screen)
        let button = screen.pressableButton
        let finger = host.touchDown(at: host.center(of: button))
        host.advance(by: 0.06)
        let halfway = drawnTransform(of: button).a
        #expect(halfway < 1 && halfway > 0.92)
        host.advance(by: 1)
        #expect(abs(drawnTransform(of: button).a - 0.92) < 1e-6, "held down: kept at its end look")
        #expect(button.transform.isIdentity, "the model stays")
        host.send(.up, at: host.center(of: button), pointer: finger)
        host.advance(by: 1)
        #expect(abs(drawnTransform(of: button).a - 1) < 1e-6)
        #expect(EventLog.lines == ["pressable: released"])
    }

    @Test func theFieldShakesAndComesBack() throws {
        let fixture = try Fixture(.animation)
        let (host, screen) = (fixture.host, fixture.screen)
        let home = screen.field.center
        host.tap(screen.shakeButton)
        host.advance(by: 0.4 / 7)
        #expect(abs((screen.field.layer.presentation()?.position.x ?? 0) - (home.x - 10)) < 0.5, "the first swing left")
        #expect(screen.field.center == home)
        host.advance(by: 1)
        #expect(screen.field.layer.presentation()?.position == home)
    }

    @Test func theQuoteChangesUnderAFade() throws {
        let fixture = try Fixture(.animation)
        let (host, screen) = (fixture.host, fixture.screen)
        host.tap(screen.quoteButton)
        #expect(screen.quoteLabel.text == AnimationViewController.quotes[1])
        host.advance(by: 0.15)
        let texts = host.window.renderDisplayList().commands.compactMap { command -> String? in
            if case let .text(run) = command { return run.text }
            return nil
        }
        #expect(texts.contains(AnimationViewController.quotes[0]) && texts.contains(AnimationViewController.quotes[1]))
        host.advance(by: 1)
        #expect(screen.quoteLabel.layer.animationKeys() == nil)
    }

    @Test func theCardFadesInAndOutThroughItsTransitioningDelegate() throws {
        let fixture = try Fixture(.animation)
        let (host, screen) = (fixture.host, fixture.screen)
        host.tap(screen.presentButton)
        host.advance(by: FadeAnimator.duration / 2)
        let card = try #require(screen.presentedViewController as? FadeCardViewController)
        let alpha = card.view.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.2 && alpha < 0.8, "halfway in: \(alpha)")
        host.advance(by: 1)
        #expect(card.view.window != nil && card.view.alpha == 1)
        host.tap(card.closeButton)
        host.advance(by: 1)
        #expect(screen.presentedViewController == nil)
        #expect(EventLog.lines == ["present: fade card", "dismiss: fade card"])
    }

    @Test func theSliderScrubsThePausedAnimator() throws {
        let fixture = try Fixture(.animation)
        let (host, screen) = (fixture.host, fixture.screen)
        let animator = try #require(screen.scrubAnimator)
        #expect(animator.state == .active && !animator.isRunning)
        let slider = screen.scrubSlider
        // From the thumb, at the track's leading end, past the trailing end.
        host.drag(from: slider.convert(CGPoint(x: 14, y: slider.bounds.midY), to: host.window),
                  to: slider.convert(CGPoint(x: slider.bounds.maxX + 20, y: slider.bounds.midY), to: host.window))
        #expect(slider.value == 1)
        #expect(animator.fractionComplete == 1)
        let end = screen.track.bounds.width - screen.box.bounds.width
        let drawn = drawnTransform(of: screen.box)
        #expect(abs(drawn.tx - end) < 1e-6 && abs(drawn.b - 1) < 1e-6)
        host.advance(by: 2)
        #expect(animator.fractionComplete == 1, "paused: time does not move it")
    }
}
