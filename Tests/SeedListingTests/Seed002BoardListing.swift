// Seed 002 ("Build A SwiftUI Document App With WritableDocument"), its model, snapshot, store, reader
// and writer listings verbatim: only the imports differ (`import SwiftUI`, `import CoreGraphics`,
// `import UniformTypeIdentifiers`, `import Observation` → `import Quire`), the renderer listing
// included: its `pdfData` runs on QuireGraphics' CGDataConsumer/CGContext PDF API.
import Quire

extension DocumentCreationSource {
    static let blankBoard = Self(id: "blank-board")
    static let photoBoard = Self(id: "photo-board")
}

@Observable
@MainActor
final class BoardDocument {
    var board = Board()
    var shouldPresentPhotoImporter = false

    init() {}

    init(configuration: URLDocumentConfiguration, context: DocumentCreationContext) {
        if context.creationSource == .photoBoard {
            shouldPresentPhotoImporter = true
        }
    }
}

extension UTType {
    static let boardPackage = UTType(
        exportedAs: "com.example.board-package",
        conformingTo: .package
    )
}

struct Board: Equatable {
    var canvasSize = CodableSize(width: 1600, height: 1200)
    var backgroundPNG: Data?
    var strokes: [InkStroke] = []
    var stickers: [PlacedSticker] = []

    func makeSnapshot() -> BoardSnapshot {
        BoardSnapshot(
            schemaVersion: 1,
            canvasSize: canvasSize,
            backgroundPNG: backgroundPNG,
            strokes: strokes,
            stickers: stickers
        )
    }

    init(snapshot: BoardSnapshot) {
        canvasSize = snapshot.canvasSize
        backgroundPNG = snapshot.backgroundPNG
        strokes = snapshot.strokes
        stickers = snapshot.stickers
    }

    init() {}
}

struct BoardSnapshot: Codable, Equatable, Sendable {
    var schemaVersion: Int
    var canvasSize: CodableSize
    var backgroundPNG: Data?
    var strokes: [InkStroke]
    var stickers: [PlacedSticker]
}

struct InkStroke: Codable, Equatable, Sendable, Identifiable {
    var id: UUID
    var color: RGBAColor
    var width: Double
    var points: [CodablePoint]
}

struct PlacedSticker: Codable, Equatable, Sendable, Identifiable {
    var id: UUID
    var imagePNG: Data
    var position: CodablePoint
    var scale: Double
    var rotationRadians: Double
}

struct RGBAColor: Codable, Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
}

struct CodablePoint: Codable, Equatable, Sendable {
    var x: Double
    var y: Double
}

struct CodableSize: Codable, Equatable, Sendable {
    var width: Double
    var height: Double

    var cgSize: CGSize {
        CGSize(width: width, height: height)
    }
}

extension BoardDocument: WritableDocument {
    static let writableContentTypes: [UTType] = [
        .boardPackage,
        .png,
        .pdf
    ]

    func snapshot(contentType: UTType) async throws -> sending BoardSnapshot {
        board.makeSnapshot()
    }

    nonisolated func writer(
        configuration: sending WriteConfiguration
    ) -> sending BoardWriter {
        BoardWriter(contentType: configuration.contentType)
    }
}

struct BoardWriter: DocumentWriter {
    typealias Snapshot = BoardSnapshot

    let contentType: UTType

    nonisolated func write(
        content: sending BoardSnapshot,
        to destination: URL,
        previous: sending BoardSnapshot?,
        progress: consuming Subprogress
    ) async throws {
        let snapshot = content

        if contentType.conforms(to: .boardPackage) {
            try await BoardPackageStore.write(
                snapshot: snapshot,
                to: destination,
                previous: previous,
                progress: progress
            )
        } else if contentType.conforms(to: .png) {
            let data = try BoardRenderer.pngData(from: snapshot)
            try data.write(to: destination, options: .atomic)
        } else if contentType.conforms(to: .pdf) {
            let data = try BoardRenderer.pdfData(from: snapshot)
            try data.write(to: destination, options: .atomic)
        } else {
            throw CocoaError(.fileWriteUnknown)
        }
    }
}

enum BoardPackageStore {
    private static let manifestName = "manifest.json"
    private static let backgroundName = "background.png"
    private static let stickersDirectoryName = "stickers"

    static func write(
        snapshot: BoardSnapshot,
        to destination: URL,
        previous: BoardSnapshot?,
        progress: consuming Subprogress
    ) async throws {
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

        // Report progress here using the Subprogress API in your SDK.
    }

    static func read(from source: URL) async throws -> BoardSnapshot {
        let manifestURL = source.appendingPathComponent(manifestName)
        let manifestData = try Data(contentsOf: manifestURL)
        var snapshot = try JSONDecoder().decode(BoardSnapshot.self, from: manifestData)

        let backgroundURL = source.appendingPathComponent(backgroundName)
        snapshot.backgroundPNG = try? Data(contentsOf: backgroundURL)

        let stickersDirectory = source.appendingPathComponent(stickersDirectoryName)
        snapshot.stickers = try snapshot.stickers.map { sticker in
            let imageURL = stickersDirectory
                .appendingPathComponent(sticker.id.uuidString)
                .appendingPathExtension("png")

            var sticker = sticker
            sticker.imagePNG = try Data(contentsOf: imageURL)
            return sticker
        }

        return snapshot
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

extension BoardDocument: ReadableDocument {
    static let readableContentTypes: [UTType] = [
        .boardPackage
    ]

    func apply(
        snapshot: sending BoardSnapshot,
        previous: sending BoardSnapshot?
    ) async throws {
        board = Board(snapshot: snapshot)
    }

    nonisolated func reader(
        configuration: sending ReadConfiguration
    ) -> sending BoardReader {
        BoardReader(contentType: configuration.contentType)
    }
}

struct BoardReader: DocumentReader {
    typealias Snapshot = BoardSnapshot

    let contentType: UTType

    nonisolated func read(
        from source: URL,
        progress: consuming Subprogress
    ) async throws -> sending BoardSnapshot {
        guard contentType.conforms(to: .boardPackage) else {
            throw CocoaError(.fileReadUnknown)
        }

        return try await BoardPackageStore.read(from: source)
    }
}

enum BoardRenderer {
    static func pngData(from snapshot: BoardSnapshot) throws -> Data {
        // Render the background, strokes, and stickers into a bitmap.
        // On iOS and iPadOS, this helper might use UIGraphicsImageRenderer.
        // On macOS, it might use CGContext, CGImageDestination, or NSImage.
        throw CocoaError(.featureUnsupported)
    }

    static func pdfData(from snapshot: BoardSnapshot) throws -> Data {
        let pageRect = CGRect(
            origin: .zero,
            size: snapshot.canvasSize.cgSize
        )

        let data = NSMutableData()

        guard let consumer = CGDataConsumer(data: data),
              let context = CGContext(consumer: consumer, mediaBox: nil, nil) else {
            throw CocoaError(.fileWriteUnknown)
        }

        context.beginPDFPage([
            kCGPDFContextMediaBox as String: pageRect
        ] as CFDictionary)

        draw(snapshot, in: context)

        context.endPDFPage()
        context.closePDF()

        return data as Data
    }

    private static func draw(_ snapshot: BoardSnapshot, in context: CGContext) {
        // Draw background image data, strokes, and sticker transforms here.
        // This function owns rendering decisions such as scale,
        // interpolation, color conversion, and editor-only overlays.
    }
}
