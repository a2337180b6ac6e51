import FuzzSupport
import Foundation
@testable import QuireCore

/// `FileWrapper(url:options:)` on a tree built from the input (`FuzzTree`: files, folders, links,
/// hard links to a file outside, FIFOs, sparse files, names with newlines or invalid UTF-8), checked
/// against what was built: every file's bytes, every link's destination exactly as stored, every
/// folder's names. A FIFO must be refused (`.unsupportedType`), and a name or link destination that is not
/// UTF-8 too (`.invalidName`); nothing else may fail. What was read is then written beside it with the tree
/// as `originalContentsURL` (unchanged files are hard-linked) and read back equal, and the file
/// outside the tree that hard links point at must be untouched.
@main
enum FuzzFileWrapper {
    static let outsideBytes = Data("outside the package".utf8)

    static func main() {
        Fuzzer.run {
            let scratch = ScratchDirectory("filewrapper")
            let tree = scratch.path("tree")
            let copy = scratch.path("copy")
            let outside = scratch.path("outside")
            _ = FileManager.default.createFile(atPath: outside.path, contents: outsideBytes)
            return { data in
                ScratchDirectory.remove(tree)
                ScratchDirectory.remove(copy)
                let expected = FuzzTree(data).materialize(at: tree, outside: outside)
                let options: FileWrapper.ReadingOptions = [[], .immediate, .withoutMapping, [.immediate, .withoutMapping]][data.count % 4]
                let refusal = expectedRefusal(expected)
                let wrapper: FileWrapper
                do {
                    wrapper = try FileWrapper(url: tree, options: options)
                } catch let error as DocumentError {
                    require(refusal.contains(error.code), "refused with \(error.code) (expected \(refusal)): \(error.message)")
                    return
                } catch {
                    require(false, "not a DocumentError: \(error)")
                    return
                }
                require(refusal.isEmpty, "a tree holding a FIFO or a non-UTF-8 name was read")
                compare(wrapper, expected, at: "tree")
                do {
                    try wrapper.write(to: copy, options: .atomic, originalContentsURL: tree)
                    let reread = try FileWrapper(url: copy, options: options)
                    compare(reread, expected, at: "copy")
                } catch {
                    require(false, "what was read could not be written and read back: \(error)")
                }
                require(readFile(outside) == outsideBytes, "the outside file changed")
            }
        }
    }

    static func expectedRefusal(_ node: FuzzTree.Node) -> Set<DocumentError.Code> {
        var codes = Set<DocumentError.Code>()
        func visit(_ node: FuzzTree.Node) {
            switch node {
            case .fifo: codes.insert(.unsupportedType)
            case .symbolicLink(let target) where String(validating: target, as: UTF8.self) == nil: codes.insert(.invalidName)
            case .directory(let children):
                for (name, child) in children {
                    if String(validating: name, as: UTF8.self) == nil { codes.insert(.invalidName) }
                    visit(child)
                }
            default: break
            }
        }
        visit(node)
        return codes
    }

    static func compare(_ wrapper: FileWrapper, _ expected: FuzzTree.Node, at path: String) {
        let content = wrapper.withStorage { $0.content }
        switch (expected, content) {
        case (.file(let bytes), .regularFile):
            require(wrapper.regularFileContents == bytes, "\(path): contents differ")
        case (.hardLinkToOutside, .regularFile):
            require(wrapper.regularFileContents == outsideBytes, "\(path): hard link contents differ")
        case (.sparse(let size), .regularFile):
            let contents = wrapper.regularFileContents
            require(contents?.count == size, "\(path): sparse file size \(contents?.count ?? -1), not \(size)")
            if let contents, size > 0 { require(contents.last == 0 && contents.first == 0, "\(path): sparse bytes") }
        case (.symbolicLink(let target), .symbolicLink(let stored)):
            require(Array(stored.utf8) == target, "\(path): link destination “\(stored)” differs")
        case (.directory(let children), .directory(let wrappers)):
            let names = Set(children.keys.map { String(decoding: $0, as: UTF8.self) })
            require(Set(wrappers.keys) == names, "\(path): names \(wrappers.keys.sorted()) differ from \(names.sorted())")
            for (name, child) in children {
                let key = String(decoding: name, as: UTF8.self)
                guard let childWrapper = wrappers[key] else { continue }
                compare(childWrapper, child, at: path + "/" + key)
            }
        default:
            require(false, "\(path): expected \(expected), read \(content)")
        }
    }
}
