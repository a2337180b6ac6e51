import Foundation
import QuireCore

/// `NavigationStack`: the root and one page per value of the path (read with Observation tracking
/// from the path binding, or kept here without one), then one per page a binding presents
/// (`navigationDestination(isPresented:)`, `(item:)`), then one per destination view a link pushed.
/// A page is rendered again only when what it shows changed: a push renders the new page alone. A
/// value whose type has no `navigationDestination` gets an empty page (and a warning, as SwiftUI
/// gives), filled once a destination for it is declared.
final class NavigationStackNode: LeafNode {
    /// What one page above the root shows.
    private enum Source {
        case value(AnyHashable)
        /// A page a binding presents, as last rendered by the view presenting it.
        case presented(NavigationScope.PresentedPage)
        /// A link's destination view, numbered in push order.
        case view(Int, any View)

        func isSame(as other: Source) -> Bool {
            switch (self, other) {
            case let (.value(a), .value(b)): a == b
            case let (.presented(a), .presented(b)): a.owner == b.owner && a.id == b.id && a.generation == b.generation
            case let (.view(a, _), .view(b, _)): a == b
            default: false
            }
        }
    }

    @MainActor
    private final class Page {
        var source: Source
        var slot = ChildSlot()
        let titles = NavigationTitles()
        let subtitles = NavigationTitles()

        init(source: Source) {
            self.source = source
        }
    }

    private let widget: any NavigationStackWidget
    private let scope = NavigationScope()
    private var root = ChildSlot()
    private var pages: [Page] = []
    private var pathBinding: NavigationPathBinding?
    /// The path without a binding.
    private var ownPath: [AnyHashable] = []
    private var viewPages: [(number: Int, view: any View)] = []
    private var pushedViews = 0
    /// Every page renders again at the next refresh (the environment changed, or a destination was
    /// declared while a page had none).
    private var pagesNeedRender = true
    /// Some page is empty for want of a destination.
    private var lacksDestination = false
    private var isRendering = false
    private var shownPages: [NavigationPageContent]?
    private var warnedTypes: Set<ObjectIdentifier> = []

    override init(_ context: NodeContext) {
        widget = context.graph.make { $0.makeNavigationStack() }
        super.init(context)
        widgets = [widget]
        widget.onBack = { [weak self] in self?.pop(from: (self?.pages.count ?? 0) - 1) }
        scope.pushValue = { [weak self] value in self?.push(value) }
        scope.pushView = { [weak self] view in self?.push(view) }
        scope.destinationsDidChange = { [weak self] in self?.destinationsChanged() }
        scope.presentedPagesDidChange = { [weak self] in self?.invalidate() }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        let stack = typed(view, as: (any AnyNavigationStack).self)
        pathBinding = stack.path
        isRendering = true
        root.reconcile(stack.rootView, in: self, environment: rootEnvironment)
        isRendering = false
        pagesNeedRender = true
        refresh()
        applyStyle(to: widget)
    }

    override func refresh() {
        let binding = pathBinding
        let path = binding.map { binding in tracked { binding.get() } } ?? ownPath
        var sources = path.map(Source.value)
        sources += scope.presentedPages.map(Source.presented)
        sources += viewPages.map { Source.view($0.number, $0.view) }
        renderPages(sources)
    }

    override func childWidgetsDidChange() {
        // While rendering (or unmounting), a page's slot is being changed: a render ends by calling this.
        guard isMounted, !isRendering else { return }
        let content = [NavigationPageContent(widgets: root.widgets, title: nil)]
            + pages.map { NavigationPageContent(widgets: $0.slot.widgets, title: $0.titles.first,
                                                subtitle: $0.subtitles.first) }
        if let shownPages, Self.same(shownPages, content) { return }
        if shownPages != nil {
            graph.counters.updated += 1
        }
        shownPages = content
        widget.setPages(content)
    }

    override func unmount() {
        super.unmount()
        root.clear()
        for page in pages {
            page.slot.clear()
        }
        pages = []
    }

    private var rootEnvironment: EnvironmentValues {
        var environment = self.environment
        environment.layoutAxis = .vertical
        environment.navigationScope = scope
        return environment
    }

    private func renderPages(_ sources: [Source]) {
        isRendering = true
        let renderAll = pagesNeedRender
        pagesNeedRender = false
        lacksDestination = false
        for page in pages.dropFirst(sources.count) {
            page.slot.clear()
        }
        pages.removeLast(max(0, pages.count - sources.count))
        for (index, source) in sources.enumerated() {
            let page: Page
            if index < pages.count {
                page = pages[index]
                if page.source.isSame(as: source), !renderAll { continue }
                page.source = source
            } else {
                page = Page(source: source)
                page.titles.didChange = { [weak self] in self?.childWidgetsDidChange() }
                page.subtitles.didChange = { [weak self] in self?.childWidgetsDidChange() }
                pages.append(page)
            }
            page.slot.reconcile(content(of: source), in: self, environment: environment(ofPage: index, page))
        }
        isRendering = false
        childWidgetsDidChange()
    }

    private func content(of source: Source) -> any View {
        switch source {
        case let .view(_, view):
            return view
        case let .presented(page):
            return page.view
        case let .value(value):
            if let view = scope.destination(for: value) { return view }
            lacksDestination = true
            let type = ObjectIdentifier(Swift.type(of: value.base))
            if warnedTypes.insert(type).inserted {
                FileHandle.standardError.write(Data("""
                    A NavigationLink is presenting a value of type “\(Swift.type(of: value.base))” but there is \
                    no matching navigationDestination declaration visible from the location of the link.\n
                    """.utf8))
            }
            return EmptyView()
        }
    }

    private func environment(ofPage index: Int, _ page: Page) -> EnvironmentValues {
        var environment = rootEnvironment
        environment.navigationTitles = page.titles
        environment.navigationSubtitles = page.subtitles
        environment.dismiss = DismissAction { [weak self] in self?.pop(from: index) }
        environment.isPresented = true
        return environment
    }

    private var path: [AnyHashable] { pathBinding?.get() ?? ownPath }

    private func setPath(_ path: [AnyHashable]) {
        if let pathBinding {
            pathBinding.set(path)
        } else {
            ownPath = path
        }
    }

    private func push(_ value: AnyHashable) {
        guard isMounted else { return }
        if let pathBinding, !pathBinding.accepts(value) {
            FileHandle.standardError.write(Data("""
                A NavigationLink is presenting a value of type “\(Swift.type(of: value.base))” that the \
                navigation stack's path cannot hold.\n
                """.utf8))
            return
        }
        viewPages = []
        setPath(path + [value])
        refresh()
    }

    private func push(_ view: any View) {
        guard isMounted else { return }
        pushedViews += 1
        viewPages.append((pushedViews, view))
        refresh()
    }

    /// Pops the page at `index` (0: the first above the root) and every page above it: the path
    /// loses its values from there, the bindings presenting pages from there are set back, links'
    /// pages go.
    private func pop(from index: Int) {
        guard isMounted, index >= 0 else { return }
        let path = self.path
        let firstView = path.count + scope.presentedPages.count
        viewPages.removeSubrange(min(max(0, index - firstView), viewPages.count)...)
        scope.dismissPresentedPages(from: max(0, index - path.count))
        if index < path.count {
            setPath(Array(path.prefix(index)))
        }
        refresh()
    }

    private func destinationsChanged() {
        guard lacksDestination, !isRendering else { return }
        pagesNeedRender = true
        invalidate()
    }

    private static func same(_ lhs: [NavigationPageContent], _ rhs: [NavigationPageContent]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy {
            $0.title == $1.title && $0.subtitle == $1.subtitle && same($0.widgets, $1.widgets)
        }
    }
}
