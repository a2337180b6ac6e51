import Foundation

/// A backend without a display, for tests and benchmarks: each widget records its properties and
/// children and how often the graph changed them, and stands in for the person using it (`click`,
/// `type`, `toggle`).
@MainActor
package final class HeadlessBackend: ViewBackend {
    /// Every widget made, in order.
    package private(set) var madeWidgets: [HeadlessWidget] = []

    package init() {}

    private func make(_ kind: HeadlessWidget.Kind) -> HeadlessWidget {
        let widget = HeadlessWidget(kind: kind)
        madeWidgets.append(widget)
        return widget
    }

    package func makeText() -> any TextWidget { make(.text) }
    package func makeTextEditor() -> any EditableTextWidget { make(.textEditor) }
    package func makeTextField() -> any TextFieldWidget { make(.textField) }
    package func makeButton() -> any ButtonWidget { make(.button) }
    package func makeToggle() -> any ToggleWidget { make(.toggle) }
    package func makeStack(_ kind: StackKind) -> any StackWidget { make(.stack(kind)) }
    package func makeScroll() -> any ScrollWidget { make(.scroll) }
    package func makeSpacer() -> any SpacerWidget { make(.spacer) }
    package func makeDivider() -> any DividerWidget { make(.divider) }
    package func makeColor() -> any ColorWidget { make(.color) }
    package func makeImage() -> any ImageWidget { make(.image) }
    package func makePicture() -> any PictureWidget { make(.picture) }
    package func makeGradient() -> any GradientWidget { make(.gradient) }

    package func makeDecorator(around content: any PlatformWidget) -> any DecoratorWidget {
        let decorator = make(.decorator)
        decorator.children = [content].compactMap { $0 as? HeadlessWidget }
        return decorator
    }
}

/// One headless widget. `changes` counts every setter call after creation, so tests can tell which
/// widgets an update touched.
@MainActor
package final class HeadlessWidget: TextWidget, TextFieldWidget, ButtonWidget, ToggleWidget, StackWidget,
                                    ScrollWidget, SpacerWidget, DividerWidget, ColorWidget, ImageWidget,
                                    DecoratorWidget, PictureWidget, GradientWidget {
    package enum Kind: Hashable {
        case text, textEditor, textField, button, toggle, stack(StackKind), scroll, spacer, divider, color
        case image, decorator, picture, gradient
    }

    package let kind: Kind
    package var text = ""
    package var placeholder = ""
    package var title = ""
    package var isOn = false
    package var iconName = ""
    package var color: Color?
    package var axis: Axis?
    package var axes: Axis.Set?
    package var minLength: CGFloat?
    package var layout: StackLayout?
    package var decoration: Decoration?
    package var picture: PictureSource?
    package var gradient: LinearGradient?
    package var style = WidgetStyle()
    package var content: HeadlessWidget?
    package var children: [HeadlessWidget] = []
    /// Setter calls (each property set, each new children list).
    package private(set) var changes = 0
    /// `setText` calls: each one would replace a text view's whole buffer.
    package private(set) var textSets = 0

    package var onTextChange: (@MainActor (String) -> Void)?
    package var onClick: (@MainActor () -> Void)?
    package var onToggle: (@MainActor (Bool) -> Void)?

    init(kind: Kind) {
        self.kind = kind
    }

    package func setStyle(_ style: WidgetStyle) { self.style = style; changes += 1 }
    package func setText(_ text: String) { self.text = text; textSets += 1; changes += 1 }
    package func setPlaceholder(_ placeholder: String) { self.placeholder = placeholder; changes += 1 }
    package func setTitle(_ title: String) { self.title = title; changes += 1 }
    package func setContent(_ content: any PlatformWidget) { self.content = content as? HeadlessWidget; changes += 1 }
    package func setIsOn(_ isOn: Bool) { self.isOn = isOn; changes += 1 }
    package func setLayout(_ layout: StackLayout) { self.layout = layout; changes += 1 }
    package func setAxes(_ axes: Axis.Set) { self.axes = axes; changes += 1 }
    package func setAxis(_ axis: Axis) { self.axis = axis; changes += 1 }
    package func setColor(_ color: Color) { self.color = color; changes += 1 }
    package func setIconName(_ name: String) { iconName = name; changes += 1 }
    package func setDecoration(_ decoration: Decoration) { self.decoration = decoration; changes += 1 }
    package func setPicture(_ source: PictureSource) { picture = source; changes += 1 }
    package func setGradient(_ gradient: LinearGradient) { self.gradient = gradient; changes += 1 }

    package func setAxis(_ axis: Axis, minLength: CGFloat?) {
        self.axis = axis
        self.minLength = minLength
        changes += 1
    }

    package func setChildren(_ children: [any PlatformWidget]) {
        self.children = children.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    // MARK: standing in for the person

    /// Clicks a button.
    package func click() {
        onClick?()
    }

    /// Replaces the text as typing would, telling the node.
    package func type(_ newText: String) {
        text = newText
        onTextChange?(newText)
    }

    /// Clicks a check box.
    package func toggle() {
        isOn.toggle()
        onToggle?(isOn)
    }

    // MARK: looking

    /// This widget and those inside it, depth first.
    package var allWidgets: [HeadlessWidget] {
        [self] + (content.map { $0.allWidgets } ?? []) + children.flatMap(\.allWidgets)
    }

    /// Text widgets' texts and buttons' and toggles' titles inside this widget, in order.
    package var texts: [String] {
        allWidgets.compactMap { widget in
            switch widget.kind {
            case .text, .textEditor, .textField: widget.text
            case .button, .toggle: widget.title.isEmpty ? nil : widget.title
            default: nil
            }
        }
    }
}
