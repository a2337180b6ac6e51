import Foundation
import QuireCore

/// `quire bundle`: makes an app's packages from one executable product of its Swift package.
///
/// 1. Builds the product in release with the Swift runtime linked in (`swift build -c release
///    --static-swift-stdlib --product …`), so the packages need only the system's C libraries.
/// 2. Lays out its files in a tree — the prefix-relative layout both packages install:
///    `bin/<command>` (a link to `lib/<command>/<Product>`, beside which the product's resource
///    bundles go, where `Bundle.main` — the resolved executable's folder — and so `Bundle.module` and
///    `AppIdentity` find them), `share/applications/<id>.desktop`, `share/metainfo/<id>.metainfo.xml`,
///    `share/mime/packages/<id>.xml`, `share/icons/hicolor/{scalable,symbolic}/apps/`, and
///    `share/doc/<command>/copyright`.
/// 3. Validates the desktop entry (`desktop-file-validate`) and the metainfo (`appstreamcli validate`):
///    any warning stops the bundle.
/// 4. Writes `<command>_<version>_<arch>.deb` (`DebianPackage`: the tree under `/usr`, `Depends:`
///    from `DebianDependencies`) and `<id>.yml` (`FlatpakManifest`: the tree under `/app`), in the
///    output folder beside the tree (`<id>/`).
///
/// Everything the files say comes from the Info.plist (`AppMetadata`) — except the MIME package,
/// which the built app writes itself (`App --install` into a scratch data home), so types it declares
/// in code are described as they are when it registers itself.
package struct AppBundler {
    package struct Options {
        package var packagePath: URL
        /// The executable product; may be left out when the package has only one.
        package var product: String?
        package var output: URL
        /// `swift build --scratch-path`; SwiftPM's default (`.build`) when nil. SwiftPM locks a build
        /// folder while it uses it — `swift test` for the whole run — so a test bundling an app of
        /// its own package gives another.
        package var scratchPath: URL?
        /// Use the release build that is there instead of building.
        package var skipBuild = false
        /// The Debian package's name and the command's; from the app id's last part when nil.
        package var packageName: String?
        /// The `org.gnome.Platform` branch the Flatpak runs on.
        package var runtimeVersion = "48"

        package init(packagePath: URL, product: String?, output: URL) {
            self.packagePath = packagePath
            self.product = product
            self.output = output
        }
    }

    /// What was made.
    package struct Output {
        package var id: String
        package var packageName: String
        package var deb: URL
        package var flatpakManifest: URL
        package var tree: URL
        package var notes: [String]
    }

    let options: Options
    /// Where progress goes (the build's own output goes to the terminal).
    let log: (String) -> Void

    package init(options: Options, log: @escaping (String) -> Void) {
        self.options = options
        self.log = log
    }

    package func run() throws -> Output {
        let package = try SwiftPackageDescription.load(packagePath: options.packagePath, scratchPath: options.scratchPath)
        let product = try chooseProduct(in: package)
        guard let targetName = product.targets.first(where: { package.target(named: $0)?.type == "executable" }) ?? product.targets.first,
              let target = package.target(named: targetName) else {
            throw BundleError("the product \(product.name) has no executable target")
        }
        var swiftArguments = ["--package-path", options.packagePath.path, "-c", "release"]
        if let scratch = options.scratchPath { swiftArguments += ["--scratch-path", scratch.path] }
        if !options.skipBuild {
            log("Building \(product.name) in release with the Swift runtime linked statically…")
            let build = try Subprocess.run("swift", ["build"] + swiftArguments + ["--static-swift-stdlib", "--product", product.name],
                                           passThrough: true)
            guard build.status == 0 else { throw BundleError("swift build failed (exit status \(build.status))") }
        }
        let binPath = URL(fileURLWithPath: try Subprocess.output("swift", ["build"] + swiftArguments + ["--show-bin-path"])
            .trimmingCharacters(in: .whitespacesAndNewlines), isDirectory: true)
        let executable = binPath.appendingPathComponent(product.name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw BundleError("\(executable.path) is not there: build it first (or leave out --skip-build)")
        }
        let elf = try ELFFile(contentsOf: executable)
        if let runtime = try elf.neededLibraries().first(where: { $0.hasPrefix("libswift") || $0.hasPrefix("libFoundation") }) {
            throw BundleError("\(product.name) links \(runtime) dynamically: its release build must link the Swift runtime statically")
        }

        // The resource bundles: those of the product's own targets, and any other whose name its code holds.
        var bundles = package.targetsWithResources(in: product).compactMap {
            AppIdentity.resourceBundleURL(forModule: $0.name, in: binPath)
        }
        for name in elf.resourceBundleNames().sorted() where !bundles.contains(where: { $0.lastPathComponent == name }) {
            let url = binPath.appendingPathComponent(name, isDirectory: true)
            if FileManager.default.fileExists(atPath: url.path) { bundles.append(url) }
        }
        guard let appBundle = AppIdentity.resourceBundleURL(forModule: targetName, in: binPath),
              let plist = AppIdentity.infoPlistURL(inBundle: appBundle) else {
            throw BundleError("""
                \(targetName) has no Info.plist in its resources: add Resources/Info.plist with at least \
                CFBundleIdentifier, CFBundleName, CFBundleShortVersionString and QuireSummary, and \
                `resources: [.copy("Resources")]` to the target
                """)
        }
        let identity = try AppIdentity(typeName: targetName, bundle: Bundle(url: appBundle), infoPlistURL: plist)
        guard let declaredID = try identity.infoPropertyList?.string("CFBundleIdentifier"), declaredID == identity.id else {
            throw BundleError("\(plist.path) needs a CFBundleIdentifier (a reverse-DNS id such as org.example.MyApp): packages are named by it")
        }
        let readme = Self.readme(from: options.packagePath.appendingPathComponent(target.path), upTo: options.packagePath)
        let metadata = try AppMetadata(identity: identity, readme: readme)
        var notes: [String] = []
        if let readme {
            let plistPart = try identity.infoPropertyList?.string(AppMetadata.Key.description) == nil ? "" : "the Info.plist's QuireDescription and "
            notes.append("description: \(plistPart)the introduction of \(readme.path)")
        }
        if (try identity.infoPropertyList?.array(AppMetadata.Key.releases)) == nil {
            notes.append("release \(metadata.releases.first?.version ?? "?") dated today: list QuireReleases in the Info.plist to date releases")
        }

        let name = try packageName(for: metadata)
        guard let version = metadata.version else {
            throw BundleError("\(plist.path) needs CFBundleShortVersionString (the version packages are given)")
        }
        guard DebianPackage.isValidVersion(version) else {
            throw BundleError("CFBundleShortVersionString “\(version)” is not a version dpkg accepts: start with a digit; use letters, digits, “.”, “+”, “~”")
        }
        let maintainer = try Self.maintainer(metadata)

        // The tree.
        try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
        let tree = options.output.appendingPathComponent(metadata.id, isDirectory: true)
        if FileManager.default.fileExists(atPath: tree.path) { try FileManager.default.removeItem(at: tree) }
        let work = options.output.appendingPathComponent(".quire-bundle-\(metadata.id)", isDirectory: true)
        // A previous run's scratch folder, if it left one; none is fine.
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        // Only scratch files: failing to remove them must not fail a bundle that was made.
        defer { try? FileManager.default.removeItem(at: work) }

        let libFolder = tree.appendingPathComponent("lib/\(name)", isDirectory: true)
        try FileManager.default.createDirectory(at: libFolder, withIntermediateDirectories: true)
        let installedExecutable = libFolder.appendingPathComponent(product.name)
        try FileManager.default.copyItem(at: executable, to: installedExecutable)
        _ = try Subprocess.output("strip", ["--strip-unneeded", "--remove-section=.comment", "--remove-section=.note", installedExecutable.path])
        for bundle in bundles {
            try FileManager.default.copyItem(at: bundle, to: libFolder.appendingPathComponent(bundle.lastPathComponent))
        }
        let bin = tree.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(name).path,
                                                   withDestinationPath: "../lib/\(name)/\(product.name)")

        let share = tree.appendingPathComponent("share", isDirectory: true)
        let desktopEntry = share.appendingPathComponent("applications/\(metadata.id).desktop")
        try write(DesktopEntry.text(for: metadata, command: name, icon: metadata.id), to: desktopEntry)
        let metainfo = share.appendingPathComponent("metainfo/\(metadata.id).metainfo.xml")
        do {
            try write(try AppStreamMetainfo.xml(for: metadata), to: metainfo)
        } catch let missing as AppStreamMetainfo.Missing {
            throw BundleError("\(plist.path): \(missing)")
        }
        if let mimePackage = try mimePackage(executable: executable, id: metadata.id, work: work) {
            try write(mimePackage, to: share.appendingPathComponent("mime/packages/\(metadata.id).xml"))
        }
        let icons = try AppIcons(id: metadata.id, name: metadata.name, resources: [appBundle])
        for icon in icons.files {
            try write(icon.data, to: share.appendingPathComponent("icons/hicolor/\(icon.path)"))
        }
        notes.append(icons.generated.isEmpty ? "icons: from the app's resources"
                     : "icons: \(icons.generated.joined(separator: " and ")) drawn from the app's name (add AppIcon.svg / AppIcon-symbolic.svg to its resources to use your own)")
        try write(Self.copyright(metadata), to: share.appendingPathComponent("doc/\(name)/copyright"))
        try Self.normalizePermissions(tree, executable: installedExecutable)

        try validate(desktopEntry: desktopEntry, metainfo: metainfo, notes: &notes)

        log("Computing the package's dependencies from the libraries \(product.name) needs…")
        let dependencies = try DebianDependencies(executable: installedExecutable)
        let architecture = try Subprocess.output("dpkg", ["--print-architecture"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let debian = DebianPackage(
            name: name, version: version, architecture: architecture, maintainer: maintainer,
            depends: try dependencies.dependsField, section: DebianPackage.section(forCategories: metadata.categories),
            homepage: metadata.homepage, summary: metadata.summary ?? metadata.name, description: metadata.description)
        log("Packing \(name)_\(version)_\(architecture).deb…")
        let deb = try debian.build(tree: tree, work: work, output: options.output)

        let manifestURL = options.output.appendingPathComponent("\(metadata.id).yml")
        let manifest = FlatpakManifest(id: metadata.id, command: name, runtimeVersion: options.runtimeVersion,
                                       treePath: metadata.id, moduleName: name)
        try write(manifest.yaml, to: manifestURL)
        if Subprocess.find("flatpak-builder") != nil {
            // In the scratch folder: flatpak-builder makes its state folder (.flatpak-builder) where it runs.
            let shown = try Subprocess.run("flatpak-builder", ["--show-manifest", manifestURL.path], directory: work)
            guard shown.status == 0, !shown.errors.contains("WARNING") else {
                throw BundleError("flatpak-builder does not accept \(manifestURL.lastPathComponent):\n\(shown.transcript)")
            }
        } else {
            notes.append("flatpak-builder is not installed: the Flatpak manifest was not checked")
        }
        return Output(id: metadata.id, packageName: name, deb: deb, flatpakManifest: manifestURL, tree: tree, notes: notes)
    }

    private func chooseProduct(in package: SwiftPackageDescription) throws -> SwiftPackageDescription.Product {
        let executables = package.executableProducts
        if let wanted = options.product {
            guard let product = executables.first(where: { $0.name == wanted }) else {
                throw BundleError("\(package.name) has no executable product \(wanted); it has \(executables.map(\.name).joined(separator: ", "))")
            }
            return product
        }
        guard executables.count == 1, let only = executables.first else {
            throw BundleError("say which app to bundle with --product: \(package.name) has \(executables.map(\.name).joined(separator: ", "))")
        }
        return only
    }

    /// `--package-name`, else the id's last part in lower case (`org.quire.Checklist` → `checklist`).
    private func packageName(for metadata: AppMetadata) throws -> String {
        let name = options.packageName ?? String((metadata.id.split(separator: ".").last ?? "").lowercased()
            .map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == ".") ? $0 : "-" })
        guard DebianPackage.isValidName(name) else {
            throw BundleError("“\(name)” cannot name a Debian package (lower-case letters, digits, “+”, “-”, “.”): give one with --package-name")
        }
        return name
    }

    /// `QuireDeveloper`, else `$DEBFULLNAME <$DEBEMAIL>` (what Debian's tools read).
    private static func maintainer(_ metadata: AppMetadata) throws -> String {
        if let developer = metadata.developer, developer.contains("<"), developer.contains("@") { return developer }
        let environment = ProcessInfo.processInfo.environment
        if let name = environment["DEBFULLNAME"], let email = environment["DEBEMAIL"], !name.isEmpty, email.contains("@") {
            return "\(name) <\(email)>"
        }
        throw BundleError("the Info.plist needs \(AppMetadata.Key.developer) as “Name <e-mail>” (the package's Maintainer), or set DEBFULLNAME and DEBEMAIL")
    }

    /// The README nearest the app's target: in its folder or one above, up to the package's.
    static func readme(from folder: URL, upTo top: URL) -> URL? {
        var folder = folder.standardizedFileURL
        let top = top.standardizedFileURL.path
        while true {
            for name in ["README.md", "README"] {
                let url = folder.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
            if folder.path == top || !folder.path.hasPrefix(top) || folder.path == "/" { return nil }
            folder.deleteLastPathComponent()
        }
    }

    /// The app's own MIME package: what `<app> --install` writes into a scratch data home.
    private func mimePackage(executable: URL, id: String, work: URL) throws -> String? {
        let dataHome = work.appendingPathComponent("install-home", isDirectory: true)
        let result = try Subprocess.run(executable.path, ["--install"], environment: [
            "XDG_DATA_HOME": dataHome.path, "QUIRE_INFO_PLIST": "",
        ])
        guard result.status == 0 else {
            throw BundleError("\(executable.lastPathComponent) --install failed (exit status \(result.status)): is it a Quire app?\n\(result.transcript)")
        }
        let url = dataHome.appendingPathComponent("mime/packages/\(id).xml")
        return FileManager.default.fileExists(atPath: url.path) ? try String(contentsOf: url, encoding: .utf8) : nil
    }

    private func validate(desktopEntry: URL, metainfo: URL, notes: inout [String]) throws {
        if Subprocess.find("desktop-file-validate") != nil {
            let result = try Subprocess.run("desktop-file-validate", [desktopEntry.path])
            guard result.status == 0, result.transcript.isEmpty else {
                throw BundleError("desktop-file-validate does not accept \(desktopEntry.lastPathComponent):\n\(result.transcript)")
            }
        } else {
            notes.append("desktop-file-validate is not installed (desktop-file-utils): the desktop entry was not checked")
        }
        if Subprocess.find("appstreamcli") != nil {
            // --no-net: a homepage is not fetched (the build machine may be offline).
            let result = try Subprocess.run("appstreamcli", ["validate", "--no-net", "--no-color", metainfo.path])
            let issues = result.transcript.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") || $0.hasPrefix("I:") }
            guard result.status == 0, issues.isEmpty else {
                throw BundleError("appstreamcli validate does not accept \(metainfo.lastPathComponent):\n\(result.transcript)")
            }
        } else {
            notes.append("appstreamcli is not installed (appstream): the metainfo was not checked")
        }
    }

    private static func copyright(_ metadata: AppMetadata) -> String {
        var text = "\(metadata.name) \(metadata.version ?? "")\n\n"
        text += (metadata.copyright ?? "Copyright: its authors") + "\n"
        if let developer = metadata.developer { text += "Upstream: \(developer)\n" }
        if let homepage = metadata.homepage { text += "Homepage: \(homepage)\n" }
        text += "License: \(metadata.license ?? "not stated in the app's Info.plist (QuireLicense)")\n"
        return text
    }

    /// Folders 0755, files 0644, the executable 0755: what a package installs, whatever the build's umask.
    private static func normalizePermissions(_ tree: URL, executable: URL) throws {
        let manager = FileManager.default
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.path)
        guard let walker = manager.enumerator(at: tree, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else { return }
        for case let url as URL in walker {
            let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values.isSymbolicLink == true { continue }
            let mode = values.isDirectory == true || url.standardizedFileURL == executable.standardizedFileURL ? 0o755 : 0o644
            try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
        }
    }

    private func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
