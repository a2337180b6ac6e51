import FuzzSupport
import Foundation
@testable import QuireCore

/// `recently-used.xbel` as `RecentDocuments` reads and edits it, without writing: the parser
/// (`XMLSpanParser`, `XBELFile`), the entries, and the byte edits of adding (new and existing
/// entries) and removing. Every edit of a file that parsed must parse again and say what was asked;
/// a file that does not parse must be refused with `.corrupt` or `.tooLarge`.
@main
enum FuzzXBEL {
    static let stamp = "2025-01-02T03:04:05.123456Z"

    static func main() {
        Fuzzer.run {
            return { data in
                let bytes = [UInt8](data)
                let file: XBELFile
                do {
                    file = try XBELFile(bytes: bytes, url: nil)
                } catch let error as DocumentError {
                    require(error.code == .corrupt || error.code == .tooLarge, "refused with \(error.code)")
                    return
                } catch {
                    require(false, "not a DocumentError: \(error)")
                    return
                }
                let entries = file.bookmarks.compactMap(XBELFile.entry)
                var targets = [URL(fileURLWithPath: "/tmp/Quire fuzz/new document.txt")]
                if let local = entries.first(where: { $0.url.isFileURL && FileURI.path(from: $0.href) != nil }) {
                    targets.append(local.url)
                }
                for url in targets {
                    let added = RecentDocuments.contents(adding: url, mimeType: "text/plain", appName: "Quire Fuzz",
                                                         appExec: "quire-fuzz %u", stamp: stamp, to: file)
                    let reread: XBELFile
                    do {
                        reread = try XBELFile(bytes: added, url: nil)
                    } catch {
                        require(false, "adding \(url.path) gave a file that does not parse: \(error)")
                        return
                    }
                    let path = url.standardizedFileURL.path
                    let ours = reread.bookmarks.filter { RecentDocuments.matches($0, path: path) }
                    require(!ours.isEmpty, "the added bookmark for \(path) is not in the result")
                    let registered = ours.compactMap(XBELFile.entry).contains { entry in
                        entry.applications.contains { $0.name == "Quire Fuzz" && $0.exec == "quire-fuzz %u" }
                    }
                    require(registered, "the added bookmark does not register the application")
                    if let removed = RecentDocuments.contents(removing: url, from: reread) {
                        do {
                            let after = try XBELFile(bytes: removed, url: nil)
                            require(!after.bookmarks.contains { RecentDocuments.matches($0, path: path) },
                                    "the removed bookmark is still there")
                        } catch {
                            require(false, "removing \(path) gave a file that does not parse: \(error)")
                        }
                    } else {
                        require(false, "removing the bookmark just added found nothing")
                    }
                }
            }
        }
    }
}
