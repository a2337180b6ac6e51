import Foundation

/// The documents the crash child writes, each a pure function of its generation number, so after any
/// kill the test can say whether what is on disk is exactly one version that was written.
enum CrashFixture {
    // MARK: flat file

    /// "gen N" and a body that grows with N (wrapping at 1000 lines), every line naming N.
    static func flatContent(generation: Int) -> Data {
        var text = "gen \(generation)\n"
        for line in 0...(generation % 1000) {
            text += "gen \(generation) line \(line) \(String(repeating: "x", count: line % 37))\n"
        }
        return Data(text.utf8)
    }

    /// The generation `data` is, when it is exactly that generation's content; nil for anything else.
    static func flatGeneration(of data: Data) -> Int? {
        guard let generation = generation(inHeaderOf: data) else { return nil }
        return flatContent(generation: generation) == data ? generation : nil
    }

    // MARK: package

    static let manifestName = "manifest.txt"

    /// Relative path → bytes. The manifest names N; assets come and go and change at different rates,
    /// so each save rewrites some children, removes some and leaves most alone (hard-linked).
    static func packageContent(generation: Int) -> [String: Data] {
        var files = [manifestName: Data("gen \(generation)\n".utf8)]
        for asset in 0..<(3 + generation % 5) {
            let revision = generation / (asset + 1)
            files["assets/a\(asset).txt"] = Data(String(repeating: "asset \(asset) revision \(revision)\n", count: 20 + asset).utf8)
        }
        files["notes/deep/constant.txt"] = Data("never changes\n".utf8)
        return files
    }

    static func packageGeneration(of files: [String: Data]) -> Int? {
        guard let manifest = files[manifestName], let generation = generation(inHeaderOf: manifest) else { return nil }
        return packageContent(generation: generation) == files ? generation : nil
    }

    /// Every regular file below `root`, by relative path. Anything else (a link, a special file) makes
    /// it unreadable as a fixture package.
    static func readPackage(at root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        func visit(_ directory: URL, _ prefix: String) throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                let url = directory.appendingPathComponent(name)
                let path = prefix.isEmpty ? name : prefix + "/" + name
                let type = try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
                switch type {
                case .typeDirectory?: try visit(url, path)
                case .typeRegular?: files[path] = try Data(contentsOf: url)
                default: throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
                }
            }
        }
        try visit(root, "")
        return files
    }

    /// Brings the tree at `root` to generation N as the seed's incremental writer would: rewrites only
    /// the files whose bytes differ (atomically, never in place), removes the ones that went away.
    static func writePackage(generation: Int, into root: URL) throws {
        let wanted = packageContent(generation: generation)
        let present = (try? readPackage(at: root)) ?? [:]
        for (path, data) in wanted.sorted(by: { $0.key < $1.key }) where present[path] != data {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
        for path in present.keys.sorted() where wanted[path] == nil {
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
        }
    }

    private static func generation(inHeaderOf data: Data) -> Int? {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        guard header.hasPrefix("gen ") else { return nil }
        return Int(header.dropFirst(4))
    }
}
