/// A time control the person asks for in the window (V8). The host owns time, so the
/// session hands these to it (`ViewerSession.onTimeControl`) rather than acting on them.
public enum TimeControl: Sendable, CustomStringConvertible {
    /// Slow animations: the next factor (1×, 2×, 5×, 10×).
    case cycleSlowAnimations
    /// Pause or resume scene time.
    case togglePause
    /// While paused, one frame forward.
    case stepFrame
    /// One frame back (pausing first): the earlier frame drawn again from the flight recorder.
    case stepBack

    public var description: String {
        switch self {
        case .cycleSlowAnimations: return "slow"
        case .togglePause: return "pause"
        case .stepFrame: return "step"
        case .stepBack: return "step back"
        }
    }
}

/// Something the person asks of the host's QA tools (V8), which the host carries out
/// since it holds the flight recorder and the files.
public enum HostRequest: Sendable, CustomStringConvertible {
    /// Write a bug-report folder of the frame on screen.
    case bugReport
    /// Write the trace of the last seconds to a file.
    case writeTrace

    public var description: String {
        switch self {
        case .bugReport: return "bug report"
        case .writeTrace: return "write trace"
        }
    }
}
