import Foundation

/// An encoder of a whole value into one output (Combine's `TopLevelEncoder`): what `encode(encoder:)`
/// takes. `JSONEncoder` and `PropertyListEncoder` are ones.
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder of a whole value from one input (Combine's `TopLevelDecoder`): what
/// `decode(type:decoder:)` takes. `JSONDecoder` and `PropertyListDecoder` are ones.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publishers {
    /// Encodes each value; an encoding error fails the publisher (`encode(encoder:)`).
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = any Error

        public let upstream: Upstream
        private let encoder: Coder

        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encoder = self.encoder
            upstream.tryMap { try encoder.encode($0) }.subscribe(subscriber)
        }
    }

    /// Decodes each value; a decoding error fails the publisher (`decode(type:decoder:)`).
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = any Error

        public let upstream: Upstream
        private let decoder: Coder

        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let decoder = self.decoder
            upstream.tryMap { try decoder.decode(Output.self, from: $0) }.subscribe(subscriber)
        }
    }
}

extension Publisher where Output: Encodable {
    /// Encodes each value with `encoder`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publisher {
    /// Decodes each value as `type` with `decoder`.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}
