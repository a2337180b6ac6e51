extension Image {
    /// Whether a picture is drawn in its own colours or as a template: its shape (its opacity) in the
    /// foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    /// Draws the picture as a template (`.template`: its opacity painted in the foreground style, which
    /// follows `foregroundStyle`, `tint` and the light or dark style) or in its own colours
    /// (`.original`); nil keeps what its image set says (`"template-rendering-intent"`). Themed and
    /// system-symbol icons are symbolic, always drawn in the foreground colour.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.picture?.renderingMode = renderingMode
        return image
    }
}

extension PictureSource {
    /// Whether the toolkit draws the picture in the foreground colour: asked for, or the image set's
    /// intent when nothing was asked.
    package var isTemplate: Bool {
        switch renderingMode {
        case .template: true
        case .original: false
        case nil: asset?.isTemplate ?? false
        }
    }
}
