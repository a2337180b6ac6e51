/// Whether a string can be one name in a folder, checked here for every caller (a rename, an app id, a
/// package's child, a version's stored name): not empty, not `.` or `..`, no `/` or NUL, at most
/// `NAME_MAX` bytes — and, where Quire itself keeps the folder's leftovers tidy, not one of its hidden
/// temporaries (`TemporaryItem`), which the next cleanup there would remove.
package enum FileName {
    /// Why a name can't be used.
    package enum Problem: Equatable, Sendable {
        case empty
        case leavesFolder
        case containsSlash
        case containsNUL
        case tooLong(maximum: Int)
        case temporary

        /// What is wrong, to follow a quoted name: "“a/b” contains “/”".
        package var reason: String {
            switch self {
            case .empty: "is empty"
            case .leavesFolder: "would leave its folder"
            case .containsSlash: "contains “/”"
            case .containsNUL: "contains a NUL character"
            case .tooLong(let maximum): "is longer than \(maximum) bytes"
            case .temporary: "is reserved for Quire’s temporary files"
            }
        }
    }

    /// `NAME_MAX` on Linux file systems.
    package static let maximumLength = 255

    /// Why `name` can't be used, or nil. `allowsTemporaryNames`: inside a document's package, where
    /// no cleanup of Quire's looks, a child may have any name the file system takes.
    package static func problem(with name: String, maximumLength: Int = maximumLength,
                                allowsTemporaryNames: Bool = false) -> Problem? {
        if name.isEmpty { return .empty }
        if name == "." || name == ".." { return .leavesFolder }
        if name.contains("/") { return .containsSlash }
        if name.utf8.contains(0) { return .containsNUL }
        if name.utf8.count > maximumLength { return .tooLong(maximum: maximumLength) }
        if !allowsTemporaryNames && TemporaryItem.isTemporary(name) { return .temporary }
        return nil
    }

    /// Whether `name` can be used (`problem(with:)` is nil).
    package static func isValid(_ name: String, maximumLength: Int = maximumLength) -> Bool {
        problem(with: name, maximumLength: maximumLength) == nil
    }
}
