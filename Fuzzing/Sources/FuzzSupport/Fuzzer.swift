import CFuzzerDriver
import Foundation

/// Runs libFuzzer over one harness's test function.
///
/// libFuzzer calls a C function pointer, which cannot capture: the harness's closure waits in `target`.
public enum Fuzzer {
    // nonisolated(unsafe): set once in `run` before libFuzzer starts, then only read, on the one thread
    // libFuzzer calls the target from.
    nonisolated(unsafe) private static var target: ((Data) -> Void)?

    /// Builds the harness with `setUp` (scratch folders, readers), runs it once over the seed files
    /// (so caches the code under test fills on first use — the type registry, the MIME database — are
    /// filled), then hands the process's arguments to libFuzzer and fuzzes until libFuzzer stops.
    /// Setup and warm-up run with leak detection off; every fuzzed input runs with it on.
    public static func run(_ setUp: () -> (Data) -> Void) -> Never {
        __lsan_disable()
        let test = setUp()
        for seed in seedFiles() { test(seed) }
        target = test
        __lsan_enable()
        let status = quire_fuzzer_run(CommandLine.argc, CommandLine.unsafeArgv) { bytes, count in
            let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
            Fuzzer.target?(data)
            return 0
        }
        exit(status)
    }

    /// Up to 64 files from the folders and files named on the command line (libFuzzer's corpora).
    private static func seedFiles() -> [Data] {
        var files: [Data] = []
        for argument in CommandLine.arguments.dropFirst() where !argument.hasPrefix("-") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else { continue }
            let paths = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map { argument + "/" + $0 }
                : [argument]
            for path in paths where files.count < 64 {
                if let data = FileManager.default.contents(atPath: path) { files.append(data) }
            }
        }
        return files
    }
}

/// A broken invariant: the input went through a path that should be impossible. Aborting makes
/// libFuzzer keep the input as a crash artifact.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                    file: StaticString = #fileID, line: UInt = #line) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("\nINVARIANT BROKEN (\(file):\(line)): \(message())\n".utf8))
    abort()
}
