import Testing
@testable import TracerVision

/// The order `TrajectoryFitter.salvagedPiece` tries the runs of a failed flight in
/// (`TrajectoryFitter.salvageOrder`): longest first, but a flight that left a launch tries the
/// runs that keep its start first.
@Suite struct SalvageOrderTests {
    /// Seed 73's 240 fps iron: its ball's 73 points, an inner gap at index 32, a join 0.57 s on
    /// to 34 points of clutter.
    static let runs: [Range<Int>] = [0..<73, 32..<106, 32..<73, 73..<106]

    @Test func longestFirstWithoutALaunch() {
        #expect(TrajectoryFitter.salvageOrder(of: Self.runs, keepingStart: nil) == [32..<106, 0..<73, 32..<73, 73..<106])
    }

    @Test func aFlightThatLeftALaunchTriesTheRunsFromItsStartFirst() {
        #expect(TrajectoryFitter.salvageOrder(of: Self.runs, keepingStart: [0]) == [0..<73, 32..<106, 32..<73, 73..<106])
    }

    @Test func ofEqualLengthTheEarlierFirst() {
        #expect(TrajectoryFitter.salvageOrder(of: [40..<60, 10..<30], keepingStart: nil) == [10..<30, 40..<60])
    }
}
