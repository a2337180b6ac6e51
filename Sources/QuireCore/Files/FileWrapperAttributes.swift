import Foundation

/// A wrapper's file attributes: the ones Quire applies when writing (permissions, modification date)
/// kept typed, the rest (owner, size, inode…, or any key a caller sets) kept as given.
struct FileWrapperAttributes {
    var permissions: mode_t?
    var modificationDate: Date?
    var other: [String: Any] = [:]
    /// The caller assigned `fileAttributes`: what is written may then differ from the source file, so
    /// the source must not simply be hard-linked.
    var setByCaller = false

    init() {}

    init(status: POSIX.Status) {
        permissions = status.permissions
        modificationDate = status.modificationDate
        let type: FileAttributeType = status.isDirectory ? .typeDirectory
            : status.isSymbolicLink ? .typeSymbolicLink : .typeRegular
        other = [
            FileAttributeKey.type.rawValue: type,
            FileAttributeKey.size.rawValue: Int(status.size),
            FileAttributeKey.ownerAccountID.rawValue: Int(status.userID),
            FileAttributeKey.groupOwnerAccountID.rawValue: Int(status.groupID),
            FileAttributeKey.systemNumber.rawValue: Int(truncatingIfNeeded: status.device),
            FileAttributeKey.systemFileNumber.rawValue: Int(truncatingIfNeeded: status.inode),
            FileAttributeKey.referenceCount.rawValue: Int(truncatingIfNeeded: status.linkCount),
        ]
    }

    /// Parses a caller's dictionary; `posixPermissions` may be any integer type or an `NSNumber`.
    init(dictionary: [String: Any]) {
        var rest = dictionary
        if let value = rest.removeValue(forKey: FileAttributeKey.posixPermissions.rawValue) {
            permissions = Self.integer(value).map { mode_t(truncatingIfNeeded: $0) & 0o7777 }
        }
        if let value = rest.removeValue(forKey: FileAttributeKey.modificationDate.rawValue) {
            modificationDate = value as? Date
        }
        other = rest
        setByCaller = true
    }

    var dictionary: [String: Any] {
        var result = other
        if let permissions { result[FileAttributeKey.posixPermissions.rawValue] = Int(permissions) }
        if let modificationDate { result[FileAttributeKey.modificationDate.rawValue] = modificationDate }
        return result
    }

    private static func integer(_ value: Any) -> Int? {
        switch value {
        case let v as Int: return v
        case let v as Int16: return Int(v)
        case let v as UInt16: return Int(v)
        case let v as Int32: return Int(v)
        case let v as UInt32: return Int(v)
        case let v as UInt: return Int(truncatingIfNeeded: v)
        case let v as NSNumber: return v.intValue
        default: return nil
        }
    }
}
