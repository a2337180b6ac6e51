import QuireCore

extension UTType {
    /// Seed 001's exported type: `com.example.checklist`, extension `.checklist`. Its files are JSON
    /// (`ChecklistDocument` reads and writes them with `JSONDecoder`/`JSONEncoder`), which the seed's
    /// Info.plist does not say (it conforms to `public.data` and `public.content`): the one change to
    /// the seed's listing, `conformingTo: .json`, adds it to the plist's declaration, so the desktop's
    /// MIME type is a sub-class of `application/json` and JSON tools are offered for checklists.
    public static let checklistDocument = UTType(exportedAs: "com.example.checklist", conformingTo: .json)
}
