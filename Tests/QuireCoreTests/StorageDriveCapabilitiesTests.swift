import Foundation
import QuireTestDrives
import Testing
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// `DriveCapabilities` probed on real file systems, and what the save path does with it: reflinks on
/// btrfs and XFS, content digests where timestamps are coarse or inodes unstable, names that differ
/// only by case, name lengths and FAT's file size limit.
@Suite(.serialized, .enabled(if: TestDrive.available(TestDrive.Kind.writable), "needs root, /dev/fuse and the file system tools of scripts/install-deps.sh"))
struct StorageDriveCapabilitiesTests {
    /// What each file system can do, as the probe finds it (what was measured by hand on this kernel).
    @Test(arguments: TestDrive.Kind.writable)
    func probedOnEachFileSystem(_ kind: TestDrive.Kind) throws {
        let drive = try TestDrive(kind)
        let drives = try DriveCapabilities.of(drive.mountPoint)
        let kernel = [.ext4, .XFS, .btrfs, .tmpfs, .overlayfs].contains(kind)
        #expect(drives.renameNoReplace == kernel && drives.renameExchange == kernel, "\(drives)")
        #expect(drives.reflinks == (kind == .XFS || kind == .btrfs), "\(drives)")
        #expect(drives.hardLinks == (kernel || kind == .NTFS || kind == .sshfs), "\(drives)")
        #expect(drives.caseInsensitiveNames == (kind == .exFAT || kind == .FAT), "\(drives)")
        #expect(drives.keepsRenamedFolderContents == (kind != .FAT), "\(drives)")
        #expect(drives.permissions == (kind != .FAT), "\(drives)")
        #expect(drives.isNetwork == (kind == .sshfs))
        let sizeLimit: Int64? = kind == .FAT ? (1 << 32) - 1 : nil
        #expect(drives.maximumFileSize == sizeLimit)
        switch kind {
        case .FAT: #expect(drives.timestampGranularity == 2_000_000_000)
        case .exFAT, .sshfs: #expect(drives.timestampGranularity == 1_000_000_000)
        case .NTFS: #expect(drives.timestampGranularity == 100)
        default: #expect(drives.timestampGranularity == 1)
        }
        #expect(drives.saveGuarantee == (kernel ? .atomic : .keepsCopyUntilSaved))
        #expect(drives.needsContentDigest == !kernel)
        #expect(try entries(on: drive).filter { $0 != "lost+found" } == [], "the probe leaves nothing: \(everything(on: drive))")
    }

    /// A call the record says works that fails as if the drive lacked it makes the drive be probed
    /// again; one it says the drive lacks is not even tried.
    @Test func anUnexpectedErrnoProbesTheDriveAgain() throws {
        let dir = TemporaryDirectory("quire-capabilities")
        let drives = try DriveCapabilities.of(dir.url)
        try #require(drives.renameExchange, "the temp folder is on a kernel file system")
        #expect(DriveCapabilities.attempt(.renameExchange, in: dir.url) { EINVAL } == .failed(EINVAL),
                "probed again, it still has RENAME_EXCHANGE: the errno is the call's own")
        var called = false
        let reflinks = DriveCapabilities.attempt(.reflinks, in: dir.url) { called = true; return 0 }
        #expect(reflinks == (drives.reflinks ? .done : .lacking))
        #expect(called == drives.reflinks)
    }

    /// On btrfs and XFS an unchanged package child and the kept version are reflinks: the same bytes,
    /// never the live document's inode (an editor writing the version in place can't change the
    /// document). On ext4 they are hard links, as before.
    @Test(arguments: [TestDrive.Kind.btrfs, .XFS, .ext4])
    func unchangedChildrenAreReflinkedWhereTheDriveCan(_ kind: TestDrive.Kind) async throws {
        let drive = try TestDrive(kind)
        let url = drive.mountPoint.appendingPathComponent("Weekend.boardpkg")
        var identity = try await SafeSave.save(.package(url, expected: nil, cloneExisting: true)) { staging in
            try Data("manifest 1".utf8).write(to: staging.appendingPathComponent("manifest.json"))
            try Data(repeating: 7, count: 1 << 20).write(to: staging.appendingPathComponent("photo.png"))
        }
        let kept = drive.mountPoint.appendingPathComponent("kept")
        identity = try await SafeSave.save(.package(url, expected: identity, cloneExisting: true, retire: { outgoing in
            try POSIX.rename(outgoing, to: kept)
        })) { staging in
            try Data("manifest 2".utf8).write(to: staging.appendingPathComponent("manifest.json"), options: .atomic)
        }
        let live = try POSIX.status(url.appendingPathComponent("photo.png"))
        let version = try POSIX.status(kept.appendingPathComponent("photo.png"))
        #expect(try Data(contentsOf: url.appendingPathComponent("photo.png")) == Data(repeating: 7, count: 1 << 20))
        if kind == .ext4 {
            #expect(live.inode == version.inode, "hard-linked")
        } else {
            #expect(live.inode != version.inode, "reflinked: its own inode")
            #expect(live.linkCount == 1 && version.linkCount == 1)
            // Writing the version in place leaves the document alone.
            let fd = try POSIX.open(kept.appendingPathComponent("photo.png"), O_WRONLY)
            try POSIX.writeAll(fd, Data("changed".utf8), url: kept)
            POSIX.close(fd)
            #expect(try Data(contentsOf: url.appendingPathComponent("photo.png")) == Data(repeating: 7, count: 1 << 20))
        }
        #expect(try identity.matchesDisk(at: url))
    }

    /// Where timestamps are coarse or inodes unstable a file of any size carries a content digest, so
    /// an edit that keeps the size and the (coarse) time is still seen.
    @Test(arguments: [TestDrive.Kind.FAT, .exFAT, .sshfs, .ext4])
    func coarseTimestampsAreBackedByADigest(_ kind: TestDrive.Kind) async throws {
        let drive = try TestDrive(kind)
        let url = drive.mountPoint.appendingPathComponent("Large.txt")
        let size = 2 << 20  // past the 1 MiB every file system gets a digest for
        let identity = try await SafeSave.save(.file(url, expected: nil)) { try Data(repeating: 1, count: size).write(to: $0) }
        #expect((identity.digest != nil) == (kind != .ext4))
        #expect(try identity.matchesDisk(at: url))
        guard kind != .ext4 else { return }
        // Another program rewrites one byte in place and puts the modification time back.
        let before = try POSIX.status(url)
        let fd = try POSIX.open(url, O_WRONLY)
        #expect(pwrite(fd, [UInt8(2)], 1, 1000) == 1)
        try POSIX.setModificationDate(fd, before.modificationDate, url: url)
        POSIX.close(fd)
        #expect(try POSIX.status(url).size == before.size)
        #expect(try !identity.matchesDisk(at: url), "the digest sees the edit")
    }

    /// On a drive that doesn't tell names apart by case, a name differing only in case is the same
    /// name: refused, naming the one there; a rename that only changes the case works.
    @Test(arguments: [TestDrive.Kind.exFAT, .FAT])
    func namesDifferingOnlyInCaseAreOneName(_ kind: TestDrive.Kind) async throws {
        let drive = try TestDrive(kind)
        let url = drive.mountPoint.appendingPathComponent("Notes.checklist")
        let identity = try await SafeSave.save(.file(url, expected: nil)) { try Data("ours".utf8).write(to: $0) }
        let other = drive.mountPoint.appendingPathComponent("NOTES.checklist")
        let error = try await #require(throws: DocumentError.self) {
            try await SafeSave.save(.file(other, expected: nil)) { try Data("theirs".utf8).write(to: $0) }
        }
        #expect(error.code == .nameTaken)
        #expect(error.message.contains("“Notes.checklist” is already there") && error.message.contains("by case"), "\(error.message)")
        #expect(try Data(contentsOf: url) == Data("ours".utf8))

        let moved = drive.mountPoint.appendingPathComponent("notes.checklist")
        _ = try StorageWrite.move(url, to: moved, expected: identity)
        #expect(try entries(on: drive) == ["notes.checklist"], "\(everything(on: drive))")
    }

    /// Names longer than the drive holds are refused before anything is written: exFAT counts UTF-16
    /// units (255), ext4 bytes (255), so 200 CJK characters fit the first and not the second.
    @Test(arguments: [TestDrive.Kind.exFAT, .ext4])
    func namesTooLongForTheDriveAreRefusedInPlainWords(_ kind: TestDrive.Kind) async throws {
        let drive = try TestDrive(kind)
        let wide = drive.mountPoint.appendingPathComponent(String(repeating: "書", count: 200))
        let long = drive.mountPoint.appendingPathComponent(String(repeating: "a", count: 256))
        for url in [wide, long] {
            do {
                try await SafeSave.save(.file(url, expected: nil)) { try Data("x".utf8).write(to: $0) }
                #expect(kind == .exFAT && url == wide, "\(url.lastPathComponent.count) characters saved on \(kind)")
            } catch let error as DocumentError {
                #expect(error.code == .invalidName)
                #expect(error.message.contains("holds names of up to 255"), "\(error.message)")
            }
        }
        #expect(try entries(on: drive).filter { $0 != "lost+found" } == (kind == .exFAT ? [wide.lastPathComponent] : []),
                "\(everything(on: drive))")
    }

    /// A file past FAT's 4 GiB is refused before anything is written (fusefat would keep its size
    /// modulo 4 GiB), in words that name the limit. The content is a sparse file mapped, not memory.
    @Test func filesPastFATsLimitAreRefusedBeforeWriting() async throws {
        let drive = try TestDrive(.FAT)
        let dir = TemporaryDirectory("quire-large")
        let source = dir.file("huge")
        #expect(FileManager.default.createFile(atPath: source.path, contents: nil))
        try FileHandle(forWritingTo: source).truncate(atOffset: (1 << 32) + 1)
        let fd = try POSIX.open(source, O_RDONLY)
        defer { POSIX.close(fd) }
        let contents = try POSIX.map(fd, size: (1 << 32) + 1, url: source)
        let url = drive.mountPoint.appendingPathComponent("Huge.bin")
        let prepared = PreparedWrite(payload: .wrapper(FileWrapper(regularFileWithContents: contents)))
        let error = try await #require(throws: DocumentError.self) {
            _ = try await StorageWrite.write(prepared, to: StorageWrite.Destination(url: url, expectation: .absent))
        }
        #expect(error.code == .tooLarge)
        #expect(error.message.contains("can’t hold files of 4 GiB or more"), "\(error.message)")
        #expect(try entries(on: drive).isEmpty, "\(everything(on: drive))")
    }
}
