/// Default regions of interest derived from the scene.
public enum RegionOfInterest {
    /// A wide band from the top of the frame down to just below the ball at rest,
    /// centred on it horizontally (Vision's lower-left form).
    ///
    /// - Parameters:
    ///   - halfWidth: half the band's width, display-normalised.
    ///   - marginBelow: how far below the ball's bottom edge the band reaches, display-normalised height.
    public static func above(ball: BallAtRest, halfWidth: Double = 0.45, marginBelow: Double = 0.03) -> NormalizedRect {
        above(ball: ball, launches: [], halfWidth: halfWidth, marginBelow: marginBelow)
    }

    /// The band above the ball at rest widened to take in the band above every spot a ball
    /// has left since (`launches`): what was taken for the ball before the swing may be
    /// something else lying still higher up, and the real flight starts below a band above
    /// that alone (seed 149's portrait).
    public static func above(ball: BallAtRest, launches: [LaunchPoint], halfWidth: Double = 0.45,
                             marginBelow: Double = 0.03) -> NormalizedRect {
        let spots = [(ball.position, ball.radius)] + launches.map { ($0.position, $0.radius) }
        let x0 = max(0, spots.map { $0.0.x - halfWidth }.min()!)
        let x1 = min(1, spots.map { $0.0.x + halfWidth }.max()!)
        let bottom = min(1, spots.map { $0.0.y + $0.1 * ball.aspectRatio + marginBelow }.max()!)
        return NormalizedRect.fromTopLeft(x: x0, y: 0, width: x1 - x0, height: bottom)
    }
}
