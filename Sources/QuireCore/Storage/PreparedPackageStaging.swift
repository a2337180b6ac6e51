import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A package save's staging tree, cloned from the saved package ahead of the next save (in the
/// background, after a save or an open), so that the save itself does not link every file.
///
/// It is an ordinary `PackageStaging` — a locked `SaveFolder` beside the package
/// (`.quire-tmp-<random>-<name>/<name>`, 0700) holding hard links to the package's files — made
/// early. Nothing in it is ever seen at the document's path unless a save takes it, and a save takes
/// it only when a walk of the package at that moment (the walk the save's own check needs anyway)
/// shows exactly the children the clone recorded, same inodes, sizes and modification times, and the
/// staging folders are untouched (`isUntouched()`, `isClone(of:children:)`); anything else discards it and clones
/// afresh. Hard links share inodes, so another program editing a package file in place between the
/// preparation and the save changes the file in both trees: the save's walk sees its new size or
/// modification time, the clone is dropped, and the save's identity check reports the change as it
/// would have without a prepared clone.
///
/// A crash leaves the folder unlocked and without an exchange marker: the next open's
/// `SafeSave.cleanLeftovers` removes it like any abandoned save folder (removing hard links never
/// alters the files they share).
///
/// `@unchecked Sendable`: it holds a `SaveFolder` (a class owning a descriptor). Ownership moves whole
/// from the preparing task to a `PackageStagingReserve` and from there to the one save that takes it
/// (or to `discard`); no two tasks ever hold it at once.
package struct PreparedPackageStaging: @unchecked Sendable {
    /// The staging tree, cloned.
    let staging: PackageStaging
    /// The package it was cloned from (resolved path), and that package's root as the clone saw it.
    let target: URL
    let sourceDevice: UInt64
    let sourceInode: UInt64
    /// Every folder of the staging tree (the root under ""), as it was when the clone finished: an
    /// entry added, removed or renamed in a folder changes its modification or change time.
    private let folderStamps: [String: FolderStamp]

    private struct FolderStamp: Equatable {
        var inode: UInt64
        var modification: Int64
        var change: Int64

        init(_ status: POSIX.Status) {
            inode = status.inode
            modification = FileIdentity.nanoseconds(status.modificationSeconds, status.modificationNanoseconds)
            change = FileIdentity.nanoseconds(status.changeSeconds, status.changeNanoseconds)
        }
    }

    /// Clones the package at `url` into a new staging tree beside it. Nil when there is nothing to
    /// prepare (no package there) or when the clone is not all hard links (a file system that refuses
    /// them gets copies, which an in-place edit of the original would not reach: such a save clones
    /// at save time, as before).
    ///
    /// `reusing`: the save folder the last save left behind (`SafeSave.replacePackage(…, recycle:)`),
    /// owned by this call from now on: emptied and built in when it sits beside this package under
    /// its name, removed otherwise.
    static func prepare(for url: URL, reusing folder: SaveFolder? = nil) throws -> PreparedPackageStaging? {
        let target: URL
        do {
            target = try DocumentPath.resolve(url)
        } catch {
            folder?.remove()
            throw error
        }
        guard let before = try? POSIX.statusIfPresent(target), before.isDirectory else {
            folder?.remove()
            return nil
        }
        var staging: PackageStaging
        if let folder, folder.item.lastPathComponent == target.lastPathComponent,
           folder.url.deletingLastPathComponent().standardizedFileURL == target.deletingLastPathComponent().standardizedFileURL,
           folder.clearForReuse() {
            staging = try PackageStaging(reusing: folder, document: url)
        } else {
            folder?.remove()
            staging = try PackageStaging(beside: target, document: url)
        }
        do {
            try staging.clone(from: target)
            guard let children = staging.clonedChildren,
                  children.count(where: { $0.kind == .file }) == staging.linked.count else {
                staging.folder.remove()
                return nil
            }
            var stamps: [String: FolderStamp] = [:]
            for path in [""] + children.filter({ $0.kind == .directory }).map(\.path) {
                stamps[path] = FolderStamp(try POSIX.status(PackageTree.url(staging.root, path)))
            }
            return PreparedPackageStaging(staging: staging, target: target, sourceDevice: before.device,
                                          sourceInode: before.inode, folderStamps: stamps)
        } catch {
            staging.folder.remove()
            throw error
        }
    }

    /// True when nothing was changed in the staging tree since it was made (checked before a writer
    /// works in it).
    func isUntouched() -> Bool {
        for (path, stamp) in folderStamps {
            guard let now = try? POSIX.statusIfPresent(PackageTree.url(staging.root, path)),
                  now.isDirectory, FolderStamp(now) == stamp else { return false }
        }
        return true
    }

    /// True when this is a clone of the package whose root is `root` and whose children a walk gave as
    /// `children` (sorted by path, as `FileIdentity` records them). With `isUntouched()` before the
    /// writer ran: still an exact clone.
    func isClone(of root: POSIX.Status, children: [FileIdentity.Child]) -> Bool {
        root.isDirectory && root.device == sourceDevice && root.inode == sourceInode && staging.clonedChildren == children
    }

    /// Removes the staging folder and releases its lock.
    func discard() {
        staging.folder.remove()
    }
}

/// A save folder on its way from the save that used it to the next preparation.
///
/// `@unchecked Sendable`: `SaveFolder` is a class owning a descriptor. The save hands it over once it is
/// done with it, and the reserve gives it to the one preparation that takes it (or removes it); no
/// two tasks ever use it at once.
private struct HandedOverFolder: @unchecked Sendable {
    let folder: SaveFolder
}

/// Holds at most one `PreparedPackageStaging` for one open document, between the background task
/// that prepares it and the save that takes it. Once closed (the document closed), anything put in
/// is discarded at once.
///
/// The preparations run on an `IdlePriorityThread` (`prepareInBackground`), which any ordinary
/// thread preempts, for as long as the machine is busy. So a save never waits for one
/// (`abandonUnfinished()`): a preparation still queued is withdrawn and never runs; one already
/// running is superseded — whatever it makes is discarded when it ends — and the save clones the
/// package itself, as it does without a preparation. Only closing and moving the document wait
/// (`finishUnfinished()`), so that nothing of a preparation is left beside the package afterwards.
final class PackageStagingReserve: Sendable {
    private struct State {
        var prepared: PreparedPackageStaging?
        /// Preparations asked for that may not have finished (at most one runs at a time).
        var jobs: [IdlePriorityCompletion] = []
        /// Bumped when a save leaves a running preparation behind: a preparation asked for under
        /// an older generation discards what it makes.
        var generation = 0
        /// Tests: called on the preparing thread before a preparation starts its clone.
        var beforePreparing: (@Sendable () -> Void)?
        /// The save folder the last save left behind, for the next preparation to build in.
        var recycled: HandedOverFolder?
        /// A version folder made for the next save's outgoing version (`VersionSlot`).
        var versionSlot: VersionSlot?
        /// Whether `prepare` ever ran: only then do saves hand their folders over.
        var isPreparing = false
        var isClosed = false
        var lastPreparationCPUSeconds = 0.0
    }

    private let state = PthreadMutex(State())

    init() {}

    /// Prepares the next save's staging (`prepare(for:versionSlot:)`) on `thread`, after the
    /// preparations asked for before; one still queued is withdrawn first (this one replaces what it
    /// would make).
    func prepareInBackground(for url: URL, versionSlot makeSlot: (@Sendable () -> VersionSlot?)? = nil,
                             on thread: IdlePriorityThread = .stagingPreparation) {
        let generation = state.withLock { state -> Int in
            state.jobs.removeAll { $0.isDone }
            return state.generation
        }
        for job in state.withLock({ $0.jobs }) { job.withdraw() }
        // The save's flush rounds find their threads waiting (the first save after an open, too).
        // Started here, on an ordinary thread: threads started by the idle-priority one inherit its
        // policy, which an ordinary user's process may not leave.
        ConcurrentSync.prepareLanes()
        let job = thread.run { [self] in prepare(for: url, versionSlot: makeSlot, generation: generation) }
        state.withLock { $0.jobs.append(job) }
    }

    /// For a save about to start: leaves unfinished preparations behind instead of waiting for them.
    /// A queued one is withdrawn; a running one is superseded (what it makes is discarded when it
    /// ends; `finishUnfinished()` still waits for it). A finished one's staging is held for the save.
    func abandonUnfinished() {
        let jobs = state.withLock { $0.jobs }
        let isRunning = jobs.contains { !$0.withdraw() }
        state.withLock { state in
            state.jobs.removeAll { $0.isDone }
            if isRunning { state.generation &+= 1 }
        }
    }

    /// Withdraws queued preparations and waits for a running one (closing or moving the document:
    /// afterwards no preparation adds anything beside the package).
    func finishUnfinished() async {
        let jobs = state.withLock { $0.jobs }
        for job in jobs where !job.withdraw() { await job.wait() }
        state.withLock { $0.jobs.removeAll { $0.isDone } }
    }

    /// Waits for every preparation asked for (the benchmark: a person's saves are seconds apart).
    func waitForPreparations() async {
        for job in state.withLock({ $0.jobs }) { await job.wait() }
        state.withLock { $0.jobs.removeAll { $0.isDone } }
    }

    /// Tests: `body` runs on the preparing thread before each preparation clones.
    func setBeforePreparing(_ body: (@Sendable () -> Void)?) {
        state.withLock { $0.beforePreparing = body }
    }

    /// Prepares a staging clone of the package at `url` for the next save, replacing (and
    /// discarding) any held one. Best effort: a failure leaves the reserve empty, and the next save
    /// clones as it would without one.
    ///
    /// `generation`: the reserve's generation when it was asked for; if a save has left it behind
    /// since (`abandonUnfinished()`), what it makes is discarded.
    func prepare(for url: URL, versionSlot makeSlot: (() -> VersionSlot?)? = nil, generation: Int? = nil) {
        // One thread does it all: its CPU time is what preparing cost (the benchmark reports it).
        let start = Self.threadCPUSeconds()
        defer {
            let spent = Self.threadCPUSeconds() - start
            state.withLock { $0.lastPreparationCPUSeconds = spent }
        }
        take()?.discard()
        let folder = state.withLock { state -> HandedOverFolder? in
            state.isPreparing = true
            defer { state.recycled = nil }
            return state.recycled
        }?.folder
        let (isClosed, beforePreparing) = state.withLock { ($0.isClosed, $0.beforePreparing) }
        guard !isClosed else {
            folder?.remove()
            return
        }
        beforePreparing?()
        guard let prepared = try? PreparedPackageStaging.prepare(for: url, reusing: folder) else { return }
        put(prepared, generation: generation)
        // Made after the staging: a slot whose save never comes is replaced by the next preparation's,
        // or removed when the document closes.
        if let slot = makeSlot?() { putVersionSlot(slot, generation: generation) }
    }

    /// Whether what a preparation asked for under `generation` made is out of date.
    private static func isSuperseded(_ state: State, _ generation: Int?) -> Bool {
        state.isClosed || generation.map { $0 != state.generation } ?? false
    }

    private func putVersionSlot(_ slot: VersionSlot, generation: Int? = nil) {
        let dropped = state.withLock { state -> VersionSlot? in
            if Self.isSuperseded(state, generation) { return slot }
            defer { state.versionSlot = slot }
            return state.versionSlot
        }
        dropped?.discard()
    }

    /// The version folder prepared for the next save's outgoing version, if any, which the caller now
    /// owns (`VersionStore.retire(…, slot:)` uses it or removes it).
    func takeVersionSlot() -> VersionSlot? {
        state.withLock { state -> VersionSlot? in
            defer { state.versionSlot = nil }
            return state.versionSlot
        }
    }

    /// Where a save of this document hands over its save folder once it has swapped in (see
    /// `SaveFolder.clearForReuse`): nil until a preparation ran, so without preparations every save
    /// removes its own folder as before.
    var recycler: ((SaveFolder) -> Void)? {
        guard state.withLock({ $0.isPreparing && !$0.isClosed }) else { return nil }
        return { [self] folder in recycle(folder) }
    }

    /// Keeps `folder` for the next preparation (removing one kept before), or removes it once closed.
    func recycle(_ folder: SaveFolder) {
        let handedOver = HandedOverFolder(folder: folder)
        let dropped = state.withLock { state -> HandedOverFolder? in
            if state.isClosed { return handedOver }
            defer { state.recycled = handedOver }
            return state.recycled
        }
        dropped?.folder.remove()
    }

    /// The CPU time the last `prepare(for:)` took, in seconds.
    var lastPreparationCPUSeconds: Double { state.withLock { $0.lastPreparationCPUSeconds } }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Keeps `prepared`, discarding what was held (or `prepared` itself once closed, or when a save
    /// left behind the preparation that made it: `generation`).
    func put(_ prepared: PreparedPackageStaging, generation: Int? = nil) {
        let dropped: PreparedPackageStaging? = state.withLock { state in
            if Self.isSuperseded(state, generation) { return prepared }
            let previous = state.prepared
            state.prepared = prepared
            return previous
        }
        dropped?.discard()
    }

    /// The prepared staging, if any, which the caller now owns (`SafeSave.replacePackage` checks that
    /// it was made for the package it saves, and discards it otherwise).
    func take() -> PreparedPackageStaging? {
        state.withLock { state -> PreparedPackageStaging? in
            let held = state.prepared
            state.prepared = nil
            return held
        }
    }

    /// Whether a prepared staging is held (tests, benchmarks).
    var isHoldingPreparedStaging: Bool { state.withLock { $0.prepared != nil } }

    /// Discards what is held, and a save folder kept for reuse.
    func discard() {
        take()?.discard()
        takeVersionSlot()?.discard()
        let folder = state.withLock { state -> HandedOverFolder? in
            defer { state.recycled = nil }
            return state.recycled
        }
        folder?.folder.remove()
    }

    /// Discards what is held, and anything put in from now on.
    func close() {
        state.withLock { $0.isClosed = true }
        discard()
    }
}
