import QuireCore

/// Seed 002's package store: `manifest.json` (the model without image bytes), `background.png`,
/// `stickers/<UUID>.png`. Writing is the seed's listing: it updates the package at `destination` in
/// place, touching only what changed against `previous` (a hint: a missing file is written again),
/// each item written atomically. In a save Quire hands it a private copy of the saved package whose
/// files are hard links to the saved ones (an atomic write replaces a link, never changes the saved
/// file), then swaps the whole package in.
///
/// Not in the seed, the parts it leaves to the reader ("keep format readers tolerant and writers
/// strict"): the writer refuses a board that reading would refuse (`validate`), so nothing it saves
/// fails to open; reading goes through one `FileWrapper` of the package, which never follows a
/// symbolic link and maps large files rather than reading them, and names what isn't where and what
/// it should be in a `DocumentError`.
public enum BoardPackageStore {
    private static let manifestName = "manifest.json"
    private static let backgroundName = "background.png"
    private static let stickersDirectoryName = "stickers"

    /// Bounds what a hostile manifest can make us hold.
    static let maximumManifestBytes = 64 << 20
    static let maximumCanvasSide = 8192.0

    public static func write(
        snapshot: BoardSnapshot,
        to destination: URL,
        previous: BoardSnapshot?,
        progress: consuming Subprogress
    ) async throws {
        // Not in the seed: never save what `read` would refuse, and errors that name the package.
        try validate(snapshot, manifestURL: destination.appendingPathComponent(manifestName))
        do {
            try writePackage(snapshot, to: destination, previous: previous)
        } catch {
            throw DocumentError.wrapping(error, url: destination, operation: "writing the board package")
        }

        // Report progress here using the Subprogress API in your SDK.
        progress.start(totalCount: 1).complete(count: 1)
    }

    /// The body of the seed's `write`.
    private static func writePackage(_ snapshot: BoardSnapshot, to destination: URL, previous: BoardSnapshot?) throws {
        let fileManager = FileManager.default

        try fileManager.createDirectory(
            at: destination,
            withIntermediateDirectories: true
        )

        let stickersDirectory = destination
            .appendingPathComponent(stickersDirectoryName)
        try fileManager.createDirectory(
            at: stickersDirectory,
            withIntermediateDirectories: true
        )

        try writeManifest(snapshot, to: destination)

        try syncOptionalData(
            snapshot.backgroundPNG,
            previous: previous?.backgroundPNG,
            to: destination.appendingPathComponent(backgroundName)
        )

        try syncStickerAssets(
            snapshot.stickers,
            previous: previous?.stickers ?? [],
            in: stickersDirectory
        )
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

        let data = try JSONEncoder().encode(manifest)
        try data.write(
            to: packageURL.appendingPathComponent(manifestName),
            options: .atomic
        )
    }

    private static func syncOptionalData(
        _ data: Data?,
        previous: Data?,
        to url: URL
    ) throws {
        let fileManager = FileManager.default

        if let data {
            guard data != previous || !fileManager.fileExists(atPath: url.path) else {
                return
            }

            try data.write(to: url, options: .atomic)
        } else if fileManager.fileExists(atPath: url.path) {
            try fileManager.removeItem(at: url)
        }
    }

    private static func syncStickerAssets(
        _ stickers: [PlacedSticker],
        previous: [PlacedSticker],
        in directory: URL
    ) throws {
        let fileManager = FileManager.default
        let currentIDs = Set(stickers.map(\.id))
        let previousIDs = Set(previous.map(\.id))

        for removedID in previousIDs.subtracting(currentIDs) {
            let url = directory
                .appendingPathComponent(removedID.uuidString)
                .appendingPathExtension("png")

            if fileManager.fileExists(atPath: url.path) {
                try fileManager.removeItem(at: url)
            }
        }

        let previousByID = Dictionary(
            uniqueKeysWithValues: previous.map { ($0.id, $0) }
        )

        for sticker in stickers {
            let url = directory
                .appendingPathComponent(sticker.id.uuidString)
                .appendingPathExtension("png")

            let fileExists = fileManager.fileExists(atPath: url.path)
            guard sticker.imagePNG != previousByID[sticker.id]?.imagePNG || !fileExists else {
                continue
            }

            try sticker.imagePNG.write(to: url, options: .atomic)
        }

        let expectedFilenames = Set(currentIDs.map { "\($0.uuidString).png" })
        let existingFiles = try fileManager.contentsOfDirectory(
            at: directory,
            includingPropertiesForKeys: nil
        )

        for fileURL in existingFiles
        where fileURL.pathExtension == "png" &&
            !expectedFilenames.contains(fileURL.lastPathComponent) {
            try fileManager.removeItem(at: fileURL)
        }
    }
}

extension BoardPackageStore {
    /// Where a package keeps its background, for exports that name a damaged image by its file.
    static func backgroundFile(in package: URL) -> URL {
        package.appendingPathComponent(backgroundName)
    }

    /// Where a package keeps a sticker's image.
    static func stickerFile(of id: UUID, in package: URL) -> URL {
        package.appendingPathComponent(stickersDirectoryName)
            .appendingPathComponent(id.uuidString)
            .appendingPathExtension("png")
    }
}
