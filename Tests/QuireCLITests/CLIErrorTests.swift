import ChecklistModel
import Foundation
import QuireCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Usage mistakes, read-only files and commands with nothing to report.
@Suite("quire errors and usage")
struct CLIErrorTests {
    @Test("usage mistakes exit 2 with the reason and the usage text on stderr, nothing on stdout",
          arguments: [
              [String](), ["frobnicate"], ["checklist"], ["checklist", "new"], ["checklist", "frob", "F.checklist"],
              ["checklist", "add", "F.checklist"], ["checklist", "toggle", "F.checklist"],
              ["checklist", "remove", "F.checklist", "1", "2"], ["checklist", "list", "F.checklist", "extra"],
              ["info"], ["info", "a", "b"], ["check"], ["versions"], ["restore", "F.checklist"],
              ["drafts", "--app"], ["drafts", "extra"], ["types", "--bogus"], ["types", "--plist"],
              ["bundle", "--bogus"], ["bundle", "--product"], ["bundle", "-o"],
          ])
    func usageErrors(_ arguments: [String]) async throws {
        let sandbox = try CLISandbox()
        let result = try await QuireExecutable.run(arguments, in: sandbox)
        #expect(result.status == 2, "\(arguments): \(result)")
        #expect(result.stdout.isEmpty, "\(arguments): \(result)")
        #expect(result.stderr.hasPrefix("quire-samples"), "\(arguments): \(result)")
        #expect(result.stderr.contains("usage: quire-samples"), "\(arguments): \(result)")
        // Nothing was created by a mistyped command.
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.documents.path).filter { !$0.hasPrefix("output-") } == [])
    }

    @Test("help prints the usage on stdout and exits 0", arguments: ["help", "--help", "-h"])
    func help(_ flag: String) async throws {
        let sandbox = try CLISandbox()
        let result = try await sandbox.run(flag)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("usage: quire-samples"))
        for command in ["types", "info", "check", "versions", "restore", "drafts", "checklist new", "checklist add",
                        "checklist toggle", "checklist remove", "checklist list"] {
            #expect(result.stdout.contains("  \(command) "), "\(command)")
        }
        #expect(result.stderr.isEmpty)
    }

    @Test("an unknown command names itself")
    func unknownCommand() async throws {
        let sandbox = try CLISandbox()
        let result = try await sandbox.run("frobnicate")
        #expect(result.stderr.hasPrefix("quire-samples: unknown command “frobnicate”\n"), "\(result)")
    }

    @Test("editing a read-only checklist fails with the read-only message and leaves the file untouched",
          arguments: [["add", "X"], ["toggle", "1"], ["remove", "A"]])
    func readOnly(_ edit: [String]) async throws {
        let sandbox = try CLISandbox()
        let file = sandbox.file("Locked.checklist")
        #expect(try await sandbox.run("checklist", "new", "Locked.checklist", "A").status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let before = try Data(contentsOf: file)
        let identity = try CLIInfoCheckTests.identity(file)

        let result = try await QuireExecutable.run(["checklist", edit[0], "Locked.checklist"] + edit.dropFirst(), in: sandbox)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr == "quire-samples: “Locked.checklist” is read-only, so changes can’t be saved to it. — \(file.path)\n",
                "\(result)")
        #expect(try Data(contentsOf: file) == before)
        #expect(try CLIInfoCheckTests.identity(file) == identity)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o444)
        #expect(sandbox.leftoverTemporaries() == [])
        // The refused edit left no draft behind either.
        #expect(try await sandbox.run("drafts").stdout == "No drafts are kept.\n")
    }

    @Test("a checklist in a read-only folder can be listed but not edited")
    func readOnlyFolder() async throws {
        let sandbox = try CLISandbox()
        let folder = sandbox.file("locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(try await sandbox.run("checklist", "new", "locked/Plan.checklist", "A").status == 0)
        let file = folder.appendingPathComponent("Plan.checklist")
        let before = try Data(contentsOf: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }

        #expect(try await sandbox.run("checklist", "list", "locked/Plan.checklist").status == 0)
        let result = try await sandbox.run("checklist", "add", "locked/Plan.checklist", "B")
        // Engine gap (DocumentLocation.isWritable): for root, a folder's missing write bits are not
        // checked (only the file's), so root saves into a 0555 folder. Known only when running as root.
        let after = try Data(contentsOf: file)
        withKnownIssue("root writes into a read-only folder", isIntermittent: true) {
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.hasPrefix("quire-samples: “Plan.checklist” is read-only"), "\(result)")
            #expect(after == before)
        } when: { geteuid() == 0 }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Plan.checklist"])
        #expect(sandbox.leftoverTemporaries() == [])
    }

    @Test("drafts with none kept says so and exits 0", arguments: [[], ["--app", "org.quire.Checklist"]])
    func noDrafts(_ options: [String]) async throws {
        let sandbox = try CLISandbox()
        let result = try await QuireExecutable.run(["drafts"] + options, in: sandbox)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "No drafts are kept.\n")
        #expect(result.stderr.isEmpty)
        #expect(sandbox.leftoverTemporaries() == [])
    }

    @Test("after a run of edits, no temporary is left anywhere, including XDG_DATA_HOME")
    func noLeftovers() async throws {
        let sandbox = try CLISandbox()
        let commands: [[String]] = [
            ["checklist", "new", "A.checklist", "one", "two"], ["checklist", "add", "A.checklist", "three"],
            ["checklist", "toggle", "A.checklist", "1"], ["checklist", "remove", "A.checklist", "two"],
            ["info", "A.checklist"], ["check", "A.checklist"], ["versions", "A.checklist"], ["drafts"], ["types"],
        ]
        for arguments in commands {
            let result = try await QuireExecutable.run(arguments, in: sandbox)
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(sandbox.leftoverTemporaries() == [], "\(arguments)")
        }
        // The engine kept its versions and recents under XDG_DATA_HOME, not in the real home.
        let dataHome = try FileManager.default.subpathsOfDirectory(atPath: sandbox.dataHome.path)
        #expect(dataHome.contains { $0.hasPrefix("org.quire.Checklist/versions") }, "\(dataHome)")
        #expect(dataHome.contains("recently-used.xbel"), "\(dataHome)")
    }
}

/// `drafts` listing a draft another process left behind (crash recovery).
@Suite("quire drafts")
struct CLIDraftsTests {
    @Test("a draft autosaved by an untitled checklist is listed by quire drafts, and only for its app")
    @MainActor
    func listsDraft() async throws {
        let sandbox = try CLISandbox()
        let environment = DocumentEnvironment(appID: "org.quire.Checklist", dataHome: sandbox.dataHome, recentsFile: .some(nil))
        let session = try DocumentSession(newDocumentOf: .document(ChecklistDocument.self) { _, _ in ChecklistDocument() },
                                          environment: environment)
        session.autosavesAutomatically = false
        let document = try #require(session.document(as: ChecklistDocument.self))
        // An explicit group closes now; an implicit one only closes in a later main-actor turn, and
        // until then the session does not count the edit (engine bug reported: autosave and close
        // right after an edit in the same turn see no changes).
        session.undoManager.beginUndoGrouping()
        document.addItem(title: "Unsaved idea", undoManager: session.undoManager)
        session.undoManager.endUndoGrouping()
        try #require(session.hasUnsavedChanges)
        try await session.autosave()

        let all = try await sandbox.run("drafts")
        #expect(all.status == 0, "\(all)")
        let lines = all.stdout.split(separator: "\n")
        #expect(lines.count == 1, "\(all)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("org.quire.Checklist  "), "\(all)")
        #expect(line.contains("  \(session.displayName)  com.example.checklist  "), "\(all)")

        let mine = try await sandbox.run("drafts", "--app", "org.quire.Checklist")
        #expect(mine.stdout == all.stdout)
        // The shipped `quire` knows no app: given the app's Info.plist (its types, its id), it lists
        // the app's drafts too.
        let engine = try await sandbox.runQuire("--plist", CLIEngineToolTests.checklistInfoPlist.path, "drafts")
        #expect(engine.stdout == all.stdout, "\(engine)")
        #expect(try await sandbox.runQuire("drafts").stdout == "No drafts are kept.\n")
        let other = try await sandbox.run("drafts", "--app", "org.quire.Notes")
        #expect(other.stdout == "No drafts are kept.\n")
        #expect(sandbox.leftoverTemporaries() == [])
    }
}
