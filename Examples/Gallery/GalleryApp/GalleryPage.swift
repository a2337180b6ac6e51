import SwiftUI

/// The sidebar's pages: one per family of SwiftUI that Quire renders.
enum GalleryPage: String, CaseIterable, Identifiable, Hashable {
    case controls, input, forms, lists, text, shapes, layout, animation, navigation, presentations, scenes

    var id: Self { self }

    var title: String {
        switch self {
        case .controls: "Controls"
        case .input: "Input & Clipboard"
        case .forms: "Forms & Containers"
        case .lists: "Lists & Tables"
        case .text: "Text & Fonts"
        case .shapes: "Shapes & Drawing"
        case .layout: "Layout"
        case .animation: "Animation"
        case .navigation: "Navigation"
        case .presentations: "Presentations"
        case .scenes: "Scenes & Commands"
        }
    }

    var systemImage: String {
        switch self {
        case .controls: "slider.horizontal.3"
        case .input: "keyboard"
        case .forms: "list.bullet.rectangle"
        case .lists: "tablecells"
        case .text: "textformat"
        case .shapes: "paintbrush"
        case .layout: "square.grid.2x2"
        case .animation: "sparkles"
        case .navigation: "arrow.right.circle"
        case .presentations: "rectangle.stack"
        case .scenes: "macwindow"
        }
    }
}
