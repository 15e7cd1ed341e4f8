/// Paints the thumbnails of the search tab's possible results into the artwork cache in the
/// background while the tab shows, before anything is typed: the first keystroke lists up to
/// 40 results, and painting their artwork (cairo gradients and shapes) where the tiles are
/// drawn took that frame's tiles from about 0.5 ms to 7–9 ms each.
/// It also has the font maps load the results' emphasised title (`FontMapPool.prepare`).
///
/// Only a cache is filled (`ArtworkCache`, which paints an entry at the sub-pixel phase it is
/// copied to, so a tile's pixels are the same whether its artwork was warmed or not). Each
/// thumbnail is painted at every phase a result row's thumbnail can have in this layout: a
/// results page with every entry as a row places them, one phase per row position.
final class SearchArtworkWarmer {
    /// What a warming was done for; asking again with the same is free.
    struct Key: Equatable {
        var tab: String
        var sceneVersion: Int
        var width: Double
        var insets: [Double]
        var scale: Double
    }
    private var warmed: Key?
    /// The cache filled (tests give their own).
    let cache: ArtworkCache

    init(cache: ArtworkCache = .shared) {
        self.cache = cache
    }
    /// At most this many thumbnails painted per warming (entries × phases).
    static let maximumPaints = 256
    private static let queue = BackgroundQueue(label: "glass-viewer.search-artwork")

    /// Queues the warming for `searchTab` of `scene` laid out at `width` points between
    /// `insets` (leading, trailing) above `bottomInset`, at `scale`, unless done for these.
    func warm(_ searchTab: Tab, in scene: Scene, sceneVersion: Int, entries: [SearchTabPage.Entry],
              width: Double, insets: (leading: Double, trailing: Double), bottomInset: Double, scale: Double) {
        let key = Key(tab: searchTab.id, sceneVersion: sceneVersion, width: width, insets: [insets.leading, insets.trailing], scale: scale)
        guard warmed != key else { return }
        warmed = key
        // The matched part of a result's title is a look the suggestions never draw: every font
        // map loads it now, not the first keystroke's tiles on each thread (`FontMapPool`).
        FontMapPool.shared.prepare([FontMapPool.Look(ContentPainter.resultTitleStyle, weight: ContentPainter.resultEmphasisWeight,
                                                     scale: scale)])
        let withArtwork = entries.filter { $0.artwork != nil }
        guard !withArtwork.isEmpty else { return }
        let cache = cache
        Self.queue.async {
            let screen = SearchTabPage.resultsScreen(withArtwork.map { ($0, nil) }, for: searchTab, in: scene)
            let layout = ContentLayout(screen: screen, width: width, bottomInset: bottomInset,
                                       leadingInset: insets.leading, trailingInset: insets.trailing)
            var thumbs: [(art: ArtworkSpec, rect: Rect)] = []
            for placed in layout.items {
                guard case .row(let row) = placed.item, let art = row.artwork else { continue }
                thumbs.append((art, ContentPainter.thumbnail(of: row, in: placed.frame, grouping: placed.grouping, margin: layout.margin)))
            }
            // One row position per phase a thumbnail's top-left corner takes (1/8 px, as the cache keys it).
            func phase(_ r: Rect) -> [Int] { [r.minX, r.minY].map { v in Int(((v * scale - (v * scale).rounded(.down)) * 8).rounded()) % 8 } }
            var places: [[Int]: Rect] = [:]
            for t in thumbs where places[phase(t.rect)] == nil { places[phase(t.rect)] = t.rect }
            // The canvas the cache is filled through: one pixel, so the copies it makes cost nothing.
            guard let pixel = Surface(width: 1, height: 1) else { return }
            let canvas = Canvas(surface: pixel, scale: scale)
            var painted = 0
            let rows = places.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
            for t in thumbs {
                for place in rows {
                    guard painted < Self.maximumPaints else { return }
                    ArtworkPainter.paintCached(t.art, in: Rect(x: place.minX, y: place.minY, width: t.rect.width, height: t.rect.height),
                                               radius: 0, on: canvas, cache: cache)
                    painted += 1
                }
            }
        }
    }

    /// Waits for warmings queued so far (tests, bench before it starts timing).
    static func waitForWarming() { queue.drain() }
}
