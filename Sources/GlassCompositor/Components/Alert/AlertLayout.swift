/// Where an alert or action sheet and its parts go (P3), in window points.
///
/// - Alert: a large rounded glass panel centred in the window, title and message leading
///   aligned, buttons as capsules along the bottom: side by side when there are two and both
///   titles fit in half the width, stacked otherwise (the cancel button last).
/// - Action sheet with a source (a button): a panel of stacked capsules beside its source,
///   below it when there is room, else above, kept inside the window; no cancel button.
/// - Action sheet without one (a row, or presented after another): at the bottom of the
///   window, with its cancel button on a separate glass capsule under it.
struct AlertLayout: Equatable, Sendable {
    enum Placement: Equatable, Sendable { case alert, anchored, bottom }

    /// One button's capsule and the index of the button in the content (`AlertContent.buttons`).
    struct Button: Equatable, Sendable {
        var index: Int
        var frame: Rect
    }

    static let titleStyle = TextStyle(size: 17, weight: 600)
    static let messageStyle = TextStyle(size: 15)
    static let sheetTitleStyle = TextStyle(size: 13, weight: 600)
    static let sheetMessageStyle = TextStyle(size: 13)
    static let buttonStyle = TextStyle(size: 17, weight: 500)
    /// Capsule height of a button.
    static let buttonHeight = 48.0
    /// Room between the panel's edge and its capsules: the panel's radius is concentric with them.
    static let inset = 14.0
    static let gap = 8.0
    /// Room kept between a panel and the window's edges.
    static let margin = 12.0

    var placement: Placement
    var panel: Rect
    var panelRadius: Double
    /// The bottom sheet's separate cancel capsule.
    var cancelPanel: Rect?
    var title: Rect?
    var message: Rect?
    var buttons: [Button]
    var sideBySide = false

    /// Every glass shape's rectangle (the panel, and the cancel capsule when there is one).
    var glassRects: [Rect] { [panel] + (cancelPanel.map { [$0] } ?? []) }

    /// The button whose capsule contains `p`, if any.
    func button(at p: Point) -> Int? { buttons.first { $0.frame.insetBy(dx: -2, dy: -3).contains(p) }?.index }

    /// Whether `p` lands on the alert's glass.
    func contains(_ p: Point) -> Bool { glassRects.contains { $0.contains(p) } }

    /// - Parameters:
    ///   - source: the rectangle of the button that presented an action sheet (window points).
    ///   - measure: the size of a text in a style wrapped at a width (points).
    init(action: ButtonAction, source: Rect?, viewport: Size, measure: (String, TextStyle, Double) -> Size) {
        let content = action.content
        let inset = AlertLayout.inset, bh = AlertLayout.buttonHeight, gap = AlertLayout.gap
        if !action.isActionSheet {
            placement = .alert
            let width = min(320, max(200, viewport.width - 2 * 36))
            let textWidth = width - 2 * 24
            var y = 24.0
            let (titleRect, messageRect) = AlertLayout.stackText(content, from: &y, width: textWidth, spacing: 6,
                                                                 title: AlertLayout.titleStyle, message: AlertLayout.messageStyle, measure: measure)
            y += 14
            let order = AlertLayout.alertOrder(content)
            let half = (width - 2 * inset - gap) / 2
            let fits = order.count == 2 && order.allSatisfy { measure(content.buttons[$0].title, AlertLayout.buttonStyle, 1000).width + 24 <= half }
            var frames: [Button] = []
            if fits {
                for (k, i) in order.enumerated() {
                    frames.append(Button(index: i, frame: Rect(x: inset + Double(k) * (half + gap), y: y, width: half, height: bh)))
                }
                y += bh
            } else {
                for i in AlertLayout.stackedOrder(content) {
                    frames.append(Button(index: i, frame: Rect(x: inset, y: y, width: width - 2 * inset, height: bh)))
                    y += bh + gap
                }
                y -= gap
            }
            let height = y + inset
            let origin = Point(((viewport.width - width) / 2).rounded(), ((viewport.height - height) / 2).rounded())
            panel = Rect(x: origin.x, y: origin.y, width: width, height: height)
            panelRadius = bh / 2 + inset
            title = titleRect?.offsetBy(dx: origin.x, dy: origin.y)
            message = messageRect?.offsetBy(dx: origin.x, dy: origin.y)
            buttons = frames.map { Button(index: $0.index, frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y)) }
            sideBySide = fits
            cancelPanel = nil
            return
        }
        // Action sheets: the cancel button stays out of the stack (anchored: there is none).
        let anchored = source != nil
        placement = anchored ? .anchored : .bottom
        let stack = content.buttons.indices.filter { content.buttons[$0].role != .cancel }
        let widest = stack.map { measure(content.buttons[$0].title, AlertLayout.buttonStyle, 1000).width }.max() ?? 0
        let width = anchored ? min(viewport.width - 2 * AlertLayout.margin, max(250, widest + 2 * inset + 48))
                             : min(viewport.width - 2 * AlertLayout.margin, 420)
        let textWidth = width - 2 * 24
        var y = 0.0
        var titleRect: Rect?, messageRect: Rect?
        if content.title != nil || content.message != nil {
            y = 16
            (titleRect, messageRect) = AlertLayout.stackText(content, from: &y, width: textWidth, spacing: 4,
                                                             title: AlertLayout.sheetTitleStyle, message: AlertLayout.sheetMessageStyle, measure: measure)
            y += 6
        } else {
            y = inset
        }
        var frames: [Button] = []
        for i in stack {
            frames.append(Button(index: i, frame: Rect(x: inset, y: y, width: width - 2 * inset, height: bh)))
            y += bh + gap
        }
        let height = y - gap + inset
        var origin: Point
        if let s = source {
            // Below the source when it fits, else above; centred on it, inside the window.
            let below = s.maxY + gap, above = s.minY - gap - height
            let fitsBelow = below + height <= viewport.height - AlertLayout.margin
            let y0 = fitsBelow || above < AlertLayout.margin ? min(below, viewport.height - AlertLayout.margin - height) : above
            let x0 = min(max(AlertLayout.margin, s.midX - width / 2), viewport.width - AlertLayout.margin - width)
            origin = Point(x0.rounded(), max(AlertLayout.margin, y0).rounded())
            cancelPanel = nil
        } else {
            let cancelTop = viewport.height - 24 - bh - 2 * 4
            let cancel = Rect(x: ((viewport.width - width) / 2).rounded(), y: cancelTop, width: width, height: bh + 8)
            origin = Point(cancel.minX, cancelTop - gap - height)
            cancelPanel = cancel
            let cancelIndex = content.cancelButton ?? content.buttons.count
            frames.append(Button(index: cancelIndex, frame: Rect(x: cancel.minX + 4 - origin.x, y: cancel.minY + 4 - origin.y,
                                                                   width: cancel.width - 8, height: bh)))
        }
        panel = Rect(x: origin.x, y: origin.y, width: width, height: height)
        panelRadius = bh / 2 + inset
        title = titleRect?.offsetBy(dx: origin.x, dy: origin.y)
        message = messageRect?.offsetBy(dx: origin.x, dy: origin.y)
        buttons = frames.map { Button(index: $0.index, frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y)) }
    }

    /// The title and message of `content` stacked from `y` (points, 24 pt in from the
    /// panel's leading edge, `width` wide), each followed by `spacing`; `y` ends below them.
    static func stackText(_ content: AlertContent, from y: inout Double, width: Double, spacing: Double,
                          title: TextStyle, message: TextStyle,
                          measure: (String, TextStyle, Double) -> Size) -> (title: Rect?, message: Rect?) {
        func place(_ text: String?, _ style: TextStyle) -> Rect? {
            guard let text else { return nil }
            let h = measure(text, style, width).height
            defer { y += h + spacing }
            return Rect(x: 24, y: y, width: width, height: h)
        }
        let t = place(content.title, title)
        return (t, place(content.message, message))
    }

    /// An alert's two buttons side by side: cancel first, on the leading side.
    static func alertOrder(_ content: AlertContent) -> [Int] {
        let all = Array(content.buttons.indices)
        guard let cancel = content.cancelButton else { return all }
        return [cancel] + all.filter { $0 != cancel }
    }

    /// An alert's buttons stacked: cancel last.
    static func stackedOrder(_ content: AlertContent) -> [Int] {
        let all = Array(content.buttons.indices)
        guard let cancel = content.cancelButton else { return all }
        return all.filter { $0 != cancel } + [cancel]
    }
}
