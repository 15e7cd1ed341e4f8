/// What a component writes its elements into (`Component.elements(into:)`): it adds them in
/// its own order, nesting children inside a container with `group`, and leaves out what lies
/// wholly outside the window. Frames in window points.
struct ElementTreeBuilder {
    /// The window, points.
    let window: Rect
    private(set) var elements: [UIElement] = []
    /// Where this component takes presses away from what is behind it (window points): its
    /// elements' frames unless added with `covers: false`, and what `cover` adds (a scrim).
    private(set) var covers: [Rect] = []
    private var parent: Int?
    private var depth = 0
    /// The component being asked (set by the session).
    var layer = 0

    init(viewport: Size) { window = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height) }

    /// Adds `element` unless none of it is inside the window (or `clip`, window points, for an
    /// element that shows only inside a scrolling region); returns its index, nil when left out.
    @discardableResult
    mutating func add(_ element: UIElement, clip: Rect? = nil, covers: Bool = true) -> Int? {
        let visible = element.frame.intersection(clip.map { $0.intersection(window) } ?? window)
        guard !visible.isEmpty, !element.frame.isEmpty else { return nil }
        var e = element
        e.visibleFrame = visible
        e.parent = parent
        e.depth = depth
        e.layer = layer
        elements.append(e)
        if covers { self.covers.append(visible) }
        return elements.count - 1
    }

    /// Adds `container`, then what `children` adds, inside it. A container outside the window
    /// takes its children with it.
    mutating func group(_ container: UIElement, clip: Rect? = nil, covers: Bool = true, _ children: (inout ElementTreeBuilder) -> Void) {
        guard let index = add(container, clip: clip, covers: covers) else { return }
        let (p, d) = (parent, depth)
        parent = index; depth += 1
        children(&self)
        parent = p; depth = d
    }

    /// Marks `rect` (window points) as taking presses from what is behind this component: a
    /// modal's scrim covers the whole window.
    mutating func cover(_ rect: Rect) { covers.append(rect) }
}
