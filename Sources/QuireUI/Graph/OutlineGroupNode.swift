/// `OutlineGroup` (and `List(_:children:)`). In a list: the outline flattened — each expanded
/// element followed by its children — as the rows of one `ListRowGroup`, so rows are made only in
/// view and an expansion is one insertion of the children's rows; each row shows its depth and an
/// expander when it can have children. The node keeps which elements are expanded. Outside a list:
/// nested `DisclosureGroup`s (`OutlineLevel`).
final class OutlineGroupNode: ViewNode, ListRowGroupOwner {
    /// One row of the flattened outline.
    private struct Entry: Identifiable {
        let id: AnyHashable
        let element: Any
        let depth: Int
        /// nil: a leaf.
        let isExpanded: Bool?
    }

    private var outline: OutlineData?
    private var expanded = Set<AnyHashable>()
    private var rowGroup: ListRowGroup?
    private var levels = ChildSlot()

    var editActions: RowEditActions { RowEditActions() }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        outline = (view as? any AnyOutlineGroup)?.outlineData
        render()
    }

    override func refresh() {
        render()
    }

    private func render() {
        guard let outline else { return }
        guard let scope = environment.listRowScope else {
            rowGroup?.unmount()
            rowGroup = nil
            levels.reconcile(OutlineLevel(outline: outline, elements: outline.roots), in: self, environment: environment)
            widgets = levels.widgets
            return
        }
        levels.clear()
        let entries = flatten(outline)
        var rowEnvironment = environment
        rowEnvironment.listRowScope = nil
        rowEnvironment.layoutAxis = .horizontal
        let values = CollectionRowValues(values: entries, id: \.id) { offset in
            let element = entries[offset].element
            return { outline.content(element) }
        }
        let group = rowGroup ?? ListRowGroup(owner: self, scope: scope)
        rowGroup = group
        let base = environment.listOutlineDepth ?? 0
        group.update(values, environment: environment, rowEnvironment: rowEnvironment) { offset in
            ListRowOutline(depth: base + entries[offset].depth, isExpanded: entries[offset].isExpanded)
        }
        widgets = [group]
    }

    /// The rows shown: the roots, each expanded element's children after it.
    private func flatten(_ outline: OutlineData) -> [Entry] {
        var entries: [Entry] = []
        func visit(_ elements: [Any], depth: Int) {
            for element in elements {
                let id = outline.id(element)
                let children = outline.children(element)
                let isExpanded = children == nil ? nil : expanded.contains(id)
                entries.append(Entry(id: id, element: element, depth: depth, isExpanded: isExpanded))
                if isExpanded == true, let children, depth < ViewStructure.maximumDepth {
                    visit(children, depth: depth + 1)
                }
            }
        }
        visit(outline.roots, depth: 0)
        return entries
    }

    func toggleExpansion(of tag: AnyHashable) {
        guard isMounted else { return }
        if expanded.remove(tag) == nil {
            expanded.insert(tag)
        }
        invalidate()
    }

    override func unmount() {
        super.unmount()
        rowGroup?.unmount()
        rowGroup = nil
        levels.clear()
    }

    override func collectWidgets() -> [any PlatformWidget] {
        rowGroup.map { [$0] } ?? levels.widgets
    }
}

/// What an outline node needs of an `OutlineGroup`.
@MainActor
protocol AnyOutlineGroup {
    var outlineData: OutlineData { get }
}

extension OutlineGroup: AnyOutlineGroup {
    var outlineData: OutlineData { outline }
}

/// One level of an outline outside a list: each element's view, in a `DisclosureGroup` showing the
/// next level when it can have children.
struct OutlineLevel: View {
    private struct Element: Identifiable {
        let id: AnyHashable
        let value: Any
    }

    let outline: OutlineData
    let elements: [Any]

    var body: some View {
        ForEach(elements.map { Element(id: outline.id($0), value: $0) }) { element in
            if let children = outline.children(element.value) {
                DisclosureGroup {
                    OutlineSubgroupChildren(view: OutlineLevel(outline: outline, elements: children))
                } label: {
                    AnyView(outline.content(element.value))
                }
            } else {
                AnyView(outline.content(element.value))
            }
        }
    }
}
