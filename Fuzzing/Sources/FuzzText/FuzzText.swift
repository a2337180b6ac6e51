import FuzzSupport
import Foundation
import NotesModel
import QuireCore

/// Seed 000's `TextDocument` reading a file's bytes: valid UTF-8 comes back byte for byte; anything
/// else is `.corrupt` naming the offset of the first bad byte, which must be where an independent
/// UTF-8 decoder stops.
@main
enum FuzzText {
    static func main() {
        Fuzzer.run {
            return { data in
                let configuration = FileDocumentReadConfiguration(contentType: .plainText,
                                                                  file: FileWrapper(regularFileWithContents: data))
                do {
                    let document = try TextDocument(configuration: configuration)
                    require(Data(document.text.utf8) == data, "the text is not the file's bytes")
                } catch let error as DocumentError {
                    require(error.code == .corrupt, "refused with \(error.code)")
                    let expected = firstInvalidOffset(data)
                    require(expected != nil, "valid UTF-8 was refused: \(error.message)")
                    if let expected {
                        require(error.detail?.contains("at offset \(expected) ") == true,
                                "wrong offset (expected \(expected)): \(error.detail ?? "")")
                    }
                } catch {
                    require(false, "not a DocumentError: \(error)")
                }
            }
        }
    }

    /// Where the standard library's UTF-8 parser first reports an error.
    static func firstInvalidOffset(_ data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
