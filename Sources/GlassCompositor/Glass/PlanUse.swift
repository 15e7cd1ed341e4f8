/// Whether a glass group draws from a recorded plan (`GlassPlan`) or is shaded live.
///
/// A replayed plan and live shading agree to within one level, not to the bit, so the choice
/// must not depend on what was drawn before: the frame pipeline decides it from the glass's
/// own state at the frame's time (still glass replays, moving glass shades live), which keeps
/// every frame a function of input and time.
enum PlanUse: Hashable, Sendable {
    /// Glass that holds still now: replays its plan, recording it first if there is none.
    case still
    /// Glass in motion: shaded live; its shape changes from frame to frame, so a plan would
    /// be recorded for nothing.
    case moving
    /// The caller cannot tell (a direct `GlassRenderer.render`): a plan is recorded the second
    /// time the same glass is drawn and replayed from then on.
    case adaptive
}
