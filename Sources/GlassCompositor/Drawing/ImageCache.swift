import Foundation

/// Decoded PNG files of a scene, read once per process and shared by the threads that
/// rasterize tiles. Thread-safe.
public final class ImageCache: @unchecked Sendable {
    public static let shared = ImageCache()
    private var images: [String: Surface?] = [:]
    private let lock = NSLock()

    /// The image at `path` (premultiplied), or nil when it cannot be read.
    public func image(at path: String) -> Surface? {
        lock.lock(); defer { lock.unlock() }
        if let known = images[path] { return known }
        let surface = try? PNGFile.read(path)
        images[path] = .some(surface)
        return surface
    }

    /// Forgets every image (live reload after assets change).
    public func removeAll() { lock.lock(); images.removeAll(); lock.unlock() }
}
