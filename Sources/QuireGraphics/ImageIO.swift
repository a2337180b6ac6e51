import QuireCore

// The part of ImageIO that reads and writes single PNG and JPEG images, with Apple's function names,
// so code that imports ImageIO on Apple platforms ports with `import Quire`.

/// An encoded image to decode (ImageIO's `CGImageSource`).
public final class CGImageSource {
    let data: Data

    init(data: Data) { self.data = data }
}

/// A source for PNG or JPEG data; nil for other data. Decoding happens (and is bounded) when an image
/// is asked for.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    let bytes = data as Data
    // ImageIO's functions report failure as nil (or false); the throwing calls say why to Quire's own callers.
    guard (try? ImageHeader(of: bytes)) != nil else { return nil }
    return CGImageSource(data: bytes)
}

/// 1: PNG and JPEG files hold one image.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { 1 }

/// The decoded image, or nil when it can't be decoded or is too large (`CGImage.decode(_:)` says why).
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0 else { return nil }
    return try? CGImage.decode(isrc.data)  // ImageIO's contract: nil on failure
}

/// Where encoded images go (ImageIO's `CGImageDestination`); PNG only, one image.
public final class CGImageDestination {
    enum Target {
        case data(CFMutableData)
        case url(URL)
    }

    let target: Target
    var image: CGImage?

    init(target: Target) { self.target = target }
}

/// A destination appending to `data`; nil unless `type` is `public.png` and `count` is 1.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int,
                                             _ options: CFDictionary?) -> CGImageDestination? {
    guard (type as String) == "public.png", count == 1 else { return nil }
    return CGImageDestination(target: .data(data))
}

/// A destination writing a file at `url` (atomically) when finalized; PNG only, one image.
public func CGImageDestinationCreateWithURL(_ url: URL, _ type: CFString, _ count: Int,
                                            _ options: CFDictionary?) -> CGImageDestination? {
    guard (type as String) == "public.png", count == 1, url.isFileURL else { return nil }
    return CGImageDestination(target: .url(url))
}

public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.image = image
}

/// Encodes the added image; false when there is none or it can't be written.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    // ImageIO's contract: false on failure.
    guard let image = idst.image, let png = try? image.pngData() else { return false }
    switch idst.target {
    case .data(let data):
        data.append(png)
        return true
    case .url(let url):
        return (try? png.write(to: url, options: .atomic)) != nil  // false on failure, as ImageIO
    }
}
