import CX11
import GlassCompositor

/// Turns core X11 input events into platform-neutral `InputEvent`s.
///
/// Coordinates: X reports window pixels; events carry points (pixels / scale), relative to
/// the window's top-left. Buttons 1–3 become down/up; the wheel "buttons" 4/5 (up/down) and
/// 6/7 (left/right) become one discrete `.wheel` step on press (their release is dropped).
/// Keys are named by their keysym after shift (`XLookupString` → `XKeysymToString`): "1",
/// "Tab", "Escape", "F1", "question", "bracketleft", "A", with shift/control/alt as modifiers;
/// modifier keys alone are not reported.
///
/// Extending: XInput2 smooth scrolling (a later issue) arrives as `GenericEvent` cookies;
/// add a `translate(cookie:)` next to `translate(_:time:)` that emits `.smoothScroll` and
/// have the host route `GenericEvent`s to it. Core wheel buttons must then be ignored for
/// devices that report smooth scrolling, or each step would count twice.
struct EventTranslator {
    /// Device pixels per point.
    let scale: Double
    /// Last pointer position in points; keys are reported there.
    private(set) var pointer = Point.zero

    init(scale: Double) { self.scale = scale }

    /// The input event for `event`, or nil when it is not input we forward.
    ///
    /// - Parameter time: seconds on the session clock to stamp the event with.
    mutating func translate(_ event: XEvent, time: Double) -> InputEvent? {
        var event = event
        switch event.type {
        case ButtonPress, ButtonRelease:
            let b = event.xbutton
            pointer = position(b.x, b.y)
            let pressed = event.type == ButtonPress
            switch b.button {
            case 1...3:
                let button = Int(b.button)
                return InputEvent(pressed ? .down(button: button) : .up(button: button), at: pointer, time: time)
            case 4...7:
                guard pressed else { return nil }
                let (dx, dy): (Double, Double) = [(0, -1), (0, 1), (-1, 0), (1, 0)][Int(b.button) - 4]
                return InputEvent(.wheel(dx: dx, dy: dy), at: pointer, time: time)
            default:
                return nil
            }
        case MotionNotify:
            pointer = position(event.xmotion.x, event.xmotion.y)
            return InputEvent(.move, at: pointer, time: time)
        case KeyPress:
            var buffer = [CChar](repeating: 0, count: 32)
            var keysym: KeySym = 0
            _ = XLookupString(&event.xkey, &buffer, Int32(buffer.count), &keysym, nil)
            guard keysym != 0, !Self.isModifier(keysym), let name = XKeysymToString(keysym) else { return nil }
            return InputEvent(.key(name: String(cString: name), modifiers: modifiers(event.xkey.state)),
                              at: pointer, time: time)
        default:
            return nil
        }
    }

    /// Shift, Control, Alt … on their own are not keys for the session: they arrive as
    /// `modifiers` of the next key (Xlib's `IsModifierKey`).
    private static func isModifier(_ k: KeySym) -> Bool {
        (KeySym(XK_Shift_L)...KeySym(XK_Hyper_R)).contains(k)
            || (KeySym(XK_ISO_Lock)...KeySym(XK_ISO_Level5_Lock)).contains(k)
            || k == KeySym(XK_Mode_switch) || k == KeySym(XK_Num_Lock)
    }

    private func position(_ x: Int32, _ y: Int32) -> Point { Point(Double(x) / scale, Double(y) / scale) }

    private func modifiers(_ state: UInt32) -> KeyModifiers {
        var m: KeyModifiers = []
        if state & UInt32(ShiftMask) != 0 { m.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { m.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { m.insert(.alt) }
        return m
    }
}
