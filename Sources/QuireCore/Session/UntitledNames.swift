import Foundation

/// "Untitled", "Untitled 2", … for new documents in this process, in the user's language.
@MainActor
enum UntitledNames {
    private static var count = 0
    static func next() -> String {
        count += 1
        return count == 1 ? QuireStrings.localized("Untitled") : QuireStrings.localized("Untitled \(count)")
    }
}
