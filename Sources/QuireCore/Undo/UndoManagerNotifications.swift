import Foundation

// Apple's notification names, with Apple's raw values, so observers written for Foundation work.
extension NSNotification.Name {
    /// Posted before a group opens or closes and before each undo or redo.
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    /// Posted after a group opens.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted after a group closes (including nested groups and those built while undoing or redoing).
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    /// Posted before an undo runs.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after an undo ran.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before a redo runs.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after a redo ran.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
}

extension UndoManager {
    /// Posted before a group opens or closes and before each undo or redo.
    public nonisolated static let checkpointNotification = NSNotification.Name.NSUndoManagerCheckpoint
    /// Posted after a group opens.
    public nonisolated static let didOpenUndoGroupNotification = NSNotification.Name.NSUndoManagerDidOpenUndoGroup
    /// Posted after a group closes.
    public nonisolated static let didCloseUndoGroupNotification = NSNotification.Name.NSUndoManagerDidCloseUndoGroup
    /// Posted before an undo runs.
    public nonisolated static let willUndoChangeNotification = NSNotification.Name.NSUndoManagerWillUndoChange
    /// Posted after an undo ran.
    public nonisolated static let didUndoChangeNotification = NSNotification.Name.NSUndoManagerDidUndoChange
    /// Posted before a redo runs.
    public nonisolated static let willRedoChangeNotification = NSNotification.Name.NSUndoManagerWillRedoChange
    /// Posted after a redo ran.
    public nonisolated static let didRedoChangeNotification = NSNotification.Name.NSUndoManagerDidRedoChange
}
