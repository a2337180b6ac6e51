import BoardModel
import Foundation
import QuireCore

/// The boards the crash-matrix child writes, each a pure function of its generation number, so after
/// any kill the test can say which written version a document, a kept version or a draft is.
enum CrashBoards {
    static let appID = "org.quire.tests.CrashBoard"
    /// The generation is the canvas width above this (modulo `generations`); everything else in the
    /// board follows from it.
    static let baseWidth = 100.0
    static let generations = 4000

    static func board(generation: Int) -> Board {
        let g = generation % generations
        var board = Board()
        board.canvasSize = CodableSize(width: baseWidth + Double(g), height: 90)
        // Stickers come and go and change at different rates, so each save rewrites some files,
        // removes some and leaves the rest alone (hard-linked from the previous version).
        for index in 0..<(1 + g % 4) {
            board.stickers.append(PlacedSticker(id: uuid(1, index), imagePNG: stickerBytes(index: index, revision: g / (index + 1)),
                                                position: CodablePoint(x: Double(index * 10), y: Double(g % 50))))
        }
        board.strokes = [InkStroke(id: uuid(2, 0), color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), width: 2,
                                   points: [CodablePoint(x: 1, y: 1), CodablePoint(x: Double(g % 60), y: 30)])]
        return board
    }

    /// Which generation `snapshot` is (modulo `generations`), when it is exactly that one; else nil.
    static func generation(of snapshot: BoardSnapshot) -> Int? {
        let g = Int(snapshot.canvasSize.width - baseWidth)
        guard g >= 0, g < generations, Board(snapshot: snapshot) == board(generation: g) else { return nil }
        return g
    }

    /// The board the export path draws: strokes only (stickers would have to be real images), with
    /// the generation in the canvas width, so the exported PNG's header names it.
    static let exportBaseWidth = 16
    static let exportGenerations = 1000

    static func exportBoard(generation: Int) -> Board {
        let g = generation % exportGenerations
        var board = Board()
        board.canvasSize = CodableSize(width: Double(exportBaseWidth + g), height: 12)
        board.strokes = (0..<(1 + g % 3)).map { index in
            InkStroke(id: uuid(3, index), color: RGBAColor(red: 0, green: Double(index) / 3, blue: 1, alpha: 1), width: 1.5,
                      points: [CodablePoint(x: 2, y: Double(2 + index * 3)), CodablePoint(x: Double(4 + g % 11), y: 9)])
        }
        return board
    }

    /// The export generation a PNG's header (IHDR width) names; nil when it is no PNG.
    static func exportGeneration(ofPNG data: Data) -> Int? {
        guard data.count >= 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let width = data[data.startIndex + 16..<data.startIndex + 20].reduce(0) { $0 << 8 | Int($1) }
        let g = width - exportBaseWidth
        return g >= 0 && g < exportGenerations ? g : nil
    }

    /// Bytes that start like a PNG (the package store never decodes stickers).
    static func stickerBytes(index: Int, revision: Int) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data.append(contentsOf: Array("sticker \(index) revision \(revision) ".utf8))
        data.append(Data(repeating: UInt8(truncatingIfNeeded: revision), count: 200 + index * 50))
        return data
    }

    private static func uuid(_ kind: Int, _ index: Int) -> UUID {
        UUID(uuidString: "00000000-0000-4000-8000-\(String(kind * 1_000_000 + index).leftPadded(to: 12))") ?? UUID()
    }

    /// The board type as the app's Info.plist declares it (with its `boardpkg` extension).
    static let typeDeclaration = """
    <key>UTExportedTypeDeclarations</key>
    <array><dict>
      <key>UTTypeIdentifier</key><string>com.example.board-package</string>
      <key>UTTypeConformsTo</key><array><string>com.apple.package</string></array>
      <key>UTTypeDescription</key><string>Board</string>
      <key>UTTypeTagSpecification</key><dict>
        <key>public.filename-extension</key><array><string>boardpkg</string></array>
      </dict>
    </dict></array>
    """
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
