import Foundation

/// Scene-specific getters: icons that must exist, images next to the scene, unique ids,
/// lengths with sane bounds, component kinds with suggestions.
extension JSONObjectReader {
    /// The largest length a scene may give anything, in points. Bigger values would make
    /// layers that exhaust memory; no real layout needs them.
    static let maximumLength = 10_000.0

    /// A length in points in `range` (default 0...maximumLength).
    func length(_ key: String, default value: Double, in range: ClosedRange<Double> = 0...JSONObjectReader.maximumLength) -> Double {
        number(key, default: value, in: range)
    }

    /// An optional number: nil when absent (or wrong).
    func optionalNumber(_ key: String, in range: ClosedRange<Double>) -> Double? {
        guard has(key) else { _ = member(key); return nil }
        let sentinel = Double.infinity
        let v = number(key, default: sentinel, in: range)
        return v == sentinel ? nil : v
    }

    /// An icon name that must be installed: a freedesktop name or an SF Symbols name from
    /// `SFSymbolNames`. An unknown name is reported with the nearest name of either kind.
    func icon(_ key: String) -> String? {
        guard let name = string(key), let n = member(key) else { return nil }
        let theme = IconTheme.shared
        guard theme.path(for: name) == nil else { return name }
        var message = "unknown icon \(EchoedValue.quoted(name))"
        if let target = SFSymbolNames.freedesktop[name] {
            message = "icon \(EchoedValue.quoted(name)) is the SF Symbol drawn with \"\(target)\", which is not installed (Debian's adwaita-icon-theme has it)"
        } else if let guess = sink.closestName(to: name, among: theme.suggestionNames()) {
            message += " (did you mean \"\(guess)\"?)"
        } else {
            message += " (neither an installed freedesktop icon nor a known SF Symbols name; docs/SCENES.md#icons lists both)"
        }
        sink.report(n, path: childPath(key), message)
        return nil
    }

    /// An id string, registered as unique within the scene.
    func componentID(_ key: String = "id", in ctx: SceneDecodingContext) -> String? {
        guard let id = string(key), let n = member(key) else { return nil }
        if id.isEmpty { sink.report(n, path: childPath(key), "an id cannot be empty"); return nil }
        ctx.register(id: id, node: n, path: childPath(key))
        return id
    }

    /// An array of strings.
    func strings(_ key: String) -> [String] {
        array(key).compactMap { n, p in
            guard case .string(let s) = n.value else { sink.report(n, path: p, "expected a string, found \(n.typeName)"); return nil }
            return s
        }
    }

    /// The `kind` member, one of `kinds`; nil (and a diagnostic with a suggestion) otherwise.
    func kind(_ kinds: [String], default value: String, what: String) -> String? {
        let kind = string("kind", default: value)
        guard !kinds.contains(kind) else { return kind }
        var message = "unknown \(what) kind \(EchoedValue.quoted(kind))"
        if let guess = sink.closestName(to: kind, among: kinds) {
            message += " (did you mean \"\(guess)\"?)"
        } else {
            message += " (expected one of \(kinds.map { "\"\($0)\"" }.joined(separator: ", ")))"
        }
        sink.report(member("kind") ?? node, path: childPath("kind"), message)
        return nil
    }

    /// An image file (PNG, JPEG, WebP or SVG) named relative to the scene's folder. Reports a
    /// missing, unreadable, oversized, misnamed or broken file.
    func image(_ key: String, in ctx: SceneDecodingContext) -> ImageSource? {
        guard let path = string(key), let n = member(key) else { return nil }
        let resolved = path.hasPrefix("/") ? path : (ctx.baseDirectory as NSString).appendingPathComponent(path)
        func fail(_ why: String) -> ImageSource? {
            sink.report(n, path: childPath(key), "image \(EchoedValue.quoted(path)) \(why)")
            return nil
        }
        do {
            // Opened first for what only the file system can say: missing, a folder, too large.
            _ = try FileReader.readPrefix(resolved, count: 0, limit: ImageFile.maximumFileBytes)
        } catch let e as FileError {
            return fail(e.errno == ENOENT ? "not found (paths are relative to the scene file)" : e.reason)
        } catch {
            return fail("cannot be read: \(error)")
        }
        // Decoded now, through the cache the painters use, so a broken file (cut short, a
        // lying header, a JPEG named .png ...) is refused by `check` and `render` instead of
        // drawing as nothing, and is not decoded a second time to be drawn.
        if case .failure(let failure) = ImageCache.shared.load(at: resolved) { return fail(failure.reason) }
        return ImageSource(path: path, resolvedPath: resolved)
    }
}
