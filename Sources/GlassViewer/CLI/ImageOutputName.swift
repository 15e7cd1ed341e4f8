import GlassCompositor

/// The viewer writes images as PNG only (cairo encodes no JPEG and no other image encoder is
/// linked), so an image output's name must say PNG: PNG bytes in a `.jpg` would mislead every
/// program and person that trusts the name. Checked with the other outputs, before any work.
enum ImageOutputName {
    /// Names that say an image format, for outputs that are folders of frames.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "bmp", "tif", "tiff", "ppm", "pgm", "avif", "heic"]

    /// Refuses `path`, an image file given with `option`, unless its name ends in `.png` (in
    /// any case).
    static func checkPNG(_ path: String, option: String) throws {
        guard !fileName(path).lowercased().hasSuffix(".png") else { return }
        throw OutputError(description: "\(option) \(EchoedValue.path(path)): images are written as PNG only; name it with .png (\(EchoedValue.path(pngName(path))))")
    }

    /// Refuses `path`, a folder of PNG frames given with `option`, when it does not exist yet
    /// and its name says it is one image (`--out shot.jpg`, `--out shot.png`).
    static func checkFrameFolder(_ path: String, option: String) throws {
        guard FileReader.kind(of: path, followingLinks: true) == nil, let ext = fileExtension(path),
              imageExtensions.contains(ext.lowercased()) else { return }
        throw OutputError(description: "\(option) \(EchoedValue.path(path)): names a folder, where each frame is written as a PNG file; "
            + "this name is an image file's")
    }

    private static func fileName(_ path: String) -> Substring {
        path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
    }

    /// The extension of the file name (after its last dot, a leading dot not counting).
    private static func fileExtension(_ path: String) -> Substring? {
        let name = fileName(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return name[name.index(after: dot)...]
    }

    /// `path` with its extension replaced by (or, without one, given) `.png`.
    private static func pngName(_ path: String) -> String {
        guard let ext = fileExtension(path) else { return path + ".png" }
        return String(path.dropLast(ext.count + 1)) + ".png"
    }
}
