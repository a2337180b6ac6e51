import Foundation
import QuireCore

extension View {
    /// Shows a Select Folder dialog while `isPresented` is true and moves `file` into the folder the
    /// person chose (SwiftUI's `fileMover(isPresented:file:onCompletion:)`). `onCompletion` gets the
    /// file's new location, or the `DocumentError` that stopped the move (an item of that name is
    /// there already: nothing is replaced). A nil file shows nothing.
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileMover(isPresented: isPresented, file: file, onCompletion: onCompletion, onCancellation: {})
    }

    /// `fileMover` of one file that also hears about a cancelled dialog.
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (Result<URL, any Error>) -> Void,
                          onCancellation: @escaping () -> Void) -> some View {
        mover(isPresented: isPresented, files: file.map { [$0] } ?? [], onCancellation: onCancellation) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    /// Moves each of `files` into the folder the person chose (SwiftUI's
    /// `fileMover(isPresented:files:onCompletion:)`); `onCompletion` gets their new locations in
    /// order. The files moved before one failed stay moved. An empty collection shows nothing.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element == URL {
        fileMover(isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
    }

    /// `fileMover` of several files that also hears about a cancelled dialog.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View
    where C.Element == URL {
        mover(isPresented: isPresented, files: Array(files), onCancellation: onCancellation, onCompletion: onCompletion)
    }

    private func mover(isPresented: Binding<Bool>, files: [URL], onCancellation: @escaping () -> Void,
                       onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        let title = files.count == 1 ? "Move “\(files[0].lastPathComponent)”" : "Move \(files.count) Files"
        let request = FileDialogRequest(title: title, acceptLabel: "_Move", mode: .selectFolder, contentTypes: [])
        return modifier(_FileDialogModifier(isPresented: isPresented, request: files.isEmpty ? nil : request) { urls in
            guard let folder = urls.first else { return onCancellation() }
            Task { @MainActor in
                onCompletion(await FileMove.move(files, into: folder))
            }
        })
    }
}

/// Moving files for `fileMover`, off the main actor.
enum FileMove {
    /// Moves each file into `folder` under its own name, in order; never replaces an item there.
    @concurrent
    static func move(_ files: [URL], into folder: URL) async -> Result<[URL], any Error> {
        Result {
            try files.map { file in
                let destination = folder.appendingPathComponent(file.lastPathComponent)
                guard file.standardizedFileURL != destination.standardizedFileURL else { return destination }
                do {
                    // moveItem refuses an existing destination (EEXIST): nothing is replaced.
                    try FileManager.default.moveItem(at: file, to: destination)
                    return destination
                } catch {
                    throw DocumentError.wrapping(error, url: file, operation: "move")
                }
            }
        }
    }
}
