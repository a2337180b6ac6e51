// The module an app imports as `Combine`: all of Quire's Combine (CombineCore, which Quire's own
// modules use) and `URLSession.dataTaskPublisher(for:)`. The publisher needs FoundationNetworking,
// and importing a module links what it imports — libcurl and its TLS, Kerberos and LDAP libraries
// load at launch — so it stays out of CombineCore: an app that imports only `SwiftUI` does not pay
// for networking it does not use (measured in docs/SWIFTUI-COVERAGE.md, Combine).
@_exported import CombineCore
@_exported import CombineFoundationNetworking
