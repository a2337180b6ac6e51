import Foundation
import Testing

/// `quire bundle` end to end (`make test-bundle`; skipped unless `QUIRE_BUNDLE_TESTS=1`: the two
/// release builds take minutes). The Notes and Checklist apps' `.deb`s are built, installed with
/// `dpkg -i` (the tests run as root), their desktop entries and metainfo pass `desktop-file-validate`
/// and `appstreamcli validate` as installed, and scripts/gui/installed_app_test.py drives them under
/// Xvfb: `gio mime application/x-checklist` names the app, `gio open` of a `.checklist` starts the
/// installed app and its window lists the file's items, `gio launch` of the Notes entry shows a
/// note's text. That runs with the build folder hidden (a private mount over `.build`), so the
/// installed apps can only have found their resources where the packages put them. Then `dpkg -r`,
/// and nothing of either package is left: every file the `.deb` lists is gone, every folder gone
/// or another package's, and the MIME, desktop and icon caches no longer name them.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["QUIRE_BUNDLE_TESTS"] == "1",
                             "the release builds take minutes: `make test-bundle` runs this"))
struct BundleInstallTests {
    struct App {
        var product: String
        var package: String
        var id: String
    }

    static let apps = [App(product: "NotesApp", package: "notes", id: "org.quire.Notes"),
                       App(product: "ChecklistApp", package: "checklist", id: "org.quire.Checklist")]

    @Test func theNotesAndChecklistPackagesInstallOpenTheirDocumentsAndLeaveNothingBehind() async throws {
        let root = try GUIProcess.packageRoot()
        let quire = try GUIProcess.builtExecutable("quire")
        let output = root.appendingPathComponent("build/bundle-test", isDirectory: true)
        try? FileManager.default.removeItem(at: output)
        var debs: [URL] = []
        for app in Self.apps {
            let started = ContinuousClock.now
            // A build folder of its own: `swift test` holds .build's lock while the tests run.
            let made = try Self.run(quire.path, ["bundle", "--product", app.product, "--package-path", root.path,
                                                 "--scratch-path", root.appendingPathComponent(".build/bundle-scratch").path,
                                                 "-o", output.path])
            print("quire bundle --product \(app.product): \(ContinuousClock.now - started)")
            try #require(made.status == 0, "quire bundle --product \(app.product) failed:\n\(made.output.suffix(4000))")
            debs.append(output.appendingPathComponent("\(app.package)_1.0.0_\(try Self.architecture()).deb"))
        }
        // A clean slate, and a clean end whatever happens below.
        _ = try Self.run("/usr/bin/dpkg", ["-r"] + Self.apps.map(\.package))
        defer { _ = try? Self.run("/usr/bin/dpkg", ["-r"] + Self.apps.map(\.package)) }

        var contents: [String: [String]] = [:]
        for (app, deb) in zip(Self.apps, debs) {
            contents[app.package] = try Self.run("/usr/bin/dpkg-deb", ["--contents", deb.path]).output
                .split(separator: "\n").compactMap { line in
                    line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first.map { String($0.dropFirst()) }
                }
        }
        let install = try Self.run("/usr/bin/dpkg", ["-i"] + debs.map(\.path))
        try #require(install.status == 0, "dpkg -i failed:\n\(install.output)")
        #expect(!install.output.contains("warning"), "\(install.output)")

        for app in Self.apps {
            let entry = "/usr/share/applications/\(app.id).desktop"
            let validated = try Self.run("/usr/bin/desktop-file-validate", [entry])
            #expect(validated.status == 0 && validated.output.isEmpty, "\(validated.output)")
            let metainfo = try Self.run("/usr/bin/appstreamcli", ["validate", "--no-net", "--no-color", "/usr/share/metainfo/\(app.id).metainfo.xml"])
            #expect(metainfo.status == 0, "\(metainfo.output)")
            #expect(!metainfo.output.split(separator: "\n").contains { $0.hasPrefix("E:") || $0.hasPrefix("W:") || $0.hasPrefix("I:") },
                    "\(metainfo.output)")
            let listed = try Self.run("/usr/bin/dpkg-query", ["-L", app.package]).output.split(separator: "\n").map(String.init)
            #expect(Set(listed.filter { $0 != "/." }) == Set(contents[app.package, default: []].map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }.filter { !$0.isEmpty }))
            let depends = try Self.run("/usr/bin/dpkg-query", ["-W", "-f", "${Depends}", app.package]).output
            #expect(depends.contains("libgtk-4-1 (>= ") && depends.contains("libadwaita-1-0 (>= ") && !depends.contains("swift"), "\(depends)")
        }
        #expect(try Self.cachesName(Self.apps), "the MIME, desktop and icon caches should name the installed apps")

        // The GUI, with .build hidden from the apps.
        let build = root.appendingPathComponent(".build").path
        let gui = try await GUIProcess.run(URL(fileURLWithPath: "/usr/bin/unshare"), [
            "--mount", "--propagation", "private", "/bin/sh", "-c", #"mount -t tmpfs quire-hidden "$0" && exec "$@""#, build,
            try GUIProcess.script("run-under-xvfb.sh").path, "/usr/bin/python3", try GUIProcess.script("installed_app_test.py").path,
            root.appendingPathComponent("build/screenshots").path, "checklist", "notes",
        ], timeout: .seconds(120))
        #expect(!gui.timedOut, "the installed-app GUI test did not finish\n\(gui.output)\n\(gui.errors)")
        #expect(gui.status == 0, "exit status \(gui.status)\n\(gui.output)\n\(gui.errors)")
        for scenario in ["checklist", "notes"] { #expect(gui.output.contains("\(scenario) scenario passed"), "\(gui.output)") }
        #expect(gui.gtkProblems.isEmpty, "\(gui.gtkProblems)")

        let remove = try Self.run("/usr/bin/dpkg", ["-r"] + Self.apps.map(\.package))
        try #require(remove.status == 0, "dpkg -r failed:\n\(remove.output)")
        for app in Self.apps {
            #expect(try Self.run("/usr/bin/dpkg-query", ["-W", app.package]).status != 0, "\(app.package) is still known to dpkg")
            for path in contents[app.package, default: []].map({ $0.hasSuffix("/") ? String($0.dropLast()) : $0 }) where !path.isEmpty {
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                    || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                guard exists else { continue }
                // A folder may stay when another package has files in it (/usr/share/applications…).
                let owned = try Self.run("/usr/bin/dpkg-query", ["-S", path]).status == 0
                #expect(isFolder.boolValue && owned, "\(path) was left behind by \(app.package)")
            }
        }
        #expect(try !Self.cachesName(Self.apps, any: true), "the caches still name a removed app")
        let mime = try Self.run("/usr/bin/gio", ["mime", "application/x-checklist"],
                                environment: ["XDG_DATA_HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent"])
        #expect(!mime.output.contains("org.quire.Checklist"), "\(mime.output)")
    }

    /// Whether the system's MIME cache knows `application/x-checklist`, and the desktop MIME cache and
    /// hicolor icon cache name each app (`any`: whether any of it names any of them).
    static func cachesName(_ apps: [App], any: Bool = false) throws -> Bool {
        let mime = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/mime/mime.cache"))
        let desktop = try String(contentsOfFile: "/usr/share/applications/mimeinfo.cache", encoding: .utf8)
        let icons = (try? Data(contentsOf: URL(fileURLWithPath: "/usr/share/icons/hicolor/icon-theme.cache"))) ?? Data()
        var facts = [mime.range(of: Data("application/x-checklist".utf8)) != nil]
        for app in apps {
            facts.append(desktop.contains("\(app.id).desktop"))
            facts.append(icons.range(of: Data(app.id.utf8)) != nil)
        }
        return any ? facts.contains(true) : !facts.contains(false)
    }

    static func architecture() throws -> String {
        try run("/usr/bin/dpkg", ["--print-architecture"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs a tool to completion; stdout and stderr together, in a file (a release build prints a lot).
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                    timeout: TimeInterval = 1800) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("quire-bundle-install-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        // A build that waits on a lock forever must not hang the test run.
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        process.waitUntilExit()
        deadline.cancel()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
