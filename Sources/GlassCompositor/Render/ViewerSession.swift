/// One open scene in a viewer: its state, clock, renderer and profiler. The hosts (X11 window,
/// headless render, bench) only feed it events and presenters.
///
/// Thread-safety: use from one thread; the renderer fans out over row bands internally.
public final class ViewerSession {
    public let clock: Clock
    public private(set) var pixelWidth: Int
    public private(set) var pixelHeight: Int
    /// Device pixels per point.
    public let scale: Double
    public var showsHUD = false
    /// The scene's display name, for the window title.
    public var sceneName: String { "placeholder" }
    private var offset = 0.0
    private var dirty = true

    public init(pixelWidth: Int, pixelHeight: Int, scale: Double, clock: Clock) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.clock = clock
    }

    /// Applies one input event at its time.
    public func handle(_ event: InputEvent) {
        switch event.kind {
        case .wheel(_, let dy): offset += dy * 40; dirty = true
        case .resize(let w, let h): pixelWidth = w; pixelHeight = h; dirty = true
        case .key(let name, _) where name == "F1": showsHUD.toggle(); dirty = true
        default: break
        }
    }

    /// True while anything animates or a change waits to be drawn; false means the host may sleep.
    public var needsFrame: Bool { dirty }

    /// Draws the frame for `clock.now` into the presenter's next buffer and presents it.
    /// Returns false when the presenter had no free buffer (nothing was drawn).
    @discardableResult
    public func renderFrame(to presenter: Presenter) -> Bool {
        guard let (surface, _) = presenter.acquire() else { return false }
        for y in 0..<surface.height {
            let row = surface.row(y)
            for x in 0..<surface.width {
                let v = UInt32((x + y + Int(offset)) & 0xff)
                row[x] = 0xff00_0000 | v << 16 | UInt32(y & 0xff) << 8 | 0x80
            }
        }
        presenter.present(damage: surface.bounds)
        dirty = false
        clock.advance()
        return true
    }
}
