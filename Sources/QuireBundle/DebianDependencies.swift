import Foundation

/// A Debian package's `Depends:` for an executable, computed the way `dpkg-shlibdeps` starts: each
/// library the executable needs (`DT_NEEDED`), resolved to a file as the dynamic loader finds it
/// (`ldd`), the package that owns that file (`dpkg-query -S`, trying both sides of Debian's merged
/// `/usr`), and the dependency that package declares for the library in its `shlibs` file (the
/// minimum version a program built against it needs) — or, for a package without one, its
/// installed version. Nothing is hard-coded: the same code gives GTK, libadwaita and cairo on
/// Debian 12 and whatever a newer system has.
struct DebianDependencies {
    /// One library the executable needs and where it came from.
    struct Library: Equatable {
        var soname: String
        var path: String
        var package: String
        var dependency: [String]
    }

    var libraries: [Library]

    /// The `Depends:` value: every package once (the highest minimum version when several libraries
    /// name it), sorted.
    var dependsField: String {
        get throws {
            var byPackage: [String: Relation] = [:]
            for relation in libraries.flatMap(\.dependency).map(Relation.init) {
                if let existing = byPackage[relation.package] {
                    byPackage[relation.package] = try existing.stronger(relation)
                } else {
                    byPackage[relation.package] = relation
                }
            }
            return byPackage.keys.sorted().map { byPackage[$0]!.text }.joined(separator: ", ")
        }
    }

    init(executable: URL) throws {
        let needed = try ELFFile(contentsOf: executable).neededLibraries()
        let resolved = try Self.resolve(needed, of: executable)
        var libraries: [Library] = []
        for soname in needed {
            guard let path = resolved[soname] else {
                throw BundleError("\(executable.lastPathComponent) needs \(soname), which the dynamic loader does not find (ldd)")
            }
            let package = try Self.owner(of: path)
            libraries.append(Library(soname: soname, path: path, package: package,
                                     dependency: try Self.dependency(of: package, for: soname)))
        }
        self.libraries = libraries
    }

    /// soname → file, from `ldd`'s report of what the loader would map.
    private static func resolve(_ needed: [String], of executable: URL) throws -> [String: String] {
        let report = try Subprocess.output("ldd", [executable.path])
        var paths: [String: String] = [:]
        for line in report.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = fields.first else { continue }
            if fields.count >= 3, fields[1] == "=>", fields[2].hasPrefix("/") {
                paths[first] = fields[2]
            } else if first.hasPrefix("/") {
                // The loader itself: `/lib64/ld-linux-x86-64.so.2 (0x…)`.
                paths[URL(fileURLWithPath: first).lastPathComponent] = first
            }
        }
        return paths.filter { needed.contains($0.key) }
    }

    /// The package owning `path` (without its architecture qualifier), looking under both `/lib` and
    /// `/usr/lib` (merged /usr: the loader reports one, dpkg knows the file by the other) and at the
    /// file the link resolves to.
    static func owner(of path: String) throws -> String {
        var candidates = [path]
        if path.hasPrefix("/usr/") { candidates.append(String(path.dropFirst(4))) } else { candidates.append("/usr" + path) }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if !candidates.contains(resolved) { candidates.append(resolved) }
        for candidate in candidates {
            let result = try Subprocess.run("dpkg-query", ["-S", candidate])
            guard result.status == 0 else { continue }
            for line in result.output.split(separator: "\n") where !line.hasPrefix("diversion ") {
                guard let colon = line.range(of: ": ") else { continue }
                // `libgtk-4-1:amd64: /usr/lib/…`; several packages can share a directory, never a library.
                let packages = line[..<colon.lowerBound].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if let package = packages.first { return package }
            }
        }
        throw BundleError("no installed Debian package owns \(path) (dpkg-query -S): install the library from a package")
    }

    /// What `package`'s shlibs file says a program using `soname` depends on; else the package at
    /// its installed version or newer.
    static func dependency(of package: String, for soname: String) throws -> [String] {
        let name = package.split(separator: ":").first.map(String.init) ?? package
        // A package without a shlibs file (or one that cannot be read) falls back to its version below.
        if let (library, version) = shlibsKey(soname),
           // (as above)
           let file = try? Subprocess.output("dpkg-query", ["--control-path", package, "shlibs"])
            .trimmingCharacters(in: .whitespacesAndNewlines), !file.isEmpty,
           let text = try? String(contentsOfFile: file, encoding: .utf8) {  // (as above)
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("udeb:") { continue }
                let fields = trimmed.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
                if fields.count == 3, fields[0] == library, fields[1] == version {
                    return fields[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                }
            }
        }
        let installed = try Subprocess.output("dpkg-query", ["-W", "-f", "${Version}", package])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return installed.isEmpty ? [name] : ["\(name) (>= \(installed))"]
    }

    /// How a shlibs file names a soname: `libgtk-4.so.1` → (`libgtk-4`, `1`); `libfoo-1.2.so` → (`libfoo`, `1.2`).
    static func shlibsKey(_ soname: String) -> (String, String)? {
        if let range = soname.range(of: ".so.") {
            return (String(soname[..<range.lowerBound]), String(soname[range.upperBound...]))
        }
        if soname.hasSuffix(".so"), let dash = soname.dropLast(3).lastIndex(of: "-") {
            return (String(soname[..<dash]), String(soname[soname.index(after: dash)..<soname.index(soname.endIndex, offsetBy: -3)]))
        }
        return nil
    }

    /// `package (op version)` or a bare `package`.
    struct Relation: Equatable {
        var package: String
        var constraint: (op: String, version: String)?
        var text: String

        init(_ text: String) {
            self.text = text
            let parts = text.split(separator: "(", maxSplits: 1)
            package = parts[0].trimmingCharacters(in: .whitespaces)
            if parts.count == 2 {
                let inner = parts[1].replacingOccurrences(of: ")", with: "").split(separator: " ", omittingEmptySubsequences: true)
                if inner.count == 2 { constraint = (String(inner[0]), String(inner[1])) }
            }
        }

        static func == (lhs: Relation, rhs: Relation) -> Bool { lhs.text == rhs.text }

        /// The stricter of two `>=` relations on the same package (versions compared by dpkg).
        func stronger(_ other: Relation) throws -> Relation {
            guard let mine = constraint, mine.op == ">=" else { return other.constraint == nil ? self : other }
            guard let theirs = other.constraint, theirs.op == ">=" else { return self }
            let result = try Subprocess.run("dpkg", ["--compare-versions", theirs.version, "gt", mine.version])
            return result.status == 0 ? other : self
        }
    }
}
