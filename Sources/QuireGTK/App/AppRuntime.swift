import CGtk
import QuireUI
import Foundation
import QuireCore

/// The running app: the `AdwApplication`, the scenes it declared, one `DocumentWindow` per open
/// document, the launch window, the window scenes' windows and the settings window; the app's commands
/// (`CommandMenus`) and focused values. Everything the menus, shortcuts and environment actions do to
/// documents goes through here to `DocumentSession`.
@MainActor
final class AppRuntime {
    let identity: AppIdentity
    let declarations: SceneDeclarations
    let runner: ApplicationRunner
    let environment: DocumentEnvironment
    private(set) var documentWindows: [DocumentWindow] = []
    private var launchWindow: LaunchWindow?
    /// The display's clipboard (`clipboard`), shared by every window.
    private var sharedClipboard: Clipboard?
    var plainWindows: [PlainWindow] = []
    var settingsWindow: SettingsWindow?
    /// The focused window's focused values, which commands and `@FocusedValue` read.
    let focusedValues = FocusedValuesStore()
    /// Reads the app's commands: its body's (read again as what it reads changes) and its scenes'.
    private let commandsSource: @MainActor (inout CommandsReader) -> [any Commands]
    /// The app's commands as actions, accelerators and menu fragments; made when the app starts.
    private(set) lazy var commandMenus: CommandMenus = {
        var environment = environmentValues(dismiss: {})
        // A `RenameButton` in the commands renames the focused window's document.
        environment.rename = RenameAction { [weak self] in self?.activeDocumentWindow()?.rename() }
        let commands = AppCommands(source: commandsSource, environment: environment)
        let menus = CommandMenus(runner: runner, commands: commands)
        menus.onRebuild = { [weak self] in self?.commandsRebuilt() }
        return menus
    }()
    private var didStart = false
    private(set) var isQuitting = false
    private var appActions: [GTK.Action] = []
    private let launchLibraries: LaunchLibraries
    private var recordedLaunchLibraries = false
    private lazy var logoutInhibitor = LogoutInhibitor.forApplication(runner) { [weak self] in self?.anyWindow() }

    /// The one runtime of the process, for the signal handlers GLib calls without a context.
    private(set) static var current: AppRuntime?

    init(identity: AppIdentity, declarations: SceneDeclarations,
         commands: @escaping @MainActor (inout CommandsReader) -> [any Commands]) {
        self.identity = identity
        commandsSource = commands
        // Started once the identity is known (it names the list) and Bundle.main was resolved (its
        // dlopen would otherwise wait for the preloading): the main thread then goes on to GTK.
        launchLibraries = LaunchLibraries(listURL: LaunchLibraries.listURL(appID: identity.id))
        launchLibraries.preload()
        self.declarations = declarations
        g_set_application_name(identity.localizedName)
        // Windows show the app's icon: the one `--install` (or the app's package) puts in the hicolor
        // theme under the app's id, as its desktop entry's `Icon=` names it.
        gtk_window_set_default_icon_name(identity.id)
        runner = ApplicationRunner(applicationID: identity.id)
        environment = DocumentEnvironment(appID: identity.id, applicationName: identity.name,
                                          autosaveDelay: Self.autosaveDelay())
    }

    /// `QUIRE_AUTOSAVE_DELAY_MS` (tests make it short), else the engine's default.
    private static func autosaveDelay() -> Duration {
        if let value = ProcessInfo.processInfo.environment["QUIRE_AUTOSAVE_DELAY_MS"], let ms = Int(value), ms >= 0 {
            return .milliseconds(ms)
        }
        return DocumentEnvironment(appID: "org.quire.Default").autosaveDelay
    }

    /// The kinds of document the app opens, in the order its groups were declared.
    var kinds: [DocumentKind] { declarations.documentGroups.map(\.kind) }

    /// Runs the main loop; returns the exit status.
    func run() -> Int32 {
        Self.current = self
        runner.onActivate = { [weak self] in self?.activated(opening: []) }
        runner.onOpen = { [weak self] urls in self?.activated(opening: urls) }
        installSignalHandlers()
        let status = runner.run()
        DefaultsEntry.writePendingChanges()
        return status
    }

    // MARK: Starting

    private func activated(opening urls: [URL]) {
        if !didStart {
            didStart = true
            for scene in declarations.unsupportedScenes {
                FileHandle.standardError.write(Data("\(scene): GNOME has no status area for apps' menus; the scene is not shown\n".utf8))
            }
            installAppActions()
            // Keep the application alive while drafts are restored and files read: until a window
            // shows, GApplication would otherwise see nothing to run for and quit.
            runner.hold()
            Task {
                await restoreDrafts()
                for url in urls { await openReportingErrors(url) }
                if declarations.documentGroups.isEmpty {
                    openFirstWindowScene()
                } else if documentWindows.isEmpty {
                    showLaunchWindow()
                }
                runner.release()
            }
            return
        }
        if urls.isEmpty {
            if let window = documentWindows.last {
                window.present()
            } else if declarations.documentGroups.isEmpty {
                if let window = plainWindows.last { window.window.present() } else { openFirstWindowScene() }
            } else {
                showLaunchWindow()
            }
        }
        Task {
            for url in urls { await openReportingErrors(url) }
        }
    }

    /// Drafts left by a previous run that crashed, was killed or was ended by SIGTERM: each reopens in
    /// a window, as unsaved as it was.
    private func restoreDrafts() async {
        guard !declarations.documentGroups.isEmpty else { return }
        let drafts: [RecoverableDraft]
        do {
            drafts = try DocumentSession.recoverableDrafts(environment: environment)
        } catch {
            // The app still starts; the drafts stay on disk for the next launch (or `quire drafts`).
            FileHandle.standardError.write(Data("Quire: could not look for drafts to restore: \(error)\n".utf8))
            return
        }
        for draft in drafts.reversed() {
            guard let group = group(for: draft.contentType) else { continue }
            do {
                let session = try await DocumentSession.restore(draft, kinds: [group.kind], environment: environment)
                openWindow(for: session, group: group)
            } catch {
                await MessageDialog.showError(error, heading: "Couldn’t Restore “\(draft.displayName)”",
                                              parent: anyWindow())
            }
        }
    }

    private func installAppActions() {
        var actions = [
            GTK.Action(name: "new") { [weak self] _ in self?.newDocument(.standard) },
            GTK.Action(name: "open") { [weak self] _ in self?.chooseAndOpen(parent: self?.anyWindow()) },
            GTK.Action(name: "quit") { [weak self] _ in self?.quit() },
            GTK.Action(name: "about") { [weak self] _ in self?.showAbout() },
            GTK.Action(name: "shortcuts") { [weak self] _ in self?.showShortcuts() },
        ]
        if declarations.settings != nil {
            actions.append(GTK.Action(name: "preferences") { [weak self] _ in self?.openSettings() })
        }
        for action in actions { action.add(to: runner.application) }
        appActions = actions
        updateStandardAccelerators()
    }

    /// One of Quire's own shortcuts: its action, the keys, the placement whose items it belongs to (a
    /// placement an app's `CommandGroup(replacing:)` took over loses them, and a key an app's command
    /// uses is the command's), and how the shortcuts window lists it.
    private struct StandardShortcut {
        let action: String
        let keys: [String]
        let placement: CommandGroupPlacement.Identifier?
        let group: String
        let title: String
    }

    /// Quire's shortcuts, in the shortcuts window's order.
    private static let standardShortcuts = [
        StandardShortcut(action: "app.new", keys: ["<Control>n"], placement: .newItem, group: "Documents", title: "New Document"),
        StandardShortcut(action: "app.open", keys: ["<Control>o"], placement: nil, group: "Documents", title: "Open"),
        StandardShortcut(action: "win.save", keys: ["<Control>s"], placement: .saveItem, group: "Documents", title: "Save"),
        StandardShortcut(action: "win.save-as", keys: ["<Control><Shift>s"], placement: .saveItem, group: "Documents", title: "Save As"),
        StandardShortcut(action: "win.close", keys: ["<Control>w"], placement: .appTermination, group: "Documents", title: "Close Window"),
        StandardShortcut(action: "win.undo", keys: ["<Control>z"], placement: .undoRedo, group: "Editing", title: "Undo"),
        StandardShortcut(action: "win.redo", keys: ["<Control><Shift>z", "<Control>y"], placement: .undoRedo, group: "Editing", title: "Redo"),
        StandardShortcut(action: "app.preferences", keys: ["<Control>comma"], placement: .appSettings, group: "General", title: "Preferences"),
        StandardShortcut(action: "app.shortcuts", keys: ["<Control>question"], placement: .appInfo, group: "General", title: "Keyboard Shortcuts"),
        StandardShortcut(action: "app.quit", keys: ["<Control>q"], placement: .appTermination, group: "General", title: "Quit"),
    ]

    /// The standard shortcuts this app has: New with document groups, Preferences with a `Settings` scene.
    private var standardShortcuts: [StandardShortcut] {
        Self.standardShortcuts.filter { shortcut in
            switch shortcut.action {
            case "app.new": !declarations.documentGroups.isEmpty
            case "app.preferences": declarations.settings != nil
            default: true
            }
        }
    }

    private func updateStandardAccelerators() {
        let commands = commandMenus
        for shortcut in standardShortcuts {
            let replaced = shortcut.placement.map { commands.resolved.replaces($0) } ?? false
            let free = shortcut.keys.filter { !commands.shortcuts.contains(GTKShortcutTrigger.canonical($0)) }
            GTK.setAccelerators(replaced ? [] : free, for: shortcut.action, in: runner)
        }
    }

    /// The commands' actions and fragments were rebuilt: accelerators and every primary menu follow.
    private func commandsRebuilt() {
        updateStandardAccelerators()
        for window in documentWindows { window.rebuildPrimaryMenu() }
        for window in plainWindows { window.rebuildPrimaryMenu() }
    }

    /// Quire's own items of every window's primary menu: Preferences (with a `Settings` scene), About,
    /// Close (the window's `win.close`) and Quit.
    var appMenuItems: [CommandGroupPlacement.Identifier: (GTK.Menu) -> Void] {
        let name = identity.localizedName, hasSettings = declarations.settings != nil
        return [
            .appSettings: { menu in if hasSettings { menu.append(QuireStrings.localized("Preferences"), action: "app.preferences") } },
            .appInfo: { menu in
                menu.append(QuireStrings.localized("Keyboard Shortcuts"), action: "app.shortcuts")
                menu.append(QuireStrings.localized("About \(name)"), action: "app.about")
            },
            .appTermination: { menu in
                menu.append(QuireStrings.localized("Close"), action: "win.close")
                menu.append(QuireStrings.localized("Quit"), action: "app.quit")
            },
        ]
    }

    /// GNOME's keyboard shortcuts window: Quire's shortcuts as the app has them now, then the app's.
    private func showShortcuts() {
        var standard: [ShortcutsWindow.Group] = []
        for shortcut in standardShortcuts {
            // The keys GTK has for it now: none where an app's command took them or its placement.
            guard let accelerator = GTK.accelerators(for: shortcut.action, in: runner).first else { continue }
            if standard.last?.title != shortcut.group { standard.append(ShortcutsWindow.Group(title: shortcut.group, shortcuts: [])) }
            standard[standard.count - 1].shortcuts.append(ShortcutsWindow.Shortcut(title: shortcut.title, accelerator: accelerator))
        }
        ShortcutsWindow.present(standard + commandMenus.shortcutGroups, transientFor: anyWindow())
    }

    /// GNOME's About window: the app's name and icon, and what its Info.plist says of it — version,
    /// summary, developer, website, copyright (`AppMetadata`, what its packages are written from).
    private func showAbout() {
        guard let about = adw_about_window_new() else { return }
        let window = OpaquePointer(about)
        adw_about_window_set_application_name(window, identity.localizedName)
        adw_about_window_set_application_icon(window, identity.id)
        // The app started with this Info.plist, so it reads; should it fail now, About shows the name.
        if let metadata = try? AppMetadata(identity: identity) {
            if let version = metadata.version { adw_about_window_set_version(window, version) }
            if let summary = metadata.summary { adw_about_window_set_comments(window, summary) }
            if let developer = metadata.developerName { adw_about_window_set_developer_name(window, developer) }
            if let homepage = metadata.homepage { adw_about_window_set_website(window, homepage) }
            if let copyright = metadata.copyright { adw_about_window_set_copyright(window, copyright) }
        }
        if let parent = anyWindow() {
            gtk_window_set_transient_for(UnsafeMutableRawPointer(about).assumingMemoryBound(to: GtkWindow.self),
                                         parent.window.cast(to: GtkWindow.self))
        }
        gtk_window_present(UnsafeMutableRawPointer(about).assumingMemoryBound(to: GtkWindow.self))
    }

    // MARK: Documents

    func group(for type: UTType) -> DocumentGroupDeclaration? {
        declarations.group(for: type)
    }

    /// Opens `url` in a window, or brings forward the window that has it open.
    func open(_ url: URL) async throws {
        let target = url.standardizedFileURL
        if let window = documentWindows.first(where: { $0.session.fileURL?.standardizedFileURL == target }) {
            window.present()
            return
        }
        let session = try await DocumentSession.open(url, kinds: kinds, environment: environment)
        // Opened while the first read ran?
        if let window = documentWindows.first(where: { $0.session.fileURL?.standardizedFileURL == session.fileURL?.standardizedFileURL }) {
            window.present()
            return
        }
        guard let group = group(for: session.contentType) else {
            throw DocumentError(.unsupportedType, url: url)
        }
        openWindow(for: session, group: group)
    }

    /// `open`, telling the person when it fails (the app and its other windows carry on); an app's
    /// `makeDocument` that threw `CancellationError` cancelled the opening, quietly.
    func openReportingErrors(_ url: URL) async {
        do {
            try await open(url)
        } catch is CancellationError {
            if anyWindow() == nil { showLaunchWindow() }
        } catch {
            if anyWindow() == nil { showLaunchWindow() }
            await MessageDialog.showError(error, heading: "Couldn’t Open “\(url.lastPathComponent)”",
                                          parent: anyWindow())
        }
    }

    /// The Open dialog, filtered by the types the app opens. When they are all packages (folders on
    /// Linux, such as `.boardpkg`) it picks folders, so the package is chosen as one item — selected,
    /// or entered and then Open; a file or folder inside a package opens the package
    /// (`DocumentSession` maps it).
    func chooseAndOpen(parent: GTK.ApplicationWindow?) {
        let types = declarations.documentGroups.flatMap(\.kind.readableContentTypes)
        let request = FileDialogRequest(title: QuireStrings.localized("Open"), acceptLabel: QuireStrings.localized("_Open"), mode: .open, contentTypes: types)
        Task {
            guard let url = await FileChooser.choose(
                parent: parent, title: QuireStrings.localized("Open"), acceptLabel: QuireStrings.localized("_Open"), mode: request.picksPackages ? .selectFolder : .open,
                filters: request.picksPackages
                    ? [] : FileChooser.Filter.filters(for: types, allName: "All \(identity.name) Documents"))
            else { return }
            await openReportingErrors(url)
        }
    }

    /// A new untitled document in a window of its own, once the app's preparation and `makeDocument`
    /// have run: a `CancellationError` from them makes none, quietly; another error is shown.
    func newDocument(_ request: NewDocumentRequest) {
        Task {
            do {
                guard let (group, session) = try await declarations.makeNewDocument(for: request,
                                                                                   environment: environment) else { return }
                openWindow(for: session, group: group)
            } catch is CancellationError {
                return
            } catch {
                await MessageDialog.showError(error, heading: "Couldn’t Make a New Document", parent: anyWindow())
            }
        }
    }

    /// Shows `session` in a new document window; the launch window steps aside.
    func openWindow(for session: DocumentSession, group: DocumentGroupDeclaration) {
        let window = DocumentWindow(runtime: self, session: session, group: group)
        documentWindows.append(window)
        window.present()
        firstWindowPresented()
        launchWindow?.hide()
        unsavedChangesMayHaveChanged()
    }

    /// A document's unsaved-changes state may have changed (its window saw the session change, or a
    /// window closed): logout stays inhibited while any document has unsaved changes.
    func unsavedChangesMayHaveChanged() {
        logoutInhibitor.update(hasUnsavedChanges: documentWindows.contains { $0.session.hasUnsavedChanges })
    }

    /// A document window closed; when it was the last, the launch window comes back.
    func documentWindowDidClose(_ window: DocumentWindow) {
        documentWindows.removeAll { $0 === window }
        unsavedChangesMayHaveChanged()
        if documentWindows.isEmpty && !isQuitting && !declarations.documentGroups.isEmpty {
            showLaunchWindow()
        }
    }

    /// The environment views in the app's windows (and its commands) start from; `dismiss` closes the
    /// window the views are in.
    /// The display's clipboard, made at the first window.
    private var clipboard: Clipboard? {
        if let sharedClipboard { return sharedClipboard }
        sharedClipboard = GTKClipboard().map { Clipboard(backend: $0) }
        return sharedClipboard
    }

    func environmentValues(dismiss: @escaping @MainActor () -> Void) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.openDocument = OpenDocumentAction { [weak self] url in try await self?.open(url) }
        values.newDocument = NewDocumentAction { [weak self] request in self?.newDocument(request) }
        values.dismiss = DismissAction(handler: dismiss)
        values.openWindow = OpenWindowAction { [weak self] request in self?.openWindow(request) }
        values.dismissWindow = DismissWindowAction { [weak self] request in
            guard let request else { return dismiss() }
            self?.dismissWindows(request)
        }
        values.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() }
        values.focusedValuesStore = focusedValues
        values.clipboard = clipboard
        return values
    }

    // MARK: Windows

    func showLaunchWindow() {
        let window = launchWindow ?? LaunchWindow(runtime: self, declaration: declarations.launchScene)
        launchWindow = window
        window.show()
        firstWindowPresented()
    }

    /// Before the process exits: no library preloading may still run (see `LaunchLibraries.stop`).
    func stopPreloading() {
        launchLibraries.stop()
    }

    /// The first window is up: what the launch loaded for it is recorded for the next launch (see
    /// `LaunchLibraries`). Later windows load nothing the first did not.
    private func firstWindowPresented() {
        guard !recordedLaunchLibraries else { return }
        recordedLaunchLibraries = true
        launchLibraries.finish()
    }

    /// The launch window was closed by the person.
    func launchWindowDidClose() {
        launchWindow = nil
    }

    /// The focused window when it is a document's.
    func activeDocumentWindow() -> DocumentWindow? {
        guard let active = gtk_application_get_active_window(runner.application.cast(to: GtkApplication.self)) else {
            return nil
        }
        return documentWindows.first { $0.window.window.raw == UnsafeMutableRawPointer(active) }
    }

    /// A window to put a dialog on: the focused one, else any.
    func anyWindow() -> GTK.ApplicationWindow? {
        if let active = gtk_application_get_active_window(runner.application.cast(to: GtkApplication.self)) {
            let raw = UnsafeMutableRawPointer(active)
            let windows = documentWindows.map(\.window) + plainWindows.map(\.window) + [launchWindow?.window].compactMap { $0 }
            if let window = windows.first(where: { $0.window.raw == raw }) { return window }
        }
        return documentWindows.last?.window ?? plainWindows.last?.window
            ?? (launchWindow?.isVisible == true ? launchWindow?.window : nil)
    }

    /// At launch of an app without document groups: its first `WindowGroup` or `Window` (a
    /// `UtilityWindow` waits to be opened).
    private func openFirstWindowScene() {
        if let index = declarations.windowScenes.firstIndex(where: { !$0.isUtility }) {
            openWindow(sceneAt: index, value: nil)
        }
        firstWindowPresented()
    }

    // MARK: Quitting

    /// Ctrl+Q: each document window closes as its close button would (saved documents are saved,
    /// drafts with changes ask); any cancel stops the quit.
    func quit() {
        guard !isQuitting else { return }
        isQuitting = true
        Task {
            for window in documentWindows {
                guard await window.closeAsking() else {
                    isQuitting = false
                    return
                }
            }
            // Recent-document notes are written in the background; none is lost by quitting.
            await DocumentSession.flushRecentDocuments()
            finishQuitting()
        }
    }

    private func finishQuitting() {
        launchWindow?.destroy()
        launchWindow = nil
        for window in plainWindows { window.window.destroy() }
        plainWindows.removeAll()
        settingsWindow?.window.destroy()
        runner.quit()
    }

    /// SIGTERM, SIGINT, SIGHUP (logout, `kill`, Ctrl+C in a terminal): no time to ask. Every document
    /// with edits is autosaved — in place when saved, to a draft otherwise, restored at next launch.
    func terminate() {
        guard !isQuitting else { return }
        isQuitting = true
        Task {
            for window in documentWindows {
                do {
                    try await window.session.autosave()
                } catch {
                    // No time to ask: the last draft or saved version stays for the next launch.
                    FileHandle.standardError.write(Data("Quire: could not autosave “\(window.session.displayName)” before quitting: \(error)\n".utf8))
                }
            }
            await DocumentSession.flushRecentDocuments()
            runner.quit()
        }
    }

    private func installSignalHandlers() {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            g_unix_signal_add(signal, { _ in
                MainActor.assumeIsolated { AppRuntime.current?.terminate() }
                return 1  // G_SOURCE_CONTINUE: a second signal while saving is ignored, not fatal
            }, nil)
        }
    }
}
