import Foundation
import QuireUI

/// A backend without a display, for tests and benchmarks: each widget records its properties and
/// children and how often the graph changed them, and stands in for the person using it (`click`,
/// `type`, `toggle`).
@MainActor
package final class HeadlessBackend: ViewBackend {
    /// Every widget made, in order.
    package private(set) var madeWidgets: [HeadlessWidget] = []
    /// File dialogs shown and not yet answered (`fileImporter`, `fileExporter`).
    package let fileDialogs = HeadlessFileDialogs()
    /// Sheets and alerts shown (`sheet`, `alert`).
    package let presentations = HeadlessPresentations()
    /// Where the keyboard focus is (`@FocusState`, `focusable`).
    package let keyboardFocus = HeadlessKeyboardFocus()
    /// The pointer hovering and long-pressing widgets (`onHover`, `onLongPressGesture`).
    package let pointer = HeadlessPointerEvents()
    /// The motions played (`withAnimation`, `.animation`, transitions): ended at once unless held.
    package let motions = HeadlessMotions()
    /// Drags from and drops on widgets (`draggable`, `dropDestination`, `onDrag`, `onDrop`).
    package let dragDrop = HeadlessDragDrop()

    /// With a value, lists are lazy as GTK's list view is: only `lazyListViewport` rows from the top
    /// are bound (have a row widget with content); `HeadlessWidget.scroll(to:)` scrolls. Without,
    /// every row is bound (a list as tall as its rows).
    package let lazyListViewport: Int?

    package init(lazyListViewport: Int? = nil) {
        self.lazyListViewport = lazyListViewport
    }

    func make(_ kind: HeadlessWidget.Kind) -> HeadlessWidget {
        let widget = HeadlessWidget(kind: kind)
        madeWidgets.append(widget)
        return widget
    }

    package func makeText() -> any TextWidget { make(.text) }
    package func makeTextEditor() -> any TextEditorWidget { make(.textEditor) }
    package func makeTextField() -> any TextFieldWidget { make(.textField) }
    package func makeSecureField() -> any TextFieldWidget { make(.secureField) }
    package func makeMultilineTextField() -> any MultilineTextFieldWidget { make(.multilineTextField) }
    package func makeButton() -> any ButtonWidget { make(.button) }
    package func makeLink() -> any LinkWidget { make(.link) }
    package func makeToggle(_ kind: ToggleKind) -> any ToggleWidget {
        let toggle = make(.toggle)
        toggle.toggleKind = kind
        return toggle
    }
    package func makeSlider() -> any SliderWidget { make(.slider) }
    package func makeStepper() -> any StepperWidget { make(.stepper) }
    package func makeColorPicker() -> any ColorPickerWidget { make(.colorPicker) }
    package func makeDatePicker() -> any DatePickerWidget { make(.datePicker) }
    package func makeMenuButton(hasPrimaryAction: Bool) -> any MenuButtonWidget {
        let button = make(.menuButton)
        button.hasPrimaryAction = hasPrimaryAction
        return button
    }
    package func makeProgress() -> any ProgressWidget { make(.progress) }
    package func makeGauge() -> any GaugeWidget { make(.gauge) }
    package func makePicker(_ kind: PickerKind) -> any PickerWidget {
        let picker = make(.picker)
        picker.pickerKind = kind
        return picker
    }
    package func makeForm() -> any FormWidget { make(.form) }
    package func makeSection() -> any SectionWidget { make(.section) }
    package func makeSplitView() -> any SplitViewWidget { make(.splitView) }
    package func makeNavigationStack() -> any NavigationStackWidget { make(.navigationStack) }
    package func makeGrid() -> any GridWidget { make(.grid) }
    package func makeTabView() -> any TabViewWidget { make(.tabView) }
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

    package func makeLayeredView() -> any LayeredViewWidget { make(.layered) }

    package func makeList() -> any ListWidget { makeRowList(.list) }
    package func makeTable() -> any TableWidget { makeRowList(.table) }
    package func makeDisclosureGroup() -> any DisclosureGroupWidget { make(.disclosureGroup) }

    package func makeLazyStack(axis: Axis) -> any ListWidget {
        let stack = makeRowList(.lazyStack)
        stack.axis = axis
        return stack
    }

    /// A list that makes its row widgets as GTK's list view does (HeadlessWidget+List.swift).
    private func makeRowList(_ kind: HeadlessWidget.Kind) -> HeadlessWidget {
        let list = make(kind)
        list.listState.viewport = lazyListViewport
        list.listState.makeRow = { [weak self] in self?.make(.listRow) ?? HeadlessWidget(kind: .listRow) }
        return list
    }
    package func makeStatusPage() -> any StatusPageWidget { make(.statusPage) }

    package func makeContextMenu(around content: any PlatformWidget) -> any ContextMenuWidget {
        let menu = make(.contextMenu)
        menu.children = [content].compactMap { $0 as? HeadlessWidget }
        return menu
    }

    package func makeCanvas() -> any CanvasWidget { make(.canvas) }

    package func makeGestureArea(around content: any PlatformWidget) -> any GestureWidget {
        let area = make(.gestureArea)
        area.children = [content].compactMap { $0 as? HeadlessWidget }
        return area
    }
}

/// One headless widget. `changes` counts every setter call after creation, so tests can tell which
/// widgets an update touched.
@MainActor
package final class HeadlessWidget: TextWidget, TextFieldWidget, ButtonWidget, ToggleWidget, SliderWidget,
                                    StepperWidget, PickerWidget, ColorPickerWidget, DatePickerWidget, MenuButtonWidget,
                                    FormWidget, GridWidget, LinkWidget, SectionWidget, SplitViewWidget,
                                    ProgressWidget, GaugeWidget, NavigationStackWidget, StackWidget,
                                    ScrollWidget, SpacerWidget, DividerWidget, ColorWidget, ImageWidget,
                                    DecoratorWidget, LayeredViewWidget, TableWidget, ListRowWidget, DisclosureGroupWidget, StatusPageWidget,
                                    ContextMenuWidget, PictureWidget, GradientWidget,
                                    CanvasWidget, GestureWidget, InspectorWidget, SearchFieldWidget, TextEditorWidget,
                                    GeometryWidget {
    package enum Kind: Hashable {
        case text, textEditor, textField, secureField, multilineTextField, button, toggle, slider, stepper, picker, colorPicker, form, section
        case splitView, menuButton, datePicker, grid, link, progress, gauge, navigationStack, tabView
        case stack(StackKind), scroll, spacer, divider, color
        case image, decorator, layered, list, listRow, statusPage, contextMenu, picture, gradient, canvas, gestureArea
        case inspector, searchField
        case table, lazyStack, disclosureGroup, geometryReader
        case cellGrid, gridRow, gridCell, viewThatFits, layoutView, accessibilityElement, geometryEffect
    }

    package let kind: Kind
    package var text = ""
    /// A text's markup and line layout (HeadlessWidget+Text.swift).
    package var markup: String?
    package var textLayout = TextLayout()
    package var placeholder = ""
    /// A vertical text field's line limits (HeadlessWidget+TextField.swift).
    package var lineLimits: TextFieldLineLimits?
    package var title = ""
    package var isOn = false
    package var isMixed = false
    package var iconName = ""
    package var color: Color?
    package var axis: Axis?
    package var axes: Axis.Set?
    package var minLength: CGFloat?
    package var layout: StackLayout?
    package var decoration: Decoration?
    /// A geometry effect wrapper's effect (`scaleEffect`, `rotationEffect`, a transition's move).
    package var geometryEffect: GeometryEffect?
    /// The opacity a content transition's fade draws the widget with (nil: never set).
    package var motionOpacity: Double?
    /// The animation the widget's colour changes move with (nil: at once).
    package var colorTransition: Animation?
    /// A layered view's parts (HeadlessWidget+Layers.swift).
    package var layers = HeadlessLayers()
    /// What a layout widget (`Layout`, `offset`, `layoutPriority`, …) was given, and where it placed its children.
    package var layoutView = HeadlessLayoutView()
    package var picture: PictureSource?
    package var gradient: LinearGradient?
    package var style = WidgetStyle()
    package var content: HeadlessWidget?
    package var children: [HeadlessWidget] = []
    package var toggleKind: ToggleKind?
    /// How a form draws (HeadlessWidget+Form.swift).
    package var formAppearance: FormAppearance?
    /// A slider's thumb, range and step (HeadlessWidget+Slider.swift).
    package var value = 0.0
    package var valueRange: ClosedRange<Double>?
    package var step: Double?
    package var minimumValueLabel: HeadlessWidget?
    package var maximumValueLabel: HeadlessWidget?
    /// A gauge's marked values' labels (HeadlessWidget+Progress.swift).
    package var markedValueLabels: HeadlessWidget?
    /// A progress view's or a gauge's label for the current value (HeadlessWidget+Progress.swift).
    package var currentValueLabel: HeadlessWidget?
    /// What a progress view draws.
    package var progressIndicator: ProgressIndicator?
    /// A gauge's level, out of 1.
    package var level: Double?
    /// A stepper's buttons; a section's header and footer, its rows being `children`
    /// (HeadlessWidget+Form.swift).
    package var enabledButtons = StepperButtons(decrement: false, increment: false)
    package var valueText: String?
    /// A picker's kind, options and selection (HeadlessWidget+Picker.swift).
    package var pickerKind: PickerKind?
    package var options: [PickerOption] = []
    package var selectedIndex: Int?
    /// What a drop-down's button shows instead of its chosen option.
    package var currentValueOption: PickerOption?
    /// How a tab view shows its pages (HeadlessWidget+TabView.swift).
    package var tabPresentation = TabViewPresentation.switcher
    /// A colour picker's colour and whether it offers opacity.
    package var pickedColor: ColorComponents?
    package var supportsOpacity: Bool?
    /// A menu button's menu, whether it is a split button and whether it is flat.
    package var menu: [MenuEntry] = []
    package var hasPrimaryAction = false
    package var isFlat = false
    package var menuIndicator = Visibility.automatic
    /// A date picker's moment, button text and parts (HeadlessWidget+DatePicker.swift).
    package var dateFields: DateFields?
    package var showsDate = false
    package var showsTime = false
    package var gridLayout: LazyGridLayout?
    package var gridSections: [HeadlessGridSection] = []
    /// A link's destination.
    package var destination: String?
    package var header: [HeadlessWidget] = []
    package var footer: [HeadlessWidget] = []
    /// A split view's columns, which show, and their widths (HeadlessWidget+SplitView.swift).
    package var sidebarColumn: [HeadlessWidget] = []
    package var contentColumn: [HeadlessWidget]?
    package var detailColumn: [HeadlessWidget] = []
    package var showsSidebar = true
    /// The column a folded split view shows; nil while its columns are side by side.
    package var compactColumn: NavigationSplitViewColumn?
    package var onCompactColumnChange: (@MainActor (NavigationSplitViewColumn) -> Void)?
    /// A navigation stack's pages, the root first, and their titles (HeadlessWidget+NavigationStack.swift).
    package var pages: [[HeadlessWidget]] = []
    package var pageTitles: [String?] = []
    package var columnWidths: [SplitColumnWidth] = []
    /// An inspector's pane, whether it shows and its width (HeadlessWidget+Shell.swift); its content
    /// is `children`.
    package var inspectorColumn: [HeadlessWidget] = []
    package var showsInspector = false
    package var inspectorWidth: SplitColumnWidth?
    /// A search field's bar: whether it shows and the suggestions below its entry; its content is
    /// `children`, its entry's text `text`.
    package var isSearching = false
    package var suggestions: [HeadlessWidget] = []
    package var onSearchingChange: (@MainActor (Bool) -> Void)?
    /// A text editor's find bar: what it may do, whether it shows (HeadlessWidget+TextEditor.swift);
    /// a text editor's or scroll view's content margins.
    package var textFind = TextFindState()
    package var showsFindBar = false
    package var onFindPresentedChange: (@MainActor (Bool) -> Void)?
    package var contentMargins = ContentMargins()
    /// A geometry reader's place in the window, its size and whether it fills the space offered
    /// (HeadlessWidget+Geometry.swift).
    package var frameInWindow: CGRect?
    package var fillsSpace = false
    /// A `Grid`'s, grid row's, grid cell's or `ViewThatFits`'s settings (HeadlessWidget+CellGrid.swift).
    package var cellGrid = HeadlessCellGridState()
    package var onSizeChange: (@MainActor (CGSize) -> Void)?
    package var role: ButtonRole?
    package var border = ButtonBorder.automatic
    package var accessibilityLabel = ""
    /// What assistive technologies are told (HeadlessWidget+Accessibility.swift).
    package var accessibility = HeadlessAccessibility()
    package var focusOnClick = true
    package var statusDescription = ""
    package var selectionMode = ListSelectionMode.none
    package var appearance: ListAppearance?
    package var editing = ListRowEditing()
    package var rowKind = ListRowKind.element
    /// A lazy list's or table's rows, columns and selection; a row's place (HeadlessWidget+List.swift).
    package var listState = HeadlessListState()
    package var rowState = HeadlessRowState()
    package var menuItems: [MenuItemDescription] = []
    /// Setter calls (each property set, each new children list).
    package internal(set) var changes = 0
    /// `setText` calls: each one would replace a text view's whole buffer.
    package private(set) var textSets = 0

    package var onTextChange: (@MainActor (String) -> Void)?
    package var onClick: (@MainActor () -> Void)?
    package var onPressedChange: (@MainActor (Bool) -> Void)?
    package var onToggle: (@MainActor (Bool) -> Void)?
    package var onValueChange: (@MainActor (Double) -> Void)?
    package var onEditingChange: (@MainActor (Bool) -> Void)?
    package var onStep: (@MainActor (StepDirection) -> Void)?
    package var onValueTextSubmit: (@MainActor (String) -> Void)?
    package var onToggleSidebar: (@MainActor () -> Void)?
    package var onBack: (@MainActor () -> Void)?
    package var onOpen: (@MainActor () -> Void)?
    package var onSelect: (@MainActor (Int) -> Void)?
    package var onColorChange: (@MainActor (ColorComponents) -> Void)?
    package var onPrimaryAction: (@MainActor () -> Void)?
    package var onDateChange: (@MainActor (DateFields) -> Void)?
    package var onSubmit: (@MainActor () -> Void)?
    package var onFocusEnter: (@MainActor () -> Void)?
    package var onFocusLeave: (@MainActor () -> Void)?
    package var onDeleteRequest: (@MainActor () -> Void)?
    package var onMoveRequest: (@MainActor (ListRowMove) -> Void)?
    package var onMenuItem: (@MainActor (Int) -> Void)?
    // Canvas and gesture area (HeadlessWidget+Canvas.swift).
    package var onDraw: (@MainActor (CGSize) -> CanvasDisplayList)?
    package var onDrag: (@MainActor (PointerDrag) -> Void)?
    package var onTap: (@MainActor (Int, CGPoint) -> Void)?
    package var onPinch: (@MainActor (PointerPinch) -> Void)?
    package var onKeyPress: (@MainActor (KeyPress) -> Bool)?
    /// A canvas' size (a display would give it one when laid out).
    package var canvasSize: CGSize? = CGSize(width: 200, height: 200)
    package var isOpaque = false
    /// `setNeedsDisplay` calls and the damage each asked for (nil: everything).
    package var displayRequests: [CGRect?] = []
    package var inputs: GestureInputs = []
    /// A gesture area hearing events before the areas inside it (a high-priority gesture's).
    package var capturesEvents = false

    init(kind: Kind) {
        self.kind = kind
    }

    package func setStyle(_ style: WidgetStyle) { self.style = style; changes += 1 }
    package func setText(_ text: String) { self.text = text; textSets += 1; changes += 1 }
    package func setPlaceholder(_ placeholder: String) { self.placeholder = placeholder; changes += 1 }
    package func setTitle(_ title: String) { self.title = title; changes += 1 }
    package func setContent(_ content: any PlatformWidget) { self.content = content as? HeadlessWidget; changes += 1 }
    package func setIsOn(_ isOn: Bool) { self.isOn = isOn; changes += 1 }
    package func setIsMixed(_ isMixed: Bool) { self.isMixed = isMixed; changes += 1 }
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

    package func setRole(_ role: ButtonRole?) { self.role = role; changes += 1 }
    package func setBorder(_ border: ButtonBorder) { self.border = border; changes += 1 }
    package func setAccessibilityLabel(_ label: String) { accessibilityLabel = label; changes += 1 }
    package func setFocusOnClick(_ focusOnClick: Bool) { self.focusOnClick = focusOnClick; changes += 1 }
    package func setDescription(_ description: String) { statusDescription = description; changes += 1 }
    package func setSelectionMode(_ mode: ListSelectionMode) { selectionMode = mode; changes += 1 }
    package func setGridLayout(_ layout: LazyGridLayout) { gridLayout = layout; changes += 1 }
    package func setDestination(_ uri: String) { destination = uri; changes += 1 }
    package func setAppearance(_ appearance: ListAppearance) { self.appearance = appearance; changes += 1 }
    package func setEditing(_ editing: ListRowEditing) { self.editing = editing; changes += 1 }
    package func setKind(_ kind: ListRowKind) { rowKind = kind; changes += 1 }
    package func setMenuItems(_ items: [MenuItemDescription]) { menuItems = items; changes += 1 }

    package func setActions(_ actions: [any PlatformWidget]) {
        children = actions.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    package func setRowContent(_ content: [any PlatformWidget]) {
        children = content.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    package var rowContent: [any PlatformWidget] { children }

    package func setChildren(_ children: [any PlatformWidget]) {
        self.children = children.compactMap { $0 as? HeadlessWidget }
        changes += 1
    }

    // MARK: standing in for the person

    /// Holds the pointer down on a button (`press(false)`: lets it go, without clicking).
    package func press(_ pressed: Bool = true) {
        onPressedChange?(pressed)
    }

    /// Clicks a button or a link.
    package func click() {
        onClick?()
        onOpen?()
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

    /// Moves the keyboard focus into a text field.
    package func enterFocus() {
        onFocusEnter?()
    }

    /// Moves the keyboard focus out of a text field.
    package func leaveFocus() {
        onFocusLeave?()
    }

    /// Presses Enter in a text field.
    package func submit() {
        onSubmit?()
    }

    /// Clicks a row's edit-mode delete button.
    package func requestDelete() {
        onDeleteRequest?()
    }

    /// Alt+Up/Alt+Down on a row, or a drop onto another row.
    package func requestMove(_ move: ListRowMove) {
        onMoveRequest?(move)
    }

    /// Opens the context menu and chooses the item titled `title`; false when there is none.
    @discardableResult
    package func chooseMenuItem(_ title: String) -> Bool {
        guard let index = menuItems.firstIndex(where: { $0.title == title }), menuItems[index].isEnabled else {
            return false
        }
        onMenuItem?(index)
        return true
    }

    // MARK: looking

    /// This widget and those inside it, depth first.
    package var allWidgets: [HeadlessWidget] {
        let labels: [HeadlessWidget] = [content, currentValueLabel, minimumValueLabel, maximumValueLabel]
            .compactMap { $0 }
        let columns: [HeadlessWidget] = sidebarColumn + (contentColumn ?? []) + detailColumn + inspectorColumn
            + suggestions
        // A navigation stack shows its last page only.
        let parts: [HeadlessWidget] = labels + header + children + footer + columns + (pages.last ?? [])
        return [self] + parts.flatMap(\.allWidgets)
    }

    /// Text widgets' texts and buttons' and toggles' titles inside this widget, in order.
    package var texts: [String] {
        allWidgets.compactMap { widget in
            switch widget.kind {
            case .text, .textEditor, .textField, .multilineTextField: widget.text
            case .button, .toggle, .statusPage: widget.title.isEmpty ? nil : widget.title
            default: nil
            }
        }
    }
}
