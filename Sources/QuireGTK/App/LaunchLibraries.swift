import CGtk
import QuireUI
import CQuireShim
import Foundation
import QuireCore

/// The shared libraries a launch loads for its first window that the process did not start with —
/// above all GTK's GL probe: libEGL, Mesa's driver and the LLVM it links, about 20 ms of relocation
/// on the main thread inside `gtk_init`. Each launch records them (in the user's cache folder, only
/// when the set changed) and the next launch loads them on a background thread while its main thread
/// goes on towards GTK; GTK's own `dlopen`s then find them loaded: the relocation ran on another core.
/// Which libraries GTK loads, and what it does with them, is unchanged. The first launch (or one
/// after the list was removed) loads everything on the main thread as before.
///
/// Once the first window is presented the preloading's own references are dropped (`dlclose`): what
/// GTK did not open as well is unloaded again and, not being loaded, drops out of the next list — a
/// list made in another session (X11, then Wayland) cannot keep loading what is no longer used.
///
/// Only absolute paths of regular files owned by root and not writable by group or others are
/// loaded: the list can name installed system libraries, nothing a user-writable file could replace.
final class LaunchLibraries: Sendable {
    /// The list file: `$XDG_CACHE_HOME/<app id>/launch-libraries`, one path a line, in load order.
    let listURL: URL
    /// The objects loaded when the launch began, before any preloading.
    let loadedAtStart: Set<String>
    /// The preloading's handles (as bit patterns), whether it was told to stop, whether it runs.
    private let state = PthreadMutex<(handles: [UInt], stopped: Bool, running: Bool)>(([], false, false))
    /// Signalled when the preloading thread ends.
    private let ended = DispatchSemaphore(value: 0)

    /// At most this many paths are read from a list (a desktop GL stack is 30–60).
    static let limit = 256

    init(listURL: URL) {
        self.listURL = listURL
        loadedAtStart = Set(Self.loadedPaths())
    }

    /// The list's place for the app `appID`, under GLib's user cache folder.
    static func listURL(appID: String) -> URL {
        let cache = g_get_user_cache_dir().map { String(cString: $0) } ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: cache, isDirectory: true)
            .appendingPathComponent(appID, isDirectory: true)
            .appendingPathComponent("launch-libraries")
    }

    /// Loads the recorded libraries on a new background thread (`loadListed`) and returns at once.
    func preload() {
        state.withLock { $0.running = true }
        let thread = Thread { [self] in
            loadListed()
            state.withLock { $0.running = false }
            ended.signal()
        }
        thread.name = "quire-preload"
        thread.start()
    }

    /// Loads the listed libraries, in the listed order, keeping a reference to each until `finish`;
    /// those that fail to load (since removed or replaced) or are not trusted are skipped.
    func loadListed() {
        // No list (a first launch) or an unreadable one: nothing is preloaded, the app starts as usual.
        for path in Self.paths(in: (try? Data(contentsOf: listURL)) ?? Data()) where Self.isTrusted(path) {
            if state.withLock({ $0.stopped }) { return }
            // RTLD_NOW: a library that cannot be fully bound is not preloaded, and the loader that
            // wants it (Mesa opens its driver RTLD_NOW) fails on it as it would have, instead of
            // getting a lazily bound copy. RTLD_LOCAL: a later RTLD_GLOBAL open promotes the object.
            guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { continue }
            let kept = state.withLock { state in
                if !state.stopped { state.handles.append(UInt(bitPattern: handle)) }
                return !state.stopped
            }
            if !kept {
                dlclose(handle)
                return
            }
        }
    }

    /// Stops the preloading and waits for its thread to end (at most the one `dlopen` it is in): before
    /// the process exits, which must not race a `dlopen` (a second launch that only hands its files to
    /// the running instance exits at once).
    func stop() {
        let running = state.withLock { state in
            state.stopped = true
            return state.running
        }
        if running { ended.wait() }
    }

    /// After the first window was presented: stops the preloading, drops its references, and writes
    /// the objects loaded since the launch began to the list when they differ from what it holds.
    /// Errors are ignored — the list is only a cache.
    func finish() {
        let handles = state.withLock { state in
            state.stopped = true
            defer { state.handles = [] }
            return state.handles
        }
        for handle in handles.reversed() {
            if let pointer = UnsafeMutableRawPointer(bitPattern: handle) { dlclose(pointer) }
        }
        let loaded = Self.loadedPaths().filter { !loadedAtStart.contains($0) }
        // The list only speeds up the next launch: failing to read or write it costs that launch its
        // preloading, nothing else.
        let existing = (try? Data(contentsOf: listURL)).map { Self.paths(in: $0) } ?? []
        guard loaded != existing else { return }
        try? FileManager.default.createDirectory(at: listURL.deletingLastPathComponent(),
                                                 withIntermediateDirectories: true)
        try? Data(loaded.map { $0 + "\n" }.joined().utf8).write(to: listURL, options: .atomic)
    }

    /// A list's paths: the absolute ones, in order, at most `limit`.
    static func paths(in data: Data) -> [String] {
        Array(String(decoding: data, as: UTF8.self)
            .split(separator: "\n")
            .map(String.init)
            .filter { $0.hasPrefix("/") }
            .prefix(limit))
    }

    /// A regular file owned by root, not writable by group or others.
    static func isTrusted(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFREG && status.st_uid == 0 && status.st_mode & (S_IWGRP | S_IWOTH) == 0
    }

    /// The paths of the shared objects now loaded, in load order.
    static func loadedPaths() -> [String] {
        final class Paths { var list: [String] = [] }
        let paths = Paths()
        withExtendedLifetime(paths) {
            quire_visit_loaded_objects({ path, context in
                guard let path, let context else { return }
                Unmanaged<Paths>.fromOpaque(context).takeUnretainedValue().list.append(String(cString: path))
            }, Unmanaged.passUnretained(paths).toOpaque())
        }
        return paths.list
    }
}
