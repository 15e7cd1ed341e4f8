/// The More tab's page on a compact width (iOS's rule for more than five tabs): a large
/// "More" title, then one row per tab the tab bar has no slot for (symbol, title, chevron),
/// with hairline separators. Window points.
struct MoreLayout: Equatable, Sendable {
    struct Row: Equatable, Sendable {
        /// The tab's index in `Scene.tabs`.
        var tab: Int
        var frame: Rect
        var title: String
        var icon: String
    }

    static let rowHeight = 52.0
    static let margin = 16.0

    var titleFrame: Rect
    var rows: [Row]

    init(scene: Scene, slots: TabBarSlots, viewport: Size) {
        let m = MoreLayout.margin
        titleFrame = Rect(x: m, y: ContentLayout.topInset, width: max(0, viewport.width - 2 * m), height: 41)
        var y = titleFrame.maxY + 16
        var rows: [Row] = []
        for i in slots.overflow where scene.tabs.indices.contains(i) {
            rows.append(Row(tab: i, frame: Rect(x: 0, y: y, width: viewport.width, height: MoreLayout.rowHeight),
                            title: scene.tabs[i].title, icon: scene.tabs[i].icon))
            y += MoreLayout.rowHeight
        }
        self.rows = rows
    }

    /// The tab of the row under `p`, if any.
    func tab(at p: Point) -> Int? { rows.first { $0.frame.contains(p) }?.tab }
}
