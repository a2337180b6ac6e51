import BoardModel
import Foundation
import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// Boards, packages and file facts shared by the board tests.
enum BoardFixtures {
    /// Bytes standing in for a PNG (the store never decodes images), distinct per `seed`.
    static func png(_ seed: Int, size: Int = 64) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data.append(contentsOf: (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed &* 7) })
        data.append(contentsOf: withUnsafeBytes(of: seed.littleEndian, Array.init))
        return data
    }

    static func stroke(_ seed: Int) -> InkStroke {
        InkStroke(color: RGBAColor(red: 0.1, green: 0.2, blue: Double(seed % 10) / 10, alpha: 0.9),
                  width: 2.5 + Double(seed),
                  points: (0..<5).map { CodablePoint(x: Double($0 * 10 + seed), y: Double($0) * 3.25) })
    }

    static func sticker(_ seed: Int) -> PlacedSticker {
        PlacedSticker(imagePNG: png(seed), position: CodablePoint(x: Double(seed) * 11.5, y: 40),
                      scale: 1 + Double(seed % 3) / 4, rotationRadians: Double(seed) / 10)
    }

    static func snapshot(stickers: Int = 3, strokes: Int = 2, background: Bool = true) -> BoardSnapshot {
        BoardSnapshot(schemaVersion: 1, canvasSize: CodableSize(width: 1024, height: 768),
                      backgroundPNG: background ? png(1000, size: 4096) : nil,
                      strokes: (0..<strokes).map(stroke), stickers: (0..<stickers).map(sticker))
    }

    static func progress() -> Subprogress { ProgressManager(totalCount: 1).subprogress(assigningCount: 1) }

    static func stickerURL(_ id: UUID, in package: URL) -> URL {
        package.appendingPathComponent("stickers").appendingPathComponent("\(id.uuidString).png")
    }

    /// The inode of `url` itself (not following links).
    static func inode(_ url: URL) -> UInt64? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        return UInt64(status.st_ino)
    }

    /// Relative path → inode for every item under `folder`.
    static func inodes(under folder: URL) -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        guard let paths = FileManager.default.subpaths(atPath: folder.path) else { return result }
        for path in paths {
            result[path] = inode(folder.appendingPathComponent(path))
        }
        return result
    }

    /// Relative path → bytes (or link destination) for every item under `folder`.
    static func contents(under folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let paths = FileManager.default.subpaths(atPath: folder.path) else { return result }
        for path in paths {
            let url = folder.appendingPathComponent(path)
            if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
                result[path] = Data(("link:" + destination).utf8)
            } else {
                result[path] = (try? Data(contentsOf: url)) ?? Data("folder".utf8)
            }
        }
        return result
    }

    /// A package holding `manifest` as its manifest.json, plus the given files.
    static func package(in folder: TemporaryDirectory, manifest: String, files: [String: Data] = [:]) throws -> URL {
        let url = folder.file("Board.boardpkg")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("stickers"), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: url.appendingPathComponent("manifest.json"))
        for (path, data) in files {
            try data.write(to: url.appendingPathComponent(path))
        }
        return url
    }
}
