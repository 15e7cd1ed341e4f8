/// The stages of one frame, in order, as the HUD, bench and trace name them.
public enum FrameStage: Int, CaseIterable, Sendable {
    case input, motion, layout, content, backdrop, glass, overlay, present

    public var name: String {
        switch self {
        case .input: return "input"
        case .motion: return "motion"
        case .layout: return "layout"
        case .content: return "content"
        case .backdrop: return "backdrop"
        case .glass: return "glass"
        case .overlay: return "overlay"
        case .present: return "present"
        }
    }
}
