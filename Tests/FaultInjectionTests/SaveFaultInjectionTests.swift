import Foundation
import Testing

/// Issue 7, part 2: every call a save makes to write, pwrite, fsync, fdatasync, rename(at2), link,
/// open, mkdir and setxattr under the sandbox fails in turn with EIO, ENOSPC, EDQUOT, EACCES, EROFS,
/// EXDEV, EMLINK or EINTR (a sample of them per call by default; all with QUIRE_FAULT_FULL=1, which
/// `make torture` sets). Each outcome must be clean: success with the new version, or failure with
/// the errno's message naming the document and the original byte-identical; no temporaries; the next
/// save works. See `FaultExpectation` for which faults must fail the save and which must not.
@Suite(.serialized) struct SaveFaultInjectionTests {
    static func samplesTool() throws -> URL { try TestTools.built("quire-samples") }
    static func child() throws -> URL { try TestTools.built("QuireFaultChild") }

    static func checklistContains(_ title: String, _ content: DocumentContent) -> Bool {
        guard case .file(let data) = content else { return false }
        return String(decoding: data, as: UTF8.self).contains("\"\(title)\"")
    }

    static func expectClean(_ report: FaultSweep.Report, _ name: String) {
        let counts = report.counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("fault sweep \(name): one save makes \(report.calls.count) calls (\(counts)); "
              + "\(report.cases) injected runs: \(report.outcomes.sorted { $0.key < $1.key })")
        #expect(report.cases > 0)
        #expect(report.problems.isEmpty, "\(report.problems.count) problems:\n\(report.problems.prefix(20).joined(separator: "\n\n"))")
    }

    @Test func flatFileSave() async throws {
        let scenario = FaultScenario(
            name: "checklist add", documentName: "List.checklist",
            prepare: { sandbox in
                let file = sandbox.document("List.checklist").path
                // Two saves: the second retires the first into the history, as a real edit would.
                for arguments in [["checklist", "new", file, "one", "two"], ["checklist", "add", file, "zero"]] {
                    let result = try await sandbox.run(try Self.samplesTool(), arguments)
                    guard result.status == 0 else { throw TestTools.Missing(description: "setup failed: \(result)") }
                }
            },
            command: { sandbox in (try Self.samplesTool(), ["checklist", "add", sandbox.document("List.checklist").path, "three"]) },
            isSaved: { before, now in now != before && Self.checklistContains("three", now) },
            sampledErrnos: 2)
        Self.expectClean(try await FaultSweep(scenario: scenario).run(), "flat file (quire-samples checklist add)")
    }

    @Test func firstSave() async throws {
        let scenario = FaultScenario(
            name: "checklist new", documentName: "New.checklist",
            prepare: { _ in },
            command: { sandbox in (try Self.samplesTool(), ["checklist", "new", sandbox.document("New.checklist").path, "alpha"]) },
            isSaved: { before, now in now != before && Self.checklistContains("alpha", now) },
            sampledErrnos: 2,
            next: { sandbox in
                let file = sandbox.document("New.checklist").path
                let verb = FileManager.default.fileExists(atPath: file) ? "add" : "new"
                return (try Self.samplesTool(), ["checklist", verb, file, "alpha"])
            })
        Self.expectClean(try await FaultSweep(scenario: scenario).run(), "first save (quire-samples checklist new)")
    }

    @Test func packageSave() async throws {
        let scenario = FaultScenario(
            name: "board move", documentName: "Board.boardpkg",
            prepare: { sandbox in
                let board = sandbox.document("Board.boardpkg").path
                for arguments in [["create", board, "3"], ["move", board]] {
                    let result = try await sandbox.run(try Self.child(), arguments)
                    guard result.status == 0 else { throw TestTools.Missing(description: "setup failed: \(result)") }
                }
            },
            command: { sandbox in (try Self.child(), ["move", sandbox.document("Board.boardpkg").path]) },
            isSaved: { before, now in
                guard case .package(let new) = now, case .package(let old) = before else { return false }
                return new["manifest.json"] != nil && new["manifest.json"] != old["manifest.json"]
                    && new.keys.filter { $0.hasPrefix("stickers/") }.count == 3
            },
            sampledErrnos: 2)
        Self.expectClean(try await FaultSweep(scenario: scenario).run(), "package (board sticker move)")
    }

    /// A note large enough that writing it starts the writeback of what is written so far
    /// (`POSIX.writebackStep`, sync_file_range) — twice for 20 MiB. Those calls are only hints: each
    /// one failing, with any errno, must still give the new version (the fsync after decides), with no
    /// temporaries. Only the hints are faulted here; the flat sweep above covers every other call of a
    /// flat save, and a note's small save makes no such call.
    @Test func largeFlatSaveWritebackHints() async throws {
        let size = 20 << 20
        let scenario = FaultScenario(
            name: "note append", documentName: "Large.txt",
            prepare: { sandbox in
                let note = sandbox.document("Large.txt").path
                for arguments in [["note", note, String(size)], ["note", note, "0"]] {
                    let result = try await sandbox.run(try Self.child(), arguments)
                    guard result.status == 0 else { throw TestTools.Missing(description: "setup failed: \(result)") }
                }
            },
            command: { sandbox in (try Self.child(), ["note", sandbox.document("Large.txt").path, "0"]) },
            isSaved: { before, now in
                guard case .file(let old) = before, case .file(let new) = now else { return false }
                return new.count == old.count + 1 && new.last == UInt8(ascii: "+") && new.prefix(old.count) == old
            },
            sampledErrnos: 3, families: ["syncrange"])
        let report = try await FaultSweep(scenario: scenario).run()
        #expect(report.counts["syncrange", default: 0] >= 2, "the 20 MiB save started no writeback: \(report.counts)")
        Self.expectClean(report, "large flat note (writeback hints)")
    }
}
