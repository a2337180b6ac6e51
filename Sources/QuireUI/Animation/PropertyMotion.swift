/// One property a node shows, moving to each new value over the animation it changed under
/// (`RenderTransaction`), or taking it at once. A change while moving starts from the value shown.
@MainActor
final class PropertyMotion<Value: Equatable> {
    private let interpolate: (Value, Value, Double) -> Value
    /// What the widgets show now (nil before the first value).
    private(set) var presented: Value?
    /// Where the running motion goes.
    private var target: Value?
    private var playback: (any MotionPlayback)?
    private var completion: AnimationCompletionGroup?

    init(interpolate: @escaping (Value, Value, Double) -> Value) {
        self.interpolate = interpolate
    }

    /// Whether a motion is playing.
    var isMoving: Bool { playback != nil }

    /// Shows `value` through `apply`: moving from what is shown over the rendering animation when it
    /// differs, at once otherwise. `widget`'s frame clock drives the motion.
    func show(_ value: Value, on widget: any PlatformWidget, in graph: GraphRuntime,
              apply: @escaping @MainActor (Value) -> Void) {
        if isMoving, value == target { return }
        guard let animation = RenderTransaction.animation, let from = presented, from != value else {
            stop()
            presented = value
            apply(value)
            return
        }
        move(from: from, to: value, with: animation, on: widget, in: graph, apply: apply)
    }

    /// Moves from `from` to `to` whatever is shown (a transition's insertion starts where the
    /// transition says, not where the view was).
    func move(from: Value, to: Value, with animation: Animation, on widget: any PlatformWidget,
              in graph: GraphRuntime, apply: @escaping @MainActor (Value) -> Void,
              finished: (@MainActor () -> Void)? = nil) {
        stop()
        target = to
        presented = from
        apply(from)
        let group = RenderTransaction.current?.completionGroup
        group?.enter()
        completion = group
        let interpolate = interpolate
        let end = MotionEnd()
        let playback = graph.backend.playMotion(animation.timing, delay: animation.delayBeforeStart, on: widget,
                                                step: { [weak self] fraction in
            let value = interpolate(from, to, fraction)
            self?.presented = value
            apply(value)
        }, finished: { [weak self] in
            end.hasEnded = true
            self?.presented = to
            self?.playback = nil
            self?.completion = nil
            apply(to)
            finished?()
            group?.leave()
        })
        // A backend that plays no motion (no animations wanted) may have finished already.
        if !end.hasEnded {
            self.playback = playback
        }
    }

    /// Takes `value` as shown, without applying it (the widgets were made showing it).
    func reset(to value: Value) {
        stop()
        presented = value
    }

    /// Stops the motion where it is (its completion counts as ended).
    func stop() {
        playback?.stop()
        playback = nil
        completion?.leave()
        completion = nil
    }
}

/// Whether a motion's end has run (it may run before `playMotion` returns).
@MainActor
private final class MotionEnd {
    var hasEnded = false
}
