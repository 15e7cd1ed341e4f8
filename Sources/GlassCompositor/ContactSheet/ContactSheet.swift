/// A labelled grid of frames for a design review in one image (`glass-viewer matrix`): a
/// column per size, a row per appearance and setting, each frame scaled to the row's height
/// with its caption, on a neutral dark grey. Pixels are premultiplied sRGB; sizes in pixels.
public struct ContactSheet {
    /// A column's heading: `phone` over `390 × 844 pt`.
    public struct Heading: Sendable {
        public var title: String
        public var detail: String
        public init(title: String, detail: String) { self.title = title; self.detail = detail }
    }

    public var title: String
    public var columns: [Heading]
    public var rows: [Heading]
    /// Every frame's height in the sheet, pixels.
    public var rowHeight: Int

    /// Pixels around and between the cells, and the width of the row captions.
    static let gap = 24, captionWidth = 230, headerHeight = 96, titleHeight = 56

    public init(title: String, columns: [Heading], rows: [Heading], rowHeight: Int = 300) {
        self.title = title; self.columns = columns; self.rows = rows; self.rowHeight = rowHeight
    }

    /// Each column's width in the sheet: its frames' aspect at `rowHeight`.
    public func columnWidths(frameSizes: [(width: Int, height: Int)]) -> [Int] {
        frameSizes.map { max(1, Int((Double($0.width) * Double(rowHeight) / Double(max(1, $0.height))).rounded())) }
    }

    /// The sheet's size for frames of `frameSizes` (one per column).
    public func size(frameSizes: [(width: Int, height: Int)]) -> (width: Int, height: Int) {
        let g = ContactSheet.gap
        let widths = columnWidths(frameSizes: frameSizes)
        return (g + ContactSheet.captionWidth + widths.reduce(0) { $0 + $1 + g },
                ContactSheet.titleHeight + ContactSheet.headerHeight + rows.count * (rowHeight + g) + g)
    }

    /// Draws the sheet; `cells[row][column]` is each frame (every frame of a column the same
    /// size). nil when the sheet is too large to allocate.
    public func draw(_ cells: [[Surface]]) -> Surface? {
        guard let first = cells.first, first.count == columns.count, cells.count == rows.count else { return nil }
        let sizes = first.map { (width: $0.width, height: $0.height) }
        let (w, h) = size(frameSizes: sizes)
        guard let sheet = Surface(width: w, height: h) else { return nil }
        let canvas = Canvas(surface: sheet, scale: 1)
        let background = Color(r: 0.11, g: 0.11, b: 0.118), label = Color(white: 0.96), secondary = Color(white: 0.62)
        canvas.fill(Rect(x: 0, y: 0, width: Double(w), height: Double(h)), color: background)
        let g = Double(ContactSheet.gap)
        canvas.drawText(title, in: Rect(x: g, y: 16, width: Double(w) - 2 * g, height: 36), style: TextStyle(size: 26, weight: 700), color: label)
        let widths = columnWidths(frameSizes: sizes)
        var x = g + Double(ContactSheet.captionWidth)
        let top = Double(ContactSheet.titleHeight)
        for (c, heading) in columns.enumerated() {
            let width = Double(widths[c])
            canvas.drawText(heading.title, in: Rect(x: x, y: top + 16, width: width, height: 30), style: TextStyle(size: 22, weight: 600), color: label)
            canvas.drawText(heading.detail, in: Rect(x: x, y: top + 48, width: width, height: 24), style: TextStyle(size: 16), color: secondary)
            x += width + g
        }
        var y = top + Double(ContactSheet.headerHeight)
        for (r, heading) in rows.enumerated() {
            canvas.drawText(heading.title, in: Rect(x: g, y: y + 8, width: Double(ContactSheet.captionWidth) - g, height: 60),
                            style: TextStyle(size: 20, weight: 600), color: label, maxLines: 2)
            if !heading.detail.isEmpty {
                canvas.drawText(heading.detail, in: Rect(x: g, y: y + 66, width: Double(ContactSheet.captionWidth) - g, height: 80),
                                style: TextStyle(size: 15), color: secondary, maxLines: 3)
            }
            x = g + Double(ContactSheet.captionWidth)
            for (c, frame) in cells[r].enumerated() {
                let cell = Rect(x: x, y: y, width: Double(widths[c]), height: Double(rowHeight))
                canvas.save()
                canvas.clip(cell, radius: 10)
                canvas.draw(frame, in: cell)
                canvas.restore()
                canvas.stroke(cell, color: Color(white: 1, a: 0.18), radius: 10, width: 1)
                x += Double(widths[c]) + g
            }
            y += Double(rowHeight) + g
        }
        canvas.flush()
        return sheet
    }
}
