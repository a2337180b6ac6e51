import Foundation
import Testing

/// The README's "The `quire` command" transcript, run line by line: each `$ quire-samples …` must exit 0 and
/// print what the README shows (`…` stands for any text: paths, dates, version ids).
@Suite("README quire transcript")
struct CLIReadmeTests {
    struct Step {
        var arguments: [String]
        /// nil when the README shows no output for this command.
        var expected: [String]?
    }

    static func readme() throws -> String {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("README.md")
            if FileManager.default.fileExists(atPath: candidate.path),
               FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return try String(contentsOf: candidate, encoding: .utf8)
            }
            directory = directory.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }

    /// The `quire-samples` steps of the section's console block.
    static func steps(in readme: String) throws -> [Step] {
        let section = try #require(readme.components(separatedBy: "\n## The `quire` command\n").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        let block = try #require(section.components(separatedBy: "```console\n").dropFirst().first)
            .components(separatedBy: "```").first ?? ""
        var steps: [Step] = []
        var inQuireStep = false
        for line in block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) where !line.isEmpty {
            if line.hasPrefix("$ ") {
                let words = try split(String(line.dropFirst(2)))
                inQuireStep = words.first == "quire-samples"
                if inQuireStep { steps.append(Step(arguments: Array(words.dropFirst()), expected: nil)) }
            } else if inQuireStep {
                steps[steps.count - 1].expected = (steps[steps.count - 1].expected ?? []) + [line]
            }
        }
        return steps
    }

    /// Shell words: spaces separate, double quotes group.
    static func split(_ command: String) throws -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        for character in command {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if quoted { throw CocoaError(.formatting) }
        if started { words.append(current) }
        return words
    }

    /// `line` matches `pattern` where each `…` in the pattern stands for any text.
    static func matches(_ line: String, _ pattern: String) -> Bool {
        let parts = pattern.components(separatedBy: "…")
        guard parts.count > 1 else { return line == pattern }
        guard line.hasPrefix(parts[0]), let last = parts.last, line.hasSuffix(last),
              line.count >= parts[0].count + last.count else { return false }
        var rest = line.dropFirst(parts[0].count).dropLast(last.count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    @Test("the transcript parses into quire commands")
    func parses() throws {
        let steps = try Self.steps(in: Self.readme())
        #expect(steps.count >= 8)
        for action in ["new", "add", "toggle", "remove", "list"] {
            #expect(steps.contains { $0.arguments.prefix(2) == ["checklist", action] }, "\(action)")
        }
    }

    @Test("every quire command in the README works and prints what the README shows")
    func transcript() async throws {
        let sandbox = try CLISandbox()
        for step in try Self.steps(in: Self.readme()) {
            let result = try await QuireExecutable.run(step.arguments, in: sandbox)
            #expect(result.status == 0, "quire-samples \(step.arguments.joined(separator: " ")): \(result)")
            #expect(result.stderr.isEmpty, "quire-samples \(step.arguments.joined(separator: " ")): \(result)")
            guard let expected = step.expected else { continue }
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let printed = lines.last == "" ? Array(lines.dropLast()) : lines
            #expect(printed.count == expected.count
                    && zip(printed, expected).allSatisfy { Self.matches($0, $1) },
                    "quire-samples \(step.arguments.joined(separator: " ")) printed:\n\(result.stdout)README shows:\n\(expected.joined(separator: "\n"))")
        }
        #expect(sandbox.leftoverTemporaries() == [])
    }
}
