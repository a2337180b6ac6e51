import Foundation

/// A widget a backend made for a node. The view graph holds widgets only through these protocols, so
/// it runs the same on GTK and on the headless test backend.
@MainActor
package protocol PlatformWidget: AnyObject {
    /// Font, colour and enabled state, from the node's environment.
    func setStyle(_ style: WidgetStyle)
}

/// What the environment says about how a widget draws.
package struct WidgetStyle: Hashable, Sendable {
    package var font: Font?
    package var foreground: Color?
    package var isEnabled: Bool

    package init(font: Font? = nil, foreground: Color? = nil, isEnabled: Bool = true) {
        self.font = font
        self.foreground = foreground
        self.isEnabled = isEnabled
    }

    init(_ environment: EnvironmentValues) {
        self.init(font: environment.font, foreground: environment.foregroundStyle, isEnabled: environment.isEnabled)
    }
}

/// Read-only text (`Text`).
@MainActor package protocol TextWidget: PlatformWidget {
    func setText(_ text: String)
}

/// Editable text whose edits the node hears through `onTextChange` (`TextEditor`, `TextField`).
/// Setting the text from the node must not call `onTextChange`.
@MainActor package protocol EditableTextWidget: PlatformWidget {
    var onTextChange: (@MainActor (String) -> Void)? { get set }
    func setText(_ text: String)
}

/// A one-line entry.
@MainActor package protocol TextFieldWidget: EditableTextWidget {
    func setPlaceholder(_ placeholder: String)
}

/// A push button: a title, or one widget as its content.
@MainActor package protocol ButtonWidget: PlatformWidget {
    var onClick: (@MainActor () -> Void)? { get set }
    func setTitle(_ title: String)
    func setContent(_ content: any PlatformWidget)
}

/// A check box. Setting `isOn` from the node must not call `onToggle`.
@MainActor package protocol ToggleWidget: PlatformWidget {
    var onToggle: (@MainActor (Bool) -> Void)? { get set }
    func setTitle(_ title: String)
    func setContent(_ content: any PlatformWidget)
    func setIsOn(_ isOn: Bool)
}

/// A container laying out its children in a row, a column or on top of each other. `setChildren`
/// gets the whole new list; the backend moves, inserts and removes only what differs.
@MainActor package protocol StackWidget: PlatformWidget {
    func setLayout(_ layout: StackLayout)
    func setChildren(_ children: [any PlatformWidget])
}

/// A scrolling container.
@MainActor package protocol ScrollWidget: PlatformWidget {
    func setAxes(_ axes: Axis.Set)
    func setChildren(_ children: [any PlatformWidget])
}

/// Space that grows along `axis`.
@MainActor package protocol SpacerWidget: PlatformWidget {
    func setAxis(_ axis: Axis, minLength: CGFloat?)
}

/// A line across its container: horizontal when the container's axis is vertical.
@MainActor package protocol DividerWidget: PlatformWidget {
    func setAxis(_ axis: Axis)
}

/// A filled rectangle.
@MainActor package protocol ColorWidget: PlatformWidget {
    func setColor(_ color: Color)
}

/// A themed icon.
@MainActor package protocol ImageWidget: PlatformWidget {
    func setIconName(_ name: String)
}

/// A wrapper around one widget, given for its lifetime, adding padding, a background or a size.
@MainActor package protocol DecoratorWidget: PlatformWidget {
    func setDecoration(_ decoration: Decoration)
}
