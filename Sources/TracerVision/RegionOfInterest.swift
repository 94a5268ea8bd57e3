/// Default regions of interest derived from the scene.
public enum RegionOfInterest {
    /// A wide band from the top of the frame down to just below the ball at rest,
    /// centred on it horizontally (Vision's lower-left form).
    ///
    /// - Parameters:
    ///   - halfWidth: half the band's width, display-normalised.
    ///   - marginBelow: how far below the ball's bottom edge the band reaches, display-normalised height.
    public static func above(ball: BallAtRest, halfWidth: Double = 0.45, marginBelow: Double = 0.03) -> NormalizedRect {
        let x0 = max(0, ball.position.x - halfWidth)
        let x1 = min(1, ball.position.x + halfWidth)
        let bottom = min(1, ball.position.y + ball.radius * ball.aspectRatio + marginBelow)
        return NormalizedRect.fromTopLeft(x: x0, y: 0, width: x1 - x0, height: bottom)
    }
}
