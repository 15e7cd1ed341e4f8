/// A time control the person asks for in the window (SPEC V8). The host owns time, so the
/// session hands these to it (`ViewerSession.onTimeControl`) rather than acting on them.
public enum TimeControl: Sendable, CustomStringConvertible {
    /// Slow animations: the next factor (1×, 2×, 5×, 10×).
    case cycleSlowAnimations
    /// Pause or resume scene time.
    case togglePause
    /// While paused, one frame forward.
    case stepFrame

    public var description: String {
        switch self {
        case .cycleSlowAnimations: return "slow"
        case .togglePause: return "pause"
        case .stepFrame: return "step"
        }
    }
}
