// Seed code written for `import SwiftUI` also gets Foundation and Observation (`@Observable`) from
// that one import; QuireCore does the same for headless model libraries, and adds the part of
// Combine its own API is made of (`ObservableObject`, `@Published`, `AnyCancellable`) — a model
// library that uses more of Combine imports it, as on Apple platforms. `import Quire` re-exports all
// of Combine.
@_exported import Foundation
@_exported import Observation
@_exported import class CombineCore.AnyCancellable
@_exported import protocol CombineCore.Cancellable
@_exported import protocol CombineCore.ObservableObject
@_exported import class CombineCore.ObservableObjectPublisher
@_exported import struct CombineCore.Published
