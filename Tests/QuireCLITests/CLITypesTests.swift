import Foundation
import Testing

/// `quire types`: what `make run` shows.
@Suite("quire types")
struct CLITypesTests {
    @Test("types --json parses and includes the example apps' types with the checklist's document type")
    func typesJSON() async throws {
        let sandbox = try CLISandbox()
        let result = try await sandbox.run("types", "--json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let types = try #require(json["types"] as? [[String: Any]])
        let identifiers = types.compactMap { $0["identifier"] as? String }
        #expect(identifiers.contains("com.example.checklist"))
        #expect(identifiers.contains("com.example.board-package"))
        #expect(identifiers.contains("public.plain-text"))
        #expect(identifiers.contains("public.data"))
        // The app's own types are listed before the built-in tree.
        let checklist = try #require(identifiers.firstIndex(of: "com.example.checklist"))
        let data = try #require(identifiers.firstIndex(of: "public.data"))
        #expect(checklist < data)
        let declaration = try #require(types.first { $0["identifier"] as? String == "com.example.checklist" })
        #expect("\(declaration)".contains("checklist"))

        let documentTypes = try #require(json["documentTypes"] as? [[String: Any]])
        #expect(documentTypes.contains { "\($0)".contains("com.example.checklist") }, "\(documentTypes)")
    }

    @Test("types lists the checklist type with its extension, and the document types")
    func typesText() async throws {
        let sandbox = try CLISandbox()
        let result = try await sandbox.run("types")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("com.example."), "\(result.stdout.prefix(400))")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let checklist = try #require(lines.firstIndex { $0.hasPrefix("com.example.checklist") })
        #expect(lines[(checklist + 1)...].prefix { $0.hasPrefix("    ") }.contains("    extensions: .checklist"),
                "\(result.stdout.prefix(600))")
        #expect(result.stdout.contains("\nDocument types:\n"))
        #expect(result.stdout.contains("com.example.checklist\n") || result.stdout.contains("com.example.checklist,"))
    }

    @Test("types --plist loads another Info.plist; a missing one is a failure naming it")
    func typesPlist() async throws {
        let sandbox = try CLISandbox()
        let plist = sandbox.file("Info.plist")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>UTExportedTypeDeclarations</key>
              <array><dict>
                <key>UTTypeIdentifier</key><string>org.example.recipe</string>
                <key>UTTypeDescription</key><string>Recipe</string>
                <key>UTTypeConformsTo</key><array><string>public.json</string></array>
                <key>UTTypeTagSpecification</key>
                <dict><key>public.filename-extension</key><array><string>recipe</string></array></dict>
              </dict></array>
            </dict></plist>
            """.utf8).write(to: plist)
        let result = try await sandbox.run("types", "--plist", "Info.plist")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("org.example.recipe — Recipe [exported]"), "\(result.stdout.prefix(800))")

        let missing = try await sandbox.run("types", "--plist", "Gone.plist")
        #expect(missing.status == 1, "\(missing)")
        #expect(missing.stderr.contains("Gone.plist"), "\(missing)")
        #expect(missing.stdout.isEmpty)
    }
}
