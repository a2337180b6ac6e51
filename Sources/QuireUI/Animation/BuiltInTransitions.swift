import Foundation

/// Fades the view in and out (`.opacity`).
public struct OpacityTransition: Transition {
    nonisolated public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Leaves the view as it is (`.identity`): it appears and goes at once.
public struct IdentityTransition: Transition {
    nonisolated public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View { content }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Moves the view in from, and out to, `edge`, by its own size (`.move(edge:)`).
public struct MoveTransition: Transition {
    public var edge: Edge

    nonisolated public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.relativeOffset(phase.isIdentity ? .zero : edge.unitOffset)
    }
}

/// Moves the view in from its leading edge and out to its trailing edge (`.slide`).
public struct SlideTransition: Transition {
    nonisolated public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.relativeOffset(phase == .willAppear ? Edge.leading.unitOffset
                               : phase == .didDisappear ? Edge.trailing.unitOffset : .zero)
    }
}

/// Scales the view from, and to, `scale` about `anchor` (`.scale`: from nothing).
public struct ScaleTransition: Transition {
    public var scale: Double
    public var anchor: UnitPoint

    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// Moves the view from, and to, `offset` (`.offset`).
public struct OffsetTransition: Transition {
    public var offset: CGSize

    nonisolated public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Moves the view in from `edge` and out to the opposite edge, fading (`.push(from:)`).
public struct PushTransition: Transition {
    public var edge: Edge

    nonisolated public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .relativeOffset(phase == .willAppear ? edge.unitOffset
                            : phase == .didDisappear ? edge.opposite.unitOffset : .zero)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// `insertion` when the view appears, `removal` when it goes (`.asymmetric(insertion:removal:)`).
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        // Both are always applied, each at identity outside its own phase, so the view's structure
        // — and its state — stays the same from insertion to removal.
        removal.apply(content: insertion.apply(content: content, phase: phase == .willAppear ? .willAppear : .identity),
                      phase: phase == .didDisappear ? .didDisappear : .identity)
    }
}

/// Two transitions applied together (`combined(with:)`).
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
}

/// A transition moving with its own animation (`animation(_:)`).
struct AnimatedTransition<Base: Transition>: Transition {
    let transition: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        transition.apply(content: content, phase: phase).modifier(_AnimationModifier(animation: animation, value: nil))
    }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Edge {
    /// One size of the view towards this edge.
    var unitOffset: CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -1)
        case .leading: CGSize(width: -1, height: 0)
        case .bottom: CGSize(width: 0, height: 1)
        case .trailing: CGSize(width: 1, height: 0)
        }
    }

    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}
