import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a property of an extension of `EnvironmentValues` or `FocusedValues` backed by a key
/// the macro writes beside it, as SwiftUI's macro does.
///
/// `@Entry var tint: Color = .blue` in `EnvironmentValues` becomes a computed `tint` reading and
/// writing `self[__Key_tint.self]`, and a private `__Key_tint: EnvironmentKey` whose `defaultValue`
/// is the initializer (nil for an optional without one). In `FocusedValues` the property is optional
/// and the key a `FocusedValueKey` of the unwrapped type.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        switch try EntryContainer(context.lexicalContext) {
        case .environmentValues:
            let defaultValue = entry.initializer ?? (entry.isOptional ? "nil" : nil)
            guard let defaultValue else { throw EntryError.needsDefaultValue }
            return ["""
                private struct \(raw: entry.keyName): EnvironmentKey {
                    static var defaultValue: \(entry.type) { \(defaultValue) }
                }
                """]
        case .focusedValues:
            guard let wrapped = entry.wrappedType else { throw EntryError.focusedValueNotOptional }
            return ["""
                private struct \(raw: entry.keyName): FocusedValueKey {
                    typealias Value = \(wrapped)
                }
                """]
        }
    }
}

/// What `@Entry` reads from the property it is attached to.
private struct Entry {
    let keyName: String
    let type: TypeSyntax
    let initializer: ExprSyntax?

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.accessorBlock == nil else {
            throw EntryError.notAStoredVar
        }
        guard let type = binding.typeAnnotation?.type.trimmed else { throw EntryError.needsType }
        keyName = "__Key_\(name)"
        self.type = type
        initializer = binding.initializer?.value.trimmed
    }

    var isOptional: Bool { wrappedType != nil }

    /// `T` of `T?` or `Optional<T>`.
    var wrappedType: TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmed }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
           let argument = generic.genericArgumentClause?.arguments.first {
            return TypeSyntax(argument.argument.as(TypeSyntax.self))?.trimmed
        }
        return nil
    }
}

/// The type whose extension holds the entry.
private enum EntryContainer {
    case environmentValues, focusedValues

    init(_ lexicalContext: [Syntax]) throws {
        let extended = lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?.extendedType.trimmedDescription
        switch extended?.split(separator: ".").last {
        case "EnvironmentValues": self = .environmentValues
        case "FocusedValues": self = .focusedValues
        default: throw EntryError.unsupportedContainer
        }
    }
}

private enum EntryError: Error, CustomStringConvertible {
    case notAStoredVar, needsType, needsDefaultValue, focusedValueNotOptional, unsupportedContainer

    var description: String {
        switch self {
        case .notAStoredVar: "'@Entry' applies to a single 'var' without accessors"
        case .needsType: "'@Entry' needs the property's type written out"
        case .needsDefaultValue: "'@Entry' in EnvironmentValues needs a default value (or an optional type)"
        case .focusedValueNotOptional: "'@Entry' in FocusedValues needs an optional type"
        case .unsupportedContainer: "'@Entry' applies in extensions of EnvironmentValues and FocusedValues"
        }
    }
}
