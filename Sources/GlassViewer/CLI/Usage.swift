/// The text of `glass-viewer --help`.
let usageText = """
glass-viewer: preview Liquid Glass scenes on X11, render them headless, and profile them.

USAGE
  glass-viewer [SCENE] [--size WxH] [--scale S] [--appearance light|dark] [--hud]
               [--fps N] [--no-shm] [--log FILE] [--record FILE] [--state FILE]
               [--trace FILE] [--reports DIR] [--reset-customization] [--no-plans]
               [--no-backdrop-cache]
               [--trace-latency] [--trace-startup] [--slow K] [--paused]
               [--overlay LIST] [--kernels NAME]
      Open SCENE (a scene .json file; the built-in default scene when omitted) in a window.
      The window follows the desktop: without --scale it takes the desktop's scale, and a
      scene that names no appearance opens in the desktop's light or dark theme; both are
      followed while it is open (XSETTINGS, the Xft.dpi resource, GDK_SCALE, GTK_THEME).
      Its flight recorder keeps the input since launch and the frames of the last minute:
      , steps back (drawn again from the recording), B writes a bug-report folder
      glass-viewer-report-SCENE-TIME/ (recording, screenshot of the frame without the HUD
      and overlays, the screen with them, log, trace, report.json) into DIR (default: the
      working directory), W the trace of the last 10 s.
  glass-viewer --replay FOLDER|RECORDING [--at SECONDS] [window options but --size,
               --scale, --appearance]
      Open the window where a recording stops, paused: a flow's failure folder
      (test-results/FLOW) at its failing step, a bug report at its frame, a recording at
      its last frame mark (a script at its last event), or at --at SECONDS. The window takes
      the recording's scene, size, scale, appearance and settings and shows the frame
      'replay' draws, bit for bit; . steps a frame, P plays on, , steps back, and the
      pointer takes over.
  glass-viewer render SCENE|default --out FILE.png [--size WxH] [--scale S]
               [--appearance light|dark] [--script FILE] [--time SECONDS] [--log FILE]
               [--state FILE] [--no-plans] [--no-backdrop-cache] [--overlay LIST]
               [--kernels NAME]
      Render the frame at a time on the fixed-step clock to a PNG, after the script's events
      up to that time (default: 0 s, or 1 s after the script's last event). No X server.
      Images are written as PNG only: a --out name not ending in .png is refused.
  glass-viewer bench [SCENE|default] [--size WxH] [--scale S] [--frames N] [--warmup N]
               [--script FILE] [--paced] [--json FILE] [--trace FILE] [--log FILE] [--state FILE]
               [--no-plans] [--no-backdrop-cache] [--overlay LIST] [--kernels NAME]
      Render N frames headless (release builds only give meaningful numbers) of the built-in
      scroll animation or of a looping script, and print mean/p50/p95/p99/max per stage.
      The first --warmup N frames (default 10) are not counted; a script starts after them,
      on the scene at rest, once the work they queued in the background (screens one tap away
      drawn ahead) is done, as in a window before the first input. Frames run back to back;
      --paced draws them at 60 per second of real time, sleeping between them as the window
      does (cores woken from idle run slower for a while, so these frames cost more).
      --json writes that report as JSON; --trace writes every frame as a Chrome Trace Event
      file that Perfetto (ui.perfetto.dev) and chrome://tracing open. The report names the
      build (version, commit, optimization, target CPU, kernels), the machine (CPU, cores, kernel),
      the date (UTC), the run (scene, script, size, scale, warm-up), the frames that waited
      for content (tiles not drawn ahead) and the peak RSS. When no frame after the warm-up
      changed, there is nothing to measure: bench says so with a hint and exits 1. Long runs
      show their progress on one line when stderr is a terminal. scripts/bench runs every
      bench script at three sizes and compares two binaries.
  glass-viewer replay RECORDING|REPORT [--out DIR] [--fps N] [--log FILE] [--state FILE]
               [--no-plans] [--no-backdrop-cache] [--overlay LIST] [--kernels NAME]
      Run a recording made with --record headless: the frames the window drew, at their
      times (other scripts on the fixed-step clock); with --out, write every frame drawn as
      DIR/frame-NNNNN-tSECONDS.png (its number and scene time); without --out, --state or
      --overlay only the last frame is drawn (the same bits), and stretches where nothing
      moves are skipped. The scene a recording's meta line names, if relative, is looked up
      in the recording's folder first, then in the working folder; an absolute path is used
      as it is. REPORT, a bug-report folder, replays to its frame and compares it,
      without the HUD and overlays, with its screenshot bit for bit (exit 1 if not).
  glass-viewer test FLOW|FOLDER... [--junit FILE] [--artifacts DIR] [--update]
               [--no-plans] [--no-backdrop-cache] [--kernels NAME]
      Run flows as tests, headless: a flow is a script whose meta line names the scene,
      size, scale (and optional "settings") and whose expect lines say what must hold:
      {"t":2,"type":"expect","logged":"sheet.presented","with":{"id":"x"}} (an event, since
      the previous expect or "since":"start"; "count":N exactly N), "frame":"golden/x.png"
      with "tolerance":{"channel":C,"pixels":F} and "region":[x,y,w,h] in points (C: levels
      a channel may move, F: share of pixels that may differ; default the same bits), or
      "frames":{"last":N,"drawn":K,"redrawn":S} (of the last N frames at 60 per second, at
      most K drawn and S screens of pixels redrawn). A FOLDER runs its *.jsonl, below too.
      One line per flow (PASS, FAIL or ERROR, its steps and time); a failure names the line,
      what was expected and what was found, and leaves DIR/FLOW/ (default test-results/):
      the frame, expected/actual/difference images, log, recording; 'glass-viewer replay
      DIR/FLOW' draws that frame again and compares it, 'glass-viewer --replay DIR/FLOW'
      opens the window there, paused. --junit writes a JUnit XML report;
      --update rewrites missing or changed golden images and prints each. Exit 1 on any
      failure or bad flow. render, replay and the window run a flow's events and skip its
      expect lines.
  glass-viewer matrix SCENE|default --out FILE.png [--sizes LIST] [--appearances LIST]
               [--settings LIST] [--scale S] [--row-height PX] [--script FILE] [--time T]
      A contact sheet: the scene at each size (a column: phone 390x844, tablet 1024x768,
      desktop 1440x900, or WxH in points; default all three) in each appearance (light,
      dark) and setting (a row: standard, reduce-transparency, increase-contrast,
      reduce-motion, clear, tinted; default standard, reduce-transparency,
      increase-contrast, clear), labelled, each frame PX pixels high (default 300).
  glass-viewer check SCENE...
      Validate scene files: FILE: ok on stdout for each good one, and every error on
      stderr as FILE:LINE:COL: error: MESSAGE (at JSON.PATH). Files named *.schema.json
      (Scenes/*.json matches the schema) are skipped with a note on stderr.
  glass-viewer inspect SCENE|default [--size WxH] [--scale S] [--appearance light|dark]
               [--script FILE] [--time SECONDS] [--json]
      Print the element tree of the frame at a time (as render: default 0 s, or 1 s after
      the script's last event): every visible element a press can reach (tabs, bar and back
      buttons, the search field, rows, cards, tiles, switches, sliders, segmented controls
      and their segments, content buttons, menus and their items, alerts and their buttons,
      sheets, the sidebar and its rows, custom glass), front to back, indented under what
      holds it, each with its role, label, #id, frame in points [x, y, width x height] and
      state (selected, on/off, value, focused, text); "(covered)" when something in front
      (a modal's scrim, a bar) would take a press there. --json writes it as JSON. Scripts
      name these elements instead of points (see --script). No X server.
  glass-viewer icon --out FILE.png [--size N]
      Write the app icon, the one the window shows, as an N x N pixel PNG (16 to 1024,
      default 128): scripts/install puts it in the desktop's icon theme. No X server.
  glass-viewer --version
      Print the version, the commit it was built from (baked in at build time), the
      optimization and CPU it was compiled for, and which kernels this CPU runs (baseline,
      avx2 or avx512: the hot pixel loops are in the binary once per level, and the newest
      the CPU has is used).

OPTIONS
  --size WxH        window/image size in pixels (default: the scene's device, its width
                    and height in points at the scale, e.g. mail.json 390x844 points; for a
                    scene naming no device 1280x800 pixels, and the window 1280x800 points
                    at its scale; the window stays within the screen)
  --scale S         device pixels per point, 1 to 4; points × scale = pixels (default with
                    --size 1, else the scene's device scale (2 for a phone), else 1; the
                    window: the desktop's, from XSETTINGS Xft/DPI or Gdk/WindowScalingFactor,
                    else the Xft.dpi resource, else GDK_SCALE, else the scene's device's)
  --appearance A    light or dark, overriding the scene's and the desktop's
  --hud             show the profiling HUD (toggle with F1 in the window)
  --fps N           frame rate while animating (default 60)
  --slow K          run every animation K times slower (1 to 100; X cycles 1/2/5/10 in the window)
  --paused          start with time paused (P resumes, . steps one frame)
  --replay PATH     open the window where a recording, bug report or failure folder stops,
                    paused, as the recording says (scene, size, scale, appearance, settings)
  --at SECONDS      with --replay: stop at this scene time instead
  --no-shm          present with plain XPutImage instead of MIT-SHM shared memory
  --log FILE        write semantic events (tab.selected, scroll, press, ...) as JSON lines
  --record FILE     record input as an interaction script, with a mark per frame drawn
                    (replay it with 'replay')
  --state FILE      one JSON line per frame: scene time, frame number and every animated
                    value (scroll offsets per tab and carousel, pill position and stretch,
                    collapse, press scale, sheet height, adaptation darkness)
  --trace FILE      Chrome trace: measured stage slices per frame (number, scene time), a
                    track per worker thread, redrawn Mpx and RSS counters (window: the
                    last minute, written at exit)
  --reports DIR     where the window's B and W keys write (default: the working directory)
  --reset-customization
                    forget this scene's sidebar customization (the order of tabs and
                    sections, hidden tabs, collapsed sections) before opening it. The window
                    keeps it in $XDG_STATE_HOME/glass-viewer/SCENE.json (default
                    ~/.local/state); render, replay and bench never read it
  --no-plans        shade all glass live every frame instead of replaying plans of glass
                    that holds still (to measure what plans save; within 2 levels)
  --no-backdrop-cache
                    blur every glass backdrop whole every frame instead of keeping the
                    rows of scrolling content (to measure what the cache saves; same pixels)
  --kernels NAME    run the hot pixel loops compiled for baseline (SSE2), avx2 (AVX2, FMA)
                    or avx512 instead of the newest this CPU has (to measure what a level
                    gains; every level draws the same bits); one the CPU lacks is refused
  --overlay LIST    draw profiling overlays over every frame (the frame beneath stays the
                    same), comma-separated: damage (redrawn regions, flashing), bounds
                    (glass bounds, backdrop regions), shape (SDF iso-lines, bezel band),
                    refraction (displacement), tiles (content tiles), touches (pointer
                    location); F2-F7 toggle them in the window
  --trace-latency   print input-to-screen latency per input event on stderr (window)
  --trace-startup   print the time to the first frame's stages on stderr (window)
  --script FILE     interaction script: one JSON object per line, e.g.
                    {"t":0.5,"type":"down","x":200,"y":600}; types down, move, up,
                    wheel (dx/dy steps, or px/hpx smooth points; "modifiers":["shift"]
                    turns it sideways), key (key), text (text: what a focused
                    field types; a key alone types nothing), resize (width, height),
                    appearance (appearance: light or dark; the desktop's theme changed),
                    scale (scale, width, height; the desktop's scale changed).
                    By element (the tree 'inspect' prints, found at the event's time):
                    "on":"Search" (a label) or "on":{"id":..,"role":..,"label":..,"index":N}
                    instead of x/y on down, move and up; tap (on, or x/y; duration, default
                    0.05 s); drag (from, to, duration, default 0.3 s); scroll with
                    "until":"visible" and on (smooth scrolls of the page until it shows
                    whole); expect with on (visible, selected, isOn, value, text, focused).
                    A target that matches no element or several, or one covered, stops
                    the script with FILE:LINE, the target and the nearest candidates.
                    --record writes "on" beside a press's x/y; x/y win when both are given

KEYS (window)
  1-9 select a tab   Ctrl+Tab / Ctrl+Shift+Tab next / previous tab   F1 HUD   ? all shortcuts
  Up/Down/Page Up/Page Down/Home/End scroll   wheel and drag scroll   click a tab to select it
  Shift+wheel, sideways wheel or a sideways drag on a carousel scroll the carousel
  X slow animations   P pause   . one frame forward   , one frame back (hold to scrub)
  B bug report folder   W trace of the last 10 s
  A light/dark   T Reduce Transparency   C Increase Contrast   G default/clear/tinted glass
  M materialize custom glass   E expand/collapse glass stacks   R Reduce Motion
  S sidebar   I inspector   [ ] previous/next scene in the folder   Escape close menus, sheets, panels
  click a row or card with a destination to push its screen; the back button, a sideways drag
  to the right anywhere in the content, Escape or Alt+Left go back
  In an alert or action sheet: Return its default button, Escape its cancel button
  Click a search field to type in it (layouts and dead keys as the desktop has them): it takes
  every key that types, so letters are not shortcuts there; Backspace, Delete, Left/Right
  (Ctrl: a word), Home/End edit, Return submits, Escape or a click elsewhere leaves it
  F2 damage   F3 glass bounds   F4 shape field   F5 refraction   F6 tiles   F7 touches
  F8 elements: outline and name the element under the pointer (role, label, id, frame, state)
  F11 fullscreen and back (asked of the window manager)
  F12 screenshot (PNG of the frame without HUD and overlays, into $XDG_PICTURES_DIR, else
  the pictures folder of ~/.config/user-dirs.dirs (xdg-user-dir PICTURES), else the
  working directory; the path is printed)

EXIT STATUS
  0 ok, 1 bad input or usage, or an output that cannot be written, 2 display error
"""

/// Whether `words` ask for help (`-h` or `--help` anywhere).
func asksForHelp(_ words: [String]) -> Bool {
    words.contains { $0 == "-h" || $0 == "--help" }
}

/// The help for one command (`render`, `bench`, `replay`, `check`): its lines of `usageText`,
/// then the options and exit status, which every command shares.
func usageText(for command: String) -> String {
    let lines = usageText.components(separatedBy: "\n")
    var block: [String] = []
    if let start = lines.firstIndex(where: { $0.hasPrefix("  glass-viewer \(command) ") || $0 == "  glass-viewer \(command)" }) {
        block.append(lines[start])
        for line in lines[(start + 1)...] {
            if line.hasPrefix("  glass-viewer") || line.isEmpty { break }
            block.append(line)
        }
    }
    func section(_ title: String) -> [String] {
        guard let start = lines.firstIndex(of: title) else { return [] }
        return Array(lines[start...].prefix { !$0.isEmpty })
    }
    return (["USAGE"] + block + [""] + section("OPTIONS") + [""] + section("EXIT STATUS")).joined(separator: "\n")
}
