import Foundation
import ChecklistModel
import QuireCore
import Testing
@testable import QuireUI

/// `--install` and the Checklist app's identity: its Info.plist carries seed 001's keys unchanged; the
/// generated shared-mime-info package and desktop entry; the built app installing itself into a
/// temporary `$XDG_DATA_HOME`, where GIO then maps `*.checklist` to it; and `--uninstall` leaving the
/// data home exactly as it was before `--install`, whether it was empty or held other apps' files.
@Suite struct DesktopInstallationTests {
    private let checklist: AppIdentity

    init() throws {
        checklist = try AppIdentity(moduleName: "ChecklistApp", typeName: "DocumentBasedApp")
    }

    @Test func theChecklistAppIsKnownByItsInfoPlistWhichHoldsTheSeedsKeysVerbatim() throws {
        #expect(checklist.id == "org.quire.Checklist")  // the id `quire-samples checklist …` uses
        #expect(checklist.name == "Checklist")
        let plistURL = try #require(checklist.infoPropertyList?.url)
        let app = try #require(try PropertyListSerialization.propertyList(
            from: Data(contentsOf: plistURL), format: nil) as? NSDictionary)
        // The model's copy is the seed's fragment exactly as printed: wrap it to parse it.
        let fragmentURL = try GUIProcess.packageRoot()
            .appendingPathComponent("Examples/Checklist/ChecklistModel/Resources/Info.plist")
        let fragment = try String(contentsOf: fragmentURL, encoding: .utf8)
        let seed = try #require(try PropertyListSerialization.propertyList(
            from: Data("<plist version=\"1.0\"><dict>\(fragment)</dict></plist>".utf8), format: nil) as? NSDictionary)
        #expect(seed.count == 2)
        for case let key as String in seed.allKeys {
            #expect((app[key] as? NSObject) == (seed[key] as? NSObject), "\(key) differs from the seed's")
        }
        // Beside the seed's keys: the app's identity, and what its packages say about it (AppMetadata).
        #expect(Set(app.allKeys.compactMap { $0 as? String })
                == Set(["CFBundleIdentifier", "CFBundleName", "CFBundleDocumentTypes", "UTExportedTypeDeclarations",
                        "CFBundleShortVersionString", "LSApplicationCategoryType", "NSHumanReadableCopyright",
                        "QuireSummary", "QuireDescription", "QuireDeveloper", "QuireReleases"]))
    }

    @Test func theFilesComeFromTheInfoPlist() throws {
        // The app declares its document type in code too (as its document group does when the app
        // starts): `conformingTo: .json` adds to the plist's conformances.
        #expect(UTType.checklistDocument.conforms(to: .json))
        let files = try DesktopInstallation.files(identity: checklist, executable: "/opt/My Apps/Check$list")
        #expect(files.mimeTypes == ["application/x-checklist"])
        #expect(files.mimeInfoXML == """
            <?xml version="1.0" encoding="UTF-8"?>
            <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
              <mime-type type="application/x-checklist">
                <comment>Checklist Document</comment>
                <sub-class-of type="application/json"/>
                <glob pattern="*.checklist"/>
              </mime-type>
            </mime-info>

            """)
        let lines = files.desktopEntry.split(separator: "\n")
        #expect(lines.first == "[Desktop Entry]")
        #expect(lines.contains("Name=Checklist"))
        #expect(lines.contains(#"Exec="/opt/My Apps/Check\\$list" %U"#))
        #expect(lines.contains("MimeType=application/x-checklist;"))
        #expect(lines.contains("Type=Application"))
        #expect(lines.contains("Icon=org.quire.Checklist"))
        #expect(lines.contains("Comment=Make lists and check things off"))
        #expect(files.icons.map(\.path) == ["scalable/apps/org.quire.Checklist.svg", "symbolic/apps/org.quire.Checklist-symbolic.svg"])
        // The app's own hand-drawn icons, not ones drawn from its name.
        let resources = try GUIProcess.packageRoot().appendingPathComponent("Examples/Checklist/ChecklistApp/Resources")
        #expect(files.icons.map(\.data) == [try Data(contentsOf: resources.appendingPathComponent("AppIcon.svg")),
                                            try Data(contentsOf: resources.appendingPathComponent("AppIcon-symbolic.svg"))])
    }

    /// Each example app ships its own scalable and symbolic icon (what `AppIcons` takes from the
    /// resources instead of drawing one): valid SVG, the symbolic one 16 × 16.
    @Test(arguments: ["Notes/NotesApp", "Checklist/ChecklistApp", "BoardStudio/BoardStudioApp"])
    func theExampleAppsHaveTheirOwnIcons(_ app: String) throws {
        let resources = try GUIProcess.packageRoot().appendingPathComponent("Examples/\(app)/Resources")
        let icons = try AppIcons(id: "org.example.App", name: "App", resources: [resources.deletingLastPathComponent()])
        #expect(icons.generated.isEmpty)
        let symbolic = try #require(icons.files.first { $0.path.hasPrefix("symbolic/") })
        #expect(String(decoding: symbolic.data, as: UTF8.self).contains(#"width="16" height="16""#))
        for file in icons.files {
            let text = String(decoding: file.data, as: UTF8.self)
            #expect(text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(app): \(file.path)")
        }
    }

    @Test func argumentsAndValuesAreEscapedAsTheSpecSays() {
        #expect(DesktopEntry.quotedArgument(#"/a "b"/`c`\d"#) == #""/a \"b\"/\`c\`\\d""#)
        #expect(DesktopEntry.argument("/usr/bin/checklist") == "/usr/bin/checklist")
        #expect(DesktopEntry.argument("/opt/a b") == #""/opt/a b""#)
        #expect(DesktopEntry.escapedValue("a\\b\nc") == #"a\\b\nc"#)
    }

    @Test func theBuiltAppInstallsItselfAndGIOThenOpensChecklistsWithIt() throws {
        let app = try GUIProcess.builtExecutable("ChecklistApp")
        let folder = try SceneTestFolder()
        let dataHome = folder.url.appendingPathComponent("share")
        let run = try Self.run(app.path, ["--install"], dataHome: dataHome)
        #expect(run.status == 0, "\(run.output)")
        let entry = dataHome.appendingPathComponent("applications/org.quire.Checklist.desktop")
        let package = dataHome.appendingPathComponent("mime/packages/org.quire.Checklist.xml")
        #expect(run.output.contains("installed \(entry.path)"))
        #expect(run.output.contains("installed \(package.path)"))
        let exec = try String(contentsOf: entry, encoding: .utf8).split(separator: "\n").first { $0.hasPrefix("Exec=") }
        #expect(exec == "Exec=\(DesktopEntry.argument(app.resolvingSymlinksInPath().path)) %U")

        let validate = try Self.run("/usr/bin/desktop-file-validate", [entry.path], dataHome: dataHome)
        #expect(validate.status == 0 && validate.output.isEmpty, "\(validate.output)")
        // update-mime-database compiled the package: GIO reads the type from the data home.
        #expect(FileManager.default.fileExists(atPath: dataHome.appendingPathComponent("mime/mime.cache").path))
        let document = folder.url.appendingPathComponent("groceries.checklist")
        try Data("{}".utf8).write(to: document)
        let info = try Self.run("/usr/bin/gio", ["info", "-a", "standard::content-type", document.path], dataHome: dataHome)
        #expect(info.output.contains("standard::content-type: application/x-checklist"), "\(info.output)")
        let mime = try Self.run("/usr/bin/gio", ["mime", "application/x-checklist"], dataHome: dataHome)
        #expect(mime.output.contains("Default application for “application/x-checklist”: org.quire.Checklist.desktop"),
                "\(mime.output)")
        // The installed package says checklists are JSON (and so text): GIO's own answer.
        let installed = try String(contentsOf: package, encoding: .utf8)
        #expect(installed.contains("<sub-class-of type=\"application/json\"/>"), "\(installed)")
        let isA = try Self.run("/usr/bin/python3", ["-c", """
            from gi.repository import Gio
            print(Gio.content_type_is_a("application/x-checklist", "application/json"),
                  Gio.content_type_is_a("application/x-checklist", "text/plain"))
            """], dataHome: dataHome)
        #expect(isA.output.trimmingCharacters(in: .whitespacesAndNewlines) == "True True", "\(isA.output)")
    }

    /// `--uninstall` undoes `--install` exactly: in a data home without other apps' files nothing of
    /// either is left (not even the databases the tools generated or the folders); beside another
    /// app's MIME package, desktop entry and icon, every file and folder is what it was, byte for byte
    /// (the databases regenerated without the app). A second `--uninstall` finds nothing to remove.
    @Test(arguments: [false, true])
    func uninstallLeavesTheDataHomeAsItWasBeforeInstall(besideAnotherApp: Bool) throws {
        let app = try GUIProcess.builtExecutable("ChecklistApp")
        let folder = try SceneTestFolder()
        let dataHome = folder.url.appendingPathComponent("share")
        try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
        if besideAnotherApp {
            let files = [
                "mime/packages/org.example.Other.xml": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
                      <mime-type type="application/x-other"><comment>Other</comment><glob pattern="*.other"/></mime-type>
                    </mime-info>
                    """,
                "applications/org.example.Other.desktop": "[Desktop Entry]\nType=Application\nName=Other\nExec=other %U\nMimeType=application/x-other;\n",
                "icons/hicolor/scalable/apps/org.example.Other.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
            ]
            for (path, text) in files {
                let url = dataHome.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            #expect(try Self.run("/usr/bin/update-mime-database", [dataHome.appendingPathComponent("mime").path], dataHome: dataHome).status == 0)
            #expect(try Self.run("/usr/bin/update-desktop-database", [dataHome.appendingPathComponent("applications").path], dataHome: dataHome).status == 0)
        }
        let before = try Self.snapshot(dataHome)

        let install = try Self.run(app.path, ["--install"], dataHome: dataHome)
        #expect(install.status == 0, "\(install.output)")
        #expect(try Self.snapshot(dataHome) != before)
        let uninstall = try Self.run(app.path, ["--uninstall"], dataHome: dataHome)
        #expect(uninstall.status == 0, "\(uninstall.output)")
        let removed = uninstall.output.split(separator: "\n").filter { $0.hasPrefix("removed ") }.map { String($0.dropFirst(8)) }
        let installed = install.output.split(separator: "\n").filter { $0.hasPrefix("installed ") }.map { String($0.dropFirst(10)) }
        #expect(Set(removed) == Set(installed) && installed.count == 4, "\(install.output)\n\(uninstall.output)")
        let after = try Self.snapshot(dataHome)
        #expect(after == before, "left behind: \(Set(after.keys).symmetricDifference(before.keys).sorted()); changed: \(after.keys.filter { before[$0] != nil && before[$0] != after[$0] }.sorted())")
        let mime = try Self.run("/usr/bin/gio", ["mime", "application/x-checklist"], dataHome: dataHome)
        #expect(!mime.output.contains("org.quire.Checklist.desktop"), "\(mime.output)")

        let again = try Self.run(app.path, ["--uninstall"], dataHome: dataHome)
        #expect(again.status == 0 && !again.output.contains("removed "), "\(again.output)")
        #expect(try Self.snapshot(dataHome) == before)
    }

    /// Every file and folder under `folder`, by relative path: a file's bytes, a folder's marker.
    private static func snapshot(_ folder: URL) throws -> [String: Data] {
        var entries: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            entries[path] = isFolder.boolValue ? Data("<folder>".utf8) : try Data(contentsOf: url)
        }
        return entries
    }

    /// Runs a short command-line tool with `$XDG_DATA_HOME` = `dataHome`; stdout and stderr together.
    private static func run(_ path: String, _ arguments: [String], dataHome: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = dataHome.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
