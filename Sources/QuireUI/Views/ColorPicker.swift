import QuireCore
import QuireGraphics

/// A control for choosing a colour (SwiftUI's `ColorPicker`): the label, then GTK's colour button,
/// which shows the colour and opens GNOME's colour chooser (swatches and a custom editor). Without
/// `supportsOpacity` the chooser offers no opacity and a chosen colour is opaque.
public struct ColorPicker<Label: View>: View {
    public typealias Body = Never

    let label: Label
    let title: String?
    let selection: ColorSelection
    let supportsOpacity: Bool

    /// A picker labeled by `label`, bound to a `Color`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(label: label(), title: nil, selection: ColorSelection(selection), supportsOpacity: supportsOpacity)
    }

    /// A picker labeled by `label`, bound to a `CGColor`.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(label: label(), title: nil, selection: ColorSelection(selection), supportsOpacity: supportsOpacity)
    }

    init(label: Label, title: String?, selection: ColorSelection, supportsOpacity: Bool) {
        self.label = label
        self.title = title
        self.selection = selection
        self.supportsOpacity = supportsOpacity
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled by `titleKey`, bound to a `Color`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(label: Text(titleKey.resolved), title: titleKey.resolved, selection: ColorSelection(selection),
                  supportsOpacity: supportsOpacity)
    }

    /// A picker titled `title`, bound to a `Color`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(label: Text(title), title: String(title), selection: ColorSelection(selection),
                  supportsOpacity: supportsOpacity)
    }

    /// A picker titled by `titleKey`, bound to a `CGColor`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(label: Text(titleKey.resolved), title: titleKey.resolved, selection: ColorSelection(selection),
                  supportsOpacity: supportsOpacity)
    }

    /// A picker titled `title`, bound to a `CGColor`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(label: Text(title), title: String(title), selection: ColorSelection(selection),
                  supportsOpacity: supportsOpacity)
    }
}

/// A colour picker's binding, `Color` or `CGColor`, read and written as components.
@MainActor
struct ColorSelection {
    let get: @MainActor () -> ColorComponents
    let set: @MainActor (ColorComponents) -> Void

    init(_ binding: Binding<Color>) {
        get = { binding.wrappedValue.rgba }
        set = { binding.wrappedValue = Color(red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.opacity) }
    }

    init(_ binding: Binding<CGColor>) {
        get = { Color(cgColor: binding.wrappedValue).rgba }
        set = { binding.wrappedValue = CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.opacity) }
    }
}

extension ColorPicker: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { ColorPickerNode(context) }
}

/// What a colour picker node needs of a `ColorPicker`, whatever its label type.
@MainActor
protocol AnyColorPicker: TitledControl {
    var title: String? { get }
    var labelView: any View { get }
    var selection: ColorSelection { get }
    var supportsOpacity: Bool { get }
}

extension ColorPicker: AnyColorPicker {
    var labelView: any View { label }
}
