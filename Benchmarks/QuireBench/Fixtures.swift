import BoardModel
import ChecklistModel
import Foundation
import QuireCore

/// The documents the benchmarks open and save, made quickly and deterministically.
enum Fixtures {
    static let mebibyte = 1 << 20

    /// `count` bytes of incompressible-looking data, different for each `seed` (xorshift64*): stands
    /// in for a sticker's PNG (the store never decodes images).
    static func bytes(count: Int, seed: UInt64) -> Data {
        var data = Data(count: count)
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        data.withUnsafeMutableBytes { buffer in
            let words = buffer.count / 8
            let base = buffer.baseAddress!
            for index in 0..<words {
                state ^= state >> 12
                state ^= state << 25
                state ^= state >> 27
                base.storeBytes(of: (state &* 0x2545_F491_4F6C_DD1D).littleEndian, toByteOffset: index * 8, as: UInt64.self)
            }
        }
        return data
    }

    /// A board with `stickers` stickers of `stickerBytes` each and a few strokes.
    static func board(stickers: Int, stickerBytes: Int = mebibyte) -> Board {
        var board = Board()
        board.strokes = (0..<8).map { (stroke: Int) -> InkStroke in
            let points = (0..<32).map { (index: Int) -> CodablePoint in
                CodablePoint(x: Double(index * 10), y: Double(stroke * 20 + index))
            }
            return InkStroke(color: RGBAColor(red: 0.2, green: 0.3, blue: 0.9), width: 3, points: points)
        }
        board.stickers = (0..<stickers).map { (index: Int) -> PlacedSticker in
            let column = Double(index % 10), row = Double(index / 10)
            let position = CodablePoint(x: column * 150, y: row * 110)
            return PlacedSticker(imagePNG: bytes(count: stickerBytes, seed: UInt64(index + 1)), position: position)
        }
        return board
    }

    /// A compact JSON checklist of `items` items (~68 bytes each: 100,000 items ≈ 6.8 MB), the shape
    /// `ChecklistDocument` reads.
    static func checklistJSON(items: Int) throws -> Data {
        var checklist = Checklist(items: [])
        checklist.items = (0..<items).map { index in
            ChecklistItem(isChecked: index % 3 == 0, title: "Item \(index + 1)")
        }
        return try JSONEncoder().encode(checklist)
    }

    /// `bytes` of plain text: numbered lines of 64 characters.
    static func noteText(bytes: Int) -> Data {
        let line = Array("The quick brown fox jumps over the lazy dog -- line 0000000000\n".utf8)
        var data = Data(capacity: bytes)
        var number = 0
        while data.count < bytes {
            var copy = line
            var value = number
            // Write the line number into the ten digits before the newline.
            for position in stride(from: copy.count - 2, through: copy.count - 11, by: -1) {
                copy[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            data.append(contentsOf: copy.prefix(bytes - data.count))
            number += 1
        }
        return data
    }
}
