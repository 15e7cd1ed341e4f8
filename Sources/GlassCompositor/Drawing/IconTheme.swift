import CCairo
import Foundation

/// Finds freedesktop icons by name in the installed themes (Adwaita first, then hicolor) and
/// keeps their parsed SVGs, so each icon file is read once per process.
///
/// Thread-safe: lookups and the cache are guarded by a lock (tiles rasterize on several threads).
public final class IconTheme: @unchecked Sendable {
    public static let shared = IconTheme()

    private let roots: [String]
    private var paths: [String: String?] = [:]
    private var handles: [String: UnsafeMutablePointer<RsvgHandle>] = [:]
    private let lock = NSLock()

    public init(roots: [String] = ["/usr/share/icons/Adwaita", "/usr/share/icons/hicolor"]) {
        self.roots = roots
    }

    /// The SVG file for `name`, or nil when no installed theme has it.
    public func path(for name: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return unlockedPath(for: name)
    }

    private func unlockedPath(for name: String) -> String? {
        if let known = paths[name] { return known }
        var found: String?
        let fm = FileManager.default
        search: for root in roots {
            for sizeDir in ["scalable", "symbolic"] {
                let base = "\(root)/\(sizeDir)"
                guard let contexts = try? fm.contentsOfDirectory(atPath: base) else { continue }
                for context in contexts.sorted() {
                    let candidate = "\(base)/\(context)/\(name).svg"
                    if fm.fileExists(atPath: candidate) { found = candidate; break search }
                }
            }
        }
        paths[name] = .some(found)
        return found
    }

    /// Renders icon `name` into `rect` (points) of `canvas`, recoloured with `color` the way
    /// symbolic icons are: the icon's coverage is the mask. Returns false for unknown icons.
    @discardableResult
    public func draw(_ name: String, in rect: Rect, color: Color, on canvas: Canvas) -> Bool {
        lock.lock()
        guard let path = unlockedPath(for: name) else { lock.unlock(); return false }
        var handle = handles[path]
        if handle == nil {
            var error: UnsafeMutablePointer<GError>?
            handle = rsvg_handle_new_from_file(path, &error)
            if let error { g_error_free(error) }
            if let handle { handles[path] = handle }
        }
        lock.unlock()
        guard let handle else { return false }

        let pw = max(1, Int((rect.width * canvas.scale).rounded(.up)))
        let ph = max(1, Int((rect.height * canvas.scale).rounded(.up)))
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else { return false }
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pw), height: Double(ph))
        // librsvg handles are not safe to render from two threads at once.
        lock.lock()
        rsvg_handle_render_document(handle, mcr, &viewport, nil)
        lock.unlock()
        cairo_destroy(mcr)
        cairo_surface_flush(mask)

        let cr = canvas.cr
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, 1 / canvas.scale, 1 / canvas.scale)
        canvas.setColor(color)
        cairo_mask_surface(cr, mask, 0, 0)
        cairo_restore(cr)
        return true
    }
}
