import Foundation

extension ContentUnavailableView where Label == QuireUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A page titled by the localized `titleKey` under the icon for an SF Symbols name, with an
    /// optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = QuireUI.Label(titleKey, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
}
