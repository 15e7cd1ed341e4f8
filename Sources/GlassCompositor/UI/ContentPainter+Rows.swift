/// List rows in rounded groups and section headers: the iOS grouped list.
extension ContentPainter {
    func paintSectionHeader(_ s: ContentSection, in f: Rect, on canvas: Canvas) {
        if let title = s.title {
            canvas.drawText(title, in: Rect(x: f.minX, y: f.minY, width: f.width - 90, height: f.height), style: .title3, color: palette.primaryText)
        }
        if let action = s.action {
            canvas.drawText(action, in: Rect(x: f.maxX - 120, y: f.minY + 3, width: 120, height: f.height), style: TextStyle(size: 17),
                            color: readableTint, alignment: .trailing)
        }
    }

    /// A search result's title (T5), and the weight of the part that matched the query.
    static let resultTitleStyle = TextStyle(size: 17)
    static let resultEmphasisWeight = 600

    /// Where a row with a thumbnail (artwork or image) placed at `f` draws it (points).
    static func thumbnail(of row: ListRow, in f: Rect, grouping: ContentLayout.Grouping, margin: Double) -> Rect {
        let plainMargin = grouping == .plain || grouping == .plainLast ? margin : nil
        let s = ContentMetrics.thumbnailSize
        return Rect(x: f.minX + ContentMetrics.rowLeadingInset(row, plainMargin: plainMargin), y: f.midY - s / 2, width: s, height: s)
    }

    func paintRow(_ row: ListRow, in f: Rect, grouping: ContentLayout.Grouping, on canvas: Canvas) {
        let r = ContentMetrics.groupRadius
        switch grouping {
        case .single: canvas.fill(f, color: palette.card, radius: r)
        case .first: canvas.fill(f, color: palette.card, top: r, bottom: 0)
        case .last: canvas.fill(f, color: palette.card, top: 0, bottom: r)
        case .middle, .none: canvas.fill(f, color: palette.card)
        case .plain, .plainLast: break
        }
        let plainMargin = grouping == .plain || grouping == .plainLast ? layout.margin : nil
        let leadX = f.minX + ContentMetrics.rowLeadingInset(row, plainMargin: plainMargin)
        let textX = f.minX + ContentMetrics.rowTextInset(row, plainMargin: plainMargin)
        // Leading: thumbnail, icon square or tinted icon.
        if row.artwork != nil || row.image != nil {
            let s = ContentMetrics.thumbnailSize
            let thumb = ContentPainter.thumbnail(of: row, in: f, grouping: grouping, margin: layout.margin)
            canvas.save()
            canvas.clip(thumb, radius: row.roundThumbnail ? s / 2 : 8)
            if let image = row.image, let surface = ImageCache.shared.image(at: image.resolvedPath) {
                canvas.draw(surface, in: thumb)
            } else if let art = row.artwork {
                ArtworkPainter.paint(art, in: thumb, radius: 0, on: canvas)
            }
            canvas.restore()
        } else if let icon = row.icon {
            let s = ContentMetrics.iconSquare
            let box = Rect(x: leadX, y: f.midY - s / 2, width: s, height: s)
            if let bg = row.iconColor {
                canvas.fill(box, color: bg, radius: 8)
                IconTheme.shared.draw(icon, in: box.insetBy(dx: 6, dy: 6), color: .white, on: canvas)
            } else {
                IconTheme.shared.draw(icon, in: box.insetBy(dx: 3, dy: 3), color: readableTint, on: canvas)
            }
        }
        if row.unread {
            canvas.fillCircle(center: Point(f.minX + 10, f.minY + ContentMetrics.rowVerticalPadding + 11), radius: 5, color: readableTint)
        }

        // Trailing: accessory, badge, detail.
        var trailing = f.maxX - 18
        switch row.accessory {
        case .none: break
        case .chevron:
            let cx = trailing - 4, cy = f.midY
            canvas.strokeGlyph([Point(cx - 3.5, cy - 7), Point(cx + 3, cy), Point(cx - 3.5, cy + 7)], color: palette.tertiaryText, width: 2.2)
            trailing -= 20
        case .checkmark:
            let cx = trailing - 8, cy = f.midY
            canvas.strokeGlyph([Point(cx - 7, cy), Point(cx - 2, cy + 6), Point(cx + 8, cy - 7)], color: readableTint, width: 2.6)
            trailing -= 26
        case .info:
            let c = Point(trailing - 11, f.midY)
            canvas.fillCircle(center: c, radius: 11, color: readableTint)
            canvas.drawText("i", in: Rect(x: c.x - 11, y: c.y - 10, width: 22, height: 20), style: TextStyle(size: 15, weight: 700), color: .white, alignment: .center)
            trailing -= 32
        case .toggleOn, .toggleOff:
            let track = Rect(x: trailing - 64, y: f.midY - 14, width: 64, height: 28)
            paintSwitch(on: row.accessory == .toggleOn, tint: nil, in: track, on: canvas)
            trailing -= 74
        }
        if let badge = row.badge {
            let text = String(badge)
            let w = max(24, TextMeasurer.shared.size(text, style: TextStyle(size: 14, weight: 600), width: 200, maxLines: 1).width + 14)
            let capsule = Rect(x: trailing - w, y: f.midY - 12, width: w, height: 24)
            canvas.fill(capsule, color: readableTint, radius: 12)
            canvas.drawText(text, in: Rect(x: capsule.minX, y: capsule.minY + 3, width: w, height: 20), style: TextStyle(size: 14, weight: 600),
                            color: .white, alignment: .center)
            trailing -= w + 8
        }
        let hasPreview = row.text != nil
        var detailWidth = 0.0
        if let detail = row.detail {
            let style = TextStyle(size: hasPreview ? 15 : 17)
            detailWidth = min(f.width * 0.4, TextMeasurer.shared.size(detail, style: style, width: 400, maxLines: 1).width + 2)
            let y = hasPreview ? f.minY + ContentMetrics.rowVerticalPadding + 2 : f.midY - 11
            canvas.drawText(detail, in: Rect(x: trailing - detailWidth, y: y, width: detailWidth, height: 22), style: style,
                            color: palette.secondaryText, alignment: .trailing)
            detailWidth += 8
        }

        // Text: title, subtitle, preview.
        let lines = 22.0 + (row.subtitle != nil ? 20 : 0) + (hasPreview ? 40 : 0)
        var y = hasPreview ? f.minY + ContentMetrics.rowVerticalPadding : f.midY - lines / 2
        let titleWidth = trailing - textX - detailWidth
        if let emphasis = row.emphasis {
            // A search result: what matched reads first, the rest recedes (T5).
            canvas.drawText(row.title, in: Rect(x: textX, y: y, width: max(10, titleWidth), height: 22), style: Self.resultTitleStyle,
                            color: palette.secondaryText, emphasis: emphasis, emphasisColor: palette.primaryText,
                            emphasisWeight: Self.resultEmphasisWeight)
        } else {
            canvas.drawText(row.title, in: Rect(x: textX, y: y, width: max(10, titleWidth), height: 22),
                            style: TextStyle(size: 17, weight: hasPreview ? 600 : 400), color: palette.primaryText)
        }
        y += 22
        let textWidth = max(10, (hasPreview ? f.maxX - 18 : trailing) - textX)
        if let sub = row.subtitle {
            canvas.drawText(sub, in: Rect(x: textX, y: y, width: textWidth, height: 20), style: TextStyle(size: 15, weight: hasPreview ? 500 : 400),
                            color: hasPreview ? palette.primaryText : palette.secondaryText)
            y += 20
        }
        if let text = row.text {
            canvas.drawText(text, in: Rect(x: textX, y: y + 1, width: textWidth, height: 40), style: TextStyle(size: 15, lineHeight: 1.05),
                            color: palette.secondaryText, maxLines: 2)
        }

        // Separator below every row but the last of its group.
        if grouping == .first || grouping == .middle || grouping == .plain {
            canvas.fill(Rect(x: textX, y: f.maxY - 0.5, width: f.maxX - textX, height: 0.5), color: palette.separator)
        }
    }
}
