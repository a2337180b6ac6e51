import BoardModel
import Foundation
import QuireCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 7, part 5: hostile packages opened by a real `quire-samples` process. Each is refused (or opened)
/// with a clear error, quickly, and the process's peak memory stays bounded — a 4 GiB sticker is
/// mapped, never read; a decompression bomb is refused from its header; deep JSON stops at the
/// parser's limit; 100 000 children end in `.tooLarge`. (`quire-samples check` on a plain board peaks at
/// about 30 MiB.)
@Suite struct CLIHostilePackageTests {
    /// Under `make test-sanitize` (`QUIRE_SANITIZER` set) the sanitizer's shadow memory alone is a few
    /// hundred MiB, so the bound is 1 GiB there: still far below what reading a 4 GiB sticker would take.
    static let memoryLimitKiB = ProcessInfo.processInfo.environment["QUIRE_SANITIZER"] == nil ? 200 * 1024 : 1024 * 1024

    let stickerID = UUID(uuidString: "3C7B1E52-9A4F-4D2B-8E6C-1F0A2B3C4D5E")!

    private func package(_ sandbox: CLISandbox) -> String { sandbox.file("Hostile.boardpkg").path }

    /// A board whose one sticker file is whatever `sticker` makes at its path.
    private func board(in sandbox: CLISandbox, manifest: String? = nil, sticker: (URL) throws -> Void) throws {
        let package = sandbox.file("Hostile.boardpkg")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("stickers"), withIntermediateDirectories: true)
        let text = manifest ?? #"{"schemaVersion":1,"canvasSize":{"width":100,"height":100},"strokes":[],"stickers":[{"id":"\#(stickerID.uuidString)","position":{"x":1,"y":2},"scale":1,"rotationRadians":0}]}"#
        try Data(text.utf8).write(to: package.appendingPathComponent("manifest.json"))
        try sticker(package.appendingPathComponent("stickers/\(stickerID.uuidString).png"))
    }

    private func expectBounded(_ result: PeakMemoryRun.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.peakResidentKiB > 0, sourceLocation: sourceLocation)
        #expect(result.peakResidentKiB < Self.memoryLimitKiB,
                "peak \(result.peakResidentKiB) KiB; \(result.stderr)", sourceLocation: sourceLocation)
        // `QUIRE_TIMING_SCALE`: a sanitized `quire-samples` is several times slower.
        let scale = ProcessInfo.processInfo.environment["QUIRE_TIMING_SCALE"].flatMap(Double.init).map { max($0, 1) } ?? 1
        #expect(result.seconds < 60 * scale, sourceLocation: sourceLocation)
    }

    @Test func aFourGiBSparseStickerIsMappedNotRead() async throws {
        let sandbox = try CLISandbox()
        try board(in: sandbox) { url in
            let fd = open(url.path, O_WRONLY | O_CREAT, 0o644)
            #expect(fd >= 0)
            #expect(ftruncate(fd, 4 << 30) == 0)
            close(fd)
        }
        let check = try await PeakMemoryRun.run(["check", package(sandbox)], in: sandbox)
        #expect(check.status == 0, "\(check.stderr)")
        expectBounded(check)

        // Exporting decodes it: refused from its first bytes (zeros are no PNG), still bounded.
        let export = try await PeakMemoryRun.run(["export", package(sandbox), "--to", "png", "-o", sandbox.file("out.png").path], in: sandbox)
        #expect(export.status == 1)
        #expect(export.stderr.contains("not a PNG or JPEG"), "\(export.stderr)")
        expectBounded(export)
        #expect(!FileManager.default.fileExists(atPath: sandbox.file(sandbox.file("out.png").path).path))
    }

    @Test func aPNGBombIsRefusedFromItsHeader() async throws {
        let sandbox = try CLISandbox()
        try board(in: sandbox) { url in
            var bomb = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
            bomb.append(contentsOf: Array("IHDR".utf8) + [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
            try bomb.write(to: url)
        }
        let export = try await PeakMemoryRun.run(["export", package(sandbox), "--to", "png", "-o", sandbox.file("out.png").path], in: sandbox)
        #expect(export.status == 1)
        #expect(export.stderr.contains("too large"), "\(export.stderr)")
        expectBounded(export)
    }

    @Test func aManifestNested100000DeepIsDamaged() async throws {
        let sandbox = try CLISandbox()
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try board(in: sandbox, manifest: #"{"schemaVersion":1,"strokes":\#(deep)}"#) { _ in }
        let check = try await PeakMemoryRun.run(["check", package(sandbox)], in: sandbox)
        #expect(check.status == 1)
        #expect(check.stderr.contains("manifest.json") && check.stderr.contains("nested"), "\(check.stderr)")
        expectBounded(check)
    }

    /// Built on /dev/shm when there is one: 100 000 files on a disk take seconds to make and remove.
    @Test func aHundredThousandChildrenAreTooLarge() async throws {
        let sandbox = try CLISandbox()
        let base = access("/dev/shm", W_OK) == 0
            ? URL(fileURLWithPath: "/dev/shm/quire-crowd-\(UUID().uuidString)") : sandbox.documents
        defer { if base != sandbox.documents { try? FileManager.default.removeItem(at: base) } }
        let package = base.appendingPathComponent("Crowd.boardpkg")
        let stickers = package.appendingPathComponent("stickers")
        try FileManager.default.createDirectory(at: stickers, withIntermediateDirectories: true)
        try Data(#"{"schemaVersion":1}"#.utf8).write(to: package.appendingPathComponent("manifest.json"))
        for index in 0..<100_000 {
            let fd = open(stickers.appendingPathComponent("\(index)").path, O_WRONLY | O_CREAT, 0o644)
            if fd >= 0 { close(fd) }
        }
        let check = try await PeakMemoryRun.run(["check", package.path], in: sandbox)
        #expect(check.status == 1)
        #expect(check.stderr.contains("more than 100000 items"), "\(check.stderr)")
        expectBounded(check)
    }

    @Test func aPipeAsAStickerIsRefusedWithoutWaiting() async throws {
        let sandbox = try CLISandbox()
        try board(in: sandbox) { url in #expect(mkfifo(url.path, 0o644) == 0) }
        let check = try await PeakMemoryRun.run(["check", package(sandbox)], in: sandbox)
        #expect(check.status == 1)
        #expect(check.stderr.contains("named pipe"), "\(check.stderr)")
        expectBounded(check)
    }
}
