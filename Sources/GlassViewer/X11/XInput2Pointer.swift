#if canImport(Glibc)
import Glibc
#endif
import CX11

/// Pointer input through XInput 2.1+: buttons, motion and smooth (pixel-precise) scrolling
/// from the scroll valuators of touchpads and high-resolution wheels (V3).
///
/// Set-up (`init?`, nil means "use core events"): `XQueryExtension("XInputExtension")`, then
/// `XIQueryVersion` asking for 2.2 and accepting 2.1 or later (scroll classes are 2.1). On
/// the window, for all master devices: `XI_Motion`, `XI_ButtonPress`, `XI_ButtonRelease`,
/// `XI_Enter`, `XI_DeviceChanged`; on the root window, for all devices, `XI_HierarchyChanged`
/// and `XI_DeviceChanged` (devices plugged in, removed or reconfigured). The core pointer
/// events are then deselected on the window (`X11Window.selectCoreInput(pointer: false)`),
/// so each press arrives once, as XI2, where it can be told apart from emulation.
/// `GLASS_VIEWER_NO_XI2=1` skips all of this (like GTK's `GDK_CORE_DEVICE_EVENTS`).
///
/// Scrolling, per the XI 2.1 protocol:
/// - A scroll valuator (`XIScrollClass`: number, vertical/horizontal, increment) reports an
///   accumulated position; one `increment` of change is one legacy wheel click. Deltas are
///   taken per source (slave) device against the last value seen; the baseline is dropped
///   on `XI_Enter`, on a change of source device, and on device changes, so the first event
///   afterwards only sets it (no jump).
/// - For valuators without `XIScrollFlagNoEmulation` the server also sends legacy button
///   4–7 events; in XI2 those carry `XIPointerEmulated` and are skipped, so a scroll counts
///   once. Conversely a real button 4–7 (an old mouse, or XTest) on a device that has scroll
///   valuators makes the server emulate valuator motion, flagged `XIPointerEmulated`: that
///   delta is skipped (the baseline still follows it) and the button counts as a wheel step.
///   Valuators with `XIScrollFlagNoEmulation` send no legacy buttons, so nothing is skipped.
/// - A device without scroll valuators (Xvfb's virtual pointers) sends plain buttons 4–7,
///   which become wheel steps as with core events.
///
/// Main thread only. Owns nothing but the device table.
final class XInput2Pointer {
    /// What one XI2 event means for the pointer, in window pixels.
    enum Decoded {
        /// `shift`: Shift is held (it turns wheel buttons 4/5 sideways).
        case button(Int, pressed: Bool, x: Double, y: Double, shift: Bool)
        /// Scroll in wheel steps (increments). `discrete`: whole steps from a device that is
        /// not a touchpad (a mouse wheel under the libinput/evdev drivers). `shift`: Shift is
        /// held (it turns vertical scrolling sideways).
        case motion(x: Double, y: Double, scroll: (dx: Double, dy: Double)?, discrete: Bool, shift: Bool)
        case enter(x: Double, y: Double)
    }

    struct ScrollAxis: Equatable {
        var number: Int32
        var vertical: Bool
        var increment: Double
        /// `XIScrollFlagNoEmulation`: the server sends no legacy button 4–7 for it.
        var noEmulation: Bool
    }

    struct Device {
        var name: String
        var axes: [ScrollAxis]
        var isTouchpad: Bool
    }

    let opcode: Int32
    let major: Int32
    let minor: Int32
    private let display: OpaquePointer
    private let window: Window
    /// Every device (masters and slaves) with its scroll valuators, by device id.
    private(set) var devices: [Int32: Device] = [:]
    /// Last value of each scroll valuator per source device; missing means "no baseline".
    private var baselines: [Int32: [Int32: Double]] = [:]
    private var lastSource: Int32 = -1
    /// The server timestamp (ms) of the last decoded device event, for the latency trace.
    private(set) var lastEventTime: Time = 0

    /// True when any device has scroll valuators (smooth scrolling is possible).
    var hasScrollValuators: Bool { devices.values.contains { !$0.axes.isEmpty } }

    /// Selects XI2 pointer events on `window`, or returns nil (nothing selected) when the
    /// server lacks XInput 2.1 or `GLASS_VIEWER_NO_XI2=1`.
    init?(display: X11Display, window: Window) {
        if let v = getenv("GLASS_VIEWER_NO_XI2"), String(cString: v) == "1" { return nil }
        let d = display.handle
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(d, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = 2
        // Trapped: a server with only XInput 1.x answers BadRequest, which is no error of ours.
        let (status, versionErrors) = X11ErrorReporter.trap(d) { XIQueryVersion(d, &major, &minor) }
        guard status == Success, versionErrors.isEmpty, major > 2 || (major == 2 && minor >= 1) else { return nil }
        self.opcode = opcode
        self.major = major
        self.minor = minor
        self.display = d
        self.window = window

        let (_, selectErrors) = X11ErrorReporter.trap(d) {
            select(on: window, device: XIAllMasterDevices,
                   [XI_Motion, XI_ButtonPress, XI_ButtonRelease, XI_Enter, XI_DeviceChanged])
            select(on: display.root, device: XIAllDevices, [XI_HierarchyChanged, XI_DeviceChanged])
        }
        guard selectErrors.isEmpty else {
            // Undo what was selected; the core events still are.
            _ = X11ErrorReporter.trap(d) {
                select(on: window, device: XIAllMasterDevices, [])
                select(on: display.root, device: XIAllDevices, [])
            }
            return nil
        }
        refreshDevices()
    }

    private func select(on target: Window, device: Int32, _ events: [Int32]) {
        var bits = [UInt8](repeating: 0, count: Int(cx11_xi_mask_len()))
        for e in events { cx11_xi_set_mask(&bits, e) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, target, &mask, 1)
        }
    }

    /// Re-reads every device's scroll classes and drops all baselines.
    func refreshDevices() {
        baselines.removeAll()
        devices.removeAll()
        var count: Int32 = 0
        guard let info = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(info) }
        for i in 0..<Int(count) {
            let device = info[i]
            var axes: [ScrollAxis] = []
            for c in 0..<Int(device.num_classes) {
                guard let any = device.classes[c], any.pointee.type == XIScrollClass else { continue }
                let s = UnsafeRawPointer(any).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                guard s.increment != 0, s.scroll_type == XIScrollTypeVertical || s.scroll_type == XIScrollTypeHorizontal else { continue }
                axes.append(ScrollAxis(number: s.number, vertical: s.scroll_type == XIScrollTypeVertical,
                                       increment: s.increment, noEmulation: s.flags & XIScrollFlagNoEmulation != 0))
            }
            let name = device.name.map { String(cString: $0) } ?? ""
            devices[device.deviceid] = Device(name: name, axes: axes,
                                              isTouchpad: !axes.isEmpty && isTouchpad(device.deviceid, name: name))
        }
    }

    /// Touchpads always scroll smoothly; other devices' whole increments are wheel clicks.
    /// Known by name, or by a property only touchpad drivers set.
    private func isTouchpad(_ id: Int32, name: String) -> Bool {
        let lower = name.lowercased()
        if ["touchpad", "trackpad", "synaptics", "glidepoint"].contains(where: { lower.contains($0) }) { return true }
        var count: Int32 = 0
        guard let atoms = XIListProperties(display, id, &count) else { return false }
        defer { XFree(atoms) }
        let names: [String] = ["libinput Tapping Enabled", "Synaptics Tap Time"]
        let markers = names.map { XInternAtom(display, $0, 1) }.filter { $0 != 0 }
        return (0..<Int(count)).contains { markers.contains(atoms[$0]) }
    }

    /// Decodes `event` if it is one of ours (`GenericEvent` of XInputExtension); nil for
    /// other events and for XI2 events that mean nothing to the session (emulated wheel
    /// buttons, device changes: those update the device table).
    func decode(_ event: inout XEvent) -> Decoded? {
        guard event.type == GenericEvent, event.xcookie.extension == opcode,
              XGetEventData(display, &event.xcookie) != 0 else { return nil }
        defer { XFreeEventData(display, &event.xcookie) }
        guard let data = event.xcookie.data else { return nil }
        switch event.xcookie.evtype {
        case XI_ButtonPress, XI_ButtonRelease:
            let e = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard e.event == window else { return nil }
            lastEventTime = e.time
            // Buttons 4–7 emulated from scroll valuators were counted as smooth deltas already.
            if (4...7).contains(e.detail) && e.flags & XIPointerEmulated != 0 { return nil }
            return .button(Int(e.detail), pressed: event.xcookie.evtype == XI_ButtonPress, x: e.event_x, y: e.event_y,
                           shift: e.mods.effective & Int32(ShiftMask) != 0)
        case XI_Motion:
            let e = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard e.event == window else { return nil }
            lastEventTime = e.time
            let (scroll, discrete) = scrollDelta(e)
            return .motion(x: e.event_x, y: e.event_y, scroll: scroll, discrete: discrete,
                           shift: e.mods.effective & Int32(ShiftMask) != 0)
        case XI_Enter:
            let e = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            baselines.removeAll()
            guard e.event == window else { return nil }
            return .enter(x: e.event_x, y: e.event_y)
        case XI_DeviceChanged:
            // A master switching to another slave only moves the baseline; a device whose
            // classes changed must be read again.
            if data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee.reason == XISlaveSwitch {
                baselines.removeAll()
            } else {
                refreshDevices()
            }
            return nil
        case XI_HierarchyChanged:
            refreshDevices()
            return nil
        default:
            return nil
        }
    }

    /// The scroll of one motion event in steps, updating the baselines; nil when no scroll
    /// valuator moved (or only by emulation, or this was the first value after a reset).
    private func scrollDelta(_ e: XIDeviceEvent) -> ((dx: Double, dy: Double)?, Bool) {
        let source = devices[e.sourceid]?.axes.isEmpty == false ? e.sourceid : e.deviceid
        guard let device = devices[source], !device.axes.isEmpty, let mask = e.valuators.mask,
              let values = e.valuators.values else { return (nil, false) }
        if source != lastSource {
            baselines[source] = nil
            lastSource = source
        }
        // `values` holds one entry per set bit of the mask, in valuator order.
        var value: [Int32: Double] = [:]
        var next = 0
        for bit in 0..<Int32(e.valuators.mask_len * 8) where cx11_xi_mask_is_set(mask, bit) != 0 {
            value[bit] = values[next]
            next += 1
        }
        let emulated = e.flags & XIPointerEmulated != 0
        var dx = 0.0, dy = 0.0
        var discrete = !device.isTouchpad
        var moved = false
        var known = baselines[source] ?? [:]
        for axis in device.axes {
            guard let v = value[axis.number] else { continue }
            defer { known[axis.number] = v }
            guard let last = known[axis.number], !emulated else { continue }
            let steps = (v - last) / axis.increment
            guard steps != 0, steps.isFinite else { continue }
            moved = true
            if steps != steps.rounded() { discrete = false }
            if axis.vertical { dy += steps } else { dx += steps }
        }
        baselines[source] = known
        return (moved ? (dx, dy) : nil, discrete)
    }

    /// The version and every device with scroll valuators, for the input trace.
    var summary: String {
        let scrolling = devices.sorted { $0.key < $1.key }.filter { !$0.value.axes.isEmpty }.map { id, d in
            "\(id) \"\(d.name)\"\(d.isTouchpad ? " touchpad" : ""): " + d.axes.map {
                "valuator \($0.number) \($0.vertical ? "vertical" : "horizontal") increment \($0.increment)"
                    + ($0.noEmulation ? " no-emulation" : "")
            }.joined(separator: ", ")
        }
        return "XInput \(major).\(minor); " + (scrolling.isEmpty ? "no scroll valuators" : scrolling.joined(separator: "; "))
    }
}
