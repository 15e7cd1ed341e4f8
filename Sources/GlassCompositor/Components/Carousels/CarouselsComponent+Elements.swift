/// The shown tab's carousel rows as elements (`carousel`, its title), each holding its tiles
/// where the row's sideways scroll has them now; a tile scrolled out of its row is left out.
extension CarouselsComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard !ui.scene.tabs.isEmpty else { return }
        let dy = -ui.pages.offset()
        for row in rows(tab: ui.pages.shownTab) {
            let scrollX = carouselOffset(row.key) ?? 0
            let rowFrame = row.layout.frame.offsetBy(dx: 0, dy: dy)
            // The row takes no press from the page behind it: its tiles and the page's scroll do.
            tree.group(UIElement(.carousel, row.carousel.title ?? "", id: row.carousel.id, frame: rowFrame), covers: false) { tree in
                for (k, tile) in row.carousel.tiles.enumerated() {
                    let f = row.layout.tileFrame(k)
                    let frame = f.offsetBy(dx: row.layout.frame.minX - scrollX, dy: dy)
                    tree.add(UIElement(.tile, tile.title, id: tile.id, frame: frame), clip: rowFrame)
                }
            }
        }
    }
}
