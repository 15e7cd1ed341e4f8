/// The selected tab's top page and what on it a press reaches through navigation: its rows,
/// cards and grid tiles, where the frame shows them (scrolled, and shifted while the page
/// slides in a push, pop or swipe). Carousels, live controls and content buttons add their
/// own parts.
extension NavigationComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard let tab = ui.selectedTabID, let tabModel = ui.tab(tab) else { return }
        let top = topPage(tab: tab)
        let screen = ui.pages.screen(of: top)
        let dx = Double(topShiftPixels) / ui.scale, dy = -ui.pages.offset(tab: tab)
        let page = tree.window.offsetBy(dx: dx, dy: 0)
        // The page has the id of its screen; a tab's own screen has none (the tab has that id).
        tree.group(UIElement(.page, screen.title ?? tabModel.title, id: screen.id, frame: page), covers: false) { tree in
            for placed in ui.pages.layout(page: top).items {
                let frame = placed.frame.offsetBy(dx: dx, dy: dy)
                switch placed.item {
                case .row(let row):
                    var state = UIElement.State()
                    switch row.accessory {
                    case .toggleOn: state.on = true
                    case .toggleOff: state.on = false
                    case .checkmark: state.selected = true
                    default: break
                    }
                    tree.add(UIElement(.row, row.title, id: row.id, frame: frame, state: state), clip: page)
                case .card(let card):
                    tree.add(UIElement(.card, card.title, frame: frame), clip: page)
                case .grid(let grid):
                    guard let tile = grid.tiles.first else { continue }
                    tree.add(UIElement(.tile, tile.title, id: tile.id, frame: frame), clip: page)
                case .section(let s):
                    if let title = s.title, !title.isEmpty { tree.add(UIElement(.header, title, frame: frame), clip: page, covers: false) }
                case .header(let title):
                    tree.add(UIElement(.header, title, frame: frame), clip: page, covers: false)
                default:
                    continue
                }
            }
        }
    }
}
