import Foundation

/// Which parts of a frame `matchedGeometryEffect` matches (SwiftUI's `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches this view's geometry with the other views of `id` in `namespace` (SwiftUI's
    /// `matchedGeometryEffect`): when, in an animated change, a view of the id goes and another
    /// arrives, the arriving one is drawn from the leaving one's frame (its `properties`, about
    /// `anchor`) and moves and resizes to its own over the animation. GTK: its widget drawn with a
    /// moving transform. Views of the id shown together keep their own frames (`isSource` is read
    /// only to choose, among several leaving, the source's frame).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryModifier(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
                                          properties: properties, anchor: anchor, isSource: isSource))
    }
}

struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

struct _MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func makeNode(in context: NodeContext) -> ViewNode { MatchedGeometryNode(context) }
}

/// The matched views leaving and arriving in one render: after it, each arrival whose id left
/// moves from the leaving view's frame.
@MainActor
final class MatchedGeometryRegistry {
    private var departures: [MatchedGeometryKey: (frame: CGRect, isSource: Bool)] = [:]
    private var arrivals: [(key: MatchedGeometryKey, node: MatchedGeometryNode, transaction: Transaction)] = []
    private var isMatchScheduled = false

    func depart(_ key: MatchedGeometryKey, frame: CGRect, isSource: Bool, in graph: GraphRuntime) {
        if let earlier = departures[key], earlier.isSource, !isSource { return }
        departures[key] = (frame, isSource)
        scheduleMatch(in: graph)
    }

    func arrive(_ key: MatchedGeometryKey, node: MatchedGeometryNode, transaction: Transaction, in graph: GraphRuntime) {
        arrivals.append((key, node, transaction))
        scheduleMatch(in: graph)
    }

    private func scheduleMatch(in graph: GraphRuntime) {
        guard !isMatchScheduled else { return }
        isMatchScheduled = true
        graph.scheduler.enqueue { [weak self] in self?.match() }
    }

    private func match() {
        isMatchScheduled = false
        let leaving = departures
        let arriving = arrivals
        departures.removeAll()
        arrivals.removeAll()
        for arrival in arriving {
            guard let departure = leaving[arrival.key] else { continue }
            RenderTransaction.with(arrival.transaction) { arrival.node.move(from: departure.frame) }
        }
    }
}

/// Wraps each widget of its content in a geometry effect widget; arriving in an animated change,
/// it tells the registry, and moves from a leaving view's frame to its own when the registry finds one.
final class MatchedGeometryNode: ViewNode {
    private var child = ChildSlot()
    private var modifier: _MatchedGeometryModifier?
    private var wrappers = WidgetWrappers<any GeometryEffectWidget>()
    private let progress = PropertyMotion<Double>(interpolate: interpolate)

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let modified = typed(view, as: (any AnyModifiedContent).self)
        let modifier = typed(modified.anyModifier, as: _MatchedGeometryModifier.self)
        let isArrival = self.modifier == nil
        self.modifier = modifier
        child.reconcile(modified.anyContent, in: self, environment: environment.outsideListRows)
        widgets = wrap(child.widgets)
        if isArrival, RenderTransaction.animation != nil, let transaction = RenderTransaction.current {
            graph.matchedGeometry.arrive(modifier.key, node: self, transaction: transaction, in: graph)
        }
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = wrap(child.widgets)
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    private func wrap(_ contents: [any PlatformWidget]) -> [any PlatformWidget] {
        wrappers.wrap(contents, in: graph, reapply: false, make: { content in
            let wrapper = graph.make { $0.makeGeometryEffectView(around: content) }
            wrapper.setEffect(GeometryEffect())
            return wrapper
        }, update: { _ in }).map { $0 }
    }

    /// Draws the view at `frame`, then moves it to its own frame (read each step: it may only be
    /// laid out once the motion has started).
    func move(from frame: CGRect) {
        guard let modifier, let first = widgets.first, let animation = RenderTransaction.animation else { return }
        let backend = graph.backend
        progress.move(from: 0, to: 1, with: animation, on: first, in: graph) { [weak self] fraction in
            guard let self else { return }
            for case let wrapper as any GeometryEffectWidget in self.widgets {
                let own = backend.frameInWindow(of: wrapper)
                wrapper.setEffect(own.map {
                    Self.effect(from: frame, to: $0, properties: modifier.properties, anchor: modifier.anchor, fraction: fraction)
                } ?? GeometryEffect())
            }
        }
    }

    /// The effect drawing a view laid out at `own` `fraction` of the way from `frame` to `own`.
    static func effect(from frame: CGRect, to own: CGRect, properties: MatchedGeometryProperties,
                       anchor: UnitPoint, fraction: Double) -> GeometryEffect {
        let remaining = 1 - fraction
        var effect = GeometryEffect(anchor: anchor)
        if properties.contains(.size), own.width > 0, own.height > 0 {
            effect.scale = CGSize(width: QuireUI.interpolate(frame.width / own.width, 1, fraction),
                                  height: QuireUI.interpolate(frame.height / own.height, 1, fraction))
        }
        if properties.contains(.position) {
            let from = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            let to = CGPoint(x: own.minX + anchor.x * own.width, y: own.minY + anchor.y * own.height)
            effect.translation = CGSize(width: (from.x - to.x) * remaining, height: (from.y - to.y) * remaining)
        }
        return effect
    }

    override func unmount() {
        if let modifier, RenderTransaction.animation != nil,
           let first = widgets.first, let frame = graph.backend.frameInWindow(of: first) {
            graph.matchedGeometry.depart(modifier.key, frame: frame, isSource: modifier.isSource, in: graph)
        }
        super.unmount()
        progress.stop()
        child.clear()
        wrappers.removeAll(in: graph)
    }

    override func collectWidgets() -> [any PlatformWidget] { widgets }
}
