import Foundation
import QuireTestDrives
import Testing
@testable import QuireCore
@testable import QuireStorageCrashChild

/// The issue's requirement: SIGKILL a process in the middle of saving, again and again; after every
/// kill the document reads fully and is exactly one version that was written (never older than one
/// seen before), and after `cleanLeftovers` nothing but the document is left.
/// `QUIRE_CRASH_KILLS` sets the number of kills per shape (default 300; `make torture` raises it).
@Suite struct StorageCrashTests {
    static var kills: Int {
        ProcessInfo.processInfo.environment["QUIRE_CRASH_KILLS"].flatMap(Int.init) ?? 300
    }

    /// How much longer than usual the children take (`QUIRE_TIMING_SCALE`, set by `make test-sanitize`:
    /// a sanitized child needs several times longer to get through a save, so the kill window widens).
    static var timingScale: UInt32 {
        ProcessInfo.processInfo.environment["QUIRE_TIMING_SCALE"].flatMap(UInt32.init).map { max($0, 1) } ?? 1
    }

    @Test func killedWhileSavingAFile() async throws {
        try await torture(mode: "flat", name: "doc.txt") { url in
            CrashFixture.flatGeneration(of: try Data(contentsOf: url))
        }
    }

    @Test func killedWhileSavingAPackage() async throws {
        try await torture(mode: "package", name: "Board.boardpkg") { url in
            CrashFixture.packageGeneration(of: try CrashFixture.readPackage(at: url))
        }
    }

    /// On a drive that empties folders it renames (fusefat) a package save replaces its children one
    /// by one under a journal (`PackageChildSwap`). A child killed after each step in turn — of a new
    /// package, of a save that changes some children and adds one, of one that removes four — leaves,
    /// once the cleanup every open starts with has run, exactly the old package or the new one, and
    /// nothing else on the drive. The last round saves without being killed.
    /// Under `make torture` on FAT the temp folder is such a drive already, and is used.
    @Test(.enabled(if: canRunOnFAT, "needs root, /dev/fuse, fusefat and a temp folder that holds a drive image"))
    func killedAtEachStepOfAPackageSwapOnFAT() async throws {
        let temporary = FileManager.default.temporaryDirectory
        let drive = try DriveCapabilities.of(temporary).keepsRenamedFolderContents ? TestDrive(.FAT) : nil
        let folder = (drive?.mountPoint ?? temporary).appendingPathComponent("quire-fat-steps-\(UUID().uuidString)")
        try POSIX.makeDirectory(folder)
        defer { try? SaveFolder.removeWhole(folder) }  // best effort: a drive of the test's own goes anyway
        /// What is in the folder, but for files the FUSE server deletes once it has seen them closed.
        func left() throws -> [String] {
            try POSIX.directoryEntries(folder).filter { !$0.hasPrefix(".fuse_hidden") }
        }
        for base in [0, 1, 4] {  // 0: no package yet; 4 → 5 goes from seven assets to three
            var step = 0
            while true {
                let name = "Board \(base)-\(step).boardpkg"
                let url = folder.appendingPathComponent(name)
                if base > 0 {
                    try await SafeSave.save(.package(url, expected: nil, cloneExisting: false)) { staging in
                        try CrashFixture.writePackage(generation: base, into: staging)
                    }
                }
                let ending = try StorageTestChild.spawn(["package-step", url.path, "\(step)"]).wait()
                SafeSave.cleanLeftovers(for: url)
                let found = try FileIdentity.current(of: url) == nil
                    ? 0 : CrashFixture.packageGeneration(of: try CrashFixture.readPackage(at: url))
                #expect(found == base || found == base + 1, "from \(base), killed after step \(step)")
                #expect(try left() == (found == 0 ? [] : [name]), "from \(base), killed after step \(step)")
                try SaveFolder.removeWhole(url)  // moving out what the FUSE server still hides
                guard ending == .signalled(SIGKILL) else {
                    #expect(ending == .exited(0))
                    #expect(found == base + 1, "the uninterrupted save from \(base) saved")
                    break
                }
                step += 1
            }
            #expect(step > 3, "from \(base): \(step) steps")
            print("FAT package swap from generation \(base): killed after each of its \(step) steps")
        }
    }

    /// The temp folder is FAT (`make torture` there), or can hold the image of a FAT drive made for
    /// the test: not where it is another FUSE drive (`make torture` on exFAT, NTFS or sshfs).
    static var canRunOnFAT: Bool {
        guard TestDrive.available([.FAT]),
              let temporary = try? DriveCapabilities.of(FileManager.default.temporaryDirectory) else { return false }
        return !temporary.keepsRenamedFolderContents || !temporary.isFUSE
    }

    /// Runs the child `kills` times, killing it 0–20 ms (× `timingScale`) after it starts saving (the first time, after its
    /// first save has finished); `generation` reads the
    /// document and returns which version it is, or nil when it is none of them.
    func torture(mode: String, name: String, generation: (URL) throws -> Int?) async throws {
        let dir = TemporaryDirectory("quire-crash")
        let url = dir.file(name)
        var latest = 0
        var killedWhileRunning = 0
        var killedMidSave = 0
        for round in 0..<Self.kills {
            let child = try StorageTestChild.spawn([mode, url.path])
            guard child.waitUntilReady() else {
                Issue.record("round \(round): the child stopped before saving: \(child.wait())")
                return
            }
            // The first round lets one save finish before its kill: on a loaded machine a package
            // save can outlast the whole kill window, and then no round would ever save.
            if round == 0 {
                guard child.waitUntilSaved() else {
                    Issue.record("round 0: the child stopped before its first save finished: \(child.wait())")
                    return
                }
            }
            usleep(UInt32.random(in: 0..<20_000 * Self.timingScale))  // where the kill lands, not synchronisation
            child.kill()
            let ending = child.wait()
            guard ending == .signalled(SIGKILL) else {
                Issue.record("round \(round): the child ended by itself (\(ending)): a save failed")
                return
            }
            killedWhileRunning += 1

            // Where package children are replaced one by one (FAT), the package is whole again only
            // once the cleanup every open starts with has run; elsewhere it is whole at every instant.
            let cleansFirst = try !DriveCapabilities.of(dir.url).keepsRenamedFolderContents
            if cleansFirst, SafeSave.cleanLeftovers(for: url) > 0 { killedMidSave += 1 }
            if try FileIdentity.current(of: url) != nil {
                guard let found = try generation(url) else {
                    Issue.record("round \(round): the document is not a version that was written")
                    return
                }
                #expect(found >= latest, "round \(round): went back from \(latest) to \(found)")
                latest = found
            }
            if !cleansFirst, SafeSave.cleanLeftovers(for: url) > 0 { killedMidSave += 1 }
            // A FUSE server (ntfs-3g, exfat-fuse) keeps a file the killed child had open and unlinked
            // as `.fuse_hidden…` until it handles the close, which may come after this listing.
            let left = try POSIX.directoryEntries(dir.url).filter { !$0.hasPrefix(".fuse_hidden") }
            guard left.allSatisfy({ $0 == name }) else {
                Issue.record("round \(round): left beside the document: \(left)")
                return
            }
        }
        #expect(killedWhileRunning == Self.kills)
        // The child did save between kills (each run resumes from the version on disk), and kills did
        // land inside saves (a temporary was left to clean up).
        #expect(latest > 0)
        #expect(killedMidSave > 0)
        print("\(mode): \(Self.kills) kills, \(killedMidSave) inside a save, reached generation \(latest)")
    }
}
