import Observation
import QuireCore

/// The app's commands, kept current: read (`CommandsReader`) with the app's environment from
/// `source` — which reads the app's `body` again, so commands built there from the `App`'s own
/// dynamic properties (`@FocusedBinding var document` on the app) follow them — and read again — once per main-actor turn — when anything the reading read changes: an Observation property
/// (the focused values, an `@Observable` model), or an `ObservableObject` it watched. `onChange` then
/// gets the new reading; the host turns it into menus and accelerators.
@MainActor
package final class AppCommands {
    private let source: @MainActor (inout CommandsReader) -> [any Commands]
    private let environment: EnvironmentValues
    /// The latest reading.
    package private(set) var resolved = ResolvedCommands()
    /// Called after each reading but the first.
    package var onChange: (ResolvedCommands) -> Void = { _ in }
    private var objectTokens: [AnyCancellable] = []
    private var generation = 0

    /// `source` returns the commands to read, after linking what it reads them from with the reader
    /// (`CommandsReader.link`).
    package init(source: @escaping @MainActor (inout CommandsReader) -> [any Commands], environment: EnvironmentValues) {
        self.source = source
        self.environment = environment
        read()
    }

    isolated deinit {
        for token in objectTokens { token.cancel() }
    }

    /// Reads the commands now.
    package func read() {
        generation += 1
        let generation = self.generation
        var reader = CommandsReader(environment: environment)
        withObservationTracking {
            for command in source(&reader) { reader.read(command) }
        } onChange: { [weak self] in
            Task { @MainActor in self?.readAgain(after: generation) }
        }
        resolved = reader.resolved
        for token in objectTokens { token.cancel() }
        objectTokens = reader.watchedObjects.map { object in
            Self.watch(object) { [weak self] in
                Task { @MainActor in self?.readAgain(after: generation) }
            }
        }
        if generation > 1 { onChange(resolved) }
    }

    /// Calls `body` (on any thread) each time `object` announces a change.
    private static func watch<Object: ObservableObject>(_ object: Object,
                                                        _ body: @escaping @Sendable () -> Void) -> AnyCancellable {
        object.objectWillChange.sink { _ in body() }
    }

    /// Something read by reading `generation` changed: read again, once for however many changes
    /// (the first change's task reads; the others find a newer reading).
    private func readAgain(after generation: Int) {
        guard generation == self.generation else { return }
        read()
    }
}
