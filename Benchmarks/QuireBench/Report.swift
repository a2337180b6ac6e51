import Foundation

/// One line of the results table.
struct ResultRow {
    enum Verdict: String {
        case pass = "PASS"
        case fail = "FAIL"
        /// A figure shown for context, with no target of its own.
        case info = "info"
        /// A benchmark that cannot run yet.
        case notMeasured = "not measured yet"
    }

    var benchmark: String
    var quire: String
    var baseline: String
    var ratio: String
    var target: String
    var verdict: Verdict

    static func notMeasured(_ benchmark: String, target: String) -> ResultRow {
        ResultRow(benchmark: benchmark, quire: "—", baseline: "—", ratio: "—", target: target, verdict: .notMeasured)
    }
}

/// One line of the scaling table: a figure at 1×, 10× and 100× the document size.
struct ScalingRow {
    var document: String
    var sizes: [String]
    var figures: [String]
    var growth: String
    var target: String
    var verdict: ResultRow.Verdict
}

/// Prints the tables as GitHub-flavoured Markdown (readable in a terminal, pasteable into an issue).
enum Report {
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { index, cell in
                cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: " | ") + " |"
        }
        let rule = "| " + widths.map { String(repeating: "-", count: $0) }.joined(separator: " | ") + " |"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    static func results(_ rows: [ResultRow]) -> String {
        table(["benchmark", "Quire", "baseline", "ratio", "target", "result"],
              rows.map { [$0.benchmark, $0.quire, $0.baseline, $0.ratio, $0.target, $0.verdict.rawValue] })
    }

    static func scaling(_ rows: [ScalingRow]) -> String {
        table(["document", "1×", "10×", "100×", "100× / 1×", "target", "result"],
              rows.map { row in
                  [row.document] + zip(row.sizes, row.figures).map { "\($1) (\($0))" }
                      + [row.growth, row.target, row.verdict.rawValue]
              })
    }
}

/// Human units.
enum Format {
    static func milliseconds(_ seconds: Double) -> String {
        let ms = seconds * 1000
        if ms < 10 { return String(format: "%.2f ms", ms) }
        if ms < 100 { return String(format: "%.1f ms", ms) }
        return String(format: "%.0f ms", ms)
    }

    static func bytes(_ count: Double) -> String {
        if count < 1024 { return String(format: "%.0f B", count) }
        if count < 1024 * 1024 { return String(format: "%.1f KiB", count / 1024) }
        return String(format: "%.1f MiB", count / 1024 / 1024)
    }

    static func ratio(_ value: Double) -> String {
        if value >= 100 { return String(format: "%.0f×", value) }
        if value >= 10 { return String(format: "%.1f×", value) }
        return String(format: "%.2f×", value)
    }

    static func percent(_ fraction: Double) -> String { String(format: "%.2f%%", fraction * 100) }
}
