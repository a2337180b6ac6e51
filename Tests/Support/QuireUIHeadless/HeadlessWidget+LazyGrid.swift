import Foundation
import QuireUI

/// A lazy grid's sections as its widget was given them: each header's, cells' and footer's widgets.
package struct HeadlessGridSection {
    package var header: [HeadlessWidget]
    package var cells: [HeadlessWidget]
    package var footer: [HeadlessWidget]
}

extension HeadlessWidget {
    /// The grid's children are every section's widgets in order; `gridSections` says which is which.
    package func setSections(_ sections: [LazyGridSection]) {
        func headless(_ widgets: [any PlatformWidget]) -> [HeadlessWidget] { widgets.compactMap { $0 as? HeadlessWidget } }
        gridSections = sections.map { HeadlessGridSection(header: headless($0.header), cells: headless($0.cells),
                                                         footer: headless($0.footer)) }
        children = gridSections.flatMap { $0.header + $0.cells + $0.footer }
        changes += 1
    }
}
