import Foundation

/// Makes the widgets that report their size to the graph.
@MainActor package protocol GeometryBackend {
    /// `fillsSpace`: a `GeometryReader`, which takes all the space offered; otherwise a wrapper as
    /// large as its content, which it leaves as it is (`onGeometryChange`).
    func makeGeometryReader(fillsSpace: Bool) -> any GeometryWidget
    /// Any widget's rectangle in `space`'s coordinates (nil: the window's), as `GeometryWidget.frame(in:)`.
    func frame(of widget: any PlatformWidget, in space: (any PlatformWidget)?) -> CGRect?
}

/// `GeometryReader` (filling: it takes the space it is offered, at least what its content needs, and
/// lays its content out in all of it) or `onGeometryChange` (as large as its content). `onSizeChange`
/// runs, on a later turn of the main loop, each time the toolkit gives it another size.
@MainActor package protocol GeometryWidget: PlatformWidget {
    var onSizeChange: (@MainActor (CGSize) -> Void)? { get set }
    func setChildren(_ children: [any PlatformWidget])
    /// The widget's rectangle in `space`'s coordinates (nil: the window's); nil before it is shown
    /// or when the two are not in one window.
    func frame(in space: (any PlatformWidget)?) -> CGRect?
    /// `space`'s rectangle in this widget's coordinates.
    func bounds(of space: any PlatformWidget) -> CGRect?
}
