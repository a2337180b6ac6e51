import Foundation

/// The rules for names of children inside a directory file wrapper.
enum FileWrapperNames {
    /// Splits a child key into the path components it is written as. A key may contain `/` to place
    /// the child in nested folders ("attachments/a.png"); each component must be a usable file name.
    /// - Throws: `DocumentError(.invalidName)` naming the key and what is wrong with it.
    static func components(ofKey key: String, in package: URL, parentPath: [String]) throws -> [String] {
        func refuse(_ why: String) -> DocumentError {
            let shown = (parentPath + [key]).joined(separator: "/")
            let printable = shown.replacingOccurrences(of: "\0", with: "\\0")
            return DocumentError(.invalidName, url: package, detail: "The child “\(printable)” \(why)")
        }
        if key.isEmpty { throw refuse("has an empty name") }
        if key.utf8.contains(0) { throw refuse("contains a NUL character") }
        if key.hasPrefix("/") { throw refuse("is an absolute path; only names relative to the package can be used") }
        let components = key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for component in components {
            // Inside a package no cleanup of Quire's looks: a child may be named like a temporary.
            switch FileName.problem(with: component, allowsTemporaryNames: true) {
            case nil: continue
            case .empty: throw refuse("has an empty path component")
            case .leavesFolder: throw refuse("uses “\(component)”, which would leave its folder")
            case let problem?: throw refuse("has a component that \(problem.reason)")
            }
        }
        return components
    }

    /// `name` if it is free, else "name 2.ext", "name 3.ext", … — the key `addFileWrapper` returns.
    static func unique(_ name: String, taken: (String) -> Bool) -> String {
        guard taken(name) else { return name }
        let slash = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
        let folder = name[..<slash]
        let last = name[slash...]
        var base = Substring(last)
        var suffix = Substring("")
        if let dot = last.lastIndex(of: "."), dot != last.startIndex {
            base = last[..<dot]
            suffix = last[dot...]
        }
        var number = 2
        while true {
            let candidate = "\(folder)\(base) \(number)\(suffix)"
            if !taken(candidate) { return candidate }
            number += 1
        }
    }
}
