import CCairo
import Foundation

/// Finds freedesktop icons by name in the installed themes (Adwaita first, then hicolor) and
/// keeps their parsed SVGs, so each icon file is read once per process.
///
/// Names come from scene files, so a name is only looked up when it could be a file name in a
/// theme folder (no `/`, no leading `.`, at most `maximumNameBytes`): a scene cannot make the
/// theme read `../../../dev/zero.svg`. SVG files are read through `FileReader` (regular files
/// of at most `maximumFileBytes`) and parsed from memory.
///
/// Thread-safe: lookups and the cache are guarded by a lock (tiles rasterize on several threads).
final class IconTheme: @unchecked Sendable {
    static let shared = IconTheme()

    private let roots: [String]
    private var paths: [String: String?] = [:]
    private var handles: [String: UnsafeMutablePointer<RsvgHandle>] = [:]
    private let lock = NSLock()

    /// The longest icon name looked up (a file name's limit, less ".svg").
    static let maximumNameBytes = 250
    /// The largest SVG file read; installed symbolic icons are a few KiB.
    static let maximumFileBytes = 4 << 20
    /// The largest side, in pixels, an icon is rasterized at; larger icons are drawn from
    /// this and scaled, so a scene's icon size cannot ask for gigabytes of mask.
    static let maximumRasterSide = 2048

    init(roots: [String] = ["/usr/share/icons/Adwaita", "/usr/share/icons/hicolor"]) {
        self.roots = roots
    }

    /// Whether `name` can be an icon's file name in a theme folder.
    static func isPlausibleName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= maximumNameBytes && !name.hasPrefix(".")
            && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
    }

    /// The SVG file for `name`, or nil when no installed theme has it.
    func path(for name: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return unlockedPath(for: name)
    }

    private func unlockedPath(for name: String) -> String? {
        if let known = paths[name] { return known }
        guard IconTheme.isPlausibleName(name) else { return nil }
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
    func draw(_ name: String, in rect: Rect, color: Color, on canvas: Canvas) -> Bool {
        lock.lock()
        guard let path = unlockedPath(for: name) else { lock.unlock(); return false }
        var handle = handles[path]
        if handle == nil {
            if let bytes = try? FileReader.read(path, limit: IconTheme.maximumFileBytes), !bytes.isEmpty {
                var error: UnsafeMutablePointer<GError>?
                handle = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
                if let error { g_error_free(error) }
            }
            if let handle { handles[path] = handle }
        }
        lock.unlock()
        guard let handle else { return false }

        let width = rect.width * canvas.scale, height = rect.height * canvas.scale
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return false }
        // Past the largest raster side the mask is drawn smaller and scaled up by `shrink`.
        let side = Double(IconTheme.maximumRasterSide)
        let shrink = min(1, side / max(width, height))
        let pw = max(1, min(IconTheme.maximumRasterSide, Int((width * shrink).rounded(.up))))
        let ph = max(1, min(IconTheme.maximumRasterSide, Int((height * shrink).rounded(.up))))
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else { return false }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(mask) else { return false }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pw), height: Double(ph))
        // librsvg handles are not safe to render from two threads at once.
        lock.lock()
        rsvg_handle_render_document(handle, mcr, &viewport, nil)
        lock.unlock()
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        IconTheme.restoreFullStrength(mask)

        let cr = canvas.cr
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, 1 / (canvas.scale * shrink), 1 / (canvas.scale * shrink))
        canvas.setColor(color)
        cairo_mask_surface(cr, mask, 0, 0)
        cairo_restore(cr)
        return true
    }

    /// Scales a mask whose most opaque pixel is short of opaque so that it reaches it. A theme
    /// draws a whole symbolic icon faded to say something about it (Adwaita's
    /// `mail-read-symbolic` is filled at 50 %: "read"), which drawn in a colour came out grey
    /// among its neighbours; parts faded beside opaque ones (an icon's detail) are kept, since
    /// its most opaque part is already opaque. Premultiplied ARGB32, every channel scaled.
    static func restoreFullStrength(_ mask: OpaquePointer) {
        guard let data = cairo_image_surface_get_data(mask) else { return }
        let w = Int(cairo_image_surface_get_width(mask)), h = Int(cairo_image_surface_get_height(mask))
        let rowBytes = Int(cairo_image_surface_get_stride(mask))
        var top: UInt32 = 0
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * rowBytes).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { top = max(top, row[x] >> 24) }
        }
        guard top > 0, top < 255 else { return }
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * rowBytes).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where row[x] != 0 {
                var p: UInt32 = 0
                for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                    let c = (row[x] >> shift) & 0xff
                    p |= min(255, (c * 255 + top / 2) / top) << shift
                }
                row[x] = p
            }
        }
        cairo_surface_mark_dirty(mask)
    }
}
