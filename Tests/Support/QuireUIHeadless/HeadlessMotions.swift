import Foundation
import QuireUI

/// The headless backend's motions. By default each ends as soon as it starts, as GTK's do when the
/// system asks for no animations; with `holdsMotions`, they wait for a test to step them through
/// their curve (`step(toTime:)`) and end them (`finish`), standing in for the frame clock.
@MainActor
package final class HeadlessMotions {
    package var holdsMotions = false
    /// Motions started and not yet ended or stopped, oldest first.
    package private(set) var playing: [HeadlessMotion] = []
    /// How many motions were started.
    package private(set) var started = 0

    func play(_ motion: HeadlessMotion) {
        started += 1
        guard holdsMotions else {
            motion.finish()
            return
        }
        playing.append(motion)
    }

    /// Steps every playing motion to `time` seconds after it started.
    package func step(toTime time: Double) {
        for motion in playing {
            motion.step(toTime: time)
        }
    }

    /// Ends every playing motion (and those the endings start).
    package func finishAll() {
        while let motion = playing.first {
            motion.finish()
        }
    }

    fileprivate func remove(_ motion: HeadlessMotion) {
        playing.removeAll { $0 === motion }
    }
}

/// One motion of the headless backend.
@MainActor
package final class HeadlessMotion: MotionPlayback {
    package let timing: MotionTiming
    package let delay: Double
    package let widget: any PlatformWidget
    private var onStep: (@MainActor (Double) -> Void)?
    private var onFinish: (@MainActor () -> Void)?
    private weak var motions: HeadlessMotions?

    init(timing: MotionTiming, delay: Double, widget: any PlatformWidget, motions: HeadlessMotions,
         step: @escaping @MainActor (Double) -> Void, finished: @escaping @MainActor () -> Void) {
        self.timing = timing
        self.delay = delay
        self.widget = widget
        self.motions = motions
        onStep = step
        onFinish = finished
    }

    /// Shows the curve's value `time` seconds after the start (the delay first).
    package func step(toTime time: Double) {
        onStep?(timing.value(atTime: max(time - delay, 0)))
    }

    /// Ends the motion at its end value.
    package func finish() {
        let finished = onFinish
        end()
        finished?()
    }

    package func stop() { end() }

    private func end() {
        onStep = nil
        onFinish = nil
        motions?.remove(self)
    }
}

extension HeadlessBackend: MotionBackend, GeometryEffectBackend {
    package func playMotion(_ timing: MotionTiming, delay: Double, on widget: any PlatformWidget,
                            step: @escaping @MainActor (Double) -> Void,
                            finished: @escaping @MainActor () -> Void) -> any MotionPlayback {
        let motion = HeadlessMotion(timing: timing, delay: delay, widget: widget, motions: motions,
                                    step: step, finished: finished)
        motions.play(motion)
        return motion
    }

    package func setOpacity(_ opacity: Double, of widget: any PlatformWidget) {
        (widget as? HeadlessWidget)?.motionOpacity = opacity
    }

    package func setColorTransition(_ animation: Animation?, on widget: any PlatformWidget) {
        (widget as? HeadlessWidget)?.colorTransition = animation
    }

    package func frameInWindow(of widget: any PlatformWidget) -> CGRect? {
        (widget as? HeadlessWidget)?.frameInWindow
    }

    package func makeGeometryEffectView(around content: any PlatformWidget) -> any GeometryEffectWidget {
        let wrapper = make(.geometryEffect)
        wrapper.children = [content].compactMap { $0 as? HeadlessWidget }
        return wrapper
    }
}

extension HeadlessWidget: GeometryEffectWidget {
    package func setEffect(_ effect: GeometryEffect) {
        geometryEffect = effect
        changes += 1
    }
}
