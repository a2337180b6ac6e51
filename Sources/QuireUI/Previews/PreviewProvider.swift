import Foundation

/// A type that gives previews of views (SwiftUI's `PreviewProvider`). Linux has no canvas to show
/// them in; `previews` is an ordinary view an app or a test can render.
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform the canvas would run the previews on; nil lets it choose.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms Xcode's canvas previews on (SwiftUI's `PreviewPlatform`).
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// The size a canvas gives a preview (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a canvas simulates, by its name ("iPhone 15") (SwiftUI's `PreviewDevice`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }
}

/// How a device is held (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    private let name: String
    public var id: String { name }

    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")

    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}

// What these modifiers set is read only by Xcode's canvas, which Linux does not have: each returns
// the view unchanged (docs/SWIFTUI-COVERAGE.md, "accepted").
extension View {
    /// The size Xcode's canvas gives the preview.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// The name Xcode's canvas shows above the preview.
    public func previewDisplayName(_ value: String?) -> some View { self }
    /// The device Xcode's canvas simulates.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// The orientation Xcode's canvas shows the preview in.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
