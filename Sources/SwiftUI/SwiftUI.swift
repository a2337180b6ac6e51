// `import SwiftUI` on Linux: Quire under Apple's module name, so a package keeps Apple's imports and
// depends on Quire only on Linux (README, Examples/CrossPlatform). Like Apple's SwiftUI it brings
// Foundation, Observation and Combine with it.
@_exported import Quire
