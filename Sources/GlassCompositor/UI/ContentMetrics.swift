/// The sizes of content pieces (points), shared by `ContentLayout` (which needs heights) and
/// `ContentPainter` (which draws inside them), so the two never disagree.
enum ContentMetrics {
    static let rowMinimumHeight = 50.0
    static let rowVerticalPadding = 11.0
    static let rowLeadingPadding = 20.0
    static let groupRadius = 24.0
    static let thumbnailSize = 56.0
    static let iconSquare = 30.0

    static func rowHeight(_ row: ListRow) -> Double {
        var text = 22.0
        if row.subtitle != nil { text += 20 }
        if row.text != nil { text += 40 }
        var h = max(rowMinimumHeight, text + 2 * rowVerticalPadding)
        if row.artwork != nil || row.image != nil { h = max(h, thumbnailSize + 16) }
        return h.rounded()
    }

    /// The x (from the row's left edge) where a row's leading content (thumbnail, icon or
    /// text) starts: in a rounded group 12 pt for a thumbnail, else 20 pt; a plain section's row
    /// runs edge to edge and starts its content at the content margin (`plainMargin`), in line
    /// with the section's header, as iOS's plain lists do.
    static func rowLeadingInset(_ row: ListRow, plainMargin: Double? = nil) -> Double {
        if let plainMargin { return plainMargin }
        return row.artwork != nil || row.image != nil ? 12 : rowLeadingPadding
    }

    /// The x (from the row's left edge) where a row's text starts.
    static func rowTextInset(_ row: ListRow, plainMargin: Double? = nil) -> Double {
        let lead = rowLeadingInset(row, plainMargin: plainMargin)
        if row.artwork != nil || row.image != nil { return lead + thumbnailSize + 14 }
        if row.icon != nil { return lead + iconSquare + 14 }
        return lead
    }

    // MARK: Controls

    static func buttonHeight(_ size: ButtonControl.Size) -> Double {
        switch size {
        case .mini: return 26
        case .small: return 32
        case .regular: return 40
        case .large: return 50
        case .extraLarge: return 60
        }
    }

    static func buttonFont(_ size: ButtonControl.Size) -> TextStyle {
        switch size {
        case .mini: return TextStyle(size: 12, weight: 600)
        case .small: return TextStyle(size: 14, weight: 600)
        case .regular: return TextStyle(size: 16, weight: 600)
        case .large: return TextStyle(size: 17, weight: 600)
        case .extraLarge: return TextStyle(size: 20, weight: 600)
        }
    }

    static func buttonWidth(_ b: ButtonControl) -> Double {
        let h = buttonHeight(b.size)
        let font = buttonFont(b.size)
        guard let title = b.title, !title.isEmpty else { return h }
        let text = TextMeasurer.shared.size(title, style: font, width: 1000, maxLines: 1).width
        let icon = b.icon != nil ? font.size * 1.25 + 6 : 0
        return (text + icon + h * 0.9).rounded(.up)
    }

    /// Height of one control in a vertical group (its row).
    static func controlRowHeight(_ c: Control) -> Double {
        switch c {
        case .button(let b): return buttonHeight(b.size) + 20
        case .slider(let s): return (s.hasLabelRow ? 24 : 0) + (s.ticks > 0 ? 54 : 46)
        case .toggle: return 52
        case .segmented: return 56
        }
    }

    static let controlGroupPadding = 12.0
    static let horizontalControlGap = 10.0

    /// Frames of the buttons of a horizontal group, relative to the group's content box,
    /// wrapped into lines; and the total height.
    static func horizontalFrames(_ controls: [Control], width: Double) -> (frames: [Rect], height: Double) {
        var frames: [Rect] = []
        var x = 0.0, y = 0.0, lineHeight = 0.0, lineStart = 0
        /// Centres the controls of the line that starts at `first` on the line's height.
        func centre(from first: Int) {
            for k in first..<frames.count { frames[k].origin.y = y + (lineHeight - frames[k].height) / 2 }
        }
        for c in controls {
            let size: Size
            switch c {
            case .button(let b): size = Size(buttonWidth(b), buttonHeight(b.size))
            case .toggle: size = Size(64, 28)
            case .segmented(let s): size = Size(min(width, Double(max(1, s.segments.count)) * 90), 36)
            case .slider: size = Size(width, 28)
            }
            if x > 0, x + size.width > width {
                centre(from: lineStart)
                x = 0; y += lineHeight + horizontalControlGap; lineHeight = 0; lineStart = frames.count
            }
            frames.append(Rect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + horizontalControlGap
            lineHeight = max(lineHeight, size.height)
        }
        centre(from: lineStart)
        return (frames, y + lineHeight)
    }
}
