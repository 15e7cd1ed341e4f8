/// The PNG signature and IHDR size, read without decoding the image, and the limits a scene's
/// image must keep: checked when the scene is decoded (from the first 24 bytes) and again
/// before each decode, since the file may have changed in between.
enum PNGHeader {
    /// The longest side an image may have.
    static let maximumSide = 8192
    /// The most pixels an image may have: 32 Mi pixels, 128 MiB decoded, so the image cache's
    /// budget always holds at least two of the largest.
    static let maximumPixels = 1 << 25
    static let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

    /// Width and height from the first 24 bytes of a PNG file; nil if it is not one.
    static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (be32(16), be32(20))
    }

    /// Why an image of `width` × `height` is refused, or nil when it is within the limits.
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
}
