import Foundation
import Testing

/// `versions` and `restore` (run through `quire-samples`).
@Suite("versions and restore")
struct CLIVersionsTests {
    /// The ids `versions FILE` lists, newest first.
    static func versionIDs(_ sandbox: CLISandbox, _ file: String) async throws -> [String] {
        let result = try await sandbox.run("versions", file)
        #expect(result.status == 0, "\(result)")
        if result.stdout.hasPrefix("No earlier versions") { return [] }
        return result.stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
    }

    @Test("a new file has no versions; each edit keeps the replaced content as one")
    func versionsAfterEdits() async throws {
        let sandbox = try CLISandbox()
        #expect(try await sandbox.run("checklist", "new", "Plan.checklist", "One").status == 0)
        let none = try await sandbox.run("versions", "Plan.checklist")
        #expect(none.status == 0, "\(none)")
        #expect(none.stdout == "No earlier versions of Plan.checklist are kept.\n")

        #expect(try await sandbox.run("checklist", "add", "Plan.checklist", "Two").status == 0)
        #expect(try await sandbox.run("checklist", "add", "Plan.checklist", "Three").status == 0)
        let listing = try await sandbox.run("versions", "Plan.checklist")
        #expect(listing.status == 0, "\(listing)")
        let lines = listing.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(listing)")
        // "<id>  <ISO 8601 date>  <size> bytes"
        for line in lines {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            #expect(fields.count == 4, "\(line)")
            #expect(fields.count < 2 || ISO8601DateFormatter().date(from: String(fields[1])) != nil, "\(line)")
            #expect(fields.last == "bytes")
        }
        #expect(sandbox.leftoverTemporaries() == [])
    }

    @Test("restore makes an old version current and keeps the replaced one, so it can be restored back")
    func restoreRoundTrip() async throws {
        let sandbox = try CLISandbox()
        let file = sandbox.file("Plan.checklist")
        #expect(try await sandbox.run("checklist", "new", "Plan.checklist", "One").status == 0)
        #expect(try await sandbox.run("checklist", "add", "Plan.checklist", "Two").status == 0)
        #expect(try await sandbox.run("checklist", "add", "Plan.checklist", "Three").status == 0)
        let before = try await Self.versionIDs(sandbox, "Plan.checklist")
        try #require(before.count == 2)

        // The oldest kept version is the file as `new` wrote it.
        let restored = try await sandbox.run("restore", "Plan.checklist", before[1])
        #expect(restored.status == 0, "\(restored)")
        #expect(restored.stdout.hasPrefix("Restored Plan.checklist to the version of "), "\(restored)")
        #expect(try ChecklistFile.items(at: file) == [.init("One")])
        let listed = try await sandbox.run("checklist", "list", "Plan.checklist")
        #expect(listed.stdout == "1. [ ] One\n0 of 1 done\n")

        // The content it replaced (One, Two, Three) is now the newest kept version.
        let after = try await Self.versionIDs(sandbox, "Plan.checklist")
        #expect(after.count == 3, "\(after)")
        #expect(Set(before).isSubset(of: Set(after)))
        let replaced = try #require(after.first)
        #expect(!before.contains(replaced))
        let back = try await sandbox.run("restore", "Plan.checklist", replaced)
        #expect(back.status == 0, "\(back)")
        #expect(try ChecklistFile.items(at: file) == [.init("One"), .init("Two"), .init("Three")])
        #expect(sandbox.leftoverTemporaries() == [])
    }

    @Test("restoring a version that isn't kept fails and changes nothing")
    func restoreUnknownVersion() async throws {
        let sandbox = try CLISandbox()
        #expect(try await sandbox.run("checklist", "new", "Plan.checklist", "One").status == 0)
        #expect(try await sandbox.run("checklist", "add", "Plan.checklist", "Two").status == 0)
        let before = try Data(contentsOf: sandbox.file("Plan.checklist"))
        let result = try await sandbox.run("restore", "Plan.checklist", "no-such-version")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr == "quire-samples: No version “no-such-version” of Plan.checklist is kept; "
                + "`quire-samples versions Plan.checklist` lists them. Nothing was changed.\n", "\(result)")
        #expect(try Data(contentsOf: sandbox.file("Plan.checklist")) == before)
    }

    @Test("restore on a read-only file fails with the read-only message and leaves it alone")
    func restoreReadOnly() async throws {
        let sandbox = try CLISandbox()
        let file = sandbox.file("Plan.checklist")
        #expect(try await sandbox.run("checklist", "new", "Plan.checklist", "One").status == 0)
        #expect(try await sandbox.run("checklist", "add", "Plan.checklist", "Two").status == 0)
        let ids = try await Self.versionIDs(sandbox, "Plan.checklist")
        let version = try #require(ids.first)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let before = try Data(contentsOf: file)
        let result = try await sandbox.run("restore", "Plan.checklist", version)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("“Plan.checklist” is read-only"), "\(result)")
        #expect(try Data(contentsOf: file) == before)
        #expect(sandbox.leftoverTemporaries() == [])
    }
}
