import Foundation
import GlassCompositor

/// `glass-viewer replay FILE [--out DIR]`: runs a recording headless on the fixed-step clock.
/// Every frame drawn is written to DIR as a numbered PNG when `--out` is given; the summary
/// names a hash of the last frame so two replays can be compared at a glance.
enum Replay {
    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "replay")
        let outDir = try args.value("--out")
        let fps = try args.number("--fps", in: 1...360) ?? 60
        let options = try args.renderOptions()
        let overlays = try args.overlayOptions()
        let rest = try args.positionals()
        guard rest.count == 1 else { throw UsageError("replay needs one recording file") }
        let script = try loadScript(rest[0])
        let meta = script.meta ?? InteractionScript.Meta(scene: "default", width: 1280, height: 800, scale: 1)
        let outputs = OutputFiles(inputs: [(rest[0], "recording"), (meta.scene, "scene")])
        if let outDir, let kind = FileReader.kind(of: outDir, followingLinks: true), kind != .folder {
            throw OutputError(description: "--out \(outDir): is \(kind.name), not a folder")
        }
        let scene = try loadScene(meta.scene, appearance: nil)
        if let outDir { try outputs.makeFolder(outDir, option: "--out") }
        let clock = FixedStepClock(step: 1 / fps)
        let session = ViewerSession(scene: scene, pixelWidth: meta.width, pixelHeight: meta.height, scale: meta.scale, options: options, overlays: overlays)
        func frameBuffer(_ width: Int, _ height: Int) throws -> OffscreenPresenter {
            guard let p = OffscreenPresenter(width: width, height: height) else {
                throw OutputError(description: "cannot allocate a \(width)x\(height) frame")
            }
            return p
        }
        var presenter = try frameBuffer(meta.width, meta.height)
        var player = ScriptPlayer(script)
        var drawn = 0
        // Until every event is delivered and all motion has settled (at most a minute past the end).
        while !player.isFinished || session.needsFrame, clock.now <= script.duration + 60 {
            player.deliver(upTo: clock.now, to: session)
            session.advance(to: clock.now)
            if presenter.surface.width != session.pixelWidth || presenter.surface.height != session.pixelHeight {
                presenter = try frameBuffer(session.pixelWidth, session.pixelHeight)
            }
            if session.needsFrame {
                session.renderFrame(to: presenter)
                drawn += 1
                if let outDir {
                    let path = "\(outDir)/frame-\(String(format: "%05d", drawn)).png"
                    try outputs.write(PNGFile.encode(presenter.surface, path: path), to: path)
                }
            }
            clock.advance()
        }
        print(String(format: "replayed %d events over %.2f s: %d frames drawn, last frame hash %016llx",
                     script.events.count, script.duration, drawn, presenter.surface.contentHash))
        return 0
    }
}
