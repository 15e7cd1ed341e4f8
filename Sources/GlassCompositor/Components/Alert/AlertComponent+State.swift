extension AlertComponent {
    /// The shown alert's or action sheet's appearance (`alert.<id>` or `actionSheet.<id>`,
    /// 0 gone … 1 shown) and scale (`….scale`), and the one fading out, if any.
    func reportState(into snapshot: inout StateSnapshot) {
        let t = ui.time
        for p in [current, leaving].compactMap({ $0 }) {
            let name = "\(p.eventPrefix).\(p.id)"
            snapshot.set(name, p.opacity(at: t))
            snapshot.set("\(name).scale", p.scale(at: t))
        }
    }
}
