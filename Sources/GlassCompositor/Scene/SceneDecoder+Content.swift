/// Screens and their scrolling content.
extension SceneDecoder {
    static let itemKinds = ["card", "header", "row", "section", "grid", "carousel", "text", "image", "artwork", "controls", "spacer"]
    /// More items than this in one list is a mistake, not a design (and costs memory).
    static let maximumItems = 2000

    static func decodeScreen(_ node: JSONNode, path: String, in ctx: SceneDecodingContext) -> Screen? {
        guard let s = JSONObjectReader(node, path: path, sink: ctx.sink) else { return nil }
        defer { s.finish() }
        var screen = Screen()
        screen.id = s.string("id")
        screen.title = s.string("title")
        screen.subtitle = s.string("subtitle")
        screen.titleDisplay = s.enumeration("titleDisplay", default: screen.titleDisplay)
        screen.tint = s.color("tint")
        screen.background = s.color("background")
        screen.items = decodeItems(s, "items", in: ctx)
        if let t = s.object("toolbar") { screen.toolbar = decodeToolbar(t, in: ctx) }
        if let sh = s.object("sheet") { screen.sheet = decodeSheet(sh, in: ctx) }
        if let i = s.object("inspector") { screen.inspector = decodeInspector(i, in: ctx) }
        screen.glass = decodeGlassNodes(s, in: ctx)
        return screen
    }

    static func decodeItems(_ o: JSONObjectReader, _ key: String, in ctx: SceneDecodingContext) -> [ContentItem] {
        let elements = o.array(key)
        if elements.count > maximumItems, let n = o.member(key) {
            ctx.sink.report(n, path: o.childPath(key), "\(elements.count) items is more than the \(maximumItems) a list may hold")
            return []
        }
        return elements.compactMap { decodeItem($0.node, path: $0.path, in: ctx) }
    }

    static func decodeItem(_ node: JSONNode, path: String, in ctx: SceneDecodingContext) -> ContentItem? {
        guard let o = JSONObjectReader(node, path: path, sink: ctx.sink) else { return nil }
        defer { o.finish() }
        guard let kind = o.kind(itemKinds, default: "card", what: "item") else {
            o.markAllKnown()
            return nil
        }
        switch kind {
        case "card":
            var card = Card(title: o.string("title", default: ""), text: o.string("text", default: ""))
            if let a = o.object("artwork") { card.artwork = decodeArtwork(a) }
            card.image = o.image("image", in: ctx)
            if let destination = o.string("destination") {
                card.destination = destination
                ctx.refer(.screen, to: destination, node: o.member("destination")!, path: o.childPath("destination"))
            }
            return .card(card)
        case "header":
            return .header(o.string("title", default: ""))
        case "row":
            return decodeRow(o, in: ctx).map { .row($0) }
        case "section":
            var section = ContentSection(title: o.string("title"))
            section.action = o.string("action")
            section.footer = o.string("footer")
            section.style = o.enumeration("style", default: section.style)
            section.items = decodeItems(o, "items", in: ctx)
            for (n, p) in o.array("items") {
                if case .object(let m) = n.value, m.contains(where: { $0.key == "kind" && $0.node.stringValue == "section" }) {
                    ctx.sink.report(n, path: p, "sections cannot be nested")
                }
            }
            return .section(section)
        case "grid":
            return .grid(decodeGrid(o, in: ctx))
        case "carousel":
            return .carousel(decodeCarousel(o, in: ctx))
        case "text":
            var block = TextBlock(text: o.string("text", default: ""))
            block.style = o.enumeration("style", default: block.style)
            block.color = o.color("color")
            block.alignment = o.enumeration("alignment", default: block.alignment)
            block.maxLines = o.integer("maxLines", default: block.maxLines, in: 1...200)
            return .text(block)
        case "image":
            guard o.has("src") else {
                ctx.sink.report(node, path: path, "an image needs \"src\", a PNG, JPEG, WebP or SVG file relative to the scene")
                o.markAllKnown()
                return nil
            }
            guard let source = o.image("src", in: ctx) else { o.markAllKnown(); return nil }
            var image = ImageItem(source: source)
            image.height = o.optionalNumber("height", in: 1...4000)
            image.cornerRadius = o.length("cornerRadius", default: image.cornerRadius, in: 0...1000)
            image.contentMode = o.enumeration("contentMode", default: image.contentMode)
            image.caption = o.string("caption")
            return .image(image)
        case "artwork":
            var item = ArtworkItem(artwork: o.object("artwork").map(decodeArtwork) ?? ArtworkSpec())
            item.height = o.length("height", default: item.height, in: 1...4000)
            item.cornerRadius = o.length("cornerRadius", default: item.cornerRadius, in: 0...1000)
            item.fullBleed = o.bool("fullBleed", default: false)
            item.title = o.string("title")
            item.subtitle = o.string("subtitle")
            return .artwork(item)
        case "controls":
            return .controls(decodeControlGroup(o, in: ctx))
        default: // "spacer"
            return .spacer(o.length("height", default: 16, in: 0...2000))
        }
    }

    static func decodeRow(_ o: JSONObjectReader, in ctx: SceneDecodingContext) -> ListRow? {
        var row = ListRow(title: o.string("title", default: ""))
        row.id = o.componentID(in: ctx)
        row.subtitle = o.string("subtitle")
        row.text = o.string("text")
        row.detail = o.string("detail")
        row.icon = o.icon("icon")
        row.iconColor = o.color("iconColor")
        if let a = o.object("artwork") { row.artwork = decodeArtwork(a) }
        row.image = o.image("image", in: ctx)
        row.roundThumbnail = o.bool("roundThumbnail", default: false)
        row.accessory = o.enumeration("accessory", default: row.accessory)
        row.unread = o.bool("unread", default: false)
        if o.has("badge") { row.badge = o.integer("badge", default: 0, in: 0...9999) }
        if let destination = o.string("destination") {
            row.destination = destination
            ctx.refer(.screen, to: destination, node: o.member("destination")!, path: o.childPath("destination"))
        }
        row.action = decodeAction(o, in: ctx)
        if row.destination != nil, row.action != nil, let n = o.member("action") {
            ctx.sink.report(n, path: o.childPath("action"), "a row either pushes its \"destination\" or presents its \"action\", not both")
        }
        return row
    }

    static func decodeGrid(_ o: JSONObjectReader, in ctx: SceneDecodingContext) -> Grid {
        var grid = Grid()
        grid.columns = o.integer("columns", default: grid.columns, in: 1...12)
        grid.minimumTileWidth = o.length("minimumTileWidth", default: grid.minimumTileWidth, in: 40...2000)
        grid.aspectRatio = o.number("aspectRatio", default: grid.aspectRatio, in: 0.1...10)
        grid.tileShape = o.enumeration("tileShape", default: grid.tileShape)
        grid.tiles = decodeTiles(o, what: "grid", in: ctx)
        return grid
    }

    static func decodeCarousel(_ o: JSONObjectReader, in ctx: SceneDecodingContext) -> Carousel {
        var carousel = Carousel()
        carousel.id = o.componentID(in: ctx)
        carousel.title = o.string("title")
        carousel.action = o.string("action")
        carousel.tileWidth = o.length("tileWidth", default: carousel.tileWidth, in: 40...1000)
        carousel.aspectRatio = o.number("aspectRatio", default: carousel.aspectRatio, in: 0.1...10)
        carousel.tileShape = o.enumeration("tileShape", default: carousel.tileShape)
        carousel.spacing = o.length("spacing", default: carousel.spacing, in: 0...200)
        carousel.tiles = decodeTiles(o, what: "carousel", in: ctx)
        // An empty row would leave a blank band in the page: surely a mistake. (Tiles that
        // are not objects, or a "tiles" that is not an array, were reported already.)
        let message = "a carousel needs at least one tile in \"tiles\""
        if let n = o.member("tiles") {
            if case .array(let elements) = n.value, elements.isEmpty { ctx.sink.report(n, path: o.childPath("tiles"), message) }
        } else {
            ctx.sink.report(o.node, path: o.path, message)
        }
        return carousel
    }

    /// The `tiles` of a grid or carousel.
    static func decodeTiles(_ o: JSONObjectReader, what: String, in ctx: SceneDecodingContext) -> [GridTile] {
        let tiles = o.array("tiles")
        if tiles.count > maximumItems, let n = o.member("tiles") {
            ctx.sink.report(n, path: o.childPath("tiles"), "\(tiles.count) tiles is more than the \(maximumItems) a \(what) may hold")
            return []
        }
        var decoded: [GridTile] = []
        for (n, p) in tiles {
            guard let t = JSONObjectReader(n, path: p, sink: ctx.sink) else { continue }
            var tile = GridTile()
            tile.id = t.componentID(in: ctx)
            tile.title = t.string("title", default: "")
            tile.subtitle = t.string("subtitle")
            if let a = t.object("artwork") { tile.artwork = decodeArtwork(a) }
            tile.image = t.image("image", in: ctx)
            tile.icon = t.icon("icon")
            tile.color = t.color("color")
            if let destination = t.string("destination") {
                tile.destination = destination
                ctx.refer(.screen, to: destination, node: t.member("destination")!, path: t.childPath("destination"))
            }
            t.finish()
            decoded.append(tile)
        }
        return decoded
    }
}

extension JSONNode {
    /// The string, if this is one.
    var stringValue: String? { if case .string(let s) = value { return s } else { return nil } }
}

extension JSONObjectReader {
    /// Marks every member known, so an item whose kind is unknown does not also report each
    /// of its keys as unknown.
    func markAllKnown() {
        guard case .object(let members) = node.value else { return }
        for (key, _) in members { _ = member(key) }
    }
}
