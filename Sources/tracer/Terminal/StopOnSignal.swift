import Dispatch
import Foundation
import TracerPipeline

/// Turns SIGINT and SIGTERM into `Interruption.request()` for as long as the
/// returned sources live, so a job stops at its next frame and cleans up.
func stopJobOnSignals() -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { Interruption.request() }
        source.resume()
        return source
    }
}
