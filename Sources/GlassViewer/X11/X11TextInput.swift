#if canImport(Glibc)
import Glibc
#endif
import CX11

/// What key presses type: an X input method and its context on the window, so keyboard
/// layouts, dead keys and compose sequences make text as in any X application
/// (`Xutf8LookupString`), and the events an input method takes for itself are filtered out.
///
/// Xlib's own input method works from the locale's compose tables; the locale's character
/// type is taken from the environment, with `C.UTF-8` when that is plain C, so the text is
/// UTF-8 whatever the terminal had. Without an input method (none could be opened) keys
/// still type through `XLookupString`, which knows layouts but not dead keys.
final class X11TextInput {
    private var im: XIM?
    private(set) var context: XIC?

    init(display: X11Display, window: Window) {
        Self.chooseLocale()
        if XSupportsLocale() != 0 { _ = XSetLocaleModifiers("") }
        im = XOpenIM(display.handle, nil, nil, nil)
        context = im.flatMap { cx11_create_ic($0, window) }
        if let context { XSetICFocus(context) }
    }

    /// Whether the input method took `event` (the first key of a compose sequence, a dead
    /// key): it is then not input for the session.
    func filters(_ event: inout XEvent) -> Bool { XFilterEvent(&event, 0) != 0 }

    /// The context is closed before the display (`close`), never after it.
    func close() {
        if let context { XDestroyIC(context) }
        if let im { XCloseIM(im) }
        context = nil
        im = nil
    }

    /// The locale's character type from the environment (LC_ALL, LC_CTYPE, LANG), or C.UTF-8
    /// for plain C: only LC_CTYPE, so number formatting elsewhere is untouched.
    private static func chooseLocale() {
        guard let chosen = setlocale(LC_CTYPE, "") else { _ = setlocale(LC_CTYPE, "C.UTF-8"); return }
        let name = String(cString: chosen)
        if name == "C" || name == "POSIX" { _ = setlocale(LC_CTYPE, "C.UTF-8") }
    }
}
