import Foundation
import QuireCore
import Testing
@testable import QuireBundle

/// The files `quire bundle` writes, made from the example apps' Info.plists and READMEs and checked by
/// the real tools: `desktop-file-validate`, `appstreamcli validate`, `dpkg-deb`, `flatpak-builder
/// --show-manifest` (it parses the manifest as it would before a build; the runtimes themselves cannot
/// be reached from this machine, so nothing is built), `dpkg-shlibdeps` for the dependencies, and
/// GdkPixbuf for the icons. Fast: no release build (`make test-bundle` does that, end to end).
@Suite struct BundleFilesTests {
    let root = BundleTestTools.packageRoot()

    func checklistMetadata() throws -> AppMetadata {
        let readme = try #require(AppBundler.readme(from: root.appendingPathComponent("Examples/Checklist/ChecklistApp"), upTo: root))
        #expect(readme.path == root.appendingPathComponent("Examples/Checklist/README.md").path)
        return try AppMetadata(identity: try BundleTestTools.exampleIdentity(), readme: readme)
    }

    @Test func theDesktopEntryLaunchesTheInstalledCommandAndPassesTheValidator() throws {
        let metadata = try checklistMetadata()
        let entry = DesktopEntry.text(for: metadata, command: "checklist", icon: metadata.id)
        #expect(entry == """
            [Desktop Entry]
            Type=Application
            Name=Checklist
            Comment=Make lists and check things off
            Exec=checklist %U
            Icon=org.quire.Checklist
            Terminal=false
            StartupNotify=true
            Categories=Office;
            MimeType=application/x-checklist;

            """)
        let folder = try BundleTestFolder()
        let file = try folder.write(entry, to: "org.quire.Checklist.desktop")
        let validated = try BundleTestTools.run("/usr/bin/desktop-file-validate", [file.path])
        #expect(validated.status == 0 && validated.all.isEmpty, "\(validated.all)")
        // Board Studio is a graphics app (its LSApplicationCategoryType).
        let board = try AppMetadata(identity: try BundleTestTools.exampleIdentity("BoardStudio", type: "BoardStudioApp"))
        #expect(board.categories == ["Graphics"])
        #expect(DesktopEntry.text(for: board, command: "/opt/Board Studio/app", icon: nil)
            .contains(#"Exec="/opt/Board Studio/app" %U"#))
    }

    /// Not Notes here: reading an Info.plist registers its document types in this process, as the app
    /// does at launch, and Notes' Editor role for all plain text would change what other suites of this
    /// test run see (a Viewer-only text type). `make test-bundle` validates the Notes package's
    /// metainfo, and `quire bundle` validates every app's before it writes a package.
    @Test(arguments: ["Checklist", "BoardStudio"])
    func theMetainfoPassesAppStreamsValidatorWithoutANote(_ app: String) throws {
        let type = ["Checklist": "DocumentBasedApp", "BoardStudio": "BoardStudioApp"][app]!
        let readme = AppBundler.readme(from: root.appendingPathComponent("Examples/\(app)/\(app)App"), upTo: root)
        let metadata = try AppMetadata(identity: try BundleTestTools.exampleIdentity(app, type: type), readme: readme)
        let xml = try AppStreamMetainfo.xml(for: metadata)
        let folder = try BundleTestFolder()
        let file = try folder.write(xml, to: "\(metadata.id).metainfo.xml")
        let validated = try BundleTestTools.run("/usr/bin/appstreamcli", ["validate", "--no-net", "--no-color", file.path])
        #expect(validated.status == 0, "\(validated.all)")
        #expect(BundleTestTools.appStreamIssues(validated).isEmpty, "\(validated.all)")
        #expect(xml.contains("<launchable type=\"desktop-id\">\(metadata.id).desktop</launchable>"))
        #expect(xml.contains("<release version=\"1.0.0\" date=\"2026-12-04\""))
        // The README's introduction follows the Info.plist's description.
        #expect(xml.contains("is seed 00"), "\(xml)")
        #expect(!xml.contains("Layout"), "only the README's introduction: \(xml)")
    }

    @Test func theChecklistMetainfoSaysWhatItsInfoPlistSays() throws {
        let xml = try AppStreamMetainfo.xml(for: try checklistMetadata())
        for line in ["<id>org.quire.Checklist</id>", "<name>Checklist</name>",
                     "<summary>Make lists and check things off</summary>",
                     "<li>Undo and redo every change, each one by its name</li>",
                     "<developer_name>The Quire Authors</developer_name>",
                     "<mediatype>application/x-checklist</mediatype>",
                     "<p>The first release: lists saved as <code>.checklist</code> files, with undo, autosave and versions.</p>",
                     "<code>import Quire</code>"] {
            #expect(xml.contains(line), "\(line) missing from\n\(xml)")
        }
    }

    @Test func aMissingSummaryOrBadReleaseIsSaidByName() throws {
        let folder = try BundleTestFolder()
        let bare = try folder.write("""
            <plist><dict><key>CFBundleIdentifier</key><string>org.example.Bare</string>\
            <key>CFBundleShortVersionString</key><string>2.0</string></dict></plist>
            """, to: "Bare.plist")
        let metadata = try AppMetadata(identity: try AppIdentity(typeName: "BareApp", bundle: nil, infoPlistURL: bare),
                                       today: Date(timeIntervalSince1970: 86_400 * 365))
        #expect(metadata.releases == [AppMetadata.Release(version: "2.0", date: "1971-01-01", notes: DescriptionText())])
        let missing = #expect(throws: AppStreamMetainfo.Missing.self) { try AppStreamMetainfo.xml(for: metadata) }
        #expect(missing?.keys == ["QuireSummary", "QuireDescription (or a README)"])

        let badDate = try folder.write("""
            <plist><dict><key>CFBundleIdentifier</key><string>org.example.Bad</string><key>QuireReleases</key>\
            <array><dict><key>Version</key><string>1</string><key>Date</key><string>4 Dec</string></dict></array></dict></plist>
            """, to: "Bad.plist")
        let error = #expect(throws: DocumentError.self) {
            try AppMetadata(identity: try AppIdentity(typeName: "BadApp", bundle: nil, infoPlistURL: badDate))
        }
        #expect(error?.message.contains("needs a Date written YYYY-MM-DD") == true, "\(error?.message ?? "")")
    }

    @Test func descriptionsAreALittleMarkdown() {
        let text = DescriptionText(markdown: """
            First *line* with `code`,
            continued [here](https://example.org).

            - one
            - two
              wrapped
            1. first

            ```
            skipped
            ```
            > quoted **strong**
            """)
        #expect(text.blocks == [
            .paragraph("First *line* with `code`, continued [here](https://example.org)."),
            .list(ordered: false, items: ["one", "two wrapped"]),
            .list(ordered: true, items: ["first"]),
            .paragraph("quoted **strong**"),
        ])
        #expect(text.appStreamMarkup(indent: "") == """
            <p>First <em>line</em> with <code>code</code>, continued here.</p>
            <ul>
              <li>one</li>
              <li>two wrapped</li>
            </ul>
            <ol>
              <li>first</li>
            </ol>
            <p>quoted <em>strong</em></p>

            """)
        let readme = DescriptionText.readmeIntroduction("""
            # App

            Intro & more.

            Second.

            Usage
            -----
            Not this.
            """)
        #expect(readme.blocks == [.paragraph("Intro & more."), .paragraph("Second.")])
        #expect(readme.appStreamMarkup(indent: "").hasPrefix("<p>Intro &amp; more.</p>"))
    }

    @Test func theControlFileBuildsAPackageDpkgAcceptsWithoutAWarning() throws {
        let metadata = try checklistMetadata()
        let package = DebianPackage(name: "checklist", version: "1.0.0", architecture: "all",
                                    maintainer: try #require(metadata.developer), depends: "libc6 (>= 2.36)",
                                    section: DebianPackage.section(forCategories: metadata.categories), homepage: nil,
                                    summary: try #require(metadata.summary), description: metadata.description)
        let folder = try BundleTestFolder()
        try folder.write("hello\n", to: "tree/share/doc/checklist/hello")
        let deb = try package.build(tree: folder.file("tree"), work: folder.file("work"), output: folder.url)
        #expect(deb.lastPathComponent == "checklist_1.0.0_all.deb")
        let info = try BundleTestTools.run("/usr/bin/dpkg-deb", ["--info", deb.path])
        #expect(info.status == 0 && !info.errors.contains("warning"), "\(info.all)")
        let fields = try BundleTestTools.run("/usr/bin/dpkg-deb", ["--field", deb.path, "Package", "Version", "Depends", "Section", "Maintainer"])
        #expect(fields.output == """
            Package: checklist
            Version: 1.0.0
            Depends: libc6 (>= 2.36)
            Section: editors
            Maintainer: The Quire Authors <quire@example.org>

            """)
        let description = try BundleTestTools.run("/usr/bin/dpkg-deb", ["--field", deb.path, "Description"]).output
        #expect(description.hasPrefix("Make lists and check things off\n Checklist keeps the lists you make"), "\(description)")
        #expect(description.contains("\n .\n  * Add an item by typing its title and pressing Enter\n"), "\(description)")
        let contents = try BundleTestTools.run("/usr/bin/dpkg-deb", ["--contents", deb.path]).output
        #expect(contents.contains("root/root") && contents.contains("./usr/share/doc/checklist/hello"), "\(contents)")
        #expect(!DebianPackage.isValidName("Checklist") && DebianPackage.isValidName("board-studio"))
        #expect(!DebianPackage.isValidVersion("v1") && DebianPackage.isValidVersion("1.0~beta+2"))
    }

    @Test func dependsAreThePackagesOfTheLibrariesABinaryNeeds() throws {
        // A system program linked against GLib, as an app is against GTK: the same packages as
        // dpkg-shlibdeps names.
        let program = URL(fileURLWithPath: "/usr/bin/gio")
        let needed = try ELFFile(contentsOf: program).neededLibraries()
        let readelf = try BundleTestTools.run("/usr/bin/readelf", ["-d", program.path]).output
        #expect(needed == readelf.split(separator: "\n").compactMap { line in
            line.contains("(NEEDED)") ? line.split(separator: "[").last?.split(separator: "]").first.map(String.init) : nil
        })
        let dependencies = try DebianDependencies(executable: program)
        let depends = try dependencies.dependsField
        let folder = try BundleTestFolder()
        try folder.write("Source: probe\n\nPackage: probe\nArchitecture: any\n", to: "debian/control")
        let shlibdeps = try BundleTestTools.run("/usr/bin/dpkg-shlibdeps", ["-O", program.path], directory: folder.url)
        #expect(shlibdeps.status == 0, "\(shlibdeps.all)")
        func names(_ field: String) -> Set<String> {
            Set(field.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) })
        }
        let expected = shlibdeps.output.split(separator: "=", maxSplits: 1).last.map(String.init) ?? ""
        #expect(names(depends) == names(expected.trimmingCharacters(in: .whitespacesAndNewlines)), "\(depends) vs \(expected)")
        #expect(depends.contains("libglib2.0-0 (>= "), "\(depends)")
        #expect(try DebianDependencies.owner(of: "/lib/x86_64-linux-gnu/libc.so.6") == "libc6:amd64"
                || DebianDependencies.owner(of: "/lib/x86_64-linux-gnu/libc.so.6") == "libc6")
        #expect(DebianDependencies.shlibsKey("libgtk-4.so.1")! == ("libgtk-4", "1"))
        #expect(DebianDependencies.shlibsKey("libfoo-1.2.so")! == ("libfoo", "1.2"))
    }

    @Test func theFlatpakManifestAsksOnlyForThePortalsAndFlatpakBuilderReadsIt() throws {
        let manifest = FlatpakManifest(id: "org.quire.Checklist", command: "checklist", runtimeVersion: "48",
                                       treePath: "org.quire.Checklist", moduleName: "checklist")
        let folder = try BundleTestFolder()
        let file = try folder.write(manifest.yaml, to: "org.quire.Checklist.yml")
        let shown = try BundleTestTools.run("/usr/bin/flatpak-builder", ["--show-manifest", file.path], directory: folder.url)
        #expect(shown.status == 0 && !shown.errors.contains("WARNING"), "\(shown.all)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        #expect(json["id"] as? String == "org.quire.Checklist")
        #expect(json["runtime"] as? String == "org.gnome.Platform")
        #expect(json["runtime-version"] as? String == "48")
        #expect(json["sdk"] as? String == "org.gnome.Sdk")
        #expect(json["command"] as? String == "checklist")
        let finishArgs = try #require(json["finish-args"] as? [String])
        #expect(finishArgs == ["--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri"])
        #expect(!finishArgs.contains { $0.hasPrefix("--filesystem") })
        let modules = try #require(json["modules"] as? [[String: Any]])
        #expect(modules.count == 1)
        let sources = try #require(modules.first?["sources"] as? [[String: Any]])
        #expect(sources.count == 1 && sources[0]["type"] as? String == "dir" && sources[0]["path"] as? String == "org.quire.Checklist")
        // And as YAML to any other reader.
        let yaml = try BundleTestTools.run("/usr/bin/python3", ["-c", """
            import json, sys, yaml
            print(json.dumps(yaml.safe_load(open(sys.argv[1])), sort_keys=True))
            """, file.path])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(yaml.output.utf8)) as? [String: Any])
        #expect(parsed["finish-args"] as? [String] == finishArgs)
        #expect((parsed["modules"] as? [[String: Any]])?.first?["build-commands"] as? [String] == ["cp -a bin lib share ${FLATPAK_DEST}/"])
    }

    @Test func iconsAreDrawnFromTheNameUnlessTheResourcesHaveThem() throws {
        let drawn = try AppIcons(id: "org.quire.Checklist", name: "Checklist", resources: [])
        #expect(drawn.generated == ["scalable", "symbolic"])
        #expect(drawn.files.map(\.path) == ["scalable/apps/org.quire.Checklist.svg", "symbolic/apps/org.quire.Checklist-symbolic.svg"])
        let folder = try BundleTestFolder()
        for file in drawn.files { try file.data.write(to: folder.file(URL(fileURLWithPath: file.path).lastPathComponent)) }
        // GTK loads icons through GdkPixbuf's SVG loader: both load, at their design sizes.
        let loaded = try BundleTestTools.run("/usr/bin/python3", ["-c", """
            import sys, gi
            gi.require_version("GdkPixbuf", "2.0")
            from gi.repository import GdkPixbuf
            for path in sys.argv[1:]:
                image = GdkPixbuf.Pixbuf.new_from_file(path)
                print(image.get_width(), image.get_height())
            """, folder.file("org.quire.Checklist.svg").path, folder.file("org.quire.Checklist-symbolic.svg").path])
        #expect(loaded.output == "128 128\n16 16\n", "\(loaded.all)")
        #expect(String(decoding: drawn.files[0].data, as: UTF8.self).contains(">C</text>"))

        // An app's own icons, and an asset catalog's PNGs at their sizes.
        let bundle = folder.file("App.resources")
        try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "App.resources/Resources/AppIcon.svg")
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8))
        png += Data([0, 0, 0, 64, 0, 0, 0, 64])
        let iconSet = bundle.appendingPathComponent("Resources/Assets.xcassets/AppIcon.appiconset")
        try FileManager.default.createDirectory(at: iconSet, withIntermediateDirectories: true)
        try png.write(to: iconSet.appendingPathComponent("icon_64.png"))
        let own = try AppIcons(id: "org.example.App", name: "App", resources: [bundle])
        #expect(own.generated == ["symbolic"])
        #expect(own.files.map(\.path) == ["scalable/apps/org.example.App.svg", "symbolic/apps/org.example.App-symbolic.svg",
                                          "64x64/apps/org.example.App.png"])
    }
}
