import FuzzSupport
import Foundation
@testable import QuireCore

/// The shared-mime-info reader: `globs2`, `types`, `subclasses` and `aliases` of a `mime` folder, and
/// the per-type XML a description comes from. The input is a `FuzzTree` whose preamble is `globs2`
/// (`@@f aliases`, `@@f text/x-fuzz.xml`… add the others). Nothing may trap; every type the database
/// reports must be one `normalizedMIMEType` accepts, and every derived identifier must map back.
@main
enum FuzzMIMEInfo {
    static func main() {
        Fuzzer.run {
            let scratch = ScratchDirectory("mime")
            let mime = scratch.path("mime")
            let outside = scratch.path("outside")
            _ = FileManager.default.createFile(atPath: outside.path, contents: Data("outside".utf8))
            return { data in
                ScratchDirectory.remove(mime)
                FuzzTree(data, preamble: "globs2").materialize(at: mime, outside: outside)
                let database = SharedMIMEDatabase.load(from: [mime])
                for type in database.types.sorted().prefix(64) {
                    require(SharedMIMEDatabase.normalizedMIMEType(type) == type, "type “\(type)” is not normalized")
                    let identifier = SharedMIMEDatabase.identifier(forMIMEType: type)
                    require(database.type(forDerivedIdentifier: identifier) != nil, "“\(identifier)” maps to no type")
                    _ = database.equivalents(of: type)
                    _ = database.knows(type)
                }
                for (ext, types) in database.typesByExtension.prefix(64) {
                    require(!ext.isEmpty && !types.isEmpty, "empty extension entry")
                }
                _ = database.comment(for: "text/x-fuzz")
                for type in database.types.sorted().prefix(4) { _ = database.comment(for: type) }
            }
        }
    }
}
