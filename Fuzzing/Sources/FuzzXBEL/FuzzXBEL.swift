import FuzzSupport
import Foundation
@testable import QuireCore

/// `recently-used.xbel` as `RecentDocuments` reads and edits it through GLib's `GBookmarkFile`
/// (`BookmarkFile`), without writing to disk: reading, the entries, adding (a new entry and an
/// existing one) and removing. A file GLib refuses must be refused with `.corrupt` or `.tooLarge`.
/// Every edit of a file GLib read must read back and say what was asked — or be refused, which is
/// allowed only when GLib cannot write the unedited file back readably either (GLib 2.74 writes a
/// MIME type or icon holding `&`, `<` or `"` unescaped): nothing unreadable is ever produced.
@main
enum FuzzXBEL {
    static let date = Date(timeIntervalSince1970: 1_735_787_045.123456)
    static let appName = "Quire Fuzz"

    static func main() {
        Fuzzer.run {
            return { data in
                let bytes = [UInt8](data)
                let file: BookmarkFile
                do {
                    file = try BookmarkFile(bytes: bytes, url: nil)
                } catch let error as DocumentError {
                    require(error.code == .corrupt || error.code == .tooLarge, "refused with \(error.code)")
                    return
                } catch {
                    require(false, "not a DocumentError: \(error)")
                    return
                }
                let entries = file.uris.compactMap(file.entry)
                let writable = (try? file.data(url: nil)) != nil  // nil: GLib cannot write it back readably
                var targets = [URL(fileURLWithPath: "/tmp/Quire fuzz/new document.txt")]
                if let local = entries.first(where: { $0.url.isFileURL && FileURI.path(from: $0.href) != nil }) {
                    targets.append(local.url)
                }
                for url in targets {
                    let note = RecentDocuments.Note(url: url, mimeType: "text/plain", appName: appName, appExec: "quire-fuzz %u")
                    let added: [UInt8]
                    do {
                        added = try RecentDocuments.contents(adding: [note], date: date, to: bytes)
                    } catch {
                        require(!writable && (error as? DocumentError)?.code == .corrupt,
                                "adding \(url.path) to a file GLib writes back was refused: \(error)")
                        continue
                    }
                    let path = url.standardizedFileURL.path
                    let reread: BookmarkFile
                    do {
                        reread = try BookmarkFile(bytes: added, url: nil)
                    } catch {
                        require(false, "adding \(path) gave a file that does not read back: \(error)")
                        return
                    }
                    let ours = reread.uris.filter { RecentDocuments.standardizedPath(of: $0) == path }
                    require(!ours.isEmpty, "the added bookmark for \(path) is not in the result")
                    let registered = ours.compactMap(reread.entry).contains { entry in
                        entry.applications.contains { $0.name == appName && $0.count >= 1 }
                    }
                    require(registered, "the added bookmark does not register the application")
                    do {
                        guard let removed = try RecentDocuments.contents(removing: url, from: added) else {
                            require(false, "removing the bookmark just added found nothing")
                            return
                        }
                        let after = try BookmarkFile(bytes: removed, url: nil)
                        require(!after.uris.contains { RecentDocuments.standardizedPath(of: $0) == path },
                                "the removed bookmark is still there")
                    } catch {
                        require(false, "removing \(path) failed: \(error)")
                    }
                }
            }
        }
    }
}
