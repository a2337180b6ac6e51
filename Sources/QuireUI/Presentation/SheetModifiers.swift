import QuireCore

extension View {
    /// Presents `content` in a sheet while `isPresented` is true (SwiftUI's `sheet(isPresented:)`).
    /// On GNOME the sheet is a modal window over this view's window, with a header bar holding the
    /// content's `.cancellationAction` and `.confirmationAction` toolbar items. Dismissing it —
    /// `dismiss()` in the content, Escape, the close button, or setting `isPresented` to false —
    /// sets `isPresented` to false and calls `onDismiss`.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, style: .sheet, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet for `item` while it is non-nil (SwiftUI's `sheet(item:)`). An item of
    /// another `id` replaces the sheet's content, whose state starts afresh; dismissing the sheet
    /// sets `item` to nil and calls `onDismiss`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content)
        -> some View {
        modifier(_SheetModifier(item: item, style: .sheet, onDismiss: onDismiss, content: content))
    }
}

/// What a sheet shows now: its identity (an item's `id`) and how to make its content.
@MainActor
struct SheetContent {
    let id: AnyHashable
    let make: @MainActor () -> AnyView
}

/// `sheet`, `fullScreenCover`, `popover`: the content's widgets pass through unchanged; the
/// presentation shows while `presented` returns something.
struct _SheetModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    /// The sheet's content while it is asked for, nil otherwise (reads the binding).
    let presented: @MainActor () -> SheetContent?
    /// Sets the binding to "not presented".
    let resetPresentation: @MainActor () -> Void
    let style: PresentationStyle
    let onDismiss: (() -> Void)?

    init(presented: @escaping @MainActor () -> SheetContent?, resetPresentation: @escaping @MainActor () -> Void,
         style: PresentationStyle, onDismiss: (() -> Void)?) {
        self.presented = presented
        self.resetPresentation = resetPresentation
        self.style = style
        self.onDismiss = onDismiss
    }

    /// Presents `content` while `isPresented` is true.
    init<Content: View>(isPresented: Binding<Bool>, style: PresentationStyle, onDismiss: (() -> Void)?,
                        content: @escaping () -> Content) {
        self.init(
            presented: {
                guard isPresented.wrappedValue else { return nil }
                return SheetContent(id: AnyHashable(true)) { AnyView(content()) }
            },
            resetPresentation: { isPresented.wrappedValue = false },
            style: style, onDismiss: onDismiss)
    }

    /// Presents `content` for `item` while it is non-nil; another `id` is other content.
    init<Item: Identifiable, Content: View>(item: Binding<Item?>, style: PresentationStyle, onDismiss: (() -> Void)?,
                                            content: @escaping (Item) -> Content) {
        self.init(
            presented: {
                guard let value = item.wrappedValue else { return nil }
                return SheetContent(id: AnyHashable(value.id)) { AnyView(content(value)) }
            },
            resetPresentation: { item.wrappedValue = nil },
            style: style, onDismiss: onDismiss)
    }

    func makeNode(in context: NodeContext) -> ViewNode { SheetNode(context) }
}

/// The node of `_SheetModifier`. It watches the binding (with Observation tracking, so a model
/// property bound through `@Bindable` presents the sheet), shows at most one sheet through the
/// backend, and renders the sheet's content again each time the presenting view renders. A sheet or
/// cover asked for while another of the window's is shown waits its turn (`PresentationQueue`).
///
/// Invariant: `shown` is non-nil exactly while a sheet window is open; every dismissal goes through
/// `finishDismissal`, which closes the window and calls `onDismiss` once.
final class SheetNode: ViewNode {
    private struct Shown {
        let id: AnyHashable
        let presentation: SheetPresentation
        let window: any PresentedSheet
    }

    private var child = ChildSlot()
    private var modifier: _SheetModifier?
    private var shown: Shown?

    /// The sheet showing now, if any (tests look at its content).
    var presentation: SheetPresentation? { shown?.presentation }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        guard let modified = view as? any AnyModifiedContent,
              let modifier = modified.anyModifier as? _SheetModifier else { return }
        self.modifier = modifier
        child.reconcile(modified.anyContent, in: self, environment: environment)
        widgets = child.widgets
        synchronize()
    }

    override func refresh() {
        synchronize()
    }

    override func childWidgetsDidChange() {
        let before = widgets
        widgets = child.widgets
        if !Self.same(before, widgets) {
            reportWidgetsChanged()
        }
    }

    override func unmount() {
        super.unmount()
        child.clear()
        // The sheet goes with the view presenting it; the binding and onDismiss belong to a view
        // that is gone too.
        if let shown {
            self.shown = nil
            shown.window.close()
            SheetPresentation.release(shown.presentation)
        }
        graph.presentations.release(self)
    }

    override func collectWidgets() -> [any PlatformWidget] { child.widgets }

    /// Brings the sheet to what the binding says: present, re-render, replace or close.
    private func synchronize() {
        guard isMounted, let modifier else { return }
        let asked = tracked { modifier.presented() }
        switch (asked, shown) {
        case (nil, nil):
            graph.presentations.release(self)
        case (nil, .some):
            finishDismissal()
        case (let content?, nil):
            present(content)
        case (let content?, let current?) where content.id != current.id:
            let replacement = Shown(id: content.id, presentation: current.presentation, window: current.window)
            shown = replacement
            current.presentation.replace(environment: environment, content: content.make)
        case (let content?, let current?):
            current.presentation.update(environment: environment, content: content.make)
        }
    }

    private func present(_ content: SheetContent) {
        guard let modifier, let backend = graph.backend as? any PresentationBackend else {
            modifier?.resetPresentation()
            return
        }
        // Popovers are not modal: only sheets and covers take the window's turn.
        if modifier.style == .sheet || modifier.style == .fullScreenCover {
            guard graph.presentations.request(self, retry: { [weak self] in self?.invalidate() }) else { return }
        }
        let presentation = SheetPresentation(backend: graph.backend, environment: environment, style: modifier.style,
                                             content: content.make) { [weak self] in self?.dismissFromSheet() }
        let window = backend.presentSheet(presentation, over: widgets.first)
        shown = Shown(id: content.id, presentation: presentation, window: window)
    }

    /// `dismiss()` in the content, or an accepted close request.
    private func dismissFromSheet() {
        guard shown != nil else { return }
        modifier?.resetPresentation()
        finishDismissal()
    }

    private func finishDismissal() {
        guard let shown else { return }
        self.shown = nil
        shown.window.close()
        SheetPresentation.release(shown.presentation)
        graph.presentations.release(self)
        modifier?.onDismiss?()
    }
}
