/// The image formats a scene may name, told apart by their first bytes: a file's name may lie,
/// its contents decide how it is decoded.
enum ImageFormat: String, CaseIterable, Sendable {
    case png, jpeg, webp, svg

    /// The format's name in messages.
    var name: String {
        switch self {
        case .png: return "PNG"
        case .jpeg: return "JPEG"
        case .webp: return "WebP"
        case .svg: return "SVG"
        }
    }

    /// "a PNG", "an SVG": the name with its article.
    var withArticle: String { self == .svg ? "an SVG" : "a \(name)" }

    /// The file name endings that say this format.
    var extensions: [String] {
        switch self {
        case .png: return ["png"]
        case .jpeg: return ["jpg", "jpeg"]
        case .webp: return ["webp"]
        case .svg: return ["svg"]
        }
    }

    /// "a PNG, JPEG, WebP or SVG image": what a scene's image must be.
    static let supported = "a PNG, JPEG, WebP or SVG image"

    /// The format `path`'s ending names, or nil for any other ending.
    static func named(by path: String) -> ImageFormat? {
        let file = path.split(separator: "/").last ?? ""
        guard let dot = file.lastIndex(of: ".") else { return nil }
        let ending = file[file.index(after: dot)...].lowercased()
        return allCases.first { $0.extensions.contains(ending) }
    }

    /// The format of `bytes` from their signature; nil when they are none of these.
    init?(sniffing bytes: [UInt8]) {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts(PNGHeader.signature) { self = .png; return }
        if starts([0xff, 0xd8, 0xff]) { self = .jpeg; return }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { self = .webp; return }
        if ImageFormat.looksLikeSVG(bytes) { self = .svg; return }
        return nil
    }

    /// Whether `bytes` open as XML text with an `<svg` element near the start (after a byte
    /// order mark, an XML declaration, comments or a doctype).
    private static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        var head = bytes.prefix(4096)
        if head.starts(with: [0xef, 0xbb, 0xbf]) { head = head.dropFirst(3) }
        guard let first = head.first(where: { ![0x20, 0x09, 0x0a, 0x0d].contains($0) }), first == UInt8(ascii: "<") else { return false }
        let text = String(decoding: head, as: UTF8.self)
        return text.contains("<svg")
    }
}
