import Foundation

/// A save to sweep: how to set up the document, the command that saves it, and how to recognise the
/// new version.
struct FaultScenario: Sendable {
    var name: String
    var documentName: String
    /// Creates the document and its history in the template sandbox (no injection).
    var prepare: @Sendable (FaultSandbox) async throws -> Void
    /// The save under test: executable and arguments.
    var command: @Sendable (FaultSandbox) throws -> (URL, [String])
    /// Whether `now` is the version the command saves over `before`.
    var isSaved: @Sendable (_ before: DocumentContent, _ now: DocumentContent) -> Bool
    /// Errnos per call in the default run (the full sweep uses every one).
    var sampledErrnos = 3
    /// The save run after each injected one, without faults (default: `command` again).
    var next: (@Sendable (FaultSandbox) throws -> (URL, [String]))?
    /// Only calls of these families are faulted (nil: every call the save makes).
    var families: Set<String>?
}

/// Runs one save with the shim, once to count its calls, then once per (call, errno) with that call
/// failing, checking every outcome (see `FaultExpectation`).
struct FaultSweep: Sendable {
    let scenario: FaultScenario
    /// Children run at once; each is a short process mostly waiting on the disk. One at a time on a
    /// FAT drive: fusefat fills files with zeros when several processes write at once (6 copies made
    /// at once by `cp`: 21 of 240 came out zeros; one after another: 0), which no save can survive.
    var width = FaultSandbox.documentsApart ? 1 : 4

    struct Case: Sendable, CustomStringConvertible {
        var call: TracedCall
        var errno: InjectedErrno
        var expectation: FaultExpectation
        /// The call comes after the rename that puts the new version in place.
        var afterSwap: Bool
        var description: String { "\(call) failing with \(errno.rawValue) (expected: \(expectation.rawValue))" }
    }

    struct Report: Sendable {
        var counts: [String: Int]
        var calls: [TracedCall]
        var cases: Int
        var problems: [String]
        var outcomes: [String: Int]
    }

    func run() async throws -> Report {
        let shim = try await TestTools.faultShim()
        let template = try FaultSandbox(label: "quire-fault-template")
        try await scenario.prepare(template)

        // Count mode: which calls one save makes, in order.
        let counting = try await FaultSandbox.copy(of: template)
        let log = counting.logs.appendingPathComponent("trace")
        let countsFile = counting.logs.appendingPathComponent("counts")
        let (executable, arguments) = try scenario.command(counting)
        let baseline = try await counting.run(executable, arguments, extra: [
            "LD_PRELOAD": shim.path, "QUIRE_FAULT_DIR": counting.faultDirectories,
            "QUIRE_FAULT_LOG": log.path, "QUIRE_FAULT_COUNTS": countsFile.path,
        ])
        guard baseline.status == 0 else { throw TestTools.Missing(description: "the save fails without faults:\n\(baseline)") }
        let calls = TracedCall.parse(try String(contentsOf: log, encoding: .utf8))
        var counts: [String: Int] = [:]
        for line in try String(contentsOf: countsFile, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, let count = Int(fields[1]) { counts[String(fields[0])] = count }
        }
        let document = counting.document(scenario.documentName).path
        // The commit: the rename that puts the new version in place, or, where a package's children
        // are moved in one by one (FAT, `PackageChildSwap`: a failure before the last puts the previous
        // version back), the last of those moves.
        let renames = calls.filter { $0.family == "rename" }
        guard let commit = (renames.first { $0.paths.last == document }
                            ?? renames.last { $0.paths.contains { $0.hasPrefix(document + "/") } })?.sequence else {
            throw TestTools.Missing(description: "no rename onto \(document) among the save's calls: \(calls)")
        }

        let cases = plan(calls, commit: commit, documents: counting.documents)
        var problems: [String] = []
        var outcomes: [String: Int] = [:]
        try await withThrowingTaskGroup(of: (Case, String, String?).self) { group in
            var pending = cases[...]
            func startNext() {
                guard let next = pending.popFirst() else { return }
                group.addTask {
                    let (outcome, problem) = try await check(next, template: template, shim: shim, counting: counting)
                    return (next, outcome, problem)
                }
            }
            for _ in 0..<width { startNext() }
            while let (done, outcome, problem) = try await group.next() {
                outcomes[outcome, default: 0] += 1
                if let problem { problems.append("\(done): \(problem)") }
                startNext()
            }
        }
        return Report(counts: counts, calls: calls, cases: cases.count, problems: problems, outcomes: outcomes)
    }

    /// Every call with every errno in the full sweep; by default each call with `sampledErrnos` of
    /// them, rotating so each errno meets each family, plus the ones a family has special handling
    /// for (EINTR everywhere, EXDEV/EMLINK for links, ENOTSUP for attributes).
    func plan(_ calls: [TracedCall], commit: Int, documents: URL) -> [Case] {
        let others = InjectedErrno.swept.filter { $0 != .EINTR }
        let faulted = calls.filter { scenario.families?.contains($0.family) ?? true }
        return faulted.enumerated().flatMap { position, call -> [Case] in
            var errnos: [InjectedErrno]
            if TestTools.fullSweep {
                errnos = InjectedErrno.swept
            } else {
                errnos = [.EINTR]
                for step in 0..<max(0, scenario.sampledErrnos - 1) {
                    errnos.append(others[(position + step * 3) % others.count])
                }
                if call.family == "link" { errnos += [.EXDEV, .EMLINK] }
            }
            if call.family == "xattr" { errnos.append(.ENOTSUP) }
            var seen = Set<InjectedErrno>()
            return errnos.filter { seen.insert($0).inserted }.map {
                Case(call: call, errno: $0, expectation: FaultExpectation.of(call, $0, commit: commit, documents: documents),
                     afterSwap: call.sequence > commit)
            }
        }
    }

    /// Runs one case in a fresh copy of the template. Returns the outcome ("saved", "failed") and a
    /// problem, if any.
    private func check(_ testCase: Case, template: FaultSandbox, shim: URL, counting: FaultSandbox) async throws
        -> (String, String?) {
        let sandbox = try await FaultSandbox.copy(of: template)
        // The traced paths are the counting run's; this run has its own sandbox.
        let callPaths = testCase.call.paths.map { sandbox.translate($0, from: counting) }
        let document = sandbox.document(scenario.documentName)
        let original = DocumentContent.of(document)
        let log = sandbox.logs.appendingPathComponent("trace")
        let (executable, arguments) = try scenario.command(sandbox)
        let result = try await sandbox.run(executable, arguments, extra: [
            "LD_PRELOAD": shim.path, "QUIRE_FAULT_DIR": sandbox.faultDirectories, "QUIRE_FAULT_LOG": log.path,
            "QUIRE_FAULT_CALL": testCase.call.family, "QUIRE_FAULT_N": String(testCase.call.index),
            "QUIRE_FAULT_ERRNO": testCase.errno.rawValue,
        ])
        let trace = TracedCall.parse((try? String(contentsOf: log, encoding: .utf8)) ?? "")
        guard trace.contains(where: \.injected) else {
            return ("not injected", "the save made fewer calls than counted, so nothing was injected:\n\(result)")
        }
        let now = DocumentContent.of(document)
        let outcome = result.status == 0 ? "saved" : "failed"
        var problems: [String] = []

        switch (result.status, testCase.expectation) {
        case (0, .saved), (0, .either):
            if !scenario.isSaved(original, now) { problems.append("it reported success, but the document is \(now), not the new version") }
        case (1, .failed), (1, .either):
            if now != original { problems.append("it failed, but the document changed (\(original) → \(now))") }
            if !result.errors.contains(testCase.errno.phrase) {
                problems.append("the message does not say “\(testCase.errno.phrase)”")
            }
            // The message names the document (or, for a file inside a package or a folder the CLI
            // needs, that item: the failing call's own path).
            let named = [document.path] + callPaths
            if !named.contains(where: { result.errors.contains($0) }) { problems.append("the message names neither the document nor the failing item") }
        case (0, .failed):
            problems.append("it should have failed, but reported success")
        case (1, .saved):
            problems.append("it should have succeeded")
        default:
            problems.append("it exited with status \(result.status)")
        }
        let leftovers = sandbox.leftoverTemporaries()
        if !leftovers.isEmpty { problems.append("temporaries were left: \(leftovers)") }

        // The next save, without faults, works and leaves nothing behind. By default only where the
        // fault could have left state behind (a failed save, or one faulted after its swap); always
        // in the full sweep.
        guard TestTools.fullSweep || outcome == "failed" || testCase.afterSwap else {
            return (outcome, problems.isEmpty ? nil : problems.joined(separator: "; ") + "\n\(result)")
        }
        let (nextExecutable, nextArguments) = try (scenario.next ?? scenario.command)(sandbox)
        let next = try await sandbox.run(nextExecutable, nextArguments)
        if next.status != 0 { problems.append("the next save failed:\n\(next)") }
        if next.status == 0 && !scenario.isSaved(now, DocumentContent.of(document)) {
            problems.append("the next save did not write the new version")
        }
        let after = sandbox.leftoverTemporaries()
        if !after.isEmpty { problems.append("temporaries were left after the next save: \(after)") }

        return (outcome, problems.isEmpty ? nil : problems.joined(separator: "; ") + "\n\(result)")
    }
}
