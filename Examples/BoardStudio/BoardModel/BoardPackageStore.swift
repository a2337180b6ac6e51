import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// Seed 002's package layout knowledge: `manifest.json` (the model without image bytes),
/// `background.png`, `stickers/<UUID>.png`.
///
/// Writing follows the seed: it updates the package at `destination` in place, touching only what
/// changed against `previous`, with atomic item writes. Quire hands it a private staging copy whose
/// unchanged files are hard links to the saved package, then swaps the whole package in atomically.
/// Reading goes through `FileWrapper`, which never follows symbolic links and maps large files
/// lazily; anything that isn't where and what it should be is a `DocumentError` naming it.
public enum BoardPackageStore {
    static let manifestName = "manifest.json"
    static let backgroundName = "background.png"
    static let stickersDirectoryName = "stickers"

    /// Where a package keeps a sticker's image.
    static func stickerFile(of id: UUID, in package: URL) -> URL {
        package.appendingPathComponent(stickersDirectoryName).appendingPathComponent("\(id.uuidString).png")
    }
    /// Bounds what a hostile manifest can make us hold.
    static let maximumManifestBytes = 64 << 20
    static let maximumCanvasSide = 8192.0

    public static func write(
        snapshot: BoardSnapshot,
        to destination: URL,
        previous: BoardSnapshot?,
        progress: consuming Subprogress
    ) async throws {
        let manager = progress.start(totalCount: 3)
        // Strict writer: never save what `read` would refuse, or the board could not be opened again.
        try validate(snapshot, manifestURL: destination.appendingPathComponent(manifestName))
        do {
            try writeContents(snapshot, to: destination, previous: previous, manager: manager)
        } catch {
            throw DocumentError.wrapping(error, url: destination, operation: "writing the board package")
        }
    }

    private static func writeContents(
        _ snapshot: BoardSnapshot,
        to destination: URL,
        previous: BoardSnapshot?,
        manager: ProgressManager
    ) throws {
        // One listing per folder instead of a URL and an existence check per sticker: a save moving
        // one sticker of a hundred spent about a third of its CPU time here (docs/PERFORMANCE.md).
        // `previous` says what should be there; the listing says what is (the engine hands us a copy
        // of the saved package, but `previous` is only a hint: a missing file is written again).
        let packageNames = try PackageFolder.prepare(destination)
        let stickersDirectory = destination.appendingPathComponent(stickersDirectoryName)
        let stickerNames = try PackageFolder.prepare(stickersDirectory)

        try writeManifest(snapshot, to: destination)
        manager.complete(count: 1)

        let background = destination.appendingPathComponent(backgroundName)
        if let data = snapshot.backgroundPNG {
            if data != previous?.backgroundPNG || !packageNames.contains(backgroundName) {
                try PackageFolder.replace(background, with: data)
            }
        } else if packageNames.contains(backgroundName) {
            try FileManager.default.removeItem(at: background)
        }
        manager.complete(count: 1)

        try syncStickerAssets(snapshot.stickers, previous: previous?.stickers ?? [], in: stickersDirectory,
                              existing: stickerNames)
        manager.complete(count: 1)
    }

    public static func read(from source: URL) async throws -> BoardSnapshot {
        // Read up front: the board needs every byte anyway, and only an immediate read reports why a
        // file could not be read (permission, I/O error) — a lazy one's `regularFileContents` is just nil.
        let package = try FileWrapper(url: source, options: .immediate)
        guard package.isDirectory, let children = package.fileWrappers else {
            throw DocumentError(.corrupt, url: source, detail: "A board is a package folder, but this is a file")
        }
        let manifestURL = source.appendingPathComponent(manifestName)
        guard let manifest = children[manifestName] else {
            throw DocumentError(.corrupt, url: source, detail: "“\(manifestName)” is missing")
        }
        let manifestData = try regularContents(manifest, named: manifestName, in: source)
        guard manifestData.count <= maximumManifestBytes else {
            throw DocumentError(.tooLarge, url: manifestURL, detail: "The manifest is larger than \(maximumManifestBytes >> 20) MiB")
        }
        var snapshot: BoardSnapshot
        do {
            snapshot = try JSONDecoder().decode(BoardSnapshot.self, from: manifestData)
        } catch let error as DecodingError {
            throw DocumentError.corrupt(url: manifestURL, json: manifestData, decoding: error)
        } catch {
            throw DocumentError.wrapping(error, url: manifestURL)
        }
        try validate(snapshot, manifestURL: manifestURL)

        // A missing background means none; one that isn't a regular file is damage.
        snapshot.backgroundPNG = try children[backgroundName].map {
            try regularContents($0, named: backgroundName, in: source)
        }

        let stickerFiles: [String: FileWrapper]
        if let folder = children[stickersDirectoryName] {
            guard folder.isDirectory, let files = folder.fileWrappers else {
                throw DocumentError(.corrupt, url: source, detail: "“\(stickersDirectoryName)” is not a folder")
            }
            stickerFiles = files
        } else {
            stickerFiles = [:]
        }
        snapshot.stickers = try snapshot.stickers.map { sticker in
            let name = "\(sticker.id.uuidString).png"
            guard let file = stickerFiles[name] else {
                throw DocumentError(.corrupt, url: source,
                                    detail: "The sticker image “\(stickersDirectoryName)/\(name)” is missing")
            }
            var sticker = sticker
            sticker.imagePNG = try regularContents(file, named: "\(stickersDirectoryName)/\(name)", in: source)
            return sticker
        }
        return snapshot
    }

    private static func regularContents(_ wrapper: FileWrapper, named name: String, in package: URL) throws -> Data {
        guard wrapper.isRegularFile else {
            let what = wrapper.isSymbolicLink ? "a symbolic link, which a board may not contain" : "not a regular file"
            throw DocumentError(.corrupt, url: package, detail: "“\(name)” is \(what)")
        }
        guard let data = wrapper.regularFileContents else {
            throw DocumentError(.ioFailure, url: package, detail: "“\(name)” could not be read")
        }
        return data
    }

    private static func validate(_ snapshot: BoardSnapshot, manifestURL: URL) throws {
        let size = snapshot.canvasSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw DocumentError(.corrupt, url: manifestURL, detail: "The canvas size \(size.width)×\(size.height) is not valid")
        }
        guard size.width <= maximumCanvasSide, size.height <= maximumCanvasSide else {
            throw DocumentError(.tooLarge, url: manifestURL,
                                detail: "The canvas is \(Int(size.width))×\(Int(size.height)); at most \(Int(maximumCanvasSide))×\(Int(maximumCanvasSide)) is supported")
        }
        for stroke in snapshot.strokes {
            guard stroke.width.isFinite, stroke.width >= 0,
                  stroke.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
                throw DocumentError(.corrupt, url: manifestURL, detail: "Stroke \(stroke.id.uuidString) has invalid numbers")
            }
        }
        for sticker in snapshot.stickers {
            guard sticker.position.x.isFinite, sticker.position.y.isFinite, sticker.scale.isFinite,
                  sticker.scale > 0, sticker.rotationRadians.isFinite else {
                throw DocumentError(.corrupt, url: manifestURL, detail: "Sticker \(sticker.id.uuidString) has an invalid placement")
            }
        }
        let ids = snapshot.stickers.map(\.id)
        guard Set(ids).count == ids.count else {
            throw DocumentError(.corrupt, url: manifestURL, detail: "Two stickers share one id")
        }
    }

    private static func writeManifest(
        _ snapshot: BoardSnapshot,
        to packageURL: URL
    ) throws {
        var manifest = snapshot
        manifest.backgroundPNG = nil
        manifest.stickers = manifest.stickers.map { sticker in
            var sticker = sticker
            sticker.imagePNG = Data()
            return sticker
        }

        let data: Data
        if let fast = BoardManifestEncoder.encode(manifest) {
            data = fast
        } else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(manifest)
        }
        try PackageFolder.replace(packageURL.appendingPathComponent(manifestName), with: data)
    }

    /// Writes the stickers whose image is new or changed (or whose file is missing), and removes PNGs
    /// no sticker uses. `existing`: the names in the stickers folder.
    ///
    /// The usual save (a sticker moved) changes no image: each sticker is found in `previous` at the
    /// same position (a dictionary by id only when one is not), and when every listed PNG belongs to a
    /// sticker — as many listed as stickers found — nothing is stale and no set of expected names is
    /// built (about 0.1 ms of a 100-sticker save, docs/PERFORMANCE.md, seventh pass).
    private static func syncStickerAssets(
        _ stickers: [PlacedSticker],
        previous: [PlacedSticker],
        in directory: URL,
        existing: Set<String>
    ) throws {
        var previousByID: [UUID: PlacedSticker]?
        func previousSticker(at index: Int, id: UUID) -> PlacedSticker? {
            if index < previous.count, previous[index].id == id { return previous[index] }
            if previousByID == nil {
                previousByID = Dictionary(previous.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            }
            return previousByID?[id]
        }
        // Stickers whose file is listed: ids are unique (`validate`), so each is a different name.
        var listedStickers = 0
        for (index, sticker) in stickers.enumerated() {
            let name = sticker.id.uuidString + ".png"
            if existing.contains(name) {
                listedStickers += 1
                // Unchanged images share their bytes with `previous` (Data compares the pointers first).
                if let old = previousSticker(at: index, id: sticker.id), old.imagePNG == sticker.imagePNG { continue }
            }
            try PackageFolder.replace(directory.appendingPathComponent(name), with: sticker.imagePNG)
        }
        // Removed stickers' files and any other stale PNG; other files are left alone.
        func isPNG(_ name: String) -> Bool { name.hasSuffix(".png") && name.utf8.count > 4 }
        guard existing.count(where: isPNG) > listedStickers else { return }
        let expected = Set(stickers.map { $0.id.uuidString + ".png" })
        for name in existing where isPNG(name) && !expected.contains(name) {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }
}

/// The few file operations the package writer needs, on plain paths.
enum PackageFolder {
    /// Creates the folder at `url` if it is missing (and its parents); returns the names in it.
    static func prepare(_ url: URL) throws -> Set<String> {
        var status = stat()
        if retryingInterrupts({ lstat(url.path, &status) }) != 0 {
            guard errno == ENOENT else { throw DocumentError.posix(errno, url: url, operation: "reading its attributes") }
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return []
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            throw DocumentError(.nameTaken, url: url, detail: "A folder was expected here")
        }
        var opened = opendir(url.path)
        while opened == nil && errno == EINTR { opened = opendir(url.path) }
        guard let directory = opened else {
            throw DocumentError.posix(errno, url: url, operation: "listing a folder")
        }
        defer { closedir(directory) }
        var names = Set<String>(minimumCapacity: 128)
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw DocumentError.posix(errno, url: url, operation: "listing a folder") }
                return names
            }
            // Read in place up to the NUL: copying the whole 256-byte `d_name` tuple reads past the end
            // of glibc's buffer when the entry's record is short (AddressSanitizer's heap overflow).
            let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { tuple in
                String(cString: UnsafeRawPointer(tuple).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.insert(name) }
        }
    }

    /// Calls `call` again while it fails with EINTR.
    private static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// Replaces the file at `url` with `data`: a new file beside it, renamed over it, so a file shared
    /// with the saved version (the engine's staging copy hard-links them) is never changed in place.
    ///
    /// No fsync of its own: inside a save, the engine fsyncs every new file of the package before it
    /// swaps the package in (`SafeSave`), all in one round; a flush per file here would add a round of
    /// device cache flushes to every save. Written on its own, the package is as durable as any
    /// unsynced write until the system flushes it.
    static func replace(_ url: URL, with data: Data) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(UInt64.random(in: 0...UInt64.max))")
        let fd = retryingInterrupts { open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666) }
        guard fd >= 0 else { throw DocumentError.posix(errno, url: url, operation: "creating it") }
        do {
            try data.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    // At most 256 KiB per call (see QuireCore's POSIX.writeChunk: huge page-cache folios).
                    let n = write(fd, bytes.baseAddress! + offset, min(bytes.count - offset, 256 << 10))
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw DocumentError.posix(errno, url: url, operation: "writing")
                    }
                    offset += n
                }
            }
        } catch {
            close(fd)
            unlink(temporary.path)
            throw error
        }
        // EINTR from close(2) on Linux: the descriptor is closed all the same; retrying is wrong.
        guard close(fd) == 0 || errno == EINTR else {
            let number = errno
            unlink(temporary.path)
            throw DocumentError.posix(number, url: url, operation: "writing")
        }
        var interrupted = false
        let renamed = retryingInterrupts {
            let result = rename(temporary.path, url.path)
            if result != 0 && errno == EINTR { interrupted = true }
            return result
        }
        let number = errno
        // A retry that finds the temporary gone and the file there: the interrupted call did it.
        var gone = stat()
        let done = renamed == 0 || (interrupted && number == ENOENT && lstat(temporary.path, &gone) != 0
                                    && lstat(url.path, &gone) == 0)
        guard done else {
            unlink(temporary.path)
            throw DocumentError.posix(number, url: url, operation: "replacing it")
        }
    }
}
