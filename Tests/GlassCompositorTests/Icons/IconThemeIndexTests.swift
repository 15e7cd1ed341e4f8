import Foundation
import Testing
@testable import GlassCompositor

/// `index.theme` is another party's file: what it says is read as the specification means,
/// and garbage gives fewer folders, never a trap.
@Suite struct IconThemeIndexTests {
    static let sample = """
    [Icon Theme]
    Name=Sample
    Comment=for tests
    Inherits=Base, hicolor
    Directories=16x16/actions,scalable/actions,32x32@2/apps,no-size,22x22/status
    ScaledDirectories=48x48/places

    [16x16/actions]
    Size=16
    Type=Fixed

    [scalable/actions]
    Size=16
    MinSize=8
    MaxSize=512
    Type=Scalable

    [32x32@2/apps]
    Size=32
    Scale=2

    [no-size]
    Type=Fixed

    [22x22/status]
    Size = 22
    Threshold=4
    Type=Threshold

    [48x48/places]
    Size=48
    Type=Fixed
    """

    func parse(_ text: String) -> IconThemeIndex { IconThemeIndex(parsing: Array(text.utf8)) }

    @Test func readsWhatTheSpecificationDescribes() throws {
        let index = parse(Self.sample)
        #expect(index.inherits == ["Base", "hicolor"])
        #expect(index.directories.map(\.path) == ["16x16/actions", "scalable/actions", "32x32@2/apps", "22x22/status", "48x48/places"])
        let d = Dictionary(uniqueKeysWithValues: index.directories.map { ($0.path, $0) })
        #expect(d["16x16/actions"]?.kind == .fixed)
        let scalable = try #require(d["scalable/actions"])
        #expect(scalable.kind == .scalable && scalable.minSize == 8 && scalable.maxSize == 512)
        // Unsaid: Type Threshold, Threshold 2, MinSize and MaxSize the Size.
        let apps = try #require(d["32x32@2/apps"])
        #expect(apps.kind == .threshold && apps.scale == 2 && apps.threshold == 2 && apps.minSize == 32 && apps.maxSize == 32)
        #expect(d["22x22/status"]?.threshold == 4 && d["16x16/actions"]?.scale == 1)
    }

    @Test func windowsLineEndsAndCommentsAreRead() {
        let index = parse("# a theme\r\n[Icon Theme]\r\nDirectories=a\r\n\r\n[a]\r\nSize=24\r\n")
        #expect(index.directories.map(\.size) == [24])
    }

    @Test func sizesFollowTheSpecification() {
        var fixed = IconDirectory(path: "f", size: 32); fixed.kind = .fixed
        #expect(fixed.matches(size: 32, scale: 1) && !fixed.matches(size: 32, scale: 2) && !fixed.matches(size: 31, scale: 1))
        #expect(fixed.distance(size: 24, scale: 1) == 8 && fixed.distance(size: 24, scale: 2) == 16)
        var scalable = IconDirectory(path: "s", size: 16); scalable.kind = .scalable; scalable.minSize = 8; scalable.maxSize = 512
        #expect(scalable.matches(size: 200, scale: 1) && scalable.distance(size: 20, scale: 2) == 0 && scalable.distance(size: 4, scale: 1) == 4)
        let threshold = IconDirectory(path: "t", size: 22)
        #expect(threshold.matches(size: 24, scale: 1) && !threshold.matches(size: 25, scale: 1))
        #expect(threshold.distance(size: 30, scale: 1) == 6)
    }

    @Test func foldersOutsideTheThemeAreRefused() {
        let index = parse("""
        [Icon Theme]
        Inherits=../../etc, ok, a/b, .., .
        Directories=../../../etc,/usr/share,a/../b,a//b,./a,fine

        [../../../etc]
        Size=16
        [/usr/share]
        Size=16
        [a/../b]
        Size=16
        [a//b]
        Size=16
        [./a]
        Size=16
        [fine]
        Size=16
        """)
        #expect(index.inherits == ["ok"])
        #expect(index.directories.map(\.path) == ["fine"])
    }

    @Test func numbersAreBounded() {
        let index = parse("""
        [Icon Theme]
        Directories=a,b,c,d
        [a]
        Size=99999999999999999999
        [b]
        Size=-16
        [c]
        Size=16
        Scale=1000
        MinSize=64
        MaxSize=8
        Threshold=-1
        [d]
        Size=0
        """)
        #expect(index.directories.map(\.path) == ["c"])
        let c = index.directories[0]
        #expect(c.scale == 1 && c.minSize == 16 && c.maxSize == 16 && c.threshold == 2)
    }

    @Test func countsAreCapped() {
        let many = (0..<10_000).map { "d\($0)" }
        let text = "[Icon Theme]\nInherits=" + many.joined(separator: ",") + "\nDirectories=" + many.joined(separator: ",") + "\n"
            + many.map { "[\($0)]\nSize=16\n" }.joined()
        let index = parse(text)
        #expect(index.inherits.count == IconThemeIndex.maximumParents)
        #expect(index.directories.count == IconThemeIndex.maximumDirectories)
    }

    @Test func aGroupNamedTwiceKeepsItsFirstDefinition() {
        let index = parse("[Icon Theme]\nDirectories=a\n[a]\nSize=16\nSize=32\n[a]\nSize=48\n")
        #expect(index.directories.map(\.size) == [16])
    }

    /// Seeded mutations of a real index (hicolor's when installed) and random bytes: never a
    /// trap, and every folder kept is inside the theme with bounded numbers.
    @Test func survivesHostileBytes() {
        let installed = (try? FileReader.read("/usr/share/icons/hicolor/index.theme", limit: IconThemeIndex.maximumFileBytes)) ?? []
        let good = installed.isEmpty ? Array(Self.sample.utf8) : installed
        var rng = SeededRandom(seed: 38)
        for round in 0..<400 {
            var bytes = good
            for _ in 0..<Int(rng.next() % 40) + 1 {
                let i = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 4 {
                case 0: bytes[i] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes[i] = [UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "="), UInt8(ascii: ","), 10, 0][Int(rng.next() % 6)]
                case 2: bytes.remove(at: i)
                default: bytes.insert(contentsOf: Array("../".utf8), at: i)
                }
            }
            if round % 5 == 0 { bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count)))) }
            check(IconThemeIndex(parsing: bytes))
            let noise = (0..<Int(rng.next() % 2000)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check(IconThemeIndex(parsing: Array("[Icon Theme]\nDirectories=".utf8) + noise))
        }
        #expect(!IconThemeIndex(parsing: good).directories.isEmpty)
    }

    private func check(_ index: IconThemeIndex) {
        #expect(index.directories.count <= IconThemeIndex.maximumDirectories && index.inherits.count <= IconThemeIndex.maximumParents)
        for d in index.directories {
            #expect(IconThemeIndex.isPlausibleFolder(d.path))
            #expect((1...IconThemeIndex.maximumSize).contains(d.size) && (1...IconThemeIndex.maximumScale).contains(d.scale))
            #expect(d.minSize <= d.maxSize)
        }
    }
}
