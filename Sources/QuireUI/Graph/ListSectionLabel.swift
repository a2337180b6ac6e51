/// A `Section`'s header or footer inside a `List`, standing among the list content's widgets in its
/// place: the list shows it as a row of its kind (not selectable) holding `content`. Never reaches a
/// backend. A new label stands for new content widgets, so the list makes a new row for it.
@MainActor
final class ListSectionLabel: PlatformWidget {
    let kind: ListRowKind
    let content: [any PlatformWidget]

    init(kind: ListRowKind, content: [any PlatformWidget]) {
        self.kind = kind
        self.content = content
    }

    func setStyle(_ style: WidgetStyle) {}
}
