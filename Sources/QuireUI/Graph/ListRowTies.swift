/// Whether a lazy list row's content holds anything of its element's own: `@State` (or another
/// property a view keeps: `@StateObject`, `@FocusState`, `@Namespace`, …) or a node that is more than
/// its views (one not known to render from the views it is given alone — `onAppear`, a text field, a
/// gesture, a `NavigationLink`…). A row that holds nothing may show another element, updated with its
/// view (`ListRowNode.showElement`): what SwiftUI's lists do with their cells, and for such a row the
/// same as a new one. Set by the nodes made in the row's content, through the environment.
@MainActor
final class ListRowTies {
    private(set) var isTiedToElement = false

    func tie() {
        isTiedToElement = true
    }
}

private struct ListRowTiesKey: EnvironmentKey {
    static var defaultValue: ListRowTies? { nil }
}

extension EnvironmentValues {
    /// The ties of the list row the view is in (set for a row's content only).
    var listRowTies: ListRowTies? {
        get { self[ListRowTiesKey.self] }
        set { self[ListRowTiesKey.self] = newValue }
    }
}
