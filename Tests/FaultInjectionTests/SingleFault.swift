import Foundation

/// One command run under the shim: first in count mode on a copy of a prepared sandbox (to find the
/// call to fault), then with that call failing on another copy.
struct SingleFault {
    let template: FaultSandbox
    let executable: URL
    /// Arguments for a given sandbox (paths differ between copies).
    let arguments: @Sendable (FaultSandbox) -> [String]

    /// The calls the command makes, with paths rewritten to `template`'s.
    func calls() async throws -> [TracedCall] {
        let shim = try await TestTools.faultShim()
        let sandbox = try await FaultSandbox.copy(of: template)
        let log = sandbox.logs.appendingPathComponent("trace")
        let result = try await sandbox.run(executable, arguments(sandbox), extra: [
            "LD_PRELOAD": shim.path, "QUIRE_FAULT_DIR": sandbox.faultDirectories, "QUIRE_FAULT_LOG": log.path,
        ])
        guard result.status == 0 else { throw TestTools.Missing(description: "the command fails without faults:\n\(result)") }
        return TracedCall.parse(try String(contentsOf: log, encoding: .utf8)).map { call in
            var call = call
            call.paths = call.paths.map { template.translate($0, from: sandbox) }
            return call
        }
    }

    /// Runs the command on a fresh copy with `call` failing with `errno`. Returns the copy (for
    /// inspection) and the result; throws when the call was never reached.
    func inject(_ call: TracedCall, _ errno: InjectedErrno) async throws -> (FaultSandbox, ChildProcess.Result) {
        let shim = try await TestTools.faultShim()
        let sandbox = try await FaultSandbox.copy(of: template)
        let log = sandbox.logs.appendingPathComponent("trace")
        let result = try await sandbox.run(executable, arguments(sandbox), extra: [
            "LD_PRELOAD": shim.path, "QUIRE_FAULT_DIR": sandbox.faultDirectories, "QUIRE_FAULT_LOG": log.path,
            "QUIRE_FAULT_CALL": call.family, "QUIRE_FAULT_N": String(call.index), "QUIRE_FAULT_ERRNO": errno.rawValue,
        ])
        guard TracedCall.parse((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains(where: \.injected) else {
            throw TestTools.Missing(description: "\(call) was never reached:\n\(result)")
        }
        return (sandbox, result)
    }
}

extension Array where Element == TracedCall {
    /// The first call of `family` whose last path satisfies `path`, after `after` (a sequence number).
    func first(_ family: String, after: Int = 0, where path: (String) -> Bool) throws -> TracedCall {
        guard let call = first(where: { $0.family == family && $0.sequence > after && $0.paths.last.map(path) == true }) else {
            throw TestTools.Missing(description: "no such \(family) call among:\n\(map(\.description).joined(separator: "\n"))")
        }
        return call
    }
}
