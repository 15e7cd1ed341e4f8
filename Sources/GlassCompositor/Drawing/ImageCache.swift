import Foundation

/// Decoded image files of a scene, shared by the threads that rasterize tiles. Thread-safe.
///
/// - An image is read again when its file changes: each lookup compares the file's identity
///   (device, inode, size, modification time; one `stat`) with the one it was read from, so
///   an edited image shows after the scene reloads.
/// - Memory is bounded: decoded images are kept least recently used first out, within
///   `budgetBytes` (256 MiB by default), so switching between scenes with large images does
///   not pile them up. A surface handed out stays valid while its user holds it.
/// - A file that cannot be read or decoded is remembered as such (until it changes), so a
///   broken image costs one read, not one per tile.
final class ImageCache: @unchecked Sendable {
    static let shared = ImageCache()

    /// What one entry costs besides its pixels, so that many failed or tiny entries are
    /// bounded too.
    static let entryOverhead = 256

    private struct Entry {
        var identity: FileIdentity
        var surface: Surface?
        /// Why `surface` is nil: said by the scene decoder, which checks each image through
        /// this cache so that a broken file is a diagnostic and is decoded only once.
        var failure: String?
        var bytes: Int
        var lastUse: UInt64
    }

    let budgetBytes: Int
    private var entries: [String: Entry] = [:]
    private var residentTotal = 0
    private var tick: UInt64 = 0
    private let lock = NSLock()

    init(budgetBytes: Int = 256 << 20) { self.budgetBytes = budgetBytes }

    /// The image at `path` (premultiplied), or nil when it cannot be read or decoded.
    func image(at path: String) -> Surface? {
        if case .success(let surface) = load(at: path) { return surface }
        return nil
    }

    /// The image at `path`, or why it cannot be read or decoded (a `FileError`'s or
    /// `ImageFile.Error`'s reason, without the path).
    func load(at path: String) -> Result<Surface, ImageFailure> {
        lock.lock(); defer { lock.unlock() }
        tick += 1
        // A path that cannot even be stat'ed has no image; forget any old one.
        guard let current = FileIdentity(path: path) else {
            remove(path)
            return .failure(ImageFailure(reason: "cannot be found or read"))
        }
        if var known = entries[path], known.identity == current {
            known.lastUse = tick
            entries[path] = known
            return Self.result(known)
        }
        remove(path)
        var entry = Entry(identity: current, surface: nil, failure: nil, bytes: ImageCache.entryOverhead, lastUse: tick)
        do {
            let (bytes, read) = try FileReader.readWithIdentity(path, limit: ImageFile.maximumFileBytes)
            entry.identity = read
            let surface = try ImageFile.decode(bytes, path: path)
            entry.surface = surface
            entry.bytes += surface.width * surface.height * 4
        } catch let e as FileError {
            entry.failure = e.reason
        } catch let e as ImageFile.Error {
            entry.failure = e.reason
        } catch {
            entry.failure = "\(error)"
        }
        entries[path] = entry
        residentTotal += entry.bytes
        evict(keeping: path)
        return Self.result(entry)
    }

    private static func result(_ entry: Entry) -> Result<Surface, ImageFailure> {
        if let surface = entry.surface { return .success(surface) }
        return .failure(ImageFailure(reason: entry.failure ?? "cannot be decoded"))
    }

    /// Bytes held by the cache (decoded pixels plus the per-entry overhead).
    var residentBytes: Int { lock.lock(); defer { lock.unlock() }; return residentTotal }

    /// The number of files the cache remembers.
    var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }

    /// Forgets every image.
    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll()
        residentTotal = 0
    }

    private func remove(_ path: String) {
        if let old = entries.removeValue(forKey: path) { residentTotal -= old.bytes }
    }

    /// Drops least recently used entries until the cache fits its budget; `path` (the one
    /// just read) stays even when it alone is over the budget, since its caller holds it anyway.
    private func evict(keeping path: String) {
        guard residentTotal > budgetBytes else { return }
        let order = entries.filter { $0.key != path }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, _) in order where residentTotal > budgetBytes { remove(key) }
    }
}

/// Why an image could not be loaded, in words that follow its path ("is not a valid JPEG: ...").
struct ImageFailure: Error, Sendable {
    let reason: String
}
