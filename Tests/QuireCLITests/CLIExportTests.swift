import BoardModel
import Foundation
import QuireCore
import QuireGraphics
import Testing

/// `quire-samples export`: a board package rendered as PNG or PDF through the document's own writer.
@Suite("quire-samples export")
struct CLIExportTests {
    /// A 200 × 100 board with a background photo, a red stroke and a rotated sticker, saved in the
    /// sandbox as `Weekend.boardpkg` by the package store.
    static func writeBoard(in sandbox: CLISandbox, stickerPNG: Data? = nil) async throws -> BoardSnapshot {
        func png(_ width: Int, _ height: Int, _ draw: (CGContext) -> Void) throws -> Data {
            let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                                 space: CGColorSpaceCreateDeviceRGB(),
                                                 bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            draw(context)
            return try #require(context.makeImage()).pngData()
        }
        let background = try png(4, 4) { context in
            context.setFillColor(red: 0, green: 0.8, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let sticker = try stickerPNG ?? png(30, 10) { context in
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
        }
        let snapshot = BoardSnapshot(
            schemaVersion: 1, canvasSize: CodableSize(width: 200, height: 100), backgroundPNG: background,
            strokes: [InkStroke(color: RGBAColor(red: 1, green: 0, blue: 0), width: 8,
                                points: [CodablePoint(x: 20, y: 70), CodablePoint(x: 100, y: 75), CodablePoint(x: 180, y: 70)])],
            stickers: [PlacedSticker(imagePNG: sticker, position: CodablePoint(x: 150, y: 30), scale: 1, rotationRadians: 0.5)])
        try await BoardPackageStore.write(snapshot: snapshot, to: sandbox.file("Weekend.boardpkg"), previous: nil,
                                          progress: ProgressManager(totalCount: 1).subprogress(assigningCount: 1))
        return snapshot
    }

    static func render(_ pdf: URL, in sandbox: CLISandbox) throws -> Data {
        let prefix = pdf.deletingPathExtension().path + "-page"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
        process.arguments = ["-png", "-r", "72", "-singlefile", pdf.path, prefix]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try Data(contentsOf: URL(fileURLWithPath: prefix + ".png"))
    }

    @Test("PNG from the CLI is byte-identical to a render of the loaded package, at 1× and 2×")
    func pngMatchesAnInProcessRender() async throws {
        let sandbox = try CLISandbox()
        _ = try await Self.writeBoard(in: sandbox)
        let loaded = try await BoardPackageStore.read(from: sandbox.file("Weekend.boardpkg"))

        let plain = try await sandbox.run("export", "Weekend.boardpkg", "--to", "png", "-o", "Weekend.png")
        #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain)")
        #expect(try Data(contentsOf: sandbox.file("Weekend.png")) == BoardRenderer.pngData(from: loaded))

        let double = try await sandbox.run("export", "Weekend.boardpkg", "--to", "png", "--scale", "2", "--transparent",
                                           "-o", "Weekend@2x.png")
        #expect(double.status == 0, "\(double)")
        let data = try Data(contentsOf: sandbox.file("Weekend@2x.png"))
        #expect(data == (try BoardRenderer.pngData(from: loaded, scale: 2, transparentBackground: true)))
        let image = try CGImage.decode(data)
        #expect(image.width == 400 && image.height == 200)

        // Exporting again replaces the file; the package is untouched and nothing is left behind.
        #expect(try await sandbox.run("export", "Weekend.boardpkg", "--to", "png", "-o", "Weekend.png").status == 0)
        #expect(try await BoardPackageStore.read(from: sandbox.file("Weekend.boardpkg")) == loaded)
        #expect(sandbox.leftoverTemporaries().isEmpty)
    }

    @Test("Board Studio's Export PNG 2×… file is what `quire-samples export --scale 2` writes, at twice the pixels")
    func theAppsTwoTimesExportMatchesTheCLI() async throws {
        let sandbox = try CLISandbox()
        _ = try await Self.writeBoard(in: sandbox)
        let loaded = try await BoardPackageStore.read(from: sandbox.file("Weekend.boardpkg"))
        for transparent in [false, true] {
            let arguments = ["export", "Weekend.boardpkg", "--to", "png", "--scale", "2", "-o", "cli.png"]
            let run = try await QuireExecutable.run(arguments + (transparent ? ["--transparent"] : []), in: sandbox)
            #expect(run.status == 0, "\(run)")
            // The app writes its fileExporter document's wrapper where the person chose.
            let export = BoardFileExport(snapshot: loaded, options: BoardExportOptions(scale: 2, transparentBackground: transparent))
            let app = sandbox.file("app.png")
            try export.fileWrapper(configuration: .init(contentType: .png, existingFile: nil))
                .write(to: app, options: .atomic, originalContentsURL: nil)
            let bytes = try Data(contentsOf: app)
            #expect(bytes == (try Data(contentsOf: sandbox.file("cli.png"))), "transparent: \(transparent)")
            let image = try CGImage.decode(bytes)
            #expect(image.width == 400 && image.height == 200)
        }
    }

    @Test("PDF from the CLI renders like one made in process, strokes as vectors")
    func pdfMatchesAnInProcessRender() async throws {
        let sandbox = try CLISandbox()
        let snapshot = try await Self.writeBoard(in: sandbox)
        let result = try await sandbox.run("export", "Weekend.boardpkg", "--to", "pdf", "-o", "Weekend.pdf")
        #expect(result.status == 0, "\(result)")
        let local = sandbox.file("local.pdf")
        try BoardRenderer.pdfData(from: snapshot).write(to: local)
        // cairo stamps the creation time into the file, so compare the rendered pages instead.
        let cliPage = try Self.render(sandbox.file("Weekend.pdf"), in: sandbox)
        #expect(cliPage == (try Self.render(local, in: sandbox)))
        let image = try CGImage.decode(cliPage)
        #expect(image.width == 200 && image.height == 100)
        let text = String(decoding: try Data(contentsOf: sandbox.file("Weekend.pdf")), as: UTF8.self)
        #expect(text.hasPrefix("%PDF-") && text.contains("/MediaBox [ 0 0 200 100 ]"))
    }

    @Test("bad arguments are usage errors; a bomb sticker or a folder as OUT fail cleanly")
    func failures() async throws {
        let sandbox = try CLISandbox()
        var bomb = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        bomb.append(contentsOf: Array("IHDR".utf8) + [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        _ = try await Self.writeBoard(in: sandbox, stickerPNG: bomb)

        for arguments in [["export", "Weekend.boardpkg", "-o", "x.png"],
                          ["export", "Weekend.boardpkg", "--to", "gif", "-o", "x.gif"],
                          ["export", "Weekend.boardpkg", "--to", "pdf", "--scale", "2", "-o", "x.pdf"],
                          ["export", "Weekend.boardpkg", "--to", "png", "--scale", "-1", "-o", "x.png"],
                          ["export", "Weekend.boardpkg", "--to", "png"]] {
            let result = try await QuireExecutable.run(arguments, in: sandbox)
            #expect(result.status == 2, "\(arguments): \(result)")
        }

        let tooLarge = try await sandbox.run("export", "Weekend.boardpkg", "--to", "png", "-o", "bomb.png")
        #expect(tooLarge.status == 1)
        #expect(tooLarge.stderr.contains("too large") && tooLarge.stderr.contains("100000 × 100000"), "\(tooLarge)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.file("bomb.png").path))

        try FileManager.default.createDirectory(at: sandbox.file("Folder.png"), withIntermediateDirectories: false)
        let folder = try await sandbox.run("export", "Weekend.boardpkg", "--to", "pdf", "-o", "Folder.png")
        #expect(folder.status == 1, "\(folder)")
        #expect(sandbox.leftoverTemporaries().isEmpty)
    }

    /// Issue 7: a damaged sticker used to be reported as the output file (““out.png” is damaged…”),
    /// sending the person to look at a file that does not exist yet. The error names the sticker's
    /// file inside the board; the output is not created, nothing is left behind.
    @Test("a damaged sticker is named by its file in the board, not as the output")
    func damagedStickerIsNamed() async throws {
        let sandbox = try CLISandbox()
        let snapshot = try await Self.writeBoard(in: sandbox)
        let id = try #require(snapshot.stickers.first).id
        let stickerPath = sandbox.file("Weekend.boardpkg/stickers/\(id.uuidString).png").path
        // A PNG cut off in the middle of its image data: the header is fine, decoding fails.
        let whole = try Data(contentsOf: URL(fileURLWithPath: stickerPath))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: stickerPath))
        let before = try Data(contentsOf: URL(fileURLWithPath: stickerPath))

        for format in ["png", "pdf"] {
            let result = try await sandbox.run("export", "Weekend.boardpkg", "--to", format, "-o", "out.\(format)")
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.contains("“\(id.uuidString).png” is damaged"), "\(result.stderr)")
            #expect(result.stderr.contains(stickerPath), "\(result.stderr)")
            #expect(!result.stderr.contains("out.\(format)"), "the output is not what is damaged: \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.file("out.\(format)").path))
            #expect(try Data(contentsOf: URL(fileURLWithPath: stickerPath)) == before, "reading never modifies the board")
        }
        // A bomb is too large, and named the same way.
        var bomb = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        bomb.append(contentsOf: Array("IHDR".utf8) + [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        try bomb.write(to: URL(fileURLWithPath: stickerPath))
        let tooLarge = try await sandbox.run("export", "Weekend.boardpkg", "--to", "png", "-o", "out.png")
        #expect(tooLarge.status == 1 && tooLarge.stderr.contains("“\(id.uuidString).png” is too large"), "\(tooLarge)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: stickerPath)) == bomb)
        #expect(sandbox.leftoverTemporaries().isEmpty)
    }
}
