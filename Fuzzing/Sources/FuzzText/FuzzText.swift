import FuzzSupport
import Foundation
import NotesModel
@testable import QuireCore

/// Seed 000's `TextDocument` reading a file's bytes as Quire opens it: valid UTF-8 comes back byte for
/// byte; anything else is the seed's `fileReadCorruptFile`, which Quire explains as `.corrupt` naming
/// the offset of the first bad byte — where an independent UTF-8 decoder stops.
@main
enum FuzzText {
    static func main() {
        Fuzzer.run {
            return { data in
                let wrapper = FileWrapper(regularFileWithContents: data)
                let configuration = FileDocumentReadConfiguration(contentType: .plainText, file: wrapper)
                do {
                    let document = try TextDocument(configuration: configuration)
                    require(Data(document.text.utf8) == data, "the text is not the file's bytes")
                } catch {
                    let error = DocumentError.reading(error, url: URL(fileURLWithPath: "/fuzz/input.txt"), wrapper: wrapper,
                                                      contentType: .plainText)
                    require(error.code == .corrupt, "refused with \(error.code)")
                    let expected = firstInvalidOffset(data)
                    require(expected != nil, "valid UTF-8 was refused: \(error.message)")
                    if let expected {
                        require(error.detail?.contains("at offset \(expected) ") == true,
                                "wrong offset (expected \(expected)): \(error.detail ?? "")")
                    }
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
