@testable import BoardModel
import Foundation
import QuireCore
import Testing

private typealias F = BoardFixtures

/// The manifest's fast encoder writes exactly what `JSONEncoder` (`.sortedKeys`) writes, or declines.
@Suite struct BoardManifestEncoderTests {
    /// A snapshot as `manifest.json` holds it: no image bytes, no background.
    static func manifest(_ snapshot: BoardSnapshot) -> BoardSnapshot {
        var manifest = snapshot
        manifest.backgroundPNG = nil
        manifest.stickers = manifest.stickers.map { sticker in
            var sticker = sticker
            sticker.imagePNG = Data()
            return sticker
        }
        return manifest
    }

    static func jsonEncoder(_ snapshot: BoardSnapshot) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(snapshot)
    }

    static let awkwardNumbers: [Double] = [0, -0.0, 1, -1, 999_999_999_999_999, -123_456, 0.1, 1.0 / 3, .pi, 1e-7, Double.leastNonzeroMagnitude, 1e15, 1e16, 1e21, 123_456_789.125,
                                           -42.5, 900, 8192, Double.greatestFiniteMagnitude, -Double.leastNormalMagnitude]

    @Test(arguments: [0, 1, 7])
    func matchesJSONEncoderByteForByte(seed: Int) throws {
        var snapshot = Self.manifest(F.snapshot(stickers: 4 + seed, strokes: 2 + seed, background: false))
        let numbers = Self.awkwardNumbers
        for index in snapshot.stickers.indices {
            snapshot.stickers[index].position = CodablePoint(x: numbers[(index + seed) % numbers.count],
                                                             y: numbers[(index * 3 + seed) % numbers.count])
            snapshot.stickers[index].rotationRadians = numbers[(index * 5 + seed) % numbers.count]
            snapshot.stickers[index].scale = abs(numbers[(index * 7 + seed) % numbers.count]) + 0.5
        }
        for index in snapshot.strokes.indices {
            snapshot.strokes[index].color = RGBAColor(red: numbers[index % numbers.count], green: 0.25, blue: 1, alpha: 0.5)
            snapshot.strokes[index].width = numbers[(index + 2) % numbers.count]
            snapshot.strokes[index].points = numbers.map { CodablePoint(x: $0, y: -$0) }
        }
        let fast = try #require(BoardManifestEncoder.encode(snapshot))
        let reference = try Self.jsonEncoder(snapshot)
        #expect(fast == reference, "\(String(decoding: fast, as: UTF8.self))\n\(String(decoding: reference, as: UTF8.self))")
    }

    @Test func anEmptyBoardMatchesToo() throws {
        let snapshot = Self.manifest(F.snapshot(stickers: 0, strokes: 0, background: false))
        #expect(try #require(BoardManifestEncoder.encode(snapshot)) == (try Self.jsonEncoder(snapshot)))
    }

    @Test func whatItCannotWriteTheSameWayIsDeclined() {
        var nanColor = Self.manifest(F.snapshot(stickers: 1, strokes: 1, background: false))
        nanColor.strokes[0].color.red = .nan
        #expect(BoardManifestEncoder.encode(nanColor) == nil)
        let withImages = F.snapshot(stickers: 1, strokes: 0, background: false)
        #expect(BoardManifestEncoder.encode(withImages) == nil)
        let withBackground = F.snapshot(stickers: 0, strokes: 0, background: true)
        #expect(BoardManifestEncoder.encode(withBackground) == nil)
    }
}
