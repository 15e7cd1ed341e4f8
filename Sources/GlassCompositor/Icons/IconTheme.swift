import CCairo
import Foundation
import Synchronization

/// Draws icons by name: freedesktop names found through the icon theme specification's lookup
/// (`IconLookup` over the host's `IconSearchPath`), and common SF Symbols names through their
/// freedesktop equivalents (`SFSymbolNames`). SVG files are drawn through librsvg at the size
/// asked, PNG files scaled from the nearest size the theme has; a `-symbolic` icon is a mask
/// recoloured in the caller's colour, any other is drawn in its own colours. Sizes are points,
/// colours sRGB.
///
/// Names come from scene files, so a name is only looked up when it could be a file name in a
/// theme folder (no `/`, no leading `.`, at most `maximumNameBytes`): a scene cannot make the
/// theme read `../../../dev/zero.svg`. Icon files are read through `FileReader` (regular files
/// of at most `maximumFileBytes`) and decoded from memory; each file is read once per process,
/// decoded PNGs kept within `rasterBudgetBytes`, and each icon rendered once per pixel size
/// (`IconRasterCache`).
///
/// Thread-safe: lookups and the caches are guarded by a lock (tiles rasterize on several threads).
public final class IconTheme: @unchecked Sendable {
    private static let current = Mutex(IconTheme(searchPath: .system))

    /// The theme every painter and the scene decoder use: the one the host chose with
    /// `use(_:)`, or the system folders without a home.
    static var shared: IconTheme { scoped ?? current.withLock { $0 } }

    /// A theme for the current task only: a test checks a scene against a theme of its own
    /// without changing the one the tests running beside it draw with.
    @TaskLocal static var scoped: IconTheme?

    /// Makes every later lookup, drawing and scene check search `searchPath`. The host calls
    /// it once, before it loads a scene.
    public static func use(_ searchPath: IconSearchPath) {
        let theme = IconTheme(searchPath: searchPath)
        current.withLock { $0 = theme }
    }

    let searchPath: IconSearchPath
    private let lookup: IconLookup
    private var files: [IconKey: IconFile?] = [:]
    private var handles: [String: UnsafeMutablePointer<RsvgHandle>] = [:]
    private var rasters: [String: Surface] = [:]
    /// Decoded PNGs, oldest first, for eviction.
    private var rasterOrder: [String] = []
    private var rasterBytes = 0
    /// Icons rendered at the pixel sizes drawn, composited again without librsvg.
    private let renderedIcons = IconRasterCache()
    /// How many icons were rendered from their files (tests: a kept one is not rendered again).
    var rendersMade: Int { lock.lock(); defer { lock.unlock() }; return renders }
    private var renders = 0
    private var names: [String]?
    private let lock = NSLock()

    /// The longest icon name looked up (a file name's limit, less ".svg").
    static let maximumNameBytes = 250
    /// The largest icon file read; installed symbolic SVGs are a few KiB, a 512-pixel PNG
    /// a few hundred.
    static let maximumFileBytes = 4 << 20
    /// The largest side, in pixels, an icon is rasterized at; larger icons are drawn from
    /// this and scaled, so a scene's icon size cannot ask for gigabytes of mask. PNG icons
    /// larger than this are refused.
    static let maximumRasterSide = 2048
    /// What decoded PNG icons may hold at once (sixteen of the largest).
    static let rasterBudgetBytes = 64 << 20

    init(searchPath: IconSearchPath) {
        self.searchPath = searchPath
        lookup = IconLookup(searchPath: searchPath)
    }

    deinit {
        for handle in handles.values { g_object_unref(handle) }
    }

    /// Whether `name` can be an icon's file name in a theme folder.
    static func isPlausibleName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= maximumNameBytes && !name.hasPrefix(".")
            && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
    }

    /// The freedesktop name a scene's icon name stands for: an SF Symbols name's equivalent,
    /// any other name itself.
    static func themedName(_ name: String) -> String { SFSymbolNames.freedesktop[name] ?? name }

    /// A file for `name` (at any size), or nil when no theme on the search path has it.
    func path(for name: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return unlockedFile(IconTheme.themedName(name), size: 16, scale: 1)?.path
    }

    /// The file for `name` at `size` points and `scale` pixels per point, or nil.
    func file(for name: String, size: Int, scale: Int) -> IconFile? {
        lock.lock(); defer { lock.unlock() }
        return unlockedFile(IconTheme.themedName(name), size: size, scale: scale)
    }

    /// Every freedesktop icon name on the search path and every SF Symbols name the table
    /// maps to one of them, sorted: the "did you mean" candidates for an unknown name.
    func suggestionNames() -> [String] {
        lock.lock(); defer { lock.unlock() }
        if let names { return names }
        let installed = lookup.allNames()
        let all = installed.union(SFSymbolNames.names.filter { installed.contains(SFSymbolNames.freedesktop[$0] ?? "") }).sorted()
        names = all
        return all
    }

    private struct IconKey: Hashable {
        var name: String
        var size: Int
        var scale: Int
    }

    private func unlockedFile(_ name: String, size: Int, scale: Int) -> IconFile? {
        let key = IconKey(name: name, size: size, scale: scale)
        if let known = files[key] { return known }
        let found = IconTheme.isPlausibleName(name) ? lookup.find(name, size: size, scale: scale) : nil
        files[key] = .some(found)
        return found
    }

    /// What an icon file decodes to: an SVG document or PNG pixels.
    private enum Source {
        case svg(UnsafeMutablePointer<RsvgHandle>)
        case raster(Surface)
    }

    private func unlockedSource(_ file: IconFile) -> Source? {
        switch file.format {
        case .svg:
            if let handle = handles[file.path] { return .svg(handle) }
            guard let bytes = try? FileReader.read(file.path, limit: IconTheme.maximumFileBytes), !bytes.isEmpty else { return nil }
            var error: UnsafeMutablePointer<GError>?
            let handle = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
            if let error { g_error_free(error) }
            guard let handle else { return nil }
            handles[file.path] = handle
            return .svg(handle)
        case .png:
            if let surface = rasters[file.path] { return .raster(surface) }
            guard let bytes = try? FileReader.read(file.path, limit: IconTheme.maximumFileBytes),
                  let size = PNGHeader.size(Array(bytes.prefix(24))),
                  size.width <= IconTheme.maximumRasterSide, size.height <= IconTheme.maximumRasterSide,
                  let surface = try? PNGFile.decode(bytes, path: file.path) else { return nil }
            keep(surface, for: file.path)
            return .raster(surface)
        }
    }

    /// Caches a decoded PNG, dropping the oldest past the budget.
    private func keep(_ surface: Surface, for path: String) {
        rasters[path] = surface
        rasterOrder.append(path)
        rasterBytes += surface.width * surface.height * 4
        while rasterBytes > IconTheme.rasterBudgetBytes, rasterOrder.count > 1 {
            let oldest = rasterOrder.removeFirst()
            if let old = rasters.removeValue(forKey: oldest) { rasterBytes -= old.width * old.height * 4 }
        }
    }

    /// Renders icon `name` into `rect` (points) of `canvas`: a symbolic icon recoloured with
    /// `color` (its coverage is the mask), any other in its own colours at `color`'s opacity.
    /// Returns false for unknown icons.
    @discardableResult
    func draw(_ name: String, in rect: Rect, color: Color, on canvas: Canvas) -> Bool {
        let width = rect.width * canvas.scale, height = rect.height * canvas.scale
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return false }
        let themed = IconTheme.themedName(name)
        let symbolic = themed.hasSuffix("-symbolic")
        let points = max(1, min(IconThemeIndex.maximumSize, Int(max(rect.width, rect.height).rounded())))
        let scale = max(1, min(IconThemeIndex.maximumScale, Int(canvas.scale.rounded(.up))))
        // Past the largest raster side the icon is drawn smaller and scaled up by `shrink`.
        let side = Double(IconTheme.maximumRasterSide)
        let shrink = min(1, side / max(width, height))
        let pw = max(1, min(IconTheme.maximumRasterSide, Int((width * shrink).rounded(.up))))
        let ph = max(1, min(IconTheme.maximumRasterSide, Int((height * shrink).rounded(.up))))
        let key = IconRasterCache.Key(name: themed, points: points, scale: scale, width: pw, height: ph)
        lock.lock()
        let kept = renderedIcons.raster(for: key)
        lock.unlock()
        guard let raster = kept ?? render(themed, key: key, symbolic: symbolic), let image = raster.surface() else { return false }
        defer { cairo_surface_destroy(image) }

        let cr = canvas.cr
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, 1 / (canvas.scale * shrink), 1 / (canvas.scale * shrink))
        if symbolic {
            canvas.setColor(color)
            cairo_mask_surface(cr, image, 0, 0)
        } else {
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_paint_with_alpha(cr, Double(color.a))
        }
        cairo_restore(cr)
        return true
    }

    /// Renders icon `name` at `key`'s pixel size, as it is composited (a symbolic mask at
    /// full strength), and keeps it; nil for an unknown icon.
    private func render(_ name: String, key: IconRasterCache.Key, symbolic: Bool) -> IconRasterCache.Raster? {
        let (pw, ph) = (key.width, key.height)
        lock.lock()
        guard let file = unlockedFile(name, size: key.points, scale: key.scale), let source = unlockedSource(file) else {
            lock.unlock()
            return nil
        }
        lock.unlock()
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else { return nil }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let icr = cairo_create(image) else { return nil }
        switch source {
        case .svg(let handle):
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pw), height: Double(ph))
            // librsvg handles are not safe to render from two threads at once.
            lock.lock()
            rsvg_handle_render_document(handle, icr, &viewport, nil)
            lock.unlock()
        case .raster(let surface):
            let pixels = surface.cairoImage()
            cairo_scale(icr, Double(pw) / Double(surface.width), Double(ph) / Double(surface.height))
            cairo_set_source_surface(icr, pixels, 0, 0)
            // GOOD filters a downscale over every source pixel (BILINEAR would skip some).
            cairo_pattern_set_filter(cairo_get_source(icr), CAIRO_FILTER_GOOD)
            cairo_paint(icr)
            cairo_surface_destroy(pixels)
        }
        cairo_destroy(icr)
        cairo_surface_flush(image)
        if symbolic { IconTheme.restoreFullStrength(image) }
        lock.lock(); defer { lock.unlock() }
        renders += 1
        return renderedIcons.keep(image, for: key)
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
