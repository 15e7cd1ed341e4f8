import Testing
@testable import GlassCompositor

/// `--state` carries the values of this session's new motions too: a push's position and the
/// stack's depth, so they can be checked against their springs without pixels.
@Suite struct PresentationStateTests {
    @Test func aPushReportsItsPositionFallingToZeroAndTheDepth() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        #expect(d.session.stateSnapshot()["navigation.depth"] == 0)
        #expect(d.session.stateSnapshot()["navigation.position"] == nil, "no transition at rest")
        d.tap(d.destinationRow())
        var positions: [Double] = []
        for _ in 0..<40 {
            d.advance(by: 1.0 / 60)
            if let p = d.session.stateSnapshot()["navigation.position"] { positions.append(p) }
        }
        #expect(positions.count > 5, "the slide is reported while it shows")
        #expect(positions.first! > 0.5 && positions.last! < 0.05, "from the trailing edge toward covering: \(positions.prefix(3))…\(positions.suffix(2))")
        d.settle()
        #expect(d.session.stateSnapshot()["navigation.depth"] == 1)
        // Sampling the state changed nothing: a second snapshot is the same.
        #expect(d.session.stateSnapshot().values.map(\.value) == d.session.stateSnapshot().values.map(\.value))
    }
}
