import CGtk
import QuireUI
import Foundation
import Observation
import QuireCore

/// One document's window, GNOME style: an `AdwApplicationWindow` whose header bar shows the document's
/// name (with a modified marker) and its folder and save state, undo and redo buttons named after the
/// undo manager's actions, and a primary menu with the file commands; a banner for a file changed on
/// disk or read-only; the app's editor view below. Everything it does to the document goes through the
/// window's `DocumentSession`.
@MainActor
final class DocumentWindow {
    let session: DocumentSession
    let group: DocumentGroupDeclaration
    let window: GTK.ApplicationWindow
    private(set) weak var runtime: AppRuntime?
    private var host: ViewHost?
    private let banner = DocumentBanner()
    var actions: [String: GTK.Action] = [:]
    var undoButton: GObjectRef?
    var redoButton: GObjectRef?
    let menu = GTK.Menu()
    private lazy var primaryMenuButton = PrimaryMenu.button(menu)
    let revertMenu = GTK.Menu()
    var versions: [String: DocumentVersion] = [:]
    private var versionsShownFor: Date?
    private var undoObservation: AnyCancellable?
    private var shownTitle: DocumentWindowTitle?
    /// What the session's state says, before the editor's navigation titles are added.
    private var documentTitle: DocumentWindowTitle?
    /// The `navigationTitle` and `navigationSubtitle` of the editor's views.
    private let navigationTitles = WindowNavigationTitles()
    private var shownWindowTitle: String?
    var readOnlyBannerDismissed = false
    /// The file whose drive's save guarantee the person has read and dismissed.
    private var guaranteeShownFor: URL?
    /// Another program changing the file shows the "Changed on disk" banner without waiting for a save.
    private lazy var fileMonitor = DocumentFileMonitor { [weak self] in self?.checkDisk() }
    /// Set once the document agreed to close: the next close request goes through.
    private var allowClose = false
    private var isClosing = false

    init(runtime: AppRuntime, session: DocumentSession, group: DocumentGroupDeclaration) {
        self.runtime = runtime
        self.session = session
        self.group = group
        window = GTK.ApplicationWindow(application: runtime.runner, title: session.displayName)
        let resizable = group.resizability.isResizable(isSettings: false)
        if !(resizable && RememberedWindowSize(kind: group.kind).restore(window)) {
            let size = group.defaultSize ?? (width: 720, height: 540)
            window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))
        }
        gtk_window_set_resizable(window.window.cast(to: GtkWindow.self), resizable ? 1 : 0)
        buildHeaderBar()
        window.insertBelowHeaderBar(banner.widget)
        banner.onResponse = { [weak self] button in self?.bannerResponse(button) }
        installActions()

        var environment = runtime.environmentValues(dismiss: { [weak self] in self?.dismiss() })
        environment.undoManager = session.undoManager
        // `RenameButton`s run the primary menu's Rename… (while the action is enabled).
        environment.rename = RenameAction { [weak self] in self?.rename() }
        navigationTitles.install(in: &environment)
        navigationTitles.onChange = { [weak self] in self?.showTitle() }
        host = window.mount(environment: environment) { [session, group] in
            group.makeEditor(session).disabled(!session.isEditable)
        }
        window.onCloseRequest { [weak self] in self?.closeRequested() ?? false }
        undoObservation = session.undoManager.addChangeObserver { [weak self] _ in self?.updateUndoActions() }
        updateUndoActions()
        observeSession()
        // Focus coming back is when people expect an editor to notice what they did elsewhere.
        window.window.connectNotify("is-active") { [weak self] in
            guard let self, gtk_window_is_active(self.window.window.cast(to: GtkWindow.self)) != 0 else { return }
            self.checkDisk()
        }
    }

    /// Asks the session whether another program changed the file; the session's state (observed
    /// below) brings up the banner, or a document that can't be edited reloads.
    private func checkDisk() {
        guard !isClosing, !allowClose, session.fileURL != nil else { return }
        let session = self.session
        Task {
            guard await session.checkForChangesOnDisk() else { return }
            // A viewer (or a read-only file) with nothing of ours to keep just follows the file.
            if !session.isEditable, !session.hasUnsavedChanges {
                // Best effort: a file that can't be read now keeps showing what it showed, and the
                // next check tries again.
                try? await session.revertToSaved()
            }
        }
    }

    /// Runs the primary menu's Rename… (while the action is enabled): what `RenameButton`s in this
    /// window and in the app's commands do.
    func rename() {
        guard let action = actions["rename"], action.isEnabled else { return }
        g_action_activate(OpaquePointer(action.ref.object), nil)
    }

    func present() {
        window.present()
        if !hasFocusedEditor {
            hasFocusedEditor = true
            // As GNOME's editors do: the text is where typing goes, not the header bar's first button.
            if let text = Self.firstTextWidget(in: window.window.cast(to: GtkWidget.self)) {
                gtk_widget_grab_focus(text)
            }
        }
    }

    private var hasFocusedEditor = false

    /// The first shown text view or entry inside `widget`, depth first (a hidden find bar's entry is
    /// passed over).
    private static func firstTextWidget(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard gtk_widget_get_visible(widget) != 0 else { return nil }
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_text_view_get_type()) != 0
            || g_type_check_instance_is_a(instance, gtk_text_get_type()) != 0,
           gtk_widget_get_sensitive(widget) != 0 {
            return widget
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = firstTextWidget(in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    // MARK: Header bar and menu

    private func buildHeaderBar() {
        let undo = Self.iconButton("edit-undo-symbolic", label: QuireStrings.localized("Undo"), action: "win.undo")
        let redo = Self.iconButton("edit-redo-symbolic", label: QuireStrings.localized("Redo"), action: "win.redo")
        window.packStart(undo.cast(to: GtkWidget.self))
        window.packStart(redo.cast(to: GtkWidget.self))
        undoButton = undo
        redoButton = redo

        rebuildRevertMenu()
        window.packEnd(primaryMenuButton.cast(to: GtkWidget.self))
        rebuildPrimaryMenu()
        window.setTitleMenu(makeTitleMenu())
    }

    private static func iconButton(_ icon: String, label: String, action: String) -> GObjectRef {
        let button = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_button_new_from_icon_name(icon)))
        gtk_actionable_set_action_name(OpaquePointer(button.object), action)
        gtk_widget_set_tooltip_text(button.cast(to: GtkWidget.self), label)
        quire_accessible_set_label(OpaquePointer(button.object), label)
        return button
    }

    /// The types the document can be exported as: every writable type but its native one.
    var exportTypes: [UTType] {
        group.kind.writableContentTypes.filter { $0 != group.kind.nativeContentType }
    }

    static func typeName(_ type: UTType) -> String {
        type.preferredFilenameExtension?.uppercased() ?? type.localizedDescription ?? type.identifier
    }

    private func rebuildRevertMenu() {
        revertMenu.removeAll()
        revertMenu.append(QuireStrings.localized("Last Saved Version"), action: "win.revert")
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .medium
        let section = GTK.Menu()
        for version in versions.values.sorted(by: { $0.date > $1.date }).prefix(12) {
            section.append(formatter.string(from: version.date), action: "win.restore-version::\(version.id)")
        }
        revertMenu.appendSection(section)
    }

    private func refreshVersions() {
        Task {
            // A history that can't be read lists no versions; restoring reports its own errors.
            let list = (try? await session.versions()) ?? []
            versions = Dictionary(list.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            rebuildRevertMenu()
        }
    }

    // MARK: Following the session

    /// Shows the session's name, save state and problems, and again whenever they change.
    private func observeSession() {
        let session = self.session
        let (title, state, fileURL, isEditable, guarantee) = withObservationTracking {
            (DocumentWindowTitle(name: session.displayName, fileURL: session.fileURL, state: session.state,
                                 hasUnsavedChanges: session.hasUnsavedChanges, isEditable: session.isEditable),
             session.state, session.fileURL, session.isEditable, session.saveGuarantee)
        } onChange: { [weak self] in
            // Called before the change: look once it has happened.
            Task { @MainActor in self?.observeSession() }
        }
        if shownWindowTitle != session.displayName {
            shownWindowTitle = session.displayName
            window.title = session.displayName
        }
        documentTitle = title
        showTitle()
        switch state {
        case .changedOnDisk:
            banner.show(.changedOnDisk(name: session.displayName, hasEdits: session.hasUnsavedChanges))
        case .failed(let error):
            banner.show(.saveFailed(message: error.message))
        default:
            if !isEditable, fileURL != nil, group.kind.isEditor, !readOnlyBannerDismissed {
                banner.show(.readOnly(name: session.displayName))
            } else if let explanation = guarantee?.explanation, isEditable, guaranteeShownFor != fileURL {
                // Once per file: dismissed (or moved to another drive), it is not shown again.
                banner.show(.driveGuarantee(explanation: explanation))
            } else {
                banner.show(.none)
            }
        }
        fileMonitor.watch(allowClose ? nil : fileURL)
        runtime?.unsavedChangesMayHaveChanged()
        actions["move"]?.isEnabled = fileURL != nil && isEditable
        actions["revert"]?.isEnabled = fileURL != nil
        actions["rename"]?.isEnabled = fileURL == nil || isEditable
        actions["save"]?.isEnabled = group.kind.isEditor
        actions["save-as"]?.isEnabled = group.kind.isEditor
        actions["duplicate"]?.isEnabled = group.kind.isEditor
        if case .saved(let date) = state, fileURL != nil, versionsShownFor != date {
            versionsShownFor = date
            refreshVersions()
        }
    }

    /// The document's words with the editor's navigation title and subtitle, in the header bar.
    private func showTitle() {
        guard let documentTitle else { return }
        let title = documentTitle.with(navigationTitle: navigationTitles.title,
                                       navigationSubtitle: navigationTitles.subtitle)
        guard shownTitle != title else { return }
        shownTitle = title
        window.headerTitle = title.title
        window.subtitle = title.subtitle
    }

    private func bannerResponse(_ button: DocumentBanner.Button) {
        switch button {
        case .reload: perform("Reload") { try await self.session.revertToSaved() }
        case .keepMine: perform("Save") { try await self.session.saveReplacingChangesOnDisk() }
        case .saveAs:
            readOnlyBannerDismissed = true
            perform("Save") { try await self.saveAs() }
        case .tryAgain: perform("Save") { try await self.save() }
        case .dismiss:
            guaranteeShownFor = session.fileURL
            banner.show(.none)
        }
    }

    // MARK: Closing

    /// The close button, Ctrl+W or `dismiss()`: keeps the window open while the document decides.
    private func closeRequested() -> Bool {
        if allowClose { return false }
        Task { await closeAsking() }
        return true
    }

    /// `dismiss()` in the editor: as the close button, or — in a `.destructive` transaction — closing
    /// without asking, its changes to an untitled document dropped.
    private func dismiss() {
        guard Transaction.current?.dismissBehavior == .destructive else { return window.close() }
        Task { await closeAsking(destructively: true) }
    }

    /// Closes the document: saved documents are saved without asking; a draft with changes asks
    /// "Save Changes?" (unless `destructively`: it is dropped). Returns whether the window closed.
    @discardableResult
    func closeAsking(destructively: Bool = false) async -> Bool {
        guard !isClosing else { return false }
        isClosing = true
        defer { isClosing = false }
        do {
            let closed = try await session.close { [weak self] _ in
                destructively ? .discard : await self?.decideOnClose() ?? .cancel
            }
            guard closed else { return false }
        } catch {
            await MessageDialog.showError(error, heading: "Couldn’t Save “\(session.displayName)”", parent: window)
            return false
        }
        allowClose = true
        fileMonitor.stop()
        if group.resizability.isResizable(isSettings: false) { RememberedWindowSize(kind: group.kind).save(window) }
        host = nil
        window.destroy()
        runtime?.documentWindowDidClose(self)
        return true
    }

    /// GNOME's "Save Changes?" dialog.
    private func decideOnClose() async -> CloseDecision {
        window.present()
        let response = await MessageDialog.run(
            parent: window, heading: QuireStrings.localized("Save Changes?"),
            body: QuireStrings.localized("“\(session.displayName)” contains unsaved changes. Changes which are not saved will be permanently lost."),
            responses: [.init(id: "cancel", label: QuireStrings.localized("_Cancel")),
                        .init(id: "discard", label: QuireStrings.localized("_Discard"), appearance: .destructive),
                        .init(id: "save", label: QuireStrings.localized("_Save"), appearance: .suggested)],
            defaultResponse: "save", closeResponse: "cancel")
        switch response {
        case "discard":
            return .discard
        case "save":
            if session.fileURL != nil && session.isEditable { return .save(to: nil) }
            guard let url = await chooseSaveLocation(title: QuireStrings.localized("Save")) else { return .cancel }
            // Saved here rather than by `close` so a file the chooser confirmed replacing is replaced;
            // the document then has nothing left to save, and `.discard` only drops its draft.
            do {
                try await session.save(to: url, replacingExisting: true)
                return .discard
            } catch {
                await MessageDialog.showError(error, heading: "Couldn’t Save “\(session.displayName)”", parent: window)
                return .cancel
            }
        default:
            return .cancel
        }
    }
}
