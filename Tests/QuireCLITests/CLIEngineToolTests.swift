import Foundation
import Testing

/// The shipped `quire`: the engine's commands and no app's models. What an app's types need comes
/// from the app (its Info.plist for `types`, its id for `drafts`); opening one of its documents takes
/// a tool that links its kinds, as `quire-samples` does for the examples.
@Suite("quire, the engine's tool")
struct CLIEngineToolTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")
    /// The apps' Info.plists, as they ship them.
    static let boardInfoPlist = examples.appendingPathComponent("BoardStudio/BoardStudioApp/Resources/Info.plist")
    static let checklistInfoPlist = examples.appendingPathComponent("Checklist/ChecklistApp/Resources/Info.plist")

    @Test("help lists the engine's commands and none of the examples'")
    func help() async throws {
        let sandbox = try CLISandbox()
        let result = try await sandbox.runQuire("help")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("usage: quire [--plist INFO.plist]... <command>"), "\(result)")
        for command in ["types", "info", "check", "versions", "restore", "drafts"] {
            #expect(result.stdout.contains("\n  \(command) "), "\(command): \(result)")
        }
        #expect(!result.stdout.contains("checklist"), "\(result)")
        #expect(!result.stdout.contains("export"), "\(result)")
    }

    @Test("the examples' commands are not quire's", arguments: [["checklist", "new", "A.checklist"],
                                                              ["export", "B.boardpkg", "--to", "png", "-o", "B.png"]])
    func noSampleCommands(_ arguments: [String]) async throws {
        let sandbox = try CLISandbox()
        let result = try await QuireExecutable.run(arguments, in: sandbox, executable: QuireExecutable.quire, name: "quire")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("quire: unknown command “\(arguments[0])”\n"), "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.documents.path).filter { !$0.hasPrefix("output-") } == [])
    }

    @Test("a checklist is not a type quire reads: refused, the file untouched")
    func noSampleModels() async throws {
        let sandbox = try CLISandbox()
        #expect(try await sandbox.run("checklist", "new", "Week.checklist", "Plan").status == 0)
        let before = try Data(contentsOf: sandbox.file("Week.checklist"))
        for command in ["info", "check", "versions"] {
            let result = try await QuireExecutable.run([command, "Week.checklist"], in: sandbox,
                                                       executable: QuireExecutable.quire, name: "quire")
            #expect(result.status == 1, "\(command): \(result)")
            #expect(result.stderr.hasPrefix("quire: “Week.checklist” is of a type"), "\(command): \(result)")
            #expect(result.stderr.contains("not one quire knows"), "\(command): \(result)")
        }
        #expect(try Data(contentsOf: sandbox.file("Week.checklist")) == before)
    }

    @Test("types lists an app's types from its Info.plist")
    func typesFromAnAppsPlist() async throws {
        let sandbox = try CLISandbox()
        let bare = try await sandbox.runQuire("types")
        #expect(bare.status == 0, "\(bare)")
        #expect(!bare.stdout.contains("com.example.board-package"), "no app's types without its plist")
        let result = try await sandbox.runQuire("types", "--plist", Self.boardInfoPlist.path)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("com.example.board-package"), "\(result.stdout.prefix(800))")
    }

    @Test("--plist declares an app's types for any command; a missing one is a failure naming it")
    func plistBeforeTheCommand() async throws {
        let sandbox = try CLISandbox()
        let result = try await sandbox.runQuire("--plist", Self.checklistInfoPlist.path, "types")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("com.example.checklist — Checklist Document"), "\(result.stdout.prefix(400))")
        let missing = try await sandbox.runQuire("--plist", "Gone.plist", "drafts")
        #expect(missing.status == 1, "\(missing)")
        #expect(missing.stderr.hasPrefix("quire: “Gone.plist” could not be found"), "\(missing)")
        let dangling = try await sandbox.runQuire("--plist")
        #expect(dangling.status == 2, "\(dangling)")
        #expect(dangling.stderr.hasPrefix("quire: --plist needs an app's Info.plist"), "\(dangling)")
    }
}
