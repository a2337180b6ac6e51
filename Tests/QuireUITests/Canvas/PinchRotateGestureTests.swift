import Foundation
import QuireGraphics
import Testing
@testable import QuireUI
import QuireUIHeadless

/// `MagnifyGesture` and `RotateGesture` on the headless backend: a simulated pinch or twist reaches
/// the actions with SwiftUI's rules, and a view that scales a square by them redraws it.
@MainActor
@Suite struct PinchRotateGestureTests {
    @MainActor final class Log {
        var magnified: [MagnifyGesture.Value] = []
        var magnifyEnded: [MagnifyGesture.Value] = []
        var rotated: [RotateGesture.Value] = []
        var rotateEnded: [RotateGesture.Value] = []
    }

    /// A square scaled and turned by pinches and twists: the values are previews until the gesture
    /// ends, then kept (one change per gesture, as an editor records one undo step).
    struct Square: View {
        let log: Log
        @State private var scale = 1.0
        @State private var angle = Angle.zero
        @State private var pinch: Double?
        @State private var twist: Angle?

        var body: some View {
            Canvas { context, _ in
                context.translateBy(x: 100, y: 100)
                context.rotate(by: angle + (twist ?? .zero))
                context.scaleBy(x: scale * (pinch ?? 1), y: scale * (pinch ?? 1))
                context.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.blue))
            }
            .gesture(MagnifyGesture()
                .onChanged { value in
                    log.magnified.append(value)
                    pinch = value.magnification
                }
                .onEnded { value in
                    log.magnifyEnded.append(value)
                    scale *= value.magnification
                    pinch = nil
                })
            .gesture(RotateGesture(minimumAngleDelta: .degrees(5))
                .onChanged { value in
                    log.rotated.append(value)
                    twist = value.rotation
                }
                .onEnded { value in
                    log.rotateEnded.append(value)
                    angle = angle + value.rotation
                    twist = nil
                })
        }
    }

    private func areas(_ host: HeadlessHost) throws -> (magnify: HeadlessWidget, rotate: HeadlessWidget) {
        let areas = host.widgets(.gestureArea)
        let magnify = try #require(areas.first { $0.inputs == .magnify })
        let rotate = try #require(areas.first { $0.inputs == .rotate })
        return (magnify, rotate)
    }

    private func squareTransform(_ host: HeadlessHost) throws -> CGAffineTransform {
        host.flush()
        let commands = try host.widget(.canvas).displayList.commands
        try #require(commands.count == 1)
        return commands[0].state.transform
    }

    @Test func aPinchReportsMagnificationAfterTheMinimumAndEndsWithTheLastValue() throws {
        let log = Log()
        let host = HeadlessHost { Square(log: log) }
        let (magnify, _) = try areas(host)

        magnify.magnify(at: CGPoint(x: 50, y: 150), through: [1.005, 1.2, 1.5, 2])
        #expect(log.magnified.map(\.magnification) == [1.2, 1.5, 2], "1.005 is under the 0.01 minimum")
        #expect(log.magnifyEnded.map(\.magnification) == [2])
        let value = try #require(log.magnifyEnded.first)
        #expect(value.startLocation == CGPoint(x: 50, y: 150))
        #expect(value.startAnchor == UnitPoint(x: 0.25, y: 0.75), "the 200×200 canvas' unit square")
        #expect(log.magnified.allSatisfy { $0.velocity >= 0 && $0.velocity.isFinite }, "spreading fingers: no negative velocity")
        let transform = try squareTransform(host)
        #expect(abs(transform.a - 2) < 1e-9 && abs(transform.d - 2) < 1e-9, "the square drawn twice as large")
        #expect(log.rotated.isEmpty, "a pinch is no twist")
    }

    @Test func aPinchThatNeverPassesTheMinimumOrIsCancelledEndsNothing() throws {
        let log = Log()
        let host = HeadlessHost { Square(log: log) }
        let (magnify, _) = try areas(host)

        magnify.magnify(at: CGPoint(x: 10, y: 10), through: [1.001, 0.995])
        #expect(log.magnified.isEmpty && log.magnifyEnded.isEmpty)
        magnify.magnify(at: CGPoint(x: 10, y: 10), through: [0.5], cancelled: true)
        #expect(log.magnified.map(\.magnification) == [0.5])
        #expect(log.magnifyEnded.isEmpty, "a cancelled pinch reports no end")
        // The next pinch starts afresh: its first change is past the minimum again.
        magnify.magnify(at: CGPoint(x: 10, y: 10), through: [0.5])
        #expect(log.magnifyEnded.map(\.magnification) == [0.5])
        let transform = try squareTransform(host)
        #expect(abs(transform.a - 0.5) < 1e-9)
    }

    @Test func aTwistReportsASignedRotationAfterTheMinimum() throws {
        let log = Log()
        let host = HeadlessHost { Square(log: log) }
        let (_, rotate) = try areas(host)

        rotate.rotate(at: CGPoint(x: 100, y: 100), through: [.degrees(3), .degrees(30), .degrees(90)])
        #expect(log.rotated.map(\.rotation.degrees).map { $0.rounded() } == [30, 90], "3° is under the 5° minimum")
        #expect(log.rotateEnded.count == 1)
        #expect(abs((log.rotateEnded.first?.rotation.degrees ?? 0) - 90) < 1e-9)
        #expect(log.rotateEnded.first?.startAnchor == .center)
        let turned = try squareTransform(host)
        #expect(abs(turned.b - 1) < 1e-9 && abs(turned.a) < 1e-9, "a quarter turn clockwise")

        rotate.rotate(at: CGPoint(x: 100, y: 100), through: [.degrees(-10), .degrees(-45)])
        #expect(abs((log.rotateEnded.last?.rotation.degrees ?? 0) + 45) < 1e-9, "anticlockwise is negative")
        #expect(log.rotated.last.map { $0.velocity.radians <= 0 && $0.velocity.radians.isFinite } == true)
        let back = try squareTransform(host)
        let expected = CGAffineTransform(translationX: 100, y: 100).rotated(by: Angle.degrees(45).radians)
        #expect(abs(back.a - expected.a) < 1e-9 && abs(back.b - expected.b) < 1e-9)
        #expect(log.magnified.isEmpty, "a twist is no pinch")
    }

    @Test func gestureValuesHaveSwiftUIsDefaults() {
        #expect(MagnifyGesture().minimumScaleDelta == 0.01)
        #expect(RotateGesture().minimumAngleDelta == .degrees(1))
        #expect(MagnifyGesture(minimumScaleDelta: .nan).minimumScaleDelta == 0.01)
        #expect(RotateGesture(minimumAngleDelta: .degrees(-3)).minimumAngleDelta.degrees.rounded() == 3)
        let value = MagnifyGesture.Value(magnification: 2)
        #expect(value.velocity == 0 && value.startAnchor == .center)
    }
}
