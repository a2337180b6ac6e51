import Foundation

/// A document object that keeps track of where its file is.
///
/// SwiftUI's document protocols tell a document where it is only through its read and write
/// configurations, and a rename or move makes neither — so a document that remembered the URL it was
/// read from or last saved to kept naming the old place after Rename…, Move To… and Save As… until
/// its next save. `DocumentSession` calls this whenever its `fileURL` changes (not for the URL a
/// session starts with: the reader's configuration gives that), on the main actor, before anything
/// else runs on the document: Save As…, Rename…, Move To…, a restored draft taking its original file,
/// and nil for a duplicate (its scratch copy is gone). Quire's addition; Apple's `NSDocument` is told
/// the same through `NSFilePresenter.presentedItemDidMove(to:)`.
@MainActor
public protocol DocumentLocationObserving: AnyObject {
    /// The document's file is now at `url` (nil: it has none).
    func documentLocationDidChange(to url: URL?)
}
