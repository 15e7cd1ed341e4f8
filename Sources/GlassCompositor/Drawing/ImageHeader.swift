/// The size in pixels an image file's header declares, read without decoding, and the limits
/// a scene's image must keep: checked before any decoder allocates, so a file that claims
/// 65535×65535 pixels is refused by what it says, not by what allocating it would cost.
enum ImageHeader {
    /// The longest side an image may have, in pixels.
    static let maximumSide = 8192
    /// The most pixels an image may have: 32 Mi pixels, 128 MiB decoded, so the image cache's
    /// budget always holds at least two of the largest.
    static let maximumPixels = 1 << 25

    /// Why an image of `width` × `height` pixels is refused, or nil when it is within the limits.
    static func refusal(width: Int, height: Int) -> String? {
        if width <= 0 || height <= 0 { return "has no pixels (\(width)×\(height))" }
        if width > maximumSide || height > maximumSide {
            return "is \(width)×\(height) pixels, larger than \(maximumSide)×\(maximumSide)"
        }
        if width * height > maximumPixels {
            return "is \(width)×\(height) pixels, more than \(maximumPixels / (1 << 20)) million pixels (\(maximumSide)×\(maximumPixels / maximumSide))"
        }
        return nil
    }

    /// Width and height from the header of a raster file of `format`; nil when the header is
    /// cut short or says no size (SVG has no pixel size of its own).
    static func size(_ bytes: [UInt8], format: ImageFormat) -> (width: Int, height: Int)? {
        switch format {
        case .png: return PNGHeader.size(Array(bytes.prefix(24)))
        case .jpeg: return jpegSize(bytes)
        case .webp: return webpSize(bytes)
        case .svg: return nil
        }
    }

    /// The size in a JPEG's first start-of-frame segment, walking the segments from the start
    /// of the file (each says its own length; a length past the end is a cut file).
    static func jpegSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        var i = 2
        while i + 1 < b.count {
            guard b[i] == 0xff else { return nil }
            let marker = b[i + 1]
            // Fill bytes before a marker, and markers that stand alone without a length.
            if marker == 0xff { i += 1; continue }
            if marker == 0x01 || (0xd0...0xd7).contains(marker) { i += 2; continue }
            // The end of the image or the start of its data before any frame: no size.
            if marker == 0xd9 || marker == 0xda { return nil }
            guard i + 4 <= b.count else { return nil }
            let length = be16(i + 2)
            guard length >= 2 else { return nil }
            // Start of frame: every SOFn but DHT (c4), JPG (c8) and DAC (cc).
            if (0xc0...0xcf).contains(marker) && ![0xc4, 0xc8, 0xcc].contains(marker) {
                guard i + 9 <= b.count else { return nil }
                return (be16(i + 7), be16(i + 5))
            }
            i += 2 + length
        }
        return nil
    }

    /// The size in a WebP's first chunk: the canvas of an extended file (VP8X), or the frame
    /// of a simple lossy (VP8) or lossless (VP8L) one.
    static func webpSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 30 else { return nil }
        func le16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        func le24(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16 }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8X":
            return (le24(24) + 1, le24(27) + 1)
        case "VP8 ":
            guard Array(b[23..<26]) == [0x9d, 0x01, 0x2a] else { return nil }
            return (le16(26) & 0x3fff, le16(28) & 0x3fff)
        case "VP8L":
            guard b[20] == 0x2f else { return nil }
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ((bits & 0x3fff) + 1, (bits >> 14 & 0x3fff) + 1)
        default:
            return nil
        }
    }
}
