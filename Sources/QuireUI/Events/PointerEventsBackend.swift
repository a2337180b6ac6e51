import Foundation

/// Reports the pointer over a widget (`onHover`, `onContinuousHover`) and long presses on it
/// (`onLongPressGesture`), without wrapping it: the backend listens on the widget itself.
@MainActor package protocol PointerEventsBackend {
    /// `handler` gets the pointer's location in `widget` as it enters and moves, nil as it leaves.
    func observeHover(of widget: any PlatformWidget, _ handler: @escaping @MainActor (CGPoint?) -> Void)
        -> any PointerObservation
    /// `pressing` gets true when a press on `widget` begins and false when it ends; `perform` runs
    /// when it has lasted `minimumDuration` seconds.
    func observeLongPress(of widget: any PlatformWidget, minimumDuration: Double,
                          pressing: @escaping @MainActor (Bool) -> Void,
                          perform: @escaping @MainActor () -> Void) -> any PointerObservation
}

/// One widget's listening; `cancel` stops it.
@MainActor package protocol PointerObservation: AnyObject {
    func cancel()
}
