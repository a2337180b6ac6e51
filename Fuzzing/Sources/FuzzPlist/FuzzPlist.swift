import FuzzSupport
import Foundation
@testable import QuireCore

/// `UTType.registerDeclarations(fromPropertyList:)`'s parser, without registering: Info.plist
/// fragments, whole XML and binary property lists. Anything it refuses must be a `.corrupt`
/// `DocumentError`; what it accepts must hold only identifiers, extensions and MIME types that
/// pass the same checks the registry relies on.
@main
enum FuzzPlist {
    static func main() {
        Fuzzer.run {
            return { data in
                do {
                    let declarations = try PropertyListTypeDeclarations(data: data)
                    for declaration in declarations.exported + declarations.imported {
                        require(!declaration.identifier.isEmpty, "an empty identifier was accepted")
                        for type in declaration.mimeTypes {
                            require(SharedMIMEDatabase.normalizedMIMEType(type) == type, "MIME type “\(type)” not normalized")
                        }
                        for ext in declaration.filenameExtensions {
                            require(UTType.validatedTag(ext, tagClass: .filenameExtension) != nil, "extension “\(ext)” accepted")
                        }
                    }
                } catch let error as DocumentError {
                    require(error.code == .corrupt, "refused with \(error.code), not .corrupt: \(error.message)")
                } catch {
                    require(false, "not a DocumentError: \(error)")
                }
            }
        }
    }
}
