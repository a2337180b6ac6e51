/// Plays back recorded values and a completion to each subscriber, as they ask for them (Combine's
/// `Record`): a stand-in publisher for tests and previews.
public struct Record<Output, Failure: Error>: Publisher {
    /// Values and the completion, in the order received.
    public struct Recording {
        public typealias Input = Output

        public private(set) var output: [Output]
        public private(set) var completion: Subscribers.Completion<Failure>
        private var completed = false

        /// An empty recording that finishes.
        public init() {
            self.init(output: [])
        }

        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
        }

        /// Records a value. A value after the completion is a programmer error.
        public mutating func receive(_ input: Input) {
            precondition(!completed, "Record.Recording received a value after its completion")
            output.append(input)
        }

        /// Records the completion. A second completion is a programmer error.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            precondition(!completed, "Record.Recording received a second completion")
            self.completion = completion
            completed = true
        }
    }

    public let recording: Recording

    /// A record of what `record` puts into a new recording.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    public init(recording: Recording) {
        self.recording = recording
    }

    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        self.recording = Recording(output: output, completion: completion)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let values = Publishers.Sequence<[Output], Failure>(sequence: recording.output)
        switch recording.completion {
        case .finished: values.receive(subscriber: subscriber)
        case .failure(let error): values.append(Fail(error: error)).receive(subscriber: subscriber)
        }
    }
}

extension Record: Codable where Output: Codable, Failure: Codable {
    private enum CodingKeys: String, CodingKey { case recording }

    public init(from decoder: any Decoder) throws {
        recording = try decoder.container(keyedBy: CodingKeys.self).decode(Recording.self, forKey: .recording)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(recording, forKey: .recording)
    }
}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {
    private enum CodingKeys: String, CodingKey { case output, completion, failure }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        output = try container.decode([Output].self, forKey: .output)
        let failure = try container.decodeIfPresent(Failure.self, forKey: .failure)
        completion = failure.map { .failure($0) } ?? .finished
        completed = true
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(output, forKey: .output)
        if case .failure(let error) = completion { try container.encode(error, forKey: .failure) }
    }
}
