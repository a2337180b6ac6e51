import Foundation
import QuireCore
@testable import QuireGraphics
import Testing

@Suite("QuireGraphics: decoding and encoding images")
struct CGImageCodingTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func pngRoundTripsPixelForPixel() throws {
        let png = try TestImages.png(width: 6, height: 4, top: red, bottom: CGColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        let image = try CGImage.decode(png)
        #expect(image.width == 6 && image.height == 4)
        let grid = try PixelGrid(image)
        #expect(grid.pixel(x: 0, row: 0).isRed)
        let translucent = grid.pixel(x: 5, row: 3)
        #expect(abs(Int(translucent.a) - 128) <= 1 && abs(Int(translucent.g) - 128) <= 1)
        #expect(try image.pngData() == png)   // re-encoding is deterministic and lossless
    }

    @Test func imageIOFunctionsReadAndWritePNG() throws {
        let png = try TestImages.png(width: 3, height: 3, top: red, bottom: blue)
        let source = try #require(CGImageSourceCreateWithData(png as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 1)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let output = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(output, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, nil)
        #expect(CGImageDestinationFinalize(destination))
        #expect(output as Data == png)
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.jpeg" as CFString, 1, nil) == nil)
        let provider = try #require(CGDataProvider(data: png as CFData))
        #expect(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) != nil)
        #expect(CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect((image.dataProvider?.data as Data?)?.count == image.bytesPerRow * image.height)
    }

    @Test func jpegDecodesThroughGdkPixbuf() throws {
        let image = try CGImage.decode(TestImages.blueJPEG)
        #expect(image.width == 16 && image.height == 8)
        #expect(try PixelGrid(image).pixel(x: 8, row: 4).isBlue)
    }

    @Test func aDecompressionBombIsRefusedFromItsHeader() throws {
        let bomb = TestImages.pngClaiming(width: 100_000, height: 100_000)
        #expect(bomb.count < 100)
        let error = try #require(throws: DocumentError.self) { try CGImage.decode(bomb) }
        #expect(error.code == .tooLarge)
        #expect(error.message.contains("100000 × 100000"))
        // Within each side's limit but over the area limit, and a JPEG claiming too much.
        let wide = try #require(throws: DocumentError.self) { try CGImage.decode(TestImages.pngClaiming(width: 16_384, height: 8192)) }
        #expect(wide.code == .tooLarge)
        let jpeg = try #require(throws: DocumentError.self) { try CGImage.decode(TestImages.jpegClaiming(width: 60_000, height: 60_000)) }
        #expect(jpeg.code == .tooLarge)
        #expect(CGImageSourceCreateImageAtIndex(try #require(CGImageSourceCreateWithData(bomb as CFData, nil)), 0, nil) == nil)
    }

    @Test func damagedOrForeignDataIsCorrupt() throws {
        let png = try TestImages.png(width: 8, height: 8, top: red, bottom: blue)
        let cases: [Data] = [
            Data("GIF89a not an image we take".utf8),
            Data(),
            png.prefix(30),                                      // header intact, pixels cut off
            TestImages.pngClaiming(width: 4, height: 4),         // an IDAT too short for its pixels
            TestImages.jpegClaiming(width: 4, height: 4),        // a frame header and no scan
            Data(ImageHeader.pngSignature),                      // no IHDR
        ]
        for data in cases {
            let error = try #require(throws: DocumentError.self) { try CGImage.decode(data) }
            #expect(error.code == .corrupt, "\(data.count) bytes: \(error.message)")
        }
    }

    /// Found by the FuzzImage harness: a 300-byte PNG whose text chunk claimed 2 116 485 157 bytes made
    /// libpng allocate that much before finding the file ended. Every chunk up to IEND must now fit in
    /// the data; such a file is `.corrupt`, naming the chunk, and the decoder never sees it.
    @Test func aChunkClaimingMoreThanTheFileHoldsIsCorrupt() throws {
        let valid = try TestImages.png(width: 6, height: 4, top: red, bottom: blue)
        // Insert before IEND (the last 12 bytes) a tEXt chunk whose length field claims 2 GB.
        var bomb = Data(valid.dropLast(12))
        bomb.append(contentsOf: [0x7E, 0x27, 0x00, 0x25] + Array("tEXt".utf8) + Array("date:modify".utf8))
        bomb.append(valid.suffix(12))
        let error = try #require(throws: DocumentError.self) { try CGImage.decode(bomb) }
        #expect(error.code == .corrupt)
        #expect(error.detail?.contains("“tEXt” chunk claims 2116485157 bytes") == true, "\(error.message)")
        // The same image with an honest chunk decodes; a PNG without IEND is still the decoder's to refuse.
        var honest = Data(valid.dropLast(12))
        honest.append(TestImages.chunk("tEXt", Data("Comment\0fine".utf8)))
        honest.append(valid.suffix(12))
        #expect(try CGImage.decode(honest).width == 6)
    }

    /// Found by FuzzImage: libjpeg's arithmetic-coded sequential decoder (SOF9) ran for minutes on a
    /// 160-byte file whose scan was cut short. Only Huffman-coded frames (SOF0–2) reach the decoder;
    /// the rest are `.unsupportedType`, refused at once — and a bomb is still `.tooLarge` first.
    @Test func onlyHuffmanCodedJPEGsReachTheDecoder() throws {
        func withFrameMarker(_ marker: UInt8, width: UInt16 = 4, height: UInt16 = 4) -> Data {
            var data = TestImages.jpegClaiming(width: width, height: height)
            data[9] = marker
            return data
        }
        for marker: UInt8 in [0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF] {
            let error = try #require(throws: DocumentError.self) { try CGImage.decode(withFrameMarker(marker)) }
            #expect(error.code == .unsupportedType, "0x\(String(marker, radix: 16)): \(error.message)")
        }
        let arithmetic = try #require(throws: DocumentError.self) { try CGImage.decode(withFrameMarker(0xC9)) }
        #expect(arithmetic.detail?.contains("arithmetic-coded") == true, "\(arithmetic.message)")
        let bomb = try #require(throws: DocumentError.self) { try CGImage.decode(withFrameMarker(0xC9, width: 60_000, height: 60_000)) }
        #expect(bomb.code == .tooLarge)
        for marker: UInt8 in [0xC0, 0xC1, 0xC2] {
            let error = try #require(throws: DocumentError.self) { try CGImage.decode(withFrameMarker(marker)) }
            #expect(error.code == .corrupt, "no scan: damaged, not refused by type")
        }
        #expect(try CGImage.decode(TestImages.blueJPEG).width == 16)
    }
}
