import Foundation
import QuireTestDrives
@testable import QuireCore
#if canImport(Glibc)
import Glibc
#endif

/// The names at the top of `drive`, once its FUSE server has deleted the `.fuse_hidden…` files it
/// keeps for files unlinked while open (`SaveFolder.removeWhole`): ours, closed a moment before (the
/// kernel tells the server asynchronously), or copies of our descriptors that a parallel test's child
/// holds between its fork and its exec. They go when the last copy closes, which sends this process
/// no event: polled, with a deadline. One left past it is listed, and fails what the test expects.
func entries(on drive: TestDrive) throws -> [String] {
    let end = ContinuousClock.now + .seconds(30)
    while everything(on: drive).contains(where: { $0.split(separator: "/").last?.hasPrefix(".fuse_hidden") == true }),
          ContinuousClock.now < end {
        usleep(1_000)
    }
    return try POSIX.directoryEntries(drive.mountPoint)
}

/// Every path on `drive`, each folder followed by what it holds (`.quire-tmp-…/probe-a`): what an
/// expectation about the drive's contents prints when it fails, so a failure says what was left.
func everything(on drive: TestDrive) -> [String] {
    tree(under: drive.mountPoint, named: nil)
}

/// The paths of everything under `directory`, each starting with `name` (nil: relative to it).
private func tree(under directory: URL, named name: String?) -> [String] {
    // Only for a message: a folder that can't be listed says so in it.
    guard let names = try? POSIX.directoryEntries(directory) else { return ["\(name ?? ".") (could not be listed)"] }
    return names.flatMap { child -> [String] in
        let path = name.map { "\($0)/\(child)" } ?? child
        let url = directory.appendingPathComponent(child)
        guard (try? POSIX.status(url))?.isDirectory == true else { return [path] }  // gone meanwhile: a leaf
        return [path] + tree(under: url, named: path)
    }
}
