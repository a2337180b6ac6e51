// The module an app imports as `Combine`: all of Quire's Combine (CombineCore, which Quire's own
// modules use).
@_exported import CombineCore
