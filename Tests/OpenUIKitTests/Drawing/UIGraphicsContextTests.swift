import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIGraphicsContextTests {
    private let rect = CGRect(x: 1, y: 2, width: 3, height: 4)

    @Test func recordsEachCommandAsAValue() {
        let image = UIImage(size: CGSize(width: 2, height: 2))
        let run = TextRun(text: "Hi", frame: rect, font: .systemFont(ofSize: 12), color: .black)
        let commands = UIGraphicsContext.record { context in
            context.fill(rect, color: .red, cornerRadius: 2)
            context.stroke(rect, color: .blue, lineWidth: 1)
            context.drawLine(from: .zero, to: CGPoint(x: 5, y: 5), color: .green, width: 2)
            context.fillPolygon([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)], color: .black)
            context.draw(image, in: rect, tint: .red, alpha: 0.5)
            context.draw(run)
        }
        #expect(commands == [
            .fill(rect, color: .red, cornerRadius: 2),
            .stroke(rect, color: .blue, lineWidth: 1, cornerRadius: 0),
            .line(from: .zero, to: CGPoint(x: 5, y: 5), color: .green, width: 2),
            .polygon([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)], color: .black),
            .image(image, in: rect, tint: .red, alpha: 0.5),
            .text(run),
        ])
        let list = DisplayList(commands)
        #expect(list.texts == ["Hi"])
        #expect(list.textRuns == [run])
        #expect(list.images == [image])
    }

    @Test func commandsThatCannotDrawAnythingAreDropped() {
        let image = UIImage(size: CGSize(width: 2, height: 2))
        let commands = UIGraphicsContext.record { context in
            context.fill(rect, color: .clear)
            context.fill(CGRect(x: 0, y: 0, width: 0, height: 5), color: .red)
            context.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5), color: .red)
            context.stroke(rect, color: .red, lineWidth: 0)
            context.stroke(rect, color: .red, lineWidth: .infinity)
            context.drawLine(from: .zero, to: CGPoint(x: CGFloat.nan, y: 0), color: .red, width: 1)
            context.drawLine(from: .zero, to: CGPoint(x: 1, y: 1), color: .red, width: .infinity)
            context.fillPolygon([.zero, CGPoint(x: 1, y: 1)], color: .red)
            context.draw(image, in: rect, alpha: 0)
            context.draw(image, in: rect, alpha: .nan)
            context.draw(TextRun(text: "", frame: rect, font: .systemFont(ofSize: 12), color: .black))
        }
        #expect(commands.isEmpty)
    }

    @Test func badRadiiAndAlphaAreMadeSafe() {
        let image = UIImage(size: CGSize(width: 2, height: 2))
        let commands = UIGraphicsContext.record { context in
            context.fill(rect, color: .red, cornerRadius: -3)
            context.fill(rect, color: .red, cornerRadius: .nan)
            context.stroke(rect, color: .red, lineWidth: 1, cornerRadius: .infinity)
            context.draw(image, in: rect, alpha: 7)
        }
        #expect(commands == [
            .fill(rect, color: .red, cornerRadius: 0),
            .fill(rect, color: .red, cornerRadius: 0),
            .stroke(rect, color: .red, lineWidth: 1, cornerRadius: 0),
            .image(image, in: rect, tint: nil, alpha: 1),
        ])
    }

    @Test func recordingsNestAndRestoreTheCurrentContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var inner: [DisplayCommand] = []
        let outer = UIGraphicsContext.record { context in
            #expect(UIGraphicsGetCurrentContext() === context)
            inner = UIGraphicsContext.record { nested in
                #expect(UIGraphicsGetCurrentContext() === nested)
                nested.fill(rect, color: .blue)
            }
            #expect(UIGraphicsGetCurrentContext() === context)
            context.fill(rect, color: .red)
        }
        #expect(inner == [.fill(rect, color: .blue, cornerRadius: 0)])
        #expect(outer == [.fill(rect, color: .red, cornerRadius: 0)])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
