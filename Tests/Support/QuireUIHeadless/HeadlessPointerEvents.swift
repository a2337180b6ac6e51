import Foundation
import QuireUI

/// The headless backend's pointer: what listens on each widget, and the person's hovering and long
/// presses to drive it in tests.
@MainActor
package final class HeadlessPointerEvents {
    fileprivate final class Observation: PointerObservation {
        let hover: (@MainActor (CGPoint?) -> Void)?
        let pressing: (@MainActor (Bool) -> Void)?
        let perform: (@MainActor () -> Void)?
        let minimumDuration: Double
        var isCancelled = false

        init(hover: (@MainActor (CGPoint?) -> Void)? = nil, pressing: (@MainActor (Bool) -> Void)? = nil,
             perform: (@MainActor () -> Void)? = nil, minimumDuration: Double = 0) {
            self.hover = hover
            self.pressing = pressing
            self.perform = perform
            self.minimumDuration = minimumDuration
        }

        func cancel() { isCancelled = true }
    }

    private var observations: [ObjectIdentifier: [Observation]] = [:]

    fileprivate func add(_ observation: Observation, to widget: any PlatformWidget) -> Observation {
        observations[ObjectIdentifier(widget), default: []].append(observation)
        return observation
    }

    private func live(on widget: HeadlessWidget) -> [Observation] {
        observations[ObjectIdentifier(widget), default: []].filter { !$0.isCancelled }
    }

    /// Moves the pointer onto (or within) `widget`, at `location`.
    package func move(over widget: HeadlessWidget, to location: CGPoint) {
        for observation in live(on: widget) { observation.hover?(location) }
    }

    /// Moves the pointer off `widget`.
    package func leave(_ widget: HeadlessWidget) {
        for observation in live(on: widget) { observation.hover?(nil) }
    }

    /// Presses `widget` for `duration` seconds and lets go.
    package func press(_ widget: HeadlessWidget, for duration: Double) {
        let pressed = live(on: widget).filter { $0.pressing != nil }
        for observation in pressed { observation.pressing?(true) }
        for observation in pressed where duration >= observation.minimumDuration { observation.perform?() }
        for observation in pressed { observation.pressing?(false) }
    }
}

extension HeadlessBackend: PointerEventsBackend {
    package func observeHover(of widget: any PlatformWidget, _ handler: @escaping @MainActor (CGPoint?) -> Void)
        -> any PointerObservation {
        pointer.add(.init(hover: handler), to: widget)
    }

    package func observeLongPress(of widget: any PlatformWidget, minimumDuration: Double,
                                  pressing: @escaping @MainActor (Bool) -> Void,
                                  perform: @escaping @MainActor () -> Void) -> any PointerObservation {
        pointer.add(.init(pressing: pressing, perform: perform, minimumDuration: minimumDuration), to: widget)
    }
}
