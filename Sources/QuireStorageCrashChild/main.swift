// The storage crash tests' child: saves one document over and over through SafeSave until it is
// killed (SIGKILL at a random moment), or performs one save under a file-size limit.
//
//   QuireStorageCrashChild flat PATH      save generations N+1, N+2, … of a single-file document
//   QuireStorageCrashChild package PATH   the same for a package, cloned and updated incrementally
//   QuireStorageCrashChild fsize PATH N   one 2N-byte save with RLIMIT_FSIZE = N; prints the outcome
//
// Writes "r" to stdout once the document has been read and the save loop is about to start; exits 3
// when the document on disk is not a version it wrote, 4 when a save fails.
import Foundation
import QuireCore
#if canImport(Glibc)
import Glibc
#endif

func fail(_ status: Int32, _ message: String) -> Never {
    FileHandle.standardError.write(Data("QuireStorageCrashChild: \(message)\n".utf8))
    exit(status)
}

func signalReady() {
    var byte = UInt8(ascii: "r")
    _ = write(1, &byte, 1)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail(2, "usage: flat|package|fsize PATH [BYTES]") }
let url = URL(fileURLWithPath: arguments[2])
let parent = getppid()
// Stops on its own if the test runner went away without killing it.
let maximumGenerations = 200_000

do {
    switch arguments[1] {
    case "flat":
        var identity = try FileIdentity.current(of: url)
        var generation = 0
        if identity != nil {
            guard let found = CrashFixture.flatGeneration(of: try Data(contentsOf: url)) else {
                fail(3, "\(url.path) is not a version that was written")
            }
            generation = found
        }
        signalReady()
        for _ in 0..<maximumGenerations where getppid() == parent {
            generation += 1
            let content = CrashFixture.flatContent(generation: generation)
            // Alternate between filling the given temporary and replacing it, as writers may do either.
            let atomic = generation % 2 == 0
            identity = try await SafeSave.replaceFile(at: url, expected: identity) { temporary in
                try content.write(to: temporary, options: atomic ? .atomic : [])
            }
        }
    case "package":
        var identity = try FileIdentity.current(of: url)
        var generation = 0
        if identity != nil {
            guard let found = CrashFixture.packageGeneration(of: try CrashFixture.readPackage(at: url)) else {
                fail(3, "\(url.path) is not a version that was written")
            }
            generation = found
        }
        signalReady()
        for _ in 0..<maximumGenerations where getppid() == parent {
            generation += 1
            let next = generation
            identity = try await SafeSave.replacePackage(at: url, expected: identity, cloneExisting: true) { staging in
                try CrashFixture.writePackage(generation: next, into: staging)
            }
        }
    case "fsize":
        guard arguments.count >= 4, let limit = Int(arguments[3]) else { fail(2, "fsize needs a byte count") }
        // Without SIG_IGN the kernel kills us with SIGXFSZ; ignored, write(2) fails with EFBIG instead.
        signal(SIGXFSZ, SIG_IGN)
        var rlimit = rlimit(rlim_cur: rlim_t(limit), rlim_max: rlim_t(limit))
        guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &rlimit) == 0 else { fail(2, "setrlimit failed") }
        do {
            try await SafeSave.replaceFile(at: url, expecting: .anything) { temporary in
                try Data(count: 2 * limit).write(to: temporary)
            }
            print("saved")
        } catch let error as DocumentError {
            print(error.code.rawValue)
        }
    default:
        fail(2, "unknown mode \(arguments[1])")
    }
} catch {
    fail(4, "\(error)")
}
