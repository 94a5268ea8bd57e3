import Foundation

extension Track {
    /// The perspective model of the track's last points, when it has them flying away from
    /// the camera (one coming at it, run on, goes wild: clutter by the golfer fits such
    /// models), follows every one of eight or more and they lie at least twice as far (on
    /// average) from the quadratic through them (`quadraticResidual`, the same measure): a
    /// drive down the line whose first frames the look back found slows from 80 px a frame to
    /// 7 within twelve frames (seed 271's hevc10), and the quadratic through them turns back
    /// to the ground, while the model, a few hundredths of a pixel too loose for the strict
    /// test (`FlightModel.followsEvery`), keeps to the flight.
    func flightSteadierThanQuadratic(quadraticResidual: Double) -> FlightModel? {
        guard let model = tailFlight(), model.c > 0, model.inliers.count >= 8, !model.inliers.contains(false)
        else { return nil }
        var residual = 0.0
        for p in tail {
            let q = model.position(at: p.time)
            residual += hypot(p.position.x - q.x, p.position.y - q.y)
        }
        residual /= Double(tail.count)
        return residual <= 0.5 * quadraticResidual ? model : nil
    }
}
