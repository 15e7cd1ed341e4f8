/// A presented sheet as an element (`sheet`, its title), where it is now, holding its grabber:
/// the band at its top that drags it (`button` "Grabber" #sheet.grabber, the grabber and
/// title band a press there drags at once), so a script can press where the sheet is dragged
/// at any window size. A sheet that dims the window behind it takes every press there.
extension SheetComponent {
    /// The grabber element's id (one sheet shows at a time).
    static let grabberID = "sheet.grabber"

    func elements(into tree: inout ElementTreeBuilder) {
        guard isPresented, let frame, let current else { return }
        if dimsBackdrop { tree.cover(tree.window) }
        tree.group(UIElement(.sheet, current.sheet.title ?? current.sheet.id ?? "", id: current.sheet.id, frame: frame)) { t in
            let band = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, SheetLayout.handleHeight))
            t.add(UIElement(.button, "Grabber", id: Self.grabberID, frame: band))
        }
    }
}
