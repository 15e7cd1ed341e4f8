/// The viewer's own settings keys, in front of everything (A1–A5, V5): `a` appearance,
/// `t` Reduce Transparency, `c` Increase Contrast, `g` clear/tinted glass, `r` Reduce Motion,
/// `[` and `]` the previous and next scene of the folder; and the time controls the host
/// carries out (it owns time): `x` slow animations, `p` pause, `.` one frame forward while
/// paused, `,` one frame back; and the QA tools the host holds: `b` a bug report, `w` the
/// trace of the last seconds; `F12` a screenshot, which the host writes; `F11` fullscreen, which
/// the host asks of the window manager. The session carries them out or hands them to the host.
final class ViewerKeysComponent: Component {
    /// What a key asks the session to do.
    enum Action { case toggleAppearance, toggleReduceTransparency, toggleIncreaseContrast, cycleGlassPreference,
                  toggleReduceMotion, previousScene, nextScene, time(TimeControl), screenshot, toggleFullscreen, host(HostRequest) }
    /// Carries out an action at the key's time; set by the session.
    var perform: (Action, Double) -> Void = { _, _ in }

    func handle(_ event: InputEvent) -> Bool {
        guard case .key(let name, _) = event.kind else { return false }
        let action: Action
        switch name {
        case "a": action = .toggleAppearance
        case "t": action = .toggleReduceTransparency
        case "c": action = .toggleIncreaseContrast
        case "g": action = .cycleGlassPreference
        case "r": action = .toggleReduceMotion
        case "bracketleft": action = .previousScene
        case "bracketright": action = .nextScene
        case "x": action = .time(.cycleSlowAnimations)
        case "p": action = .time(.togglePause)
        case "period": action = .time(.stepFrame)
        case "F12": action = .screenshot
        case "F11": action = .toggleFullscreen
        case "comma": action = .time(.stepBack)
        case "b": action = .host(.bugReport)
        case "w": action = .host(.writeTrace)
        default: return false
        }
        perform(action, event.time)
        return true
    }

    func plan() -> [RenderCommand] { [] }
}
