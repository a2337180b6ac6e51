import CGtk
import QuireUI

/// The view graph's backend on GTK 4 + libadwaita. Widgets are made, changed and released on the
/// main actor only — GTK's thread.
@MainActor
package final class GTKViewBackend: ViewBackend {
    package init() {
        GTKAssetColors.install()
    }

    package func makeText() -> any TextWidget { GTKLabel() }
    package func makeTextEditor() -> any TextEditorWidget { GTKTextEditor() }
    package func makeTextField() -> any TextFieldWidget { GTKTextField() }
    package func makeSecureField() -> any TextFieldWidget { GTKTextField(secure: true) }
    package func makeMultilineTextField() -> any MultilineTextFieldWidget { GTKMultilineTextField() }
    package func makeProgress() -> any ProgressWidget { GTKProgressView() }
    package func makeGauge() -> any GaugeWidget { GTKGauge() }
    package func makeButton() -> any ButtonWidget { GTKButton() }
    package func makeLink() -> any LinkWidget { GTKLink() }
    package func makeToggle(_ kind: ToggleKind) -> any ToggleWidget { GTKToggle(kind: kind) }
    package func makeSlider() -> any SliderWidget { GTKSlider() }
    package func makeStepper() -> any StepperWidget { GTKStepper() }
    package func makePicker(_ kind: PickerKind) -> any PickerWidget { GTKPicker(kind: kind) }
    package func makeColorPicker() -> any ColorPickerWidget { GTKColorPicker() }
    package func makeDatePicker() -> any DatePickerWidget { GTKDatePicker() }
    package func makeMenuButton(hasPrimaryAction: Bool) -> any MenuButtonWidget {
        GTKMenuButton(hasPrimaryAction: hasPrimaryAction)
    }
    package func makeForm() -> any FormWidget { GTKForm() }
    package func makeSection() -> any SectionWidget { GTKSection() }
    package func makeSplitView() -> any SplitViewWidget { GTKSplitView() }
    package func makeNavigationStack() -> any NavigationStackWidget { GTKNavigationStack() }
    package func makeGrid() -> any GridWidget { GTKGrid() }
    package func makeTabView() -> any TabViewWidget { GTKTabView() }
    package func makeStack(_ kind: StackKind) -> any StackWidget { GTKStack(kind: kind) }
    package func makeScroll() -> any ScrollWidget { GTKScroll() }
    package func makeSpacer() -> any SpacerWidget { GTKSpacer() }
    package func makeDivider() -> any DividerWidget { GTKDivider() }
    package func makeDecorator(around content: any PlatformWidget) -> any DecoratorWidget {
        GTKDecorator(content: content)
    }
    package func makeLayeredView() -> any LayeredViewWidget { GTKLayeredView() }
    package func makeColor() -> any ColorWidget { GTKColor() }
    package func makeImage() -> any ImageWidget { GTKImage() }
    package func makeList() -> any ListWidget { GTKList() }
    package func makeLazyStack(axis: Axis) -> any ListWidget { GTKList(stackAxis: axis) }
    package func makeTable() -> any TableWidget { GTKTable() }
    package func makeDisclosureGroup() -> any DisclosureGroupWidget { GTKDisclosureGroup() }
    package func makeStatusPage() -> any StatusPageWidget { GTKStatusPage() }
    package func makeContextMenu(around content: any PlatformWidget) -> any ContextMenuWidget {
        GTKContextMenu(content: content)
    }
    package func makePicture() -> any PictureWidget { GTKPicture() }
    package func makeGradient() -> any GradientWidget { GTKGradient() }
}
