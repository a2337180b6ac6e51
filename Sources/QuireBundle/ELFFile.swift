import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a bundle reads from an executable (64-bit little-endian ELF: x86-64, AArch64, RISC-V): the
/// libraries its dynamic section names (`DT_NEEDED`), and the names of the resource bundles its code
/// looks for (SwiftPM's `Bundle.module` accessor holds `<Package>_<Target>.resources` as a string).
struct ELFFile {
    let url: URL
    private let data: Data

    init(contentsOf url: URL) throws {
        self.url = url
        do {
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw BundleError("cannot read \(url.path): \(error.localizedDescription)")
        }
        guard data.count > 64, data.prefix(4).elementsEqual([0x7F, 0x45, 0x4C, 0x46]) else {
            throw BundleError("\(url.path) is not an ELF executable")
        }
        guard data[4] == 2, data[5] == 1 else {
            throw BundleError("\(url.path) is not a 64-bit little-endian ELF file, which is all `quire bundle` reads")
        }
    }

    private func integer(at offset: Int, size: Int) throws -> UInt64 {
        guard offset >= 0, offset + size <= data.count else { throw BundleError("\(url.path): a header points past the end of the file") }
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(data[data.startIndex + offset + index]) }
        return value
    }

    /// The sonames in `DT_NEEDED`, in order.
    func neededLibraries() throws -> [String] {
        let programHeaders = Int(try integer(at: 0x20, size: 8))
        let entrySize = Int(try integer(at: 0x36, size: 2))
        let count = Int(try integer(at: 0x38, size: 2))
        var loads: [(virtual: UInt64, offset: UInt64, size: UInt64)] = []
        var dynamic: (offset: Int, size: Int)?
        for index in 0..<count {
            let header = programHeaders + index * entrySize
            let type = try integer(at: header, size: 4)
            let offset = try integer(at: header + 8, size: 8)
            let virtual = try integer(at: header + 16, size: 8)
            let fileSize = try integer(at: header + 32, size: 8)
            if type == 1 { loads.append((virtual, offset, fileSize)) }
            if type == 2 { dynamic = (Int(offset), Int(fileSize)) }
        }
        guard let dynamic else { return [] }  // statically linked
        var needed: [UInt64] = []
        var stringTable: UInt64?
        var entry = dynamic.offset
        while entry + 16 <= dynamic.offset + dynamic.size {
            let tag = try integer(at: entry, size: 8)
            let value = try integer(at: entry + 8, size: 8)
            if tag == 0 { break }
            if tag == 1 { needed.append(value) }
            if tag == 5 { stringTable = value }
            entry += 16
        }
        guard let stringTable else { throw BundleError("\(url.path) has a dynamic section without a string table") }
        guard let load = loads.first(where: { stringTable >= $0.virtual && stringTable < $0.virtual + $0.size }) else {
            throw BundleError("\(url.path): its string table is in no loaded segment")
        }
        let tableOffset = Int(stringTable - load.virtual + load.offset)
        return try needed.map { try string(at: tableOffset + Int($0)) }
    }

    private func string(at offset: Int) throws -> String {
        guard offset >= 0, offset < data.count else { throw BundleError("\(url.path): a name points past the end of the file") }
        let start = data.startIndex + offset
        let end = data[start...].firstIndex(of: 0) ?? data.endIndex
        return String(decoding: data[start..<end], as: UTF8.self)
    }

    /// Every `<name>.resources` string in the file (names of letters, digits, `_`, `-` and `.`).
    func resourceBundleNames() -> Set<String> {
        let suffix = Array(".resources".utf8)
        var names: Set<String> = []
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.baseAddress else { return }
            var position = 0
            // memchr to each "." (fast even in a debug build), then the rest compared.
            while position + suffix.count <= raw.count,
                  let found = memchr(base + position, Int32(suffix[0]), raw.count - position) {
                let end = base.distance(to: UnsafeRawPointer(found))
                guard end + suffix.count <= raw.count,
                      memcmp(base + end, suffix, suffix.count) == 0 else {
                    position = end + 1
                    continue
                }
                var start = end
                while start > 0 {
                    let byte = raw[start - 1]
                    let isNameByte = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                        || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D || byte == 0x2E
                    guard isNameByte else { break }
                    start -= 1
                }
                if start < end {
                    let name = String(decoding: UnsafeRawBufferPointer(rebasing: raw[start..<(end + suffix.count)]), as: UTF8.self)
                    names.insert(name)
                }
                position = end + suffix.count
            }
        }
        return names
    }
}
