/// Declares a property of an extension of `EnvironmentValues` or `FocusedValues` with its key
/// written by the macro (SwiftUI's `@Entry`): `@Entry var tint: Color = .blue` reads and writes
/// `self[Key.self]` of a private `EnvironmentKey` whose default is the initializer; in
/// `FocusedValues`, `@Entry var count: Int?` gets a `FocusedValueKey` of `Int`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "QuireMacros", type: "EntryMacro")
