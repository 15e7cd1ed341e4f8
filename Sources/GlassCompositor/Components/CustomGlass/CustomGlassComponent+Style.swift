/// The glass style of custom glass: the element's variant, appearance, tint, size and
/// material overrides, with tint changes animated across reloads (G7).
extension CustomGlassComponent {
    /// The glass style of `element` at `size` points: variant, appearance, tint, size
    /// adaptation, then the scene's per-element overrides.
    static func style(of element: GlassElement, size: Size, dark: Bool, darkness: Double? = nil,
                      settings: GlassSettings = GlassSettings()) -> GlassStyle {
        let variant: GlassStyle.Variant
        switch element.variant {
        case .regular: variant = .regular
        case .clear: variant = .clear
        case .identity: return .identity
        }
        var style = GlassStyle.adaptive(variant, size: size, sceneDark: dark, darkness: darkness).sized(for: size)
        if let tint = element.tint { style.tint = tint }
        return element.material.applied(to: style).applying(settings)
    }

    /// `style(of:)` with the element's tint animated when it changes (G7): `key` names the
    /// element across frames and reloads.
    func animatedStyle(of element: GlassElement, key: String, size: Size, dark: Bool, darkness: Double, at t: Double) -> GlassStyle {
        let target = CustomGlassComponent.style(of: element, size: size, dark: dark, darkness: darkness, settings: ui.scene.settings)
        guard let transition = tintTransitions[key], transition.isAnimating(at: t), transition.to == element.tint else { return target }
        var before = element
        before.tint = transition.from
        let old = CustomGlassComponent.style(of: before, size: size, dark: dark, darkness: darkness, settings: ui.scene.settings)
        return old.mixed(with: target, transition.progress(at: t))
    }

    /// The key of a member's tint transition: its id, else its place on the screen.
    func tintKey(_ member: GlassElement, node index: Int, member m: Int?) -> String {
        member.id ?? (m.map { "glass.\(index).\($0)" } ?? "glass.\(index)")
    }

    /// Every element of the selected screen heads for its tint from now (a reload that
    /// changed a tint animates it); `resting` puts them at rest on it instead (a new screen).
    func retargetTints(resting: Bool) {
        guard let screen = ui.screen else { return }
        let t = ui.time
        for (index, node) in screen.glass.enumerated() {
            let members = node.members
            for (m, member) in members.enumerated() {
                for key in Set([tintKey(member, node: index, member: nil), tintKey(member, node: index, member: m)]) {
                    if resting || tintTransitions[key] == nil {
                        tintTransitions[key] = TintTransition(resting: member.tint)
                    } else {
                        tintTransitions[key]?.retarget(member.tint, at: t)
                    }
                }
            }
        }
    }
}
