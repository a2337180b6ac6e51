/// How the lines of multiline text line up (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

extension View {
    /// Lines of text in this view that wrap line up as `alignment` says (leading unless set).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentModifier { $0.multilineTextAlignment = alignment })
    }
}
