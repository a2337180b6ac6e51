import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `info` and `check` (run through `quire-samples`), and that looking at a file never changes it.
@Suite("info and check")
struct CLIInfoCheckTests {
    /// The "key: value" lines of `info`.
    static func fields(_ output: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// Size, inode and modification time: what a read must not change.
    static func identity(_ url: URL) throws -> [Int] {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return [Int(status.st_size), Int(status.st_ino), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
    }

    @Test("info reports type, size, identity, editable and the versions count")
    func info() async throws {
        let sandbox = try CLISandbox()
        let file = sandbox.file("Week.checklist")
        #expect(try await sandbox.run("checklist", "new", "Week.checklist", "Plan").status == 0)

        let first = try await sandbox.run("info", "Week.checklist")
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.isEmpty)
        let fields = Self.fields(first.stdout)
        var status = stat()
        #expect(lstat(file.path, &status) == 0)
        #expect(fields["file"] == file.path)
        #expect(fields["type"]?.hasPrefix("com.example.checklist") == true, "\(first)")
        #expect(fields["size"] == "\(status.st_size) bytes")
        #expect(fields["identity"]?.hasPrefix("device \(status.st_dev), inode \(status.st_ino), modified ") == true,
                "\(first)")
        #expect(fields["editable"] == "yes")
        #expect(fields["versions"] == "0")

        #expect(try await sandbox.run("checklist", "add", "Week.checklist", "Do").status == 0)
        let second = try await sandbox.run("info", file.path)
        #expect(Self.fields(second.stdout)["versions"] == "1", "\(second)")

        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let readOnly = try await sandbox.run("info", "Week.checklist")
        #expect(readOnly.status == 0, "\(readOnly)")
        #expect(Self.fields(readOnly.stdout)["editable"] == "no")
    }

    @Test("reading commands leave the file exactly as it was")
    func readsDoNotWrite() async throws {
        let sandbox = try CLISandbox()
        let file = sandbox.file("Week.checklist")
        #expect(try await sandbox.run("checklist", "new", "Week.checklist", "Plan", "Do").status == 0)
        #expect(try await sandbox.run("checklist", "toggle", "Week.checklist", "1").status == 0)
        let bytes = try Data(contentsOf: file), identity = try Self.identity(file)
        for command in ["info", "check", "versions", "list"] {
            let arguments = command == "list" ? ["checklist", "list", "Week.checklist"] : [command, "Week.checklist"]
            let result = try await QuireExecutable.run(arguments, in: sandbox)
            #expect(result.status == 0, "\(command): \(result)")
            #expect(try Data(contentsOf: file) == bytes, "\(command)")
            #expect(try Self.identity(file) == identity, "\(command)")
        }
        #expect(sandbox.leftoverTemporaries() == [])
    }

    @Test("check on a good checklist and a good text file: OK, exit 0")
    func checkGood() async throws {
        let sandbox = try CLISandbox()
        #expect(try await sandbox.run("checklist", "new", "Good.checklist", "A").status == 0)
        let result = try await sandbox.run("check", "Good.checklist")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "Good.checklist: OK (com.example.checklist)\n")
        #expect(result.stderr.isEmpty)

        try Data("A note\n".utf8).write(to: sandbox.file("note.txt"))
        let text = try await sandbox.run("check", "note.txt")
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.hasPrefix("note.txt: OK ("), "\(text)")
    }

    @Test("check on a damaged file: exit 1, stderr names the file and the problem, file byte-identical",
          arguments: [
              ("Truncated.checklist", #"{"id":"6E2B1F0A-3C4D-4E5F-8A9B-0C1D2E3F4A5B","items":[{"#, "not valid JSON"),
              ("Wrong.checklist", #"{"id":"6E2B1F0A-3C4D-4E5F-8A9B-0C1D2E3F4A5B","items":[{"isChecked":false}]}"#, "Missing “id”"),
              ("Typed.checklist", #"{"id":"6E2B1F0A-3C4D-4E5F-8A9B-0C1D2E3F4A5B","items":"none"}"#, "Expected"),
          ])
    func checkCorrupt(_ name: String, _ contents: String, _ problem: String) async throws {
        let sandbox = try CLISandbox()
        let file = sandbox.file(name)
        let data = Data(contents.utf8)
        try data.write(to: file)
        let identity = try Self.identity(file)
        let result = try await sandbox.run("check", name)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.hasPrefix("quire-samples: “\(name)” is damaged"), "\(result)")
        #expect(result.stderr.contains(problem), "\(result)")
        #expect(result.stderr.contains(file.path), "\(result)")
        #expect(try Data(contentsOf: file) == data)
        #expect(try Self.identity(file) == identity)
        #expect(sandbox.leftoverTemporaries() == [])
    }

    @Test("check reports a repaired problem as a note, exit 0, without writing the repair")
    func checkRepairNotice() async throws {
        let sandbox = try CLISandbox()
        let file = sandbox.file("Twins.checklist")
        let id = "6E2B1F0A-3C4D-4E5F-8A9B-0C1D2E3F4A5B"
        let data = Data(#"{"id":"\#(id)","items":[{"id":"\#(id)","isChecked":false,"title":"a"},{"id":"\#(id)","isChecked":true,"title":"b"}]}"#.utf8)
        try data.write(to: file)
        let result = try await sandbox.run("check", "Twins.checklist")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Twins.checklist: OK (com.example.checklist)\nnote: One item shared its id"), "\(result)")
        #expect(try Data(contentsOf: file) == data)
    }

    @Test("a text file with invalid UTF-8 is reported as damaged, naming the file")
    func checkInvalidText() async throws {
        let sandbox = try CLISandbox()
        let data = Data([0x48, 0x69, 0xFF, 0xFE, 0x0A])
        try data.write(to: sandbox.file("bad.txt"))
        let result = try await sandbox.run("check", "bad.txt")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("quire-samples: “bad.txt” is damaged"), "\(result)")
        #expect(result.stderr.contains("not valid UTF-8"), "\(result)")
        #expect(try Data(contentsOf: sandbox.file("bad.txt")) == data)
    }

    @Test("a missing file is reported as not found by every command that takes one",
          arguments: [["info"], ["check"], ["versions"], ["restore", "x"], ["checklist", "list"],
                      ["checklist", "add", "T"], ["checklist", "toggle", "1"], ["checklist", "remove", "1"]])
    func missingFile(_ command: [String]) async throws {
        let sandbox = try CLISandbox()
        // FILE goes after the subcommand: `checklist add FILE T`, `restore FILE x`, `info FILE`.
        var arguments = command
        arguments.insert("Nowhere.checklist", at: command.first == "checklist" ? 2 : 1)
        let result = try await QuireExecutable.run(arguments, in: sandbox)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("“Nowhere.checklist” could not be found"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.file("Nowhere.checklist").path))
    }

    @Test("a file of a type quire doesn't know is refused")
    func unknownType() async throws {
        let sandbox = try CLISandbox()
        try Data([0x00, 0x01, 0x02, 0xFF]).write(to: sandbox.file("blob.bin"))
        let result = try await sandbox.run("check", "blob.bin")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("“blob.bin” is of a type"), "\(result)")
    }
}
