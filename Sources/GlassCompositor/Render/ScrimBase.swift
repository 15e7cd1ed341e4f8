/// The frame as it was before its scrim, kept while the scrim shows (frame pixels).
///
/// An alert fading in or out changes the scrim's darkness every frame, which damages the whole
/// frame; but what lies under the scrim (the content, the bars' glass) is usually the same
/// commands frame after frame. Redrawing those every frame (copying the content, shading the
/// bars) is most of such a frame's cost outside the alert's own glass. Kept here, a frame whose
/// commands before the scrim equal the kept ones is restored from this copy and darkened in one
/// pass instead.
///
/// A cache whose content is a function of its key: equal signatures and bounds mean identical
/// pixels (`RenderCommand.Signature`, compared as values), so a restored frame has the same bits as one drawn from
/// its commands. Every frame stores the pixels it drew under the scrim. The copy is usable once
/// one frame under its key redrew the whole frame (an alert appearing does: its scrim covers
/// it); a partial redraw under the same key then keeps it whole.
final class ScrimBase {
    /// What determines the kept pixels: the frame's size and every command before the scrim.
    struct Key: Equatable {
        var width: Int, height: Int
        var commands: [Command]
        struct Command: Equatable {
            var signature: RenderCommand.Signature
            var bounds: PixelRect
        }
    }

    private(set) var key: Key?
    /// Frames restored from the copy since the renderer was made (tests, profiling).
    var restoredFrames = 0
    /// The key of the last frame that asked: a frame stores only when its key repeats the last
    /// one's, so commands under the scrim that change every frame (a button still bouncing)
    /// cost no copy a frame.
    private var lastKey: Key?
    private var surface: Surface?
    /// Whether `surface` holds the pixels of `key`'s commands everywhere.
    private(set) var isWhole = false

    /// The kept frame, when it holds `key`'s pixels.
    func surface(for key: Key) -> Surface? {
        guard isWhole, key == self.key else { return nil }
        return surface
    }

    /// The kept frame and its key, when it holds that key's pixels everywhere: a frame whose
    /// commands under the scrim differ from the key's in a few places brings it up to date
    /// there (`FrameRenderer`) and calls `rekey`.
    var whole: (key: Key, surface: Surface)? {
        guard isWhole, let key, let surface else { return nil }
        return (key, surface)
    }

    /// Says the kept frame now holds `key`'s pixels everywhere (the caller redrew what differs).
    func rekey(_ key: Key) {
        self.key = key
        lastKey = key
        updatedFrames += 1
    }

    /// Frames that brought the kept frame up to date in place (tests, profiling).
    private(set) var updatedFrames = 0

    /// Whether `store` keeps a frame drawn for `key` (its key repeats, or is the kept one's).
    func keeps(_ key: Key) -> Bool { key == lastKey || key == self.key }

    /// The surface to keep the pixels a frame drew for `key` inside `region` in (the caller
    /// writes them, in bands), or nil when not worth keeping. A new key forgets what was kept.
    func store(_ key: Key, region: DamageRegion) -> Surface? {
        defer { lastKey = key }
        guard keeps(key) else {
            // Not kept yet; its memory is made in the background meanwhile (page faults on the
            // frame that first keeps a copy cost 3-4 ms).
            if surface == nil { reserve.reserve(width: key.width, height: key.height) }
            return nil
        }
        if key != self.key || surface?.width != key.width || surface?.height != key.height { isWhole = false }
        if surface?.width != key.width || surface?.height != key.height {
            surface = reserve.take(width: key.width, height: key.height)
        }
        self.key = key
        guard surface != nil else { self.key = nil; return nil }
        if region.contains(PixelRect(x: 0, y: 0, width: key.width, height: key.height)) { isWhole = true }
        return surface
    }

    /// Makes the copy's memory for a `width`×`height` frame ahead, in the background, unless it
    /// is there: for a host that knows a kept frame is coming (a sheet that may anchor).
    func reserveMemory(width: Int, height: Int) {
        guard surface?.width != width || surface?.height != height else { return }
        reserve.reserve(width: width, height: height)
    }

    /// Whether the copy's memory is there or made ahead and ready (tests).
    var hasMemory: Bool { surface != nil || reserve.isReady }

    /// Forgets the copy (no scrim shows). Its memory is kept for the next scrim: one alert
    /// often follows another (an action sheet's button presents an alert), and a fresh
    /// window-sized surface costs 3-4 ms of page faults on the frame that first writes it.
    func clear() {
        key = nil
        lastKey = nil
        if let surface { reserve.keep(surface) }
        surface = nil
        isWhole = false
    }

    /// Memory for the copy: made ahead, or the last copy's, given back by `clear`.
    private let reserve = SurfaceReserve()
}
