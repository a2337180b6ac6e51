/// One presentation while it is shown (a sheet, a full-screen cover, a popover): the view graph of
/// its content, and the answers to what the window or popover showing it asks (the close button,
/// Escape, a click outside).
///
/// The content renders in a graph of its own, on the presenting graph's backend, from the
/// presenting view's environment: bindings and models passed in are the presenting view's, so a
/// change made in the sheet shows in both. The node presenting the sheet owns this object and
/// renders the content again whenever the presenting view renders.
@MainActor
package final class SheetPresentation {
    /// The content's graph. A `sheet(item:)` whose item changes identity gets a new one (new state).
    package private(set) var graph: ViewGraph
    /// Called after `graph` was replaced: the window shows the new graph's widgets and toolbar.
    package var onGraphReplaced: () -> Void = {}
    /// Called when `title` changed.
    package var onTitleChange: () -> Void = {}

    /// How the content is shown: a sheet window, a maximized cover, or a popover.
    package let style: PresentationStyle
    let scope = SheetScope()
    private let backend: any ViewBackend
    private var content: @MainActor () -> AnyView
    private var presentingEnvironment: EnvironmentValues
    private let dismiss: @MainActor () -> Void

    /// `dismiss` runs when the content calls `dismiss()` and when a close request is accepted; it
    /// resets the presenting binding, closes the window and calls `onDismiss`.
    init(backend: any ViewBackend, environment: EnvironmentValues, style: PresentationStyle = .sheet,
         content: @escaping @MainActor () -> AnyView, dismiss: @escaping @MainActor () -> Void) {
        self.backend = backend
        self.style = style
        self.content = content
        presentingEnvironment = environment
        self.dismiss = dismiss
        // An empty graph until `self` is whole and the content's graph can refer to it.
        graph = ViewGraph(backend: backend, content: { EmptyView() })
        graph = makeGraph()
        scope.titles.didChange = { [weak self] in self?.onTitleChange() }
        scope.subtitles.didChange = { [weak self] in self?.onTitleChange() }
        scope.backgrounds.didChange = { [weak self] in self?.onAppearanceChange() }
        scope.sizings.didChange = { [weak self] in self?.onAppearanceChange() }
    }

    /// Called when the content's `presentationBackground` or `presentationSizing` changed.
    package var onAppearanceChange: () -> Void = {}

    /// The content's `navigationSubtitle`: the sheet's header bar shows it below the title.
    package var subtitle: String? { scope.subtitles.first }

    /// The content's `presentationBackground` colour, if it set one.
    package var background: Color? { scope.backgrounds.first }

    /// How the window is sized (`presentationSizing`; `.form` unless the content says otherwise).
    package var sizing: PresentationSizingKind { scope.sizings.first ?? .form }

    /// The content's `navigationTitle`: the sheet window's title.
    package var title: String? { scope.titles.first }

    /// Whether the close button and Escape leave the sheet open (`interactiveDismissDisabled`).
    package var isInteractiveDismissDisabled: Bool { scope.isInteractiveDismissDisabled }

    /// The close button or the window manager asks to close: dismisses unless the content disabled
    /// interactive dismissal. True when the sheet was dismissed.
    @discardableResult
    package func requestDismiss() -> Bool {
        guard !isInteractiveDismissDisabled else { return false }
        dismiss()
        return true
    }

    /// Escape: the `.cancellationAction` toolbar button's action when the sheet has one (it decides
    /// whether to dismiss), else `requestDismiss()`.
    package func cancel() {
        if let button = graph.toolbar.cancellation.lazy.compactMap({ $0 as? any ButtonWidget }).first,
           let action = button.onClick {
            action()
        } else {
            requestDismiss()
        }
    }

    /// Renders the content again with the presenting view's latest values.
    func update(environment: EnvironmentValues, content: @escaping @MainActor () -> AnyView) {
        self.content = content
        presentingEnvironment = environment
        graph.environment = contentEnvironment
    }

    /// Renders `content` in a new graph, its state starting afresh (an item of another identity).
    func replace(environment: EnvironmentValues, content: @escaping @MainActor () -> AnyView) {
        self.content = content
        presentingEnvironment = environment
        let old = graph
        graph = makeGraph()
        onGraphReplaced()
        SheetPresentation.release(old)
    }

    /// What the content sees: the presenting view's environment, less what belongs to where the
    /// presenting view sits (its stack's axis, its toolbar, its list row), with the sheet's
    /// `dismiss` and `isPresented`.
    private var contentEnvironment: EnvironmentValues {
        var environment = presentingEnvironment.detachedFromPlacement
        environment.dismiss = DismissAction(handler: dismiss)
        environment.isPresented = true
        environment.sheetScope = scope
        environment.navigationTitles = scope.titles
        environment.navigationSubtitles = scope.subtitles
        return environment
    }

    private func makeGraph() -> ViewGraph {
        ViewGraph(backend: backend, environment: contentEnvironment) { [weak self] in
            self?.content() ?? AnyView(EmptyView())
        }
    }

    /// Releases `object` on the next main-queue turn, not now: a dismissal or a replaced item may
    /// come from inside one of the content's button actions.
    static func release(_ object: AnyObject) {
        Task { @MainActor in withExtendedLifetime(object) {} }
    }
}
