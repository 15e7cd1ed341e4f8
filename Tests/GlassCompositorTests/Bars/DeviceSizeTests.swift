import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import GlassCompositor

/// A scene's `device` is the size it opens at (issue 34): decoded, named, and used by `render`
/// when no `--size` is given; a scene naming none keeps the old 1280x800.
@Suite struct DeviceSizeTests {
    @Test func aSceneNamingADeviceHasADesignedWindow() throws {
        let mail = try ChromeFixtures.scene("mail")
        let window = try #require(mail.designedWindow)
        #expect(window.width == 390 && window.height == 844 && window.scale == 2)
        let tv = try #require(try ChromeFixtures.scene("tv").designedWindow)
        #expect(tv.width == 1194 && tv.height == 834 && tv.scale == 2)
        #expect(Scene.builtInDefault().designedWindow == nil)
    }

    func renderedSize(_ arguments: [String]) throws -> (width: Int, height: Int)? {
        let out = NSTemporaryDirectory() + "glass-device-\(getpid())-\(UUID().uuidString).png"
        defer { unlink(out) }
        let child = try ChildProcess(try ViewerProcess.binary(), ["render"] + arguments + ["--out", out],
                                     environment: ProcessInfo.processInfo.environment)
        _ = child.waitForExit(timeout: 60)
        #expect(child.exitStatus == 0)
        guard let data = FileManager.default.contents(atPath: out) else { return nil }
        return PNGHeader.size([UInt8](data))
    }

    @Test func renderOpensAtTheDeviceSizeWithoutSize() throws {
        let mail = RepositoryPaths.scenes.appendingPathComponent("mail.json").path
        let size = try renderedSize([mail])
        #expect(size?.width == 780 && size?.height == 1688)
        let atOne = try renderedSize([mail, "--scale", "1"])
        #expect(atOne?.width == 390 && atOne?.height == 844)
        let sized = try renderedSize([mail, "--size", "300x200"])
        #expect(sized?.width == 300 && sized?.height == 200)
        let plain = try renderedSize(["default"])
        #expect(plain?.width == 1280 && plain?.height == 800)
    }
}
