// The storage crash tests' child: saves one document over and over through SafeSave until it is
// killed (SIGKILL at a random moment), or performs one save under a file-size limit.
//
//   QuireStorageCrashChild flat PATH      save generations N+1, N+2, … of a single-file document
//   QuireStorageCrashChild package PATH   the same for a package, cloned and updated incrementally
//   QuireStorageCrashChild fsize PATH N   one 2N-byte save with RLIMIT_FSIZE = N; prints the outcome
//   QuireStorageCrashChild hold PATH      one save of the next flat generation that stops inside its
//   QuireStorageCrashChild hold-package PATH   writer ("r") until stdin closes; prints the outcome
//   QuireStorageCrashChild package-step PATH N   one save of the next package generation that kills
//                                         itself (SIGKILL) after step N of a package swap that
//                                         replaces children one by one (FAT); prints "saved" if it had
//                                         fewer steps
//   QuireStorageCrashChild race PATH TAG VERSIONS   reads the file, waits for stdin to close, then saves
//                                         it with "TAG" appended (conflict copies kept; the outgoing
//                                         version hard-linked into the VERSIONS folder); prints the outcome
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

/// One byte per finished save (flat and package modes), for a test that must see one land.
func signalSaved() {
    var byte = UInt8(ascii: "s")
    _ = write(1, &byte, 1)
}

/// Blocks until the test closes our stdin: the gate that holds a save open, or starts racers at once.
func waitForEndOfInput() {
    var byte: UInt8 = 0
    while true {
        let n = read(0, &byte, 1)
        if n == 0 || (n < 0 && errno != EINTR) { return }
    }
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
            identity = try await SafeSave.save(.file(url, expected: identity)) { temporary in
                try content.write(to: temporary, options: atomic ? .atomic : [])
            }
            signalSaved()
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
            identity = try await SafeSave.save(.package(url, expected: identity, cloneExisting: true)) { staging in
                try CrashFixture.writePackage(generation: next, into: staging)
            }
            signalSaved()
        }
    case "fsize":
        guard arguments.count >= 4, let limit = Int(arguments[3]) else { fail(2, "fsize needs a byte count") }
        // Without SIG_IGN the kernel kills us with SIGXFSZ; ignored, write(2) fails with EFBIG instead.
        signal(SIGXFSZ, SIG_IGN)
        var rlimit = rlimit(rlim_cur: rlim_t(limit), rlim_max: rlim_t(limit))
        guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &rlimit) == 0 else { fail(2, "setrlimit failed") }
        do {
            try await SafeSave.save(SafeSave.Request(url: url, expectation: .anything, shape: .file)) { temporary in
                try Data(count: 2 * limit).write(to: temporary)
            }
            print("saved")
        } catch let error as DocumentError {
            print(error.code.rawValue)
        }
    case "hold":
        let identity = try FileIdentity.current(of: url)
        let generation = identity == nil ? 1 : (CrashFixture.flatGeneration(of: try Data(contentsOf: url)) ?? 0) + 1
        let content = CrashFixture.flatContent(generation: generation)
        do {
            try await SafeSave.save(.file(url, expected: identity)) { temporary in
                try content.write(to: temporary)
                signalReady()
                waitForEndOfInput()
            }
            print("saved")
        } catch let error as DocumentError {
            print(error.code.rawValue)
        }
    case "hold-package":
        let identity = try FileIdentity.current(of: url)
        let generation = identity == nil ? 1 : (CrashFixture.packageGeneration(of: try CrashFixture.readPackage(at: url)) ?? 0) + 1
        do {
            try await SafeSave.save(.package(url, expected: identity, cloneExisting: true)) { staging in
                try CrashFixture.writePackage(generation: generation, into: staging)
                signalReady()
                waitForEndOfInput()
            }
            print("saved")
        } catch let error as DocumentError {
            print(error.code.rawValue)
        }
    case "package-step":
        guard arguments.count >= 4, let step = Int(arguments[3]) else { fail(2, "package-step needs a step number") }
        let identity = try FileIdentity.current(of: url)
        let generation = identity == nil ? 1 : (CrashFixture.packageGeneration(of: try CrashFixture.readPackage(at: url)) ?? 0) + 1
        let write: @Sendable (URL) throws -> Void = { try CrashFixture.writePackage(generation: generation, into: $0) }
        try await PackageChildSwap.$afterStep.withValue({ if $0 == step { kill(getpid(), SIGKILL) } }) {
            try await SafeSave.save(.package(url, expected: identity, cloneExisting: true), write: write)
        }
        print("saved")
    case "race":
        guard arguments.count >= 5 else { fail(2, "race needs a tag and a versions folder") }
        let tag = arguments[3], versions = URL(fileURLWithPath: arguments[4])
        let identity = try FileIdentity.current(of: url)
        let base = try Data(contentsOf: url)
        signalReady()
        waitForEndOfInput()
        do {
            try await SafeSave.save(.file(url, expected: identity, retire: { outgoing in
                let kept = versions.appendingPathComponent("\(tag)-\(UUID().uuidString)")
                guard link(outgoing.path, kept.path) == 0 else { throw DocumentError.posix(errno, url: kept) }
            })) { temporary in
                try (base + Data("\(tag)\n".utf8)).write(to: temporary)
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
