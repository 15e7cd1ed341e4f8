/// One folder of an icon theme as its `index.theme` describes it: which icon sizes, in
/// points ("device-independent pixels" in the specification), at which scale its files are
/// drawn for. `Size`, `MinSize`, `MaxSize` and `Threshold` are points; `Scale` is pixels per
/// point, so a `48x48@2` folder holds 96-pixel files.
struct IconDirectory: Equatable, Sendable {
    /// How the folder's icons may be scaled, the specification's `Type`.
    enum Kind: String, Equatable, Sendable {
        /// Drawn for exactly `size`.
        case fixed = "Fixed"
        /// Vector files, good from `minSize` to `maxSize`.
        case scalable = "Scalable"
        /// Good within `threshold` of `size` (the specification's default type).
        case threshold = "Threshold"
    }

    /// The folder, relative to the theme folder (`scalable/actions`).
    var path: String
    var size: Int
    var scale = 1
    var kind = Kind.threshold
    var minSize: Int
    var maxSize: Int
    var threshold = 2

    init(path: String, size: Int) {
        self.path = path; self.size = size; minSize = size; maxSize = size
    }

    /// Whether the folder's icons are drawn for `size` points at `scale`: the specification's
    /// DirectoryMatchesSize.
    func matches(size wanted: Int, scale wantedScale: Int) -> Bool {
        guard scale == wantedScale else { return false }
        switch kind {
        case .fixed: return size == wanted
        case .scalable: return minSize <= wanted && wanted <= maxSize
        case .threshold: return size - threshold <= wanted && wanted <= size + threshold
        }
    }

    /// How far, in pixels, the folder's icons are from `size` points at `scale`: the
    /// specification's DirectorySizeDistance. (The specification's Threshold branch compares
    /// with `MinSize`, `MaxSize` and `iconsize*iconsize`, slips GTK does not follow either;
    /// this is the distance to the band the folder is good for.)
    func distance(size wanted: Int, scale wantedScale: Int) -> Int {
        let pixels = wanted * wantedScale
        let (low, high): (Int, Int)
        switch kind {
        case .fixed: (low, high) = (size * scale, size * scale)
        case .scalable: (low, high) = (minSize * scale, maxSize * scale)
        case .threshold: (low, high) = ((size - threshold) * scale, (size + threshold) * scale)
        }
        if pixels < low { return low - pixels }
        if pixels > high { return pixels - high }
        return 0
    }

    /// The largest pixel size the folder's icons are drawn for without scaling up: a tie in
    /// distance goes to the folder that would scale down, which stays sharp.
    var largestPixels: Int {
        switch kind {
        case .fixed: return size * scale
        case .scalable: return maxSize * scale
        case .threshold: return (size + threshold) * scale
        }
    }
}
