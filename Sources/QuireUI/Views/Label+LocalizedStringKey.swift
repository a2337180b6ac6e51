import Foundation

extension Label where Title == Text, Icon == Image {
    /// The localized `titleKey` with the icon for an SF Symbols name (`Label("Delete", systemImage:
    /// "trash")`): a literal title is a key, looked up as `Text`'s is.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
}
