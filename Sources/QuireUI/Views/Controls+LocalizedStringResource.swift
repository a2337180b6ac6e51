import Foundation
import QuireCore

// The controls' title initializers taking a `LocalizedStringResource` (SwiftUI's, iOS 16 / macOS 13
// and later): the title is the resource's translation in the user's language, as a
// `LocalizedStringKey` title is. Disfavoured, as `Text`'s: a string literal is a `LocalizedStringKey`.

extension Button where Label == Text {
    /// A button titled by `titleResource`'s translation.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
        self.init(String(localized: titleResource), action: action)
    }

    /// A button with a role, titled by `titleResource`'s translation.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(String(localized: titleResource), role: role, action: action)
    }
}

extension Button where Label == QuireUI.Label<Text, Image> {
    /// A button titled by `titleResource`'s translation with the icon for an SF Symbols name.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole? = nil,
                action: @escaping @MainActor () -> Void) {
        self.init(String(localized: titleResource), systemImage: systemImage, role: role, action: action)
    }

    /// A button titled by `titleResource`'s translation with an image from the app's resources.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, role: ButtonRole? = nil,
                action: @escaping @MainActor () -> Void) {
        self.init(String(localized: titleResource), image: image, role: role, action: action)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by `titleResource`'s translation.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(String(localized: titleResource), isOn: isOn)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled by `titleResource`'s translation with the icon for an SF Symbols name.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(String(localized: titleResource), systemImage: name)
    }
}

extension Link where Label == Text {
    /// A link titled by `titleResource`'s translation.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(String(localized: titleResource), destination: destination)
    }
}
