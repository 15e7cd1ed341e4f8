import Synchronization
@testable import GlassCompositor

/// The host clock of each session a test made with `init(..., clock:)`: the library's
/// session owns no clock (hosts do), so tests keep one beside it, as a host would.
private let hostClocks = Mutex<[ObjectIdentifier: HostClock]>([:])

/// A test's clock, handed between the tests' threads only through `hostClocks`' lock; each
/// test drives its own session and clock from one thread.
private final class HostClock: @unchecked Sendable {
    let clock: Clock
    init(_ clock: Clock) { self.clock = clock }
}

extension ViewerSession {
    /// A session driven by `clock`, the way every host drives one (`step(to:)`).
    convenience init(scene: Scene, pixelWidth: Int, pixelHeight: Int, scale: Double, clock: Clock,
                     options: RenderOptions = RenderOptions()) {
        self.init(scene: scene, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, options: options)
        let box = HostClock(clock)
        hostClocks.withLock { $0[ObjectIdentifier(self)] = box }
        advance(to: clock.now)
    }

    /// The clock the test drives this session with.
    var clock: Clock { hostClocks.withLock { $0[ObjectIdentifier(self)]! }.clock }

    /// One frame as every host makes it: read the clock once, advance to that time, draw,
    /// then step the clock. The session is then advanced to the clock's new time too, so what
    /// a test reads of it afterwards is at the time its next input will carry.
    @discardableResult
    func step(to presenter: Presenter) -> Bool {
        let clock = self.clock
        advance(to: clock.now)
        let drawn = renderFrame(to: presenter)
        clock.advance()
        advance(to: clock.now)
        return drawn
    }

    /// The selection pill's position (in tabs) now.
    var pillPositionForTesting: Double { tabBar.pill.value(at: time) }
}

extension ViewerSession {
    /// The id of the tab at `index` of the scene's list (tests name tabs by place).
    func tabID(_ index: Int) -> TabID { ui.tabID(at: index) ?? TabID("") }

    /// The warm tabs by their places in the scene's list.
    var warmTabIndices: Set<Int> { Set(content.warmTabs.compactMap { ui.index(of: $0) }) }
}
