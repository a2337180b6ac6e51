import BoardModel
import FuzzSupport
import Foundation
import QuireCore

/// Seed 002's board package reader (`BoardPackageStore.read`, as `BoardReader` runs it). The input is
/// a `FuzzTree` whose preamble is `manifest.json`: the manifest and whatever else the package holds —
/// sticker files, links (inside, outside, to `/etc/passwd`), hard links, FIFOs, sparse files.
///
/// Refusals must be `DocumentError`s. A board that opens must survive `BoardPackageStore.write` to a
/// fresh package and read back equal (the writer refuses nothing the reader accepted), and the file
/// outside the package that hard links point at must never change.
@main
enum FuzzBoard {
    static let outsideBytes = Data("not part of any board".utf8)

    static func main() {
        Fuzzer.run {
            let scratch = ScratchDirectory("board")
            let package = scratch.path("Fuzz.boardpkg")
            let copy = scratch.path("Copy.boardpkg")
            let outside = scratch.path("outside")
            _ = FileManager.default.createFile(atPath: outside.path, contents: outsideBytes)
            return { data in
                ScratchDirectory.remove(package)
                ScratchDirectory.remove(copy)
                FuzzTree(data, preamble: "manifest.json").materialize(at: package, outside: outside)
                let result = runBlocking { try await BoardPackageStore.read(from: package) }
                switch result {
                case .success(let snapshot):
                    let roundTrip = runBlocking { () async throws -> BoardSnapshot in
                        try await BoardPackageStore.write(snapshot: snapshot, to: copy, previous: nil,
                                                          progress: ProgressManager(totalCount: 1).subprogress(assigningCount: 1))
                        return try await BoardPackageStore.read(from: copy)
                    }
                    switch roundTrip {
                    case .success(let reread):
                        // A newer schema is kept as read; stickers come back in manifest order.
                        require(reread == snapshot, "the board written and read back differs")
                    case .failure(let error):
                        require(false, "a board that opened could not be written and read back: \(error)")
                    }
                case .failure(let error as DocumentError):
                    require(!error.message.isEmpty, "an error without a message")
                case .failure(let error):
                    require(false, "not a DocumentError: \(error)")
                }
                require(readFile(outside) == outsideBytes, "the outside file changed")
            }
        }
    }
}
