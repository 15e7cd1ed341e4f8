/// One feature of the UI (the tab bar, a toolbar, the sheet, the live controls, the HUD ...):
/// its state, how it answers input, how it moves with time and what it draws.
///
/// The session keeps its components in one ordered list, back to front. Input goes to them
/// front to back and the first that consumes an event ends its journey; drawing goes back to
/// front, each component's commands over those of the components behind it.
///
/// The frame contract that makes every frame a function of (scene, size, input, time):
/// - `handle` and `advance` are the only places state changes. `handle` runs at the event's
///   time (the session has advanced to it first); `advance(to:)` applies what follows from
///   time alone. Both may emit semantic events.
/// - `sample(at:)` is called at every time of the session's sampling grid (multiples of
///   `UIContext.samplingStep` seconds of scene time) in order, whether or not frames are drawn
///   there: measurements that need pixels (the luminance behind glass for adaptation) or
///   differences between moments (the scroll direction) are taken there and only there, so
///   the result never depends on which frames were drawn.
/// - `plan()` is pure: it reads state at `ui.time` and returns commands. It changes no
///   state, reads no clock and emits nothing. It may fill caches whose contents are a function
///   of their key alone (glyph surfaces, content tiles): a warm cache and a cold one give the
///   same pixels.
///
/// All geometry is in window points (content points where a component says so); `ui.scale`
/// turns points into pixels. Components are used from one thread, the session's.
protocol Component: AnyObject {
    /// Offers an input event; true when this component consumed it.
    func handle(_ event: InputEvent) -> Bool
    /// Applies every state change that follows from time alone up to `t` (seconds, never
    /// earlier than the previous call).
    func advance(to t: Double)
    /// Takes the measurements of the sampling grid at time `t` (`ui.time == t`).
    func sample(at t: Double)
    /// The component's render commands at `ui.time`, drawn in order.
    func plan() -> [RenderCommand]
    /// Whether a pointer press at `p` (window points) lands on this component (it is in front
    /// of what is behind it there).
    func hitTest(_ p: Point) -> Bool
    /// True while the component moves with no input driving it (the host keeps drawing).
    var isAnimating: Bool { get }
    /// The next scene time (seconds) after `ui.time` at which time alone changes what the
    /// component shows, for something that changes in steps rather than every frame (a
    /// caret's blink): the host sleeps until then instead of drawing every tick. Nil: none.
    var nextTimedChange: Double? { get }
    /// True for the viewer's own overlays that are redrawn whole every frame they show (the
    /// HUD shows the previous frame's numbers): their bounds join every frame's damage, and
    /// their commands (surfaces only: `.overlay`, `.fadedOverlay`) are drawn over everything,
    /// the profiling overlays included, and left out of screenshots and bug reports.
    var repaintsEveryFrame: Bool { get }

    /// The scene was replaced (`ui.scene` is the new one); keep what the person did where it
    /// still applies.
    func sceneDidChange(from old: Scene)
    /// The window's size changed (`ui.viewport` is the new one).
    func viewportDidChange()
    /// Another tab was selected (`ui.selectedTabID` is the new one) at `ui.time`.
    func tabDidChange(from old: TabID?)
    /// The selected tab's navigation stack pushed or popped a screen at `ui.time` (`ui.screen`
    /// is the new top one, N7).
    func stackDidChange()
    /// Light/dark appearance or the glass settings changed.
    func appearanceDidChange()
    /// The content was laid out again beside a panel that showed or left.
    func contentDidRelayout()
    /// Room the content leaves beside this component, in points (a floating sidebar).
    var contentInsets: (leading: Double, trailing: Double) { get }
    /// Whether this component's glass covers `rect` (window points): floating glass there would
    /// be glass on glass, so it leaves.
    func covers(_ rect: Rect) -> Bool
    /// How far (points) this component's glass that moves under the hand (a dragged sheet) is
    /// from `rect`, 0 when it overlaps; nil when it has none: floating glass near it leaves
    /// before it is covered, as fast as the hand moves, instead of fading once covered.
    func gap(to rect: Rect) -> Double?
    /// Adds the component's animated values at `ui.time` to `snapshot` (`--state`). Pure,
    /// like `plan()`: sampling them changes nothing.
    func reportState(into snapshot: inout StateSnapshot)
    /// Adds what this component shows that a person can see and press (its tabs, buttons,
    /// rows, controls ...) at `ui.time`, as laid out for the frame, to `tree` (window points).
    /// Pure, like `plan()`: reading the tree changes nothing. Default: none.
    func elements(into tree: inout ElementTreeBuilder)
}

extension Component {
    func handle(_ event: InputEvent) -> Bool { false }
    func advance(to t: Double) {}
    func sample(at t: Double) {}
    func hitTest(_ p: Point) -> Bool { false }
    var isAnimating: Bool { false }
    var nextTimedChange: Double? { nil }
    var repaintsEveryFrame: Bool { false }
    func sceneDidChange(from old: Scene) {}
    func viewportDidChange() {}
    func tabDidChange(from old: TabID?) {}
    func stackDidChange() {}
    func appearanceDidChange() {}
    func contentDidRelayout() {}
    var contentInsets: (leading: Double, trailing: Double) { (0, 0) }
    func covers(_ rect: Rect) -> Bool { false }
    func gap(to rect: Rect) -> Double? { nil }
    func reportState(into snapshot: inout StateSnapshot) {}
    func elements(into tree: inout ElementTreeBuilder) {}
}
