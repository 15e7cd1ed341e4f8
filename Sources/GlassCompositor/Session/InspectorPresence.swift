/// Whether the inspector (T10) can show at this size, read-only: the toolbar leaves its
/// `inspect` button out where it cannot. The inspector answers it (`InspectorComponent`).
protocol InspectorPresence: AnyObject {
    /// The scene has an inspector and there is room for it beside the content here.
    var isAvailable: Bool { get }
}
