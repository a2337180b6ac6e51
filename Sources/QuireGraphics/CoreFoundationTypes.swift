import QuireCore

// The CoreFoundation names CoreGraphics and ImageIO signatures use. swift-corelibs-foundation does not
// expose CoreFoundation to Swift on Linux, so they are the toll-free-bridged Foundation classes here:
// `[key: value] as CFDictionary`, `data as CFData` and `string as CFString` all compile as on Apple
// platforms, and `cfString as String` bridges back.

/// CoreFoundation's dictionary, toll-free bridged: Foundation's `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// CoreFoundation's array, toll-free bridged: Foundation's `NSArray` (`[color] as CFArray`).
public typealias CFArray = NSArray
/// CoreFoundation's string, toll-free bridged: Foundation's `NSString`.
public typealias CFString = NSString
/// CoreFoundation's immutable data, toll-free bridged: Foundation's `NSData`.
public typealias CFData = NSData
/// CoreFoundation's mutable data, toll-free bridged: Foundation's `NSMutableData`.
public typealias CFMutableData = NSMutableData
