/// The time between frames assumed until two frames have been seen to measure it: 60 fps,
/// the rate most phone clips of a swing are recorded at.
let assumedFrameInterval = 1.0 / 60
