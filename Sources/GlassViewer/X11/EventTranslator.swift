import CX11
import GlassCompositor

/// Turns X11 input events (core, and XInput2 through `XInput2Pointer`) into platform-neutral
/// `InputEvent`s.
///
/// Coordinates: X reports window pixels; events carry points (pixels / scale), relative to
/// the window's top-left. Buttons 1–3 become down/up; the wheel "buttons" 4/5 (up/down) and
/// 6/7 (left/right) become one discrete `.wheel` step on press (their release is dropped);
/// with Shift held, vertical scrolling turns sideways (`InputEvent.Kind.wheel(dx:dy:shift:)`).
/// Keys are named by their keysym after shift (`Xutf8LookupString` → `XKeysymToString`): "1",
/// "Tab", "Escape", "F1", "question", "bracketleft", "A", with shift/control/alt as modifiers;
/// modifier keys alone are not reported. A key press that types (through the layout, a dead
/// key or a compose sequence of the input method, `X11TextInput`) is followed by a `.text`
/// event with what it typed; with Control or Alt held, or for control characters, nothing is
/// typed.
///
/// XInput2: when the server has XInput 2.1+ the host deselects the core pointer events and
/// routes `GenericEvent` cookies to `translate(xinput:_:time:)`; `XInput2Pointer` decodes
/// them (buttons, motion, scroll valuators, emulation flags). Scroll valuator deltas become
/// `.smoothScroll` in points (one increment = one wheel step, `ViewerSession.wheelStep`),
/// except whole increments from a device that is not a touchpad (a mouse wheel under the
/// libinput or evdev driver), which become `.wheel` steps like core buttons 4–7.
struct EventTranslator {
    /// Device pixels per point (changes when the desktop's scale does).
    var scale: Double
    /// Last pointer position in points; keys are reported there.
    private(set) var pointer = Point.zero

    init(scale: Double) { self.scale = scale }

    /// The input events for core `event` (empty when it is not input we forward): one, or for
    /// a key press that types, the key and then the text.
    ///
    /// - Parameters:
    ///   - context: the input method's context, through which keys are looked up.
    ///   - time: seconds on the session clock to stamp the events with.
    mutating func translate(_ event: XEvent, context: XIC?, time: Double) -> [InputEvent] {
        var event = event
        switch event.type {
        case ButtonPress, ButtonRelease:
            let b = event.xbutton
            pointer = position(b.x, b.y)
            return button(Int(b.button), pressed: event.type == ButtonPress, shift: b.state & UInt32(ShiftMask) != 0, time: time)
                .map { [$0] } ?? []
        case MotionNotify:
            pointer = position(event.xmotion.x, event.xmotion.y)
            return [InputEvent(.move, at: pointer, time: time)]
        case KeyPress:
            let (keysym, typed) = lookUp(&event.xkey, context: context)
            var events: [InputEvent] = []
            let modifiers = modifiers(event.xkey.state)
            if keysym != 0, !Self.isModifier(keysym), let name = XKeysymToString(keysym) {
                events.append(InputEvent(.key(name: String(cString: name), modifiers: modifiers), at: pointer, time: time))
            }
            if let typed, !modifiers.contains(.control), !modifiers.contains(.alt) {
                events.append(InputEvent(.text(typed), at: pointer, time: time))
            }
            return events
        default:
            return []
        }
    }

    /// The keysym of a key press and the text it types (nil for none, or only control
    /// characters), through the input method when there is one.
    private func lookUp(_ key: inout XKeyEvent, context: XIC?) -> (KeySym, String?) {
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 64)
        var length: Int32
        if let context {
            var status: Int32 = 0
            length = Xutf8LookupString(context, &key, &buffer, Int32(buffer.count - 1), &keysym, &status)
            if status == XBufferOverflow {
                buffer = [CChar](repeating: 0, count: Int(length) + 1)
                length = Xutf8LookupString(context, &key, &buffer, length, &keysym, &status)
            }
            if status != XLookupKeySym && status != XLookupBoth { keysym = 0 }
            if status != XLookupChars && status != XLookupBoth { length = 0 }
        } else {
            length = XLookupString(&key, &buffer, Int32(buffer.count - 1), &keysym, nil)
        }
        guard length > 0 else { return (keysym, nil) }
        let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        // Return, Tab, BackSpace, Escape and Delete "type" control characters: they are keys.
        guard text.unicodeScalars.contains(where: { $0.value >= 0x20 && $0.value != 0x7f }) else { return (keysym, nil) }
        return (keysym, String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7f })))
    }

    /// The input events of an XInput2 event (nil: not an XI2 event; empty: nothing to forward).
    /// A motion that scrolls without moving the pointer is only a scroll.
    mutating func translate(xinput: XInput2Pointer, _ event: inout XEvent, time: Double) -> [InputEvent]? {
        guard event.type == GenericEvent, event.xcookie.extension == xinput.opcode else { return nil }
        switch xinput.decode(&event) {
        case .button(let number, let pressed, let x, let y, let shift)?:
            pointer = Point(x / scale, y / scale)
            return button(number, pressed: pressed, shift: shift, time: time).map { [$0] } ?? []
        case .motion(let x, let y, let scroll, let discrete, let shift)?:
            let p = Point(x / scale, y / scale)
            var events: [InputEvent] = []
            if p != pointer || scroll == nil {
                pointer = p
                events.append(InputEvent(.move, at: p, time: time))
            }
            if let (dx, dy) = scroll {
                events.append(InputEvent(discrete ? .wheel(dx: dx, dy: dy, shift: shift)
                                                  : .smoothScroll(dx: dx * ViewerSession.wheelStep, dy: dy * ViewerSession.wheelStep, shift: shift),
                                         at: p, time: time))
            }
            return events
        case .enter(let x, let y)?:
            pointer = Point(x / scale, y / scale)
            return []
        case nil:
            return []
        }
    }

    /// Buttons 1–3 go down and up; the wheel "buttons" 4/5 (up/down) and 6/7 (left/right) are
    /// one discrete step on press (their release is dropped), sideways with Shift. At the
    /// current pointer.
    private func button(_ number: Int, pressed: Bool, shift: Bool, time: Double) -> InputEvent? {
        switch number {
        case 1...3:
            return InputEvent(pressed ? .down(button: number) : .up(button: number), at: pointer, time: time)
        case 4...7:
            guard pressed else { return nil }
            let (dx, dy): (Double, Double) = [(0, -1), (0, 1), (-1, 0), (1, 0)][number - 4]
            return InputEvent(.wheel(dx: dx, dy: dy, shift: shift), at: pointer, time: time)
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
