/// One section of a lazy grid as its widget shows it: the header's widgets across the grid, the
/// cells from a new line, the footer's widgets across the grid. Views outside any `Section` make
/// sections without header or footer.
package struct LazyGridSection {
    package var header: [any PlatformWidget] = []
    package var cells: [any PlatformWidget] = []
    package var footer: [any PlatformWidget] = []

    package init(header: [any PlatformWidget] = [], cells: [any PlatformWidget] = [], footer: [any PlatformWidget] = []) {
        self.header = header
        self.cells = cells
        self.footer = footer
    }

    /// Whether two lists of sections show the same widgets in the same places.
    @MainActor
    static func same(_ lhs: [LazyGridSection], _ rhs: [LazyGridSection]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { left, right in
            ViewNode.same(left.header, right.header) && ViewNode.same(left.cells, right.cells)
                && ViewNode.same(left.footer, right.footer)
        }
    }
}

/// Set by a lazy grid for its content: each `Section` in it gives the grid its header's, cells' and
/// footer's widgets instead of making a section widget, and says here which widget is which part of
/// which section, so the grid can put its content's widgets back into sections.
@MainActor
final class LazyGridSectionScope {
    enum Part { case header, cell, footer }

    private var parts: [ObjectIdentifier: (section: ObjectIdentifier, part: Part)] = [:]
    private var registered: [ObjectIdentifier: [ObjectIdentifier]] = [:]

    /// Records `section`'s widgets, replacing what it said before.
    func set(_ section: AnyObject, header: [any PlatformWidget], cells: [any PlatformWidget], footer: [any PlatformWidget]) {
        remove(section)
        let id = ObjectIdentifier(section)
        let all = [(header, Part.header), (cells, .cell), (footer, .footer)]
        for (widgets, part) in all {
            for widget in widgets { parts[ObjectIdentifier(widget)] = (id, part) }
        }
        registered[id] = all.flatMap { $0.0.map { ObjectIdentifier($0) } }
    }

    func remove(_ section: AnyObject) {
        for widget in registered.removeValue(forKey: ObjectIdentifier(section)) ?? [] {
            parts[widget] = nil
        }
    }

    /// `widgets` (a grid's content, in order) grouped into sections: a section's parts in order,
    /// consecutive widgets outside any section one section of cells.
    func sections(of widgets: [any PlatformWidget]) -> [LazyGridSection] {
        var sections: [LazyGridSection] = []
        var currentSection: ObjectIdentifier?
        for widget in widgets {
            let found = parts[ObjectIdentifier(widget)]
            if sections.isEmpty || found?.section != currentSection {
                sections.append(LazyGridSection())
                currentSection = found?.section
            }
            switch found?.part ?? .cell {
            case .header: sections[sections.count - 1].header.append(widget)
            case .cell: sections[sections.count - 1].cells.append(widget)
            case .footer: sections[sections.count - 1].footer.append(widget)
            }
        }
        return sections
    }
}

private struct LazyGridSectionScopeKey: EnvironmentKey {
    static var defaultValue: LazyGridSectionScope? { nil }
}

extension EnvironmentValues {
    /// Set by a lazy grid for its content (`LazyGridSectionScope`).
    var lazyGridSections: LazyGridSectionScope? {
        get { self[LazyGridSectionScopeKey.self] }
        set { self[LazyGridSectionScopeKey.self] = newValue }
    }
}
