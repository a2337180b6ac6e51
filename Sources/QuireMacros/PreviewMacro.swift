import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: a file-scope struct with a unique name whose `preview` builds a `Preview` from the
/// macro's own arguments, so the body is type-checked (with `@ViewBuilder`, through `Preview`'s
/// initializer) as Xcode's build does.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("Preview")
        var call = FunctionCallExprSyntax(calledExpression: DeclReferenceExprSyntax(baseName: .identifier("Preview")),
                                          leftParen: .leftParenToken(), arguments: node.arguments, rightParen: .rightParenToken())
        call.trailingClosure = node.trailingClosure
        call.additionalTrailingClosures = node.additionalTrailingClosures
        return ["""
            @MainActor private enum \(name) {
                static var preview: Preview {
                    \(call)
                }
            }
            """]
    }
}
