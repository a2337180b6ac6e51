import BoardModel
import Foundation
import QuireCore
import Testing

private typealias F = BoardFixtures

/// Reading is tolerant of old and new manifests, and refuses hostile packages with a `DocumentError`
/// naming what is wrong, without crashing, following links or changing anything.
@Suite("BoardModel: BoardPackageStore reading")
struct BoardPackageReadTests {
    let folder = TemporaryDirectory()
    let id = UUID()

    private var stickerName: String { "stickers/\(id.uuidString).png" }

    private func manifest(sticker: String? = nil, canvas: String = #"{"width": 800, "height": 600}"#,
                          extra: String = "") -> String {
        let stickers = sticker.map { "[\($0)]" } ?? "[]"
        return #"{"schemaVersion": 1, "canvasSize": \#(canvas), "strokes": [], "stickers": \#(stickers)\#(extra)}"#
    }

    private var plainSticker: String {
        #"{"id": "\#(id.uuidString)", "imagePNG": "", "position": {"x": 1, "y": 2}, "scale": 1, "rotationRadians": 0}"#
    }

    /// Reads the package expecting a `DocumentError`, and checks the package is exactly as it was.
    private func failure(_ package: URL, sourceLocation: SourceLocation = #_sourceLocation) async -> DocumentError? {
        let before = F.contents(under: package)
        let error = await #expect(throws: DocumentError.self, sourceLocation: sourceLocation) {
            try await BoardPackageStore.read(from: package)
        }
        #expect(F.contents(under: package) == before, "reading changed nothing", sourceLocation: sourceLocation)
        return error
    }

    // MARK: Tolerant

    @Test func anOlderManifestGetsDefaults() async throws {
        // No schemaVersion, no strokes, a sticker without image field, scale or rotation.
        let package = try F.package(in: folder, manifest: """
            {"canvasSize": {"width": 300, "height": 200},
             "stickers": [{"id": "\(id.uuidString)", "position": {"x": 5, "y": 6}}]}
            """, files: [stickerName: F.png(1)])
        let snapshot = try await BoardPackageStore.read(from: package)
        #expect(snapshot.schemaVersion == 1)
        #expect(snapshot.strokes.isEmpty)
        #expect(snapshot.canvasSize == CodableSize(width: 300, height: 200))
        #expect(snapshot.stickers == [PlacedSticker(id: id, imagePNG: F.png(1), position: CodablePoint(x: 5, y: 6))])
        #expect(snapshot.backgroundPNG == nil)
    }

    @Test func anEmptyManifestIsABlankBoard() async throws {
        let package = try F.package(in: folder, manifest: "{}")
        let snapshot = try await BoardPackageStore.read(from: package)
        #expect(snapshot == Board().makeSnapshot())
    }

    @Test func unknownFieldsAreIgnored() async throws {
        let sticker = #"{"id": "\#(id.uuidString)", "position": {"x": 1, "y": 2}, "opacity": 0.5, "tags": ["a"]}"#
        let package = try F.package(in: folder, manifest: manifest(sticker: sticker, extra: #", "layers": [{"name": "x"}], "author": null"#),
                                    files: [stickerName: F.png(2)])
        let snapshot = try await BoardPackageStore.read(from: package)
        #expect(snapshot.stickers.map(\.id) == [id])
        #expect(snapshot.stickers.first?.imagePNG == F.png(2))
    }

    @Test func aManifestImageFieldIsReplacedByTheFile() async throws {
        // An old writer that left bytes in the manifest: the sticker file is the truth.
        let sticker = #"{"id": "\#(id.uuidString)", "imagePNG": "AAEC", "position": {"x": 1, "y": 2}}"#
        let package = try F.package(in: folder, manifest: manifest(sticker: sticker), files: [stickerName: F.png(3)])
        #expect(try await BoardPackageStore.read(from: package).stickers.first?.imagePNG == F.png(3))
    }

    // MARK: Hostile

    @Test func aStickerLinkOutOfThePackageIsRefused() async throws {
        let secret = folder.file("secret.png")
        try Data("secret".utf8).write(to: secret)
        let package = try F.package(in: folder, manifest: manifest(sticker: plainSticker))
        try FileManager.default.createSymbolicLink(atPath: package.appendingPathComponent(stickerName).path,
                                                   withDestinationPath: "../../secret.png")

        let error = await failure(package)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("“\(stickerName)” is a symbolic link") == true, "\(error?.message ?? "")")
        #expect(try Data(contentsOf: secret) == Data("secret".utf8))
    }

    @Test func aLinkedStickersFolderIsRefused() async throws {
        let outside = folder.file("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: false)
        try F.png(1).write(to: outside.appendingPathComponent("\(id.uuidString).png"))
        let package = try F.package(in: folder, manifest: manifest(sticker: plainSticker))
        try FileManager.default.removeItem(at: package.appendingPathComponent("stickers"))
        try FileManager.default.createSymbolicLink(atPath: package.appendingPathComponent("stickers").path,
                                                   withDestinationPath: "../outside")

        let error = await failure(package)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("“stickers” is not a folder") == true, "\(error?.message ?? "")")
    }

    @Test func aLinkedManifestIsRefused() async throws {
        try Data(manifest().utf8).write(to: folder.file("elsewhere.json"))
        let package = try F.package(in: folder, manifest: manifest())
        let manifestURL = package.appendingPathComponent("manifest.json")
        try FileManager.default.removeItem(at: manifestURL)
        try FileManager.default.createSymbolicLink(atPath: manifestURL.path, withDestinationPath: "../elsewhere.json")

        let error = await failure(package)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("“manifest.json” is a symbolic link") == true, "\(error?.message ?? "")")
    }

    @Test func aLinkedBackgroundIsRefused() async throws {
        try F.png(9).write(to: folder.file("photo.png"))
        let package = try F.package(in: folder, manifest: manifest())
        try FileManager.default.createSymbolicLink(atPath: package.appendingPathComponent("background.png").path,
                                                   withDestinationPath: "/etc/passwd")
        let error = await failure(package)
        #expect(error?.message.contains("“background.png” is a symbolic link") == true, "\(error?.message ?? "")")
    }

    @Test func aMissingStickerFileIsNamed() async throws {
        let package = try F.package(in: folder, manifest: manifest(sticker: plainSticker))
        let error = await failure(package)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("“\(stickerName)” is missing") == true, "\(error?.message ?? "")")
        #expect(error?.url == package)
    }

    @Test func aMissingStickersFolderIsNamedToo() async throws {
        let package = try F.package(in: folder, manifest: manifest(sticker: plainSticker))
        try FileManager.default.removeItem(at: package.appendingPathComponent("stickers"))
        let error = await failure(package)
        #expect(error?.message.contains("“\(stickerName)” is missing") == true, "\(error?.message ?? "")")
    }

    @Test func aStickerThatIsAFolderIsRefused() async throws {
        let package = try F.package(in: folder, manifest: manifest(sticker: plainSticker))
        try FileManager.default.createDirectory(at: package.appendingPathComponent(stickerName), withIntermediateDirectories: false)
        let error = await failure(package)
        #expect(error?.message.contains("“\(stickerName)” is not a regular file") == true, "\(error?.message ?? "")")
    }

    @Test func aNonUUIDStickerIDSaysWhere() async throws {
        let sticker = #"{"id": "../../etc/passwd", "position": {"x": 1, "y": 2}}"#
        let package = try F.package(in: folder, manifest: manifest(sticker: sticker))
        let error = await failure(package)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("stickers[0].id") == true, "\(error?.message ?? "")")
        #expect(error?.url?.lastPathComponent == "manifest.json")
    }

    @Test func aHugeCanvasIsTooLarge() async throws {
        let package = try F.package(in: folder, manifest: manifest(canvas: #"{"width": 100000, "height": 100000}"#))
        let error = await failure(package)
        #expect(error?.code == .tooLarge)
        #expect(error?.message.contains("100000×100000") == true, "\(error?.message ?? "")")
    }

    @Test(arguments: [
        #"{"width": 0, "height": 600}"#,
        #"{"width": -5, "height": 600}"#,
        #"{"width": 1e999, "height": 600}"#,
        #"{"width": NaN, "height": 600}"#,
        #"{"width": "NaN", "height": 600}"#,
        #"{"width": 800}"#,
    ])
    func aBadCanvasIsCorrupt(canvas: String) async throws {
        let package = try F.package(in: folder, manifest: manifest(canvas: canvas))
        let error = await failure(package)
        #expect(error?.code == .corrupt, "\(error?.message ?? "")")
    }

    @Test(arguments: [
        #"{"id": "ID", "position": {"x": NaN, "y": 2}}"#,
        #"{"id": "ID", "position": {"x": "NaN", "y": 2}}"#,
        #"{"id": "ID", "position": {"x": 1e999, "y": 2}}"#,
        #"{"id": "ID", "position": {"x": 1, "y": 2}, "scale": 0}"#,
        #"{"id": "ID", "position": {"x": 1, "y": 2}, "scale": -1}"#,
        #"{"id": "ID", "position": {"x": 1, "y": 2}, "rotationRadians": "Infinity"}"#,
        #"{"id": "ID"}"#,
    ])
    func badStickerNumbersAreCorrupt(sticker: String) async throws {
        let package = try F.package(in: folder, manifest: manifest(sticker: sticker.replacingOccurrences(of: "ID", with: id.uuidString)),
                                    files: [stickerName: F.png(1)])
        let error = await failure(package)
        #expect(error?.code == .corrupt, "\(error?.message ?? "")")
    }

    @Test func badStrokeNumbersAreCorrupt() async throws {
        let stroke = #"{"id": "\#(UUID().uuidString)", "color": {"red": 0, "green": 0, "blue": 0, "alpha": 1}, "width": -2, "points": []}"#
        let package = try F.package(in: folder, manifest: #"{"strokes": [\#(stroke)]}"#)
        let error = await failure(package)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("invalid numbers") == true, "\(error?.message ?? "")")
    }

    @Test func sharedStickerIDsAreCorrupt() async throws {
        let package = try F.package(in: folder, manifest: manifest(sticker: plainSticker + ", " + plainSticker),
                                    files: [stickerName: F.png(1)])
        let error = await failure(package)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("share one id") == true, "\(error?.message ?? "")")
    }

    @Test func brokenManifestJSONSaysLineAndColumn() async throws {
        let package = try F.package(in: folder, manifest: "{\n  \"canvasSize\": {\"width\": 800,, \"height\": 600}\n}")
        let error = await failure(package)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("line 2") == true, "\(error?.message ?? "")")
    }

    @Test func aDeeplyNestedManifestIsAnErrorNotACrash() async throws {
        let depth = 100_000
        let deep = #"{"extra": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let package = try F.package(in: folder, manifest: deep)
        #expect(await failure(package)?.code == .corrupt)
    }

    @Test func aMissingManifestIsNamed() async throws {
        let package = try F.package(in: folder, manifest: "{}")
        try FileManager.default.removeItem(at: package.appendingPathComponent("manifest.json"))
        let error = await failure(package)
        #expect(error?.message.contains("“manifest.json” is missing") == true, "\(error?.message ?? "")")
    }

    @Test func aManifestFolderIsRefused() async throws {
        let package = try F.package(in: folder, manifest: "{}")
        try FileManager.default.removeItem(at: package.appendingPathComponent("manifest.json"))
        try FileManager.default.createDirectory(at: package.appendingPathComponent("manifest.json"), withIntermediateDirectories: false)
        let error = await failure(package)
        #expect(error?.code == .corrupt)
    }

    @Test func aFileIsNotABoard() async throws {
        let url = folder.file("Flat.boardpkg")
        try Data("{}".utf8).write(to: url)
        let error = await failure(url)
        #expect(error?.code == .corrupt)
        #expect(error?.message.contains("package folder") == true)
    }

    @Test func aMissingPackageIsNotFound() async throws {
        let error = await #expect(throws: DocumentError.self) {
            try await BoardPackageStore.read(from: folder.file("Nowhere.boardpkg"))
        }
        #expect(error?.code == .notFound)
    }

    @Test func aNewerSchemaIsRead() async throws {
        let package = try F.package(in: folder, manifest: #"{"schemaVersion": 99, "canvasSize": {"width": 10, "height": 10}, "hologram": true}"#)
        #expect(try await BoardPackageStore.read(from: package).schemaVersion == 99)
    }
}
