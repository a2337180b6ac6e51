import Foundation

extension View {
    /// The folder the file dialogs of this view and those inside start in (SwiftUI's
    /// `fileDialogDefaultDirectory(_:)`); nil leaves it to the platform.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        modifier(_EnvironmentModifier { $0.fileDialogConfiguration.defaultDirectory = defaultDirectory })
    }

    /// The label of the confirming button of the file dialogs inside (SwiftUI's
    /// `fileDialogConfirmationLabel(_:)`): "Import" for an importer, say. nil: the dialog's own.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        let text = label?.content
        return modifier(_EnvironmentModifier { $0.fileDialogConfiguration.confirmationLabel = text })
    }

    /// `fileDialogConfirmationLabel` from a localized string key.
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileDialogConfirmationLabel(Text(labelKey.resolved))
    }

    /// `fileDialogConfirmationLabel` from a string.
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        fileDialogConfirmationLabel(Text(label))
    }

    /// What the file dialogs inside say about what the person is choosing (SwiftUI's
    /// `fileDialogMessage(_:)`): GTK's file chooser has no message area, so it is the dialog's title.
    public func fileDialogMessage(_ message: Text?) -> some View {
        let text = message?.content
        return modifier(_EnvironmentModifier { $0.fileDialogConfiguration.message = text })
    }

    /// `fileDialogMessage` from a localized string key.
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        fileDialogMessage(Text(messageKey.resolved))
    }

    /// `fileDialogMessage` from a string.
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        fileDialogMessage(Text(message))
    }
}

/// How the views around a presenting view configured its file dialogs.
struct FileDialogConfiguration: Equatable {
    var defaultDirectory: URL?
    var confirmationLabel: String?
    var message: String?
}

private struct FileDialogConfigurationKey: EnvironmentKey {
    static var defaultValue: FileDialogConfiguration { FileDialogConfiguration() }
}

extension EnvironmentValues {
    var fileDialogConfiguration: FileDialogConfiguration {
        get { self[FileDialogConfigurationKey.self] }
        set { self[FileDialogConfigurationKey.self] = newValue }
    }
}
