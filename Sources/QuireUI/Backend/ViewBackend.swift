/// Makes text widgets.
@MainActor package protocol TextBackend {
    func makeText() -> any TextWidget
}

/// Makes editable text widgets.
@MainActor package protocol TextEditingBackend {
    func makeTextEditor() -> any TextEditorWidget
    func makeTextField() -> any TextFieldWidget
    /// A one-line entry that hides what is typed (`SecureField`).
    func makeSecureField() -> any TextFieldWidget
    /// An entry of several lines that grows with its text (`TextField(…, axis: .vertical)`).
    func makeMultilineTextField() -> any MultilineTextFieldWidget
}

/// Makes controls.
@MainActor package protocol ControlBackend {
    func makeButton() -> any ButtonWidget
    func makeLink() -> any LinkWidget
    func makeToggle(_ kind: ToggleKind) -> any ToggleWidget
    func makeSlider() -> any SliderWidget
    func makeStepper() -> any StepperWidget
    func makePicker(_ kind: PickerKind) -> any PickerWidget
    func makeColorPicker() -> any ColorPickerWidget
    func makeDatePicker() -> any DatePickerWidget
    func makeMenuButton(hasPrimaryAction: Bool) -> any MenuButtonWidget
    func makeProgress() -> any ProgressWidget
    func makeGauge() -> any GaugeWidget
}

/// Makes containers and layout widgets.
@MainActor package protocol LayoutBackend {
    func makeStack(_ kind: StackKind) -> any StackWidget
    func makeScroll() -> any ScrollWidget
    func makeSpacer() -> any SpacerWidget
    func makeDivider() -> any DividerWidget
    func makeDecorator(around content: any PlatformWidget) -> any DecoratorWidget
    /// A content with a layer of views, a clip or a shadow (`overlay`, `background`, `mask`, `clipShape`, `shadow`).
    func makeLayeredView() -> any LayeredViewWidget
    func makeForm() -> any FormWidget
    func makeSection() -> any SectionWidget
    func makeSplitView() -> any SplitViewWidget
    func makeNavigationStack() -> any NavigationStackWidget
    func makeGrid() -> any GridWidget
}

/// Makes colours and icons.
@MainActor package protocol GraphicsBackend {
    func makeColor() -> any ColorWidget
    func makeImage() -> any ImageWidget
}

/// Makes lazy lists (their row widgets are the lists' own), tables, disclosure groups, status pages
/// and context menus.
@MainActor package protocol ListBackend {
    func makeList() -> any ListWidget
    /// A lazy stack (`LazyVStack`, `LazyHStack`): a list along `axis` that scrolls itself.
    func makeLazyStack(axis: Axis) -> any ListWidget
    func makeTable() -> any TableWidget
    func makeDisclosureGroup() -> any DisclosureGroupWidget
    func makeStatusPage() -> any StatusPageWidget
    func makeContextMenu(around content: any PlatformWidget) -> any ContextMenuWidget
}

/// Everything the view graph asks of a widget toolkit: one small protocol per feature, so a backend
/// (GTK, the headless test backend) implements them one at a time.
@MainActor package protocol ViewBackend: TextBackend, TextEditingBackend, ControlBackend, LayoutBackend, GraphicsBackend,
    ListBackend, PictureBackend, CanvasBackend, ShellBackend, TabBackend, GeometryBackend, FocusBackend,
    PointerEventsBackend, CellGridBackend, LayoutViewBackend, AccessibilityBackend, MotionBackend, GeometryEffectBackend, DragDropBackend {}
