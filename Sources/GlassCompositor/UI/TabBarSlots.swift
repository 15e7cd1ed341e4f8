/// Which tabs the tab bar shows, one per slot, in the person's order: hidden tabs never;
/// on a compact width at most `compactMaximum` slots, iOS's rule, so a scene with more
/// visible tabs shows the first four and a "More" slot whose page lists the rest.
///
/// Positions are slot positions (0 at the bar's leading end); a tab that only the More page
/// lists is at the More slot. Regular widths show every visible tab.
struct TabBarSlots: Equatable, Sendable {
    /// What a slot holds.
    enum Slot: Equatable, Sendable {
        /// The tab at this index of `Scene.tabs`.
        case tab(Int)
        /// The More tab, listing `overflow`.
        case more
    }

    /// Most slots a compact tab bar has (the last is More when there are more tabs).
    static let compactMaximum = 5
    /// The More slot's title and symbol.
    static let moreTitle = "More"
    static let moreIcon = "view-more-horizontal-symbolic"
    /// What a tap on the More slot asks for (`UIAction.button`): the list of the other tabs.
    static let moreListID = "more.list"
    /// The back button of a tab opened from the More list: it brings the list back.
    static let moreBackID = "more.back"
    /// Leaves the More list for the selected tab (its slot tapped while the list covers it).
    static let moreCloseID = "more.close"

    private(set) var slots: [Slot]
    /// The tabs the More page lists (indices into `Scene.tabs`), in the person's order.
    private(set) var overflow: [Int]

    /// The slots for `scene`'s tabs shown in the order `visible` (tab ids; the hidden ones already
    /// left out, as `TabHost.visible` has them), on a window of `sizeClass`. `apart`: a tab the
    /// bar shows apart from its slots (the search tab's circle), which counts toward the
    /// compact bar's five.
    init(scene: Scene, visible: [TabID], sizeClass: SizeClass, apart: Int? = nil) {
        var place: [String: Int] = [:]
        for (i, tab) in scene.tabs.enumerated() where place[tab.id] == nil { place[tab.id] = i }
        let shown = visible.compactMap { place[$0.rawValue] }.filter { $0 != apart }
        let maximum = TabBarSlots.compactMaximum - (apart == nil ? 0 : 1)
        if sizeClass == .compact, shown.count > maximum {
            let kept = maximum - 1
            slots = shown.prefix(kept).map { .tab($0) } + [.more]
            overflow = Array(shown.dropFirst(kept))
        } else {
            slots = shown.map { .tab($0) }
            overflow = []
        }
    }

    var count: Int { slots.count }

    /// The slot showing tab `index` of the scene's list: its own, or More's for a tab the More
    /// page lists; nil for a hidden tab and the tab shown apart.
    func slot(ofTab index: Int) -> Int? {
        if let i = slots.firstIndex(of: .tab(index)) { return i }
        return overflow.contains(index) ? slots.firstIndex(of: .more) : nil
    }

    /// The scene's tab in slot `i`, nil for More (or past the end).
    func tab(inSlot i: Int) -> Int? {
        guard slots.indices.contains(i), case .tab(let t) = slots[i] else { return nil }
        return t
    }

    /// What each slot draws: the scene's tab, or the More tab.
    func shownTabs(of scene: Scene) -> [Tab] {
        slots.map { slot in
            switch slot {
            case .tab(let i): return scene.tabs[i]
            case .more: return Tab(id: "more", title: TabBarSlots.moreTitle, icon: TabBarSlots.moreIcon, screen: Screen())
            }
        }
    }
}
