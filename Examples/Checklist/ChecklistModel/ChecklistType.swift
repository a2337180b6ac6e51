import QuireCore

extension UTType {
    /// Seed 001's exported type: `com.example.checklist`, extension `.checklist`.
    public static let checklistDocument = UTType(exportedAs: "com.example.checklist")
}
