// `import UniformTypeIdentifiers` on Linux: QuireCore's `UTType` and `UTTagClass` (with the standard
// types) under Apple's module name, and Foundation, which Apple's module brings too.
@_exported import Foundation
@_exported import struct QuireCore.UTTagClass
@_exported import struct QuireCore.UTType
