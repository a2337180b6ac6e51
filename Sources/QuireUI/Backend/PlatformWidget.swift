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
    /// How the lines of wrapping text line up (text widgets only).
    package var multilineTextAlignment: TextAlignment
    /// The tooltip (`.help`), nil for none.
    package var help: String?
    /// The controls' size, border shape, text field style and tint.
    package var controls: ControlAppearance

    package init(font: Font? = nil, foreground: Color? = nil, isEnabled: Bool = true,
                 multilineTextAlignment: TextAlignment = .leading, help: String? = nil,
                 controls: ControlAppearance = ControlAppearance()) {
        self.font = font
        self.foreground = foreground
        self.isEnabled = isEnabled
        self.multilineTextAlignment = multilineTextAlignment
        self.help = help
        self.controls = controls
    }

    init(_ environment: EnvironmentValues) {
        self.init(font: environment.font, foreground: environment.foregroundStyle, isEnabled: environment.isEnabled,
                  multilineTextAlignment: environment.multilineTextAlignment, help: environment.help,
                  controls: environment.controlAppearance)
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

/// `TextEditor`: a scrolling text view with a find and replace bar. `onFindPresentedChange` runs
/// when the person shows or hides the bar (Ctrl+F, Escape).
@MainActor package protocol TextEditorWidget: EditableTextWidget {
    var onFindPresentedChange: (@MainActor (Bool) -> Void)? { get set }
    func setFind(_ find: TextFindState)
    func setContentMargins(_ margins: ContentMargins)
}

/// A one-line entry. `onSubmit` runs when the person presses Enter in it, `onFocusEnter` and
/// `onFocusLeave` when the keyboard focus comes into and leaves it.
@MainActor package protocol TextFieldWidget: EditableTextWidget {
    var onSubmit: (@MainActor () -> Void)? { get set }
    var onFocusEnter: (@MainActor () -> Void)? { get set }
    var onFocusLeave: (@MainActor () -> Void)? { get set }
    func setPlaceholder(_ placeholder: String)
    /// The name assistive technologies read (the field's title when a prompt is its placeholder).
    func setAccessibilityLabel(_ label: String)
}

/// How a button draws (`.buttonStyle`).
package enum ButtonBorder: Hashable, Sendable {
    /// A regular button.
    case automatic
    /// Flat: no background until hovered.
    case borderless
    /// The suggested action (or the destructive one, for a destructive role).
    case prominent
    /// A link: the label in the accent colour, no background.
    case link
    /// No look of its own: an app's `ButtonStyle` draws the button's content.
    case none
}

/// A push button: a title, or one widget as its content.
@MainActor package protocol ButtonWidget: PlatformWidget {
    var onClick: (@MainActor () -> Void)? { get set }
    /// The person started (true) or stopped (false) pressing the button: pointer down on it, or a
    /// key activating it.
    var onPressedChange: (@MainActor (Bool) -> Void)? { get set }
    func setTitle(_ title: String)
    func setContent(_ content: any PlatformWidget)
    /// The button's role: `.destructive` draws it as a destructive action.
    func setRole(_ role: ButtonRole?)
    func setBorder(_ border: ButtonBorder)
    /// The name assistive technologies read (an icon-only button has no text of its own).
    func setAccessibilityLabel(_ label: String)
    /// Whether clicking moves the keyboard focus to the button (row actions leave it where it is).
    func setFocusOnClick(_ focusOnClick: Bool)
}

/// A link (`Link`) showing its destination: a click calls `onOpen`, and the node opens the URL with
/// the environment's `openURL` (by default the desktop's handler for it).
@MainActor package protocol LinkWidget: PlatformWidget {
    var onOpen: (@MainActor () -> Void)? { get set }
    func setDestination(_ uri: String)
    func setTitle(_ title: String)
    func setContent(_ content: any PlatformWidget)
    func setAccessibilityLabel(_ label: String)
}

/// What a progress view draws.
package enum ProgressIndicator: Hashable, Sendable {
    /// A spinning indicator (indeterminate progress).
    case spinner
    /// A bar filled to `fraction` of its length; nil: a bar that pulses (indeterminate progress).
    case bar(fraction: Double?)
}

/// A progress indicator (`ProgressView`) with an optional label and an optional label for the current
/// value, each shown only once set.
@MainActor package protocol ProgressWidget: PlatformWidget {
    func setIndicator(_ indicator: ProgressIndicator)
    func setLabel(_ content: any PlatformWidget)
    func setCurrentValueLabel(_ content: any PlatformWidget)
    func setAccessibilityLabel(_ label: String)
}

/// A level within bounds (`Gauge`): a filled bar with a label, the current value's label and labels
/// for the bounds at its ends, each shown only once set.
@MainActor package protocol GaugeWidget: PlatformWidget {
    /// The level, out of 1.
    func setLevel(_ fraction: Double)
    func setLabel(_ content: any PlatformWidget)
    func setCurrentValueLabel(_ content: any PlatformWidget)
    func setMinimumValueLabel(_ content: any PlatformWidget)
    func setMaximumValueLabel(_ content: any PlatformWidget)
    /// The marked values' labels, laid out along the bar's width, under it.
    func setMarkedValueLabels(_ content: any PlatformWidget)
    func setAccessibilityLabel(_ label: String)
}

/// How a toggle draws: a check box, a label with a switch at its end, or a button that stays pressed
/// while on.
package enum ToggleKind: Hashable, Sendable {
    case checkbox, `switch`, button
}

/// A check box or a switch (made as one kind for its lifetime). Setting `isOn` from the node must not
/// call `onToggle`.
@MainActor package protocol ToggleWidget: PlatformWidget {
    var onToggle: (@MainActor (Bool) -> Void)? { get set }
    func setTitle(_ title: String)
    func setContent(_ content: any PlatformWidget)
    func setIsOn(_ isOn: Bool)
    /// Whether the toggle stands for values that are partly on (a check box's dash; others show off).
    func setIsMixed(_ isMixed: Bool)
    /// The name assistive technologies read, for a toggle whose label is a view.
    func setAccessibilityLabel(_ label: String)
}

/// A horizontal slider over a range (`Slider`), with an optional label before it and value labels at
/// its ends. A move the person makes arrives through `onValueChange` and does not move the thumb: the
/// node answers with `setValue` (the value snapped to the step). Setting the value from the node never
/// calls `onValueChange`. `onEditingChange` is `true` when a drag or a key press starts changing the
/// value and `false` when it ends.
@MainActor package protocol SliderWidget: PlatformWidget {
    var onValueChange: (@MainActor (Double) -> Void)? { get set }
    var onEditingChange: (@MainActor (Bool) -> Void)? { get set }
    /// The range and the step (nil: continuous), for the keys and the thumb's travel.
    func setRange(_ range: ClosedRange<Double>, step: Double?)
    func setValue(_ value: Double)
    func setLabel(_ content: any PlatformWidget)
    func setMinimumValueLabel(_ content: any PlatformWidget)
    func setMaximumValueLabel(_ content: any PlatformWidget)
    /// The name assistive technologies read.
    func setAccessibilityLabel(_ label: String)
}

/// How a picker draws (made as one kind for its lifetime).
package enum PickerKind: Hashable, Sendable {
    /// A drop-down button listing the choices.
    case menu
    /// A linked row of toggle buttons, one per choice.
    case segmented
    /// A column of radio buttons, one per choice.
    case radioButtons
}

/// One choice as a picker widget shows it.
package struct PickerOption: Hashable, Sendable {
    package var title: String
    package var iconName: String?

    package init(title: String, iconName: String? = nil) {
        self.title = title
        self.iconName = iconName
    }
}

/// A choice of one among options (`Picker`), after an optional label. The person's choice arrives
/// through `onSelect` with its index; the node answers with `setSelectedIndex`. Setting the options
/// or the selection from the node never calls `onSelect`.
@MainActor package protocol PickerWidget: PlatformWidget {
    var onSelect: (@MainActor (Int) -> Void)? { get set }
    func setLabel(_ content: any PlatformWidget)
    func setOptions(_ options: [PickerOption])
    /// nil: none of the options is the selection.
    func setSelectedIndex(_ index: Int?)
    /// What a drop-down's button shows in place of the chosen option (`currentValueLabel:`); nil: the
    /// option. Other kinds show their options and ignore it, as SwiftUI's do.
    func setCurrentValueLabel(_ label: PickerOption?)
    func setAccessibilityLabel(_ label: String)
}

/// A colour button after an optional label (`ColorPicker`): it shows a colour and lets the person
/// choose another, which arrives through `onColorChange`. Setting the colour from the node never
/// calls it.
@MainActor package protocol ColorPickerWidget: PlatformWidget {
    var onColorChange: (@MainActor (ColorComponents) -> Void)? { get set }
    func setLabel(_ content: any PlatformWidget)
    func setColor(_ color: ColorComponents)
    func setSupportsOpacity(_ supportsOpacity: Bool)
    func setAccessibilityLabel(_ label: String)
}

/// A moment as a date picker widget shows it, in the current calendar and time zone.
package struct DateFields: Hashable, Sendable {
    package var year: Int
    package var month: Int
    package var day: Int
    package var hour: Int
    package var minute: Int

    package init(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }
}

/// A button showing a moment that opens a popover to choose another (`DatePicker`): a calendar when
/// `showsDate`, hour and minute fields when `showsTime`. A choice arrives through `onDateChange`
/// (the whole moment, the unchanged fields as they were); the node answers with `setDate`.
@MainActor package protocol DatePickerWidget: PlatformWidget {
    var onDateChange: (@MainActor (DateFields) -> Void)? { get set }
    func setLabel(_ content: any PlatformWidget)
    func setParts(showsDate: Bool, showsTime: Bool)
    /// The moment, and the button's text for it.
    func setDate(_ fields: DateFields, text: String)
    func setAccessibilityLabel(_ label: String)
}

/// One of a stepper's two buttons.
package enum StepDirection: Hashable, Sendable {
    case decrement, increment
}

/// Which of a stepper's buttons can be pressed.
package struct StepperButtons: Hashable, Sendable {
    package var decrement: Bool
    package var increment: Bool

    package init(decrement: Bool, increment: Bool) {
        self.decrement = decrement
        self.increment = increment
    }
}

/// A label and two buttons that step a value down and up (`Stepper`). A press on an enabled button
/// arrives through `onStep`; the node changes the value and the label shows it.
@MainActor package protocol StepperWidget: PlatformWidget {
    var onStep: (@MainActor (StepDirection) -> Void)? { get set }
    func setLabel(_ content: any PlatformWidget)
    func setEnabledButtons(_ buttons: StepperButtons)
    /// The value's text in a field between the label and the buttons (a stepper with a format), or
    /// nil for no field. Setting it never calls `onValueTextSubmit`.
    func setValueText(_ text: String?)
    /// Enter in the field, or the focus leaving it, with the text typed.
    var onValueTextSubmit: (@MainActor (String) -> Void)? { get set }
    /// The name assistive technologies read with each button's own ("Decrement", "Increment").
    func setAccessibilityLabel(_ label: String)
}

/// A group of rows under an optional header and over an optional footer (`Section`): each widget
/// of `setSectionRows` is one row of a boxed list.
@MainActor package protocol SectionWidget: PlatformWidget {
    func setHeader(_ content: [any PlatformWidget])
    func setSectionRows(_ rows: [any PlatformWidget])
    func setFooter(_ content: [any PlatformWidget])
}

/// A scrolling page of sections, top to bottom, at a readable width (`Form`). Every child is a
/// `SectionWidget`: the node puts loose rows into sections of their own.
@MainActor package protocol FormWidget: PlatformWidget {
    func setSections(_ sections: [any SectionWidget])
    /// How the page draws its sections (`formStyle`).
    func setAppearance(_ appearance: FormAppearance)
}

/// How a form draws (`FormStyle`).
package enum FormAppearance: Hashable, Sendable {
    /// A scrolling page of boxed lists, as libadwaita's preferences pages are.
    case grouped
    /// A page as tall as its content whose rows stand on the window, without cards.
    case columns
}

/// The width a split view's column starts at, and the range its divider moves in.
package struct SplitColumnWidth: Hashable, Sendable {
    package var minimum: CGFloat?
    package var ideal: CGFloat
    package var maximum: CGFloat?

    package init(minimum: CGFloat?, ideal: CGFloat, maximum: CGFloat?) {
        self.minimum = minimum
        self.ideal = ideal
        self.maximum = maximum
    }
}

/// Resizable columns side by side (`NavigationSplitView`): a sidebar, an optional content column and
/// the detail, each holding its views' widgets top to bottom. `onToggleSidebar` runs when the person
/// asks to show or hide the sidebar (F9); the node answers with `setVisibleColumns`.
@MainActor package protocol SplitViewWidget: PlatformWidget {
    var onToggleSidebar: (@MainActor () -> Void)? { get set }
    func setSidebar(_ content: [any PlatformWidget])
    /// nil: two columns.
    func setContentColumn(_ content: [any PlatformWidget]?)
    func setDetail(_ content: [any PlatformWidget])
    func setVisibleColumns(sidebar: Bool)
    func setColumnWidths(sidebar: SplitColumnWidth, content: SplitColumnWidth)
    /// On a narrow window the columns fold into one at a time, as a GNOME leaflet folds: `column` is
    /// the one shown, with a back button above the content and detail columns. nil: side by side.
    func setCollapsed(showing column: NavigationSplitViewColumn?)
    /// The person went back from a folded column: the column now shown.
    var onCompactColumnChange: (@MainActor (NavigationSplitViewColumn) -> Void)? { get set }
}

/// One page of a navigation stack as its widget shows it: its views' widgets top to bottom, its
/// `navigationTitle` and `navigationSubtitle`.
package struct NavigationPageContent {
    package var widgets: [any PlatformWidget]
    package var title: String?
    package var subtitle: String?

    package init(widgets: [any PlatformWidget], title: String?, subtitle: String? = nil) {
        self.widgets = widgets
        self.title = title
        self.subtitle = subtitle
    }
}

/// Pages one above the other of which the last shows (`NavigationStack`). A page above the root has a
/// bar with a back button and its title; the back button, Alt+Left and the mouse's back button call
/// `onBack`, and the node answers with the pages left.
@MainActor package protocol NavigationStackWidget: PlatformWidget {
    var onBack: (@MainActor () -> Void)? { get set }
    /// The root first.
    func setPages(_ pages: [NavigationPageContent])
}

/// A container laying out its children in a row, a column or on top of each other. `setChildren`
/// gets the whole new list; the backend moves, inserts and removes only what differs.
@MainActor package protocol StackWidget: PlatformWidget {
    func setLayout(_ layout: StackLayout)
    func setChildren(_ children: [any PlatformWidget])
}

/// How a grid places its children (`LazyVGrid`, `LazyHGrid`): along `axis` line after line, each
/// line holding one child per track (or, with an adaptive track, as many as fit), 8 points apart
/// unless a spacing is given.
package struct LazyGridLayout: Hashable, Sendable {
    /// `.vertical`: the tracks are columns and lines are rows (`LazyVGrid`).
    package var axis: Axis
    package var tracks: [GridItem]
    /// Between lines (rows of a vertical grid); nil: 8.
    package var lineSpacing: CGFloat?
    /// Where a child sits in its cell when it does not fill it (the grid's `alignment` across its
    /// lines; a track's own `GridItem.alignment` wins).
    package var alignment: Alignment
    /// The section headers and footers that stay at the enclosing scroll view's edge while their
    /// section scrolls under them.
    package var pinnedViews: PinnedScrollableViews

    package init(axis: Axis, tracks: [GridItem], lineSpacing: CGFloat?, alignment: Alignment = .center,
                 pinnedViews: PinnedScrollableViews = []) {
        self.axis = axis
        self.tracks = tracks
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.pinnedViews = pinnedViews
    }

    /// Where a child of `track` sits in its cell.
    package func alignment(ofTrack track: Int) -> Alignment {
        tracks.indices.contains(track) ? tracks[track].alignment ?? alignment : alignment
    }

    /// The adaptive track, if any: its minimum and maximum size.
    package var adaptive: (minimum: CGFloat, maximum: CGFloat)? {
        for track in tracks {
            if case let .adaptive(minimum, maximum) = track.size { return (minimum, maximum) }
        }
        return nil
    }

    /// Between the children of a line (the first track's spacing, or 8).
    package var itemSpacing: CGFloat { tracks.first?.spacing ?? 8 }
}

/// Children in a grid laid out as `setGridLayout` says, section by section: each section's header
/// across the grid, its cells from a new line, its footer across the grid.
@MainActor package protocol GridWidget: PlatformWidget {
    func setGridLayout(_ layout: LazyGridLayout)
    func setSections(_ sections: [LazyGridSection])
}

/// A scrolling container.
@MainActor package protocol ScrollWidget: PlatformWidget {
    func setAxes(_ axes: Axis.Set)
    func setChildren(_ children: [any PlatformWidget])
    func setScrollIndicators(_ indicators: ScrollIndicatorSettings)
    /// Space around the content inside the scrolled area (`contentMargins`).
    func setContentMargins(_ margins: ContentMargins)
    /// Scrolls `widget` (inside the content) into view: with `anchor`, that point of it at the same
    /// point of the visible area; nil: as little as makes it visible.
    func scrollTo(_ widget: any PlatformWidget, anchor: UnitPoint?)
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

/// A page saying why there is nothing to show (`ContentUnavailableView`): icon, title, description.
@MainActor package protocol StatusPageWidget: PlatformWidget {
    func setTitle(_ title: String)
    func setIconName(_ name: String)
    func setDescription(_ description: String)
    /// The action buttons' widgets, shown under the description.
    func setActions(_ actions: [any PlatformWidget])
}

/// One item of a menu.
package struct MenuItemDescription: Hashable, Sendable {
    package var title: String
    package var isDestructive = false
    package var isEnabled = true
    /// A `Toggle`'s check mark or a `Picker` choice's radio mark; nil: a plain item.
    package var mark: MenuItemMark?

    package init(title: String, isDestructive: Bool = false, isEnabled: Bool = true, mark: MenuItemMark? = nil) {
        self.title = title
        self.isDestructive = isDestructive
        self.isEnabled = isEnabled
        self.mark = mark
    }
}

/// The mark a menu item shows beside its title.
package enum MenuItemMark: Hashable, Sendable {
    /// A check item (a `Toggle`), checked while on.
    case check(isOn: Bool)
    /// One of a set of choices (a `Picker`'s), marked while chosen.
    case radio(isSelected: Bool)
}

/// An entry of a menu: an item (numbered in menu order from 0, the number `onMenuItem` reports), a
/// section set apart by separators with an optional header, or a submenu.
package indirect enum MenuEntry: Hashable, Sendable {
    case item(MenuItemDescription)
    case section(title: String?, [MenuEntry])
    case submenu(title: String, [MenuEntry])
}

/// A button that opens a menu (`Menu`), made with or without a primary action (a split button) for
/// its lifetime. `onMenuItem` gets the number of the item chosen; `onPrimaryAction` runs when the
/// button itself of a split button is clicked.
@MainActor package protocol MenuButtonWidget: PlatformWidget {
    var onMenuItem: (@MainActor (Int) -> Void)? { get set }
    var onPrimaryAction: (@MainActor () -> Void)? { get set }
    func setTitle(_ title: String)
    func setContent(_ content: any PlatformWidget)
    func setMenu(_ entries: [MenuEntry])
    func setFlat(_ flat: Bool)
    /// Whether the button shows the arrow that says it opens a menu (`menuIndicator`).
    func setIndicator(_ visibility: Visibility)
    func setAccessibilityLabel(_ label: String)
}

/// A wrapper around one widget, given for its lifetime, that opens a menu on right click or long
/// press; `onMenuItem` gets the index of the item chosen.
@MainActor package protocol ContextMenuWidget: PlatformWidget {
    var onMenuItem: (@MainActor (Int) -> Void)? { get set }
    func setMenuItems(_ items: [MenuItemDescription])
}
