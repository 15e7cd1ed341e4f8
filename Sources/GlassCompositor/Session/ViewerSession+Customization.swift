/// The window keeps a person's sidebar customization between launches (T7); headless
/// commands do not, unless told, so their frames depend on the scene and the script alone.
extension ViewerSession {
    /// Keeps the sidebar's customization in `store` from now on and takes back what it saved
    /// for this scene. Returns a message naming the file when the saved file cannot be used
    /// (the scene's own arrangement shows; the file is left as it is), nil otherwise.
    public func useCustomization(_ store: CustomizationStore) -> String? {
        do {
            try sidebar.use(store)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Forgets the saved customization of this scene in `store` (`--reset-customization`).
    public func resetCustomization(in store: CustomizationStore) throws {
        try store.remove(for: ui.scene)
    }
}
