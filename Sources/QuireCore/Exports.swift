// Seed code written for `import SwiftUI` also gets Foundation and Observation (`@Observable`) from
// that one import; QuireCore does the same for headless model libraries.
@_exported import Foundation
@_exported import Observation
