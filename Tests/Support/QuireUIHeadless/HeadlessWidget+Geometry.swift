import Foundation
import QuireUI

extension HeadlessBackend: GeometryBackend {
    package func makeGeometryReader(fillsSpace: Bool) -> any GeometryWidget {
        let reader = make(.geometryReader)
        reader.fillsSpace = fillsSpace
        return reader
    }

    package func frame(of widget: any PlatformWidget, in space: (any PlatformWidget)?) -> CGRect? {
        (widget as? HeadlessWidget)?.frame(in: space)
    }
}

extension HeadlessWidget {
    // MARK: geometry reader

    package func frame(in space: (any PlatformWidget)?) -> CGRect? {
        guard let frameInWindow else { return nil }
        guard let other = (space as? HeadlessWidget)?.frameInWindow else { return frameInWindow }
        return frameInWindow.offsetBy(dx: -other.minX, dy: -other.minY)
    }

    package func bounds(of space: any PlatformWidget) -> CGRect? {
        guard let frameInWindow, let other = (space as? HeadlessWidget)?.frameInWindow else { return nil }
        return other.offsetBy(dx: -frameInWindow.minX, dy: -frameInWindow.minY)
    }

    // MARK: standing in for the toolkit

    /// Lays the widget out at `frame` (in the window) and reports its size, as GTK's allocation does.
    package func layOut(at frame: CGRect) {
        frameInWindow = frame
        onSizeChange?(frame.size)
    }
}
