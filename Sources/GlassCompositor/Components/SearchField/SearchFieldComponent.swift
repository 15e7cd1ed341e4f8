/// The search field of a screen's toolbar (S1) as a text field. A tap focuses it with the
/// caret at the end; typed text, Backspace and Delete (a word with Control), Left and Right (a
/// word with Control), Home and End edit it, with Shift they select, Control+A selects all;
/// Control+C, X and V (and Shift+Insert) copy, cut and paste through the host's clipboard, a
/// middle click pastes the primary selection; the clear button empties it; Return submits
/// and leaves it; Escape, or a press anywhere else, leaves it. The caret blinks while focused
/// (lit half a second, dark half a second, lit again after every edit) as a stepped change,
/// so an idle focused field costs the host two frames a second. Each page keeps its own
/// text, by its tab's id and its screen, so a reload keeps what was typed.
///
/// The search tab's field (T5) is one more such field: the tab bar draws it where the search
/// tab's circle opened, and with `activatesAutomatically` selecting the tab focuses it.
///
/// The toolbar draws the field (its glass, the text, the caret: `ToolbarGlyphs`); this
/// component holds the text, takes the focus and the input, and keeps a press on the field
/// from reaching the row under it. Events: `search.focused`, `search.text`,
/// `search.submitted`, `search.unfocused` (with `how`). Geometry in window points.
final class SearchFieldComponent: Component, FocusResponder, SearchFieldSource, ActionHandler, SearchTextWriter {
    unowned let ui: UIContext
    private let toolbar: ToolbarComponent
    /// Each page's text, by `fieldKey(of:)`.
    private var fields: [String: TextEditing] = [:]
    /// The key of the field with the focus (while the focus chain says so).
    private var focusedKey: String?
    /// A press on the field is held (its release is the field's too).
    private var pressed = false
    /// When the caret's blink last started lit (scene seconds): focus and every edit or
    /// caret move restart it, as a caret stays lit while one types.
    private var blinkOrigin = 0.0
    /// Half of the caret's blink (seconds): lit, then dark, as iOS's.
    static let blinkHalfPeriod = 0.5
    /// How far each page's collapsed search button has grown into a field (0 … 1), by
    /// `fieldKey(of:)`: a tap on the button opens it, Escape or its close button closes it.
    private var expansions: [String: SpringAnimation<Double>] = [:]
    /// The morph of a button into a field: quick, with a little of glass's bounce.
    static let expansionSpring = Spring(duration: 0.42, bounce: 0.12)

    init(ui: UIContext, toolbar: ToolbarComponent) {
        self.ui = ui
        self.toolbar = toolbar
    }

    /// The field of `page` as drawn: nil while empty and unfocused (the placeholder shows).
    func display(of page: ContentPage) -> TextFieldDisplay? {
        let key = fieldKey(of: page)
        let editing = fields[key] ?? TextEditing()
        let focused = key == focusedKey && ui.focus.focused === self
        guard focused || !editing.text.isEmpty else { return nil }
        return TextFieldDisplay(text: editing.text, caret: editing.caret, focused: focused, selection: editing.selection,
                                caretShown: focused && editing.selection.isEmpty && caretLit(at: ui.time))
    }

    /// The blink's phase at `t`: lit in the even halves since `blinkOrigin`.
    private func caretLit(at t: Double) -> Bool {
        Int(((t - blinkOrigin) / Self.blinkHalfPeriod).rounded(.down)) % 2 == 0
    }

    /// The focused field's caret blinks: the next half-period boundary after now.
    var nextTimedChange: Double? {
        guard let key = focusedKey, ui.focus.focused === self, key == topKey,
              (fields[key] ?? TextEditing()).selection.isEmpty else { return nil }
        let halves = ((ui.time - blinkOrigin) / Self.blinkHalfPeriod).rounded(.down) + 1
        // A hair past the boundary, so the frame drawn then is sure to see the new half.
        return blinkOrigin + halves * Self.blinkHalfPeriod + 1e-6
    }

    /// What `page`'s field holds: its content shows only what matches.
    func query(of page: ContentPage) -> String { fields[fieldKey(of: page)]?.text ?? "" }

    func expansion(of page: ContentPage) -> Double {
        max(0, expansions[fieldKey(of: page)]?.value(at: ui.time) ?? 0)
    }

    var isAnimating: Bool { expansions.values.contains { !$0.isSettled(at: ui.time) } }

    /// Opens (1) or closes (0) the top page's field from its button at `t`.
    private func expand(_ key: String, to target: Double, at t: Double) {
        var spring = expansions[key] ?? SpringAnimation(value: 0, spring: Self.expansionSpring)
        if ui.reduceMotion { spring.jump(to: target) } else { spring.setTarget(target, at: t) }
        expansions[key] = spring
        ui.invalidated = true
    }

    /// Whether `key`'s field is open or opening from its button.
    private func isExpanded(_ key: String) -> Bool { (expansions[key]?.target ?? 0) > 0 }

    // MARK: ActionHandler: the expanded field's close button

    func perform(_ action: UIAction, at t: Double) -> Bool {
        guard action == .button(id: ToolbarLayout.searchCloseButtonID), let key = topKey else { return false }
        collapse(key, at: t)
        return true
    }

    /// Closes an expanded field as Cancel does on iOS: its text is cleared and it leaves.
    private func collapse(_ key: String, at t: Double) {
        if var editing = fields[key], editing.clear() {
            fields[key] = editing
            emitText(editing, at: t)
        }
        ui.focus.resign(self, .escape, at: t)
        expand(key, to: 0, at: t)
        ui.emit("search.cancelled", t, [("field", .string(fieldName))])
    }

    /// The text the top screen's field holds.
    var text: String { topKey.flatMap { fields[$0]?.text } ?? "" }

    /// A page's field is named by its tab, depth and screen: stable across reloads that
    /// reorder tabs.
    private func fieldKey(of page: ContentPage) -> String {
        "\(page.tab)/\(page.depth)/\(page.screenID ?? "")"
    }

    private var topKey: String? {
        ui.pages.selectedPage.map { fieldKey(of: $0) }
    }

    /// How logs name the field: its screen.
    private var fieldName: String {
        guard let tab = ui.selectedTabID else { return "" }
        return ui.screen?.id ?? tab.rawValue
    }

    // MARK: Component

    /// The field, or the button it collapses into: either takes the press, so it never reaches
    /// the row under the bar.
    func hitTest(_ p: Point) -> Bool {
        (fieldFrame?.contains(p) ?? false) || (toolbar.searchButtonFrame?.contains(p) ?? false)
    }

    /// The top screen's field as shown (window points): the toolbar's, or the search tab's in
    /// the tab bar.
    private var fieldFrame: Rect? { toolbar.searchFieldFrame ?? ui.tabBar?.searchFieldFrame }

    /// Puts `text` in the top screen's field, as typed (a search tab's suggestion chosen): the
    /// caret at its end, the page filtered by it.
    func search(for text: String, at t: Double) {
        guard let key = topKey else { return }
        var editing = fields[key] ?? TextEditing()
        editing.selectAll()
        editing.insert(text)
        guard editing.text != fields[key]?.text else { return }
        fields[key] = editing
        blinkOrigin = t
        emitText(editing, at: t)
    }

    /// The toolbar draws the field with its glass.
    func plan() -> [RenderCommand] { [] }

    func handle(_ event: InputEvent) -> Bool {
        let t = event.time, p = event.position
        switch event.kind {
        case .down(let button) where button == 2:
            // A middle click pastes the primary selection into the field it lands on (X's way).
            guard let frame = fieldFrame, frame.contains(p), let key = topKey else { return false }
            var editing = fields[key] ?? TextEditing()
            editing.placeCaret(editing.text.count)
            fields[key] = editing
            focusIfNeeded(key, at: t)
            ui.onClipboard?(.paste(from: .primary))
            return true
        case .down(let button) where button == 1:
            if let collapsed = toolbar.searchButtonFrame, collapsed.contains(p), let key = topKey {
                // Collapsed into a button: a tap grows it into a field over the bar, focused.
                ui.emitPress(at: p, target: "search.\(fieldName)", t)
                pressed = true
                expand(key, to: 1, at: t)
                focusIfNeeded(key, at: t)
                return true
            }
            guard let frame = fieldFrame, frame.contains(p), let key = topKey else { return false }
            ui.emitPress(at: p, target: "search.\(fieldName)", t)
            pressed = true
            var editing = fields[key] ?? TextEditing()
            if !editing.text.isEmpty, ToolbarGlyphs.clearButton(inField: frame).insetBy(dx: -6, dy: -6).contains(p) {
                editing.clear()
                fields[key] = editing
                emitText(editing, at: t)
            } else {
                // A tap on the text puts the caret where it landed; beside it, at the end.
                editing.placeCaret(Self.caretIndex(in: editing, at: p.x, field: frame, focused: focusedKey == key))
                fields[key] = editing
            }
            // A navigation bar's field widens while focused (S2).
            if frame.minY == ToolbarLayout.topInset, !isExpanded(key) { expand(key, to: 1, at: t) }
            focusIfNeeded(key, at: t)
            blinkOrigin = t
            return true
        case .move:
            return pressed
        case .up(let button) where button == 1:
            guard pressed else { return false }
            pressed = false
            ui.emitRelease(at: p, t)
            return true
        default:
            return false
        }
    }

    /// The character boundary nearest window x `x` in `editing`'s text as the field draws it
    /// (scrolled so the caret shows while focused; unscrolled otherwise), or the end when `x`
    /// is past the text.
    static func caretIndex(in editing: TextEditing, at x: Double, field: Rect, focused: Bool) -> Int {
        let text = Array(editing.text)
        guard !text.isEmpty else { return 0 }
        let box = ToolbarGlyphs.textBox(inField: field)
        func width(_ n: Int) -> Double {
            n == 0 ? 0 : TextMeasurer.shared.size(String(text[..<n]), style: .body, width: 10_000, maxLines: 1).width
        }
        let shift = focused ? ToolbarGlyphs.textShift(caretX: width(editing.caret), in: box) : 0
        let target = x - box.minX + shift
        guard target < width(text.count) else { return text.count }
        // Prefix widths only grow: the last boundary at or before the target, by halving, then
        // whichever of it and the next is nearer.
        var low = 0, high = text.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if width(mid) <= target { low = mid } else { high = mid }
        }
        return target - width(low) <= width(high) - target ? low : high
    }

    private func focusIfNeeded(_ key: String, at t: Double) {
        guard focusedKey != key || ui.focus.focused !== self else { return }
        focusedKey = key
        ui.focus.focus(self, at: t)
        blinkOrigin = t
        ui.emit("search.focused", t, [("field", .string(fieldName))])
    }

    // MARK: FocusResponder

    func keepsFocus(at p: Point) -> Bool { fieldFrame?.contains(p) ?? false }

    func handleFocused(_ event: InputEvent) -> Bool {
        guard let key = focusedKey else { return false }
        let t = event.time
        var editing = fields[key] ?? TextEditing()
        let before = editing
        switch event.kind {
        case .text(let typed):
            editing.insert(typed)
        case .key(let name, let modifiers):
            let word = modifiers.contains(.control), extending = modifiers.contains(.shift)
            switch (name, word) {
            case ("BackSpace", _): editing.deleteBackward(word: word)
            case ("Delete", _), ("KP_Delete", _): editing.deleteForward(word: word)
            case ("Left", _), ("KP_Left", _): editing.moveCaret(by: -1, word: word, extending: extending)
            case ("Right", _), ("KP_Right", _): editing.moveCaret(by: 1, word: word, extending: extending)
            case ("Home", _), ("KP_Home", _): editing.placeCaret(0, extending: extending)
            case ("End", _), ("KP_End", _): editing.placeCaret(editing.text.count, extending: extending)
            case ("a", true), ("A", true): editing.selectAll()
            case ("c", true), ("C", true), ("Insert", true):
                if !editing.selectedText.isEmpty { ui.onClipboard?(.copy(editing.selectedText, to: .clipboard)) }
            case ("x", true), ("X", true):
                if !editing.selectedText.isEmpty {
                    ui.onClipboard?(.copy(editing.selectedText, to: .clipboard))
                    editing.deleteSelection()
                }
            case ("v", true), ("V", true):
                ui.onClipboard?(.paste(from: .clipboard))
            case ("Insert", false) where extending:
                ui.onClipboard?(.paste(from: .clipboard))
            case ("Return", _), ("KP_Enter", _):
                ui.emit("search.submitted", t, [("field", .string(fieldName)), ("text", .string(editing.text))])
                ui.focus.resign(.submit, at: t)
                return true
            default:
                return Self.typingKeyIsTaken(name, modifiers)
            }
        default:
            return false
        }
        guard editing != before else { return true }
        fields[key] = editing
        blinkOrigin = t
        if editing.text != before.text { emitText(editing, at: t) }
        // Selected text is the primary selection, as in every X application.
        if editing.selection != before.selection, !editing.selectedText.isEmpty {
            ui.onClipboard?(.copy(editing.selectedText, to: .primary))
        }
        ui.invalidated = true
        return true
    }

    func didResignFocus(_ how: FocusChain.Resignation, at t: Double) {
        // An expanded field closes when left empty, or on Escape (Cancel clears it).
        if let key = focusedKey, isExpanded(key), how == .escape || (fields[key]?.text ?? "").isEmpty {
            if how == .escape { collapse(key, at: t) } else { expand(key, to: 0, at: t) }
        }
        focusedKey = nil
        ui.emit("search.unfocused", t, [("field", .string(fieldName)), ("how", .string(how.rawValue))])
        ui.invalidated = true
    }

    /// The text changed: the page under the field shows what matches it now.
    private func emitText(_ editing: TextEditing, at t: Double) {
        ui.emit("search.text", t, [("field", .string(fieldName)), ("text", .string(editing.text))])
        ui.relayoutContent()
    }

    // MARK: Lifecycle: another screen leaves the field

    func tabDidChange(from old: TabID?) {
        leave()
        // The search tab asked to activate at once: its field takes the focus as it opens.
        if let tab = ui.selectedTabID.flatMap(ui.tab), tab.role == .search, tab.search?.activatesAutomatically == true,
           let key = topKey {
            focusIfNeeded(key, at: ui.time)
        }
    }
    func stackDidChange() { leave() }
    func viewportDidChange() { pressed = false }
    func sceneDidChange(from old: Scene) {
        pressed = false
        // The field stays focused if its screen is still the top one.
        if focusedKey != topKey { leave() }
    }

    private func leave() {
        pressed = false
        ui.focus.resign(self, .screen, at: ui.time)
        // A field opened from its button closes at once when its screen goes.
        expansions.removeAll()
    }

    /// The focused field's text, caret, selection and length (characters) and whether it has
    /// the focus (`search.focused` 1 or 0), for the top screen's field when it holds text or
    /// the focus.
    func reportState(into snapshot: inout StateSnapshot) {
        guard let key = topKey, let editing = fields[key] ?? (focusedKey == key ? TextEditing() : nil) else { return }
        snapshot.set("search.focused", focusedKey == key && ui.focus.focused === self ? 1 : 0)
        snapshot.set("search.length", Double(editing.text.count))
        snapshot.set("search.caret", Double(editing.caret))
        snapshot.set("search.selectionStart", Double(editing.selection.lowerBound))
        snapshot.set("search.selectionEnd", Double(editing.selection.upperBound))
        snapshot.set("search.text", text: editing.text)
    }
}

extension SearchFieldComponent {
    /// The top screen's search field (label: its prompt; id `search`) with its text and
    /// focus, holding its clear button while it has text (`button` "Clear" #search.clear,
    /// where a press empties it), or the button it is collapsed into.
    func elements(into tree: inout ElementTreeBuilder) {
        guard let page = ui.pages.selectedPage else { return }
        let prompt = toolbar.currentToolbar?.allItems.lazy.compactMap { item -> String? in
            if case .search(let s) = item { return s.prompt }
            return nil
        }.first ?? "Search"
        let key = fieldKey(of: page)
        let text = fields[key]?.text ?? ""
        let focused = key == focusedKey && ui.focus.focused === self
        if let frame = fieldFrame {
            // The toolbar's field, or the search tab's field in the tab bar.
            tree.group(UIElement(.searchField, prompt, id: "search", frame: frame, state: .init(focused: focused, text: text))) { t in
                if !text.isEmpty { t.add(UIElement(.button, "Clear", id: "search.clear", frame: ToolbarGlyphs.clearButton(inField: frame))) }
            }
        } else if let frame = toolbar.searchButtonFrame {
            tree.add(UIElement(.searchField, prompt, id: "search", frame: frame, state: .init(focused: focused, text: text)))
        }
    }
}
