import QuireCore

extension UTType {
    /// Seed 002's native format: a package folder (`.boardpkg`) holding `manifest.json`,
    /// `background.png` and `stickers/<UUID>.png`.
    public static let boardPackage = UTType(
        exportedAs: "com.example.board-package",
        conformingTo: .package
    )
}

extension DocumentCreationSource {
    /// Seed 002's launch-scene buttons.
    public static let blankBoard = Self(id: "blank-board")
    public static let photoBoard = Self(id: "photo-board")
}
