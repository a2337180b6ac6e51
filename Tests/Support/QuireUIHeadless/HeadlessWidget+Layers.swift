import Foundation
import QuireUI

/// What a headless layered view was given, by part; its `children` are the drawn widgets in drawing
/// order (background layer, content, overlay layer), then a mask's.
package struct HeadlessLayers {
    package var content: [HeadlessWidget] = []
    package var layer: [HeadlessWidget] = []
    package var placement: LayerPlacement?
    package var alignment: Alignment?
    package var clip: ClipOutline?
    package var shadow: ViewShadow?
}

extension HeadlessWidget {
    package func setLayeredContent(_ widgets: [any PlatformWidget]) {
        layers.content = widgets.compactMap { $0 as? HeadlessWidget }
        arrangeLayers()
        changes += 1
    }

    package func setLayer(_ layer: ViewLayer?) {
        layers.layer = layer?.widgets.compactMap { $0 as? HeadlessWidget } ?? []
        layers.placement = layer?.placement
        layers.alignment = layer?.alignment
        arrangeLayers()
        changes += 1
    }

    package func setClip(_ clip: ClipOutline?) {
        layers.clip = clip
        changes += 1
    }

    package func setShadow(_ shadow: ViewShadow?) {
        layers.shadow = shadow
        changes += 1
    }

    private func arrangeLayers() {
        children = switch layers.placement {
        case .background: layers.layer + layers.content
        case .overlay, .mask, .accessibilityRepresentation: layers.content + layers.layer
        case nil: layers.content
        }
    }
}
