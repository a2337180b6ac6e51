import Foundation

/// The person's home folder: `$HOME` when it is an absolute path (as GTK and the shell take it),
/// else the password database's.
package enum HomeFolder {
    static var path: String {
        if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/") { return home }
        return NSHomeDirectory()
    }

    package static var url: URL { URL(fileURLWithPath: path, isDirectory: true) }
}
