import CFFmpeg

/// A frame turned into 8-bit BGRA pixels (Cairo's ARGB32 on little-endian
/// machines) in display orientation: for thumbnails and debug pictures, never
/// on the encoding path.
public struct DisplayImage: Sendable {
    public let width: Int
    public let height: Int
    /// Rows of `width` BGRA pixels, no padding.
    public var pixels: [UInt8]
    public var bytesPerRow: Int { width * 4 }
}

extension VideoFrame {
    /// Converts the picture to BGRA with its own colour matrix and range, then
    /// turns it as the display matrix says (`rotation`: degrees counter-clockwise).
    public func displayImage(rotation: Int) throws(MediaError) -> DisplayImage {
        let (codedWidth, codedHeight) = (width, height)
        // swscale's SIMD paths write whole vectors: pad every row and the end of the buffer.
        let stride = (codedWidth * 4 + 63) & ~63
        var coded = [UInt8](repeating: 0, count: stride * codedHeight + 64)
        let code: Int32 = frame.withUnsafePointer { source in
            guard let context = sws_getContext(
                source.pointee.width, source.pointee.height, AVPixelFormat(rawValue: source.pointee.format),
                source.pointee.width, source.pointee.height, AV_PIX_FMT_BGRA, SWS_BILINEAR, nil, nil, nil)
            else { return -1 }
            defer { sws_freeContext(context) }
            let matrix = source.pointee.colorspace == AVCOL_SPC_UNSPECIFIED
                ? (codedHeight >= 720 ? SWS_CS_ITU709 : SWS_CS_DEFAULT) : Int32(source.pointee.colorspace.rawValue)
            let fullRange: Int32 = source.pointee.color_range == AVCOL_RANGE_JPEG
                || source.pointee.format == AV_PIX_FMT_YUVJ420P.rawValue ? 1 : 0
            sws_setColorspaceDetails(context, sws_getCoefficients(matrix), fullRange,
                                     sws_getCoefficients(SWS_CS_DEFAULT), 1, 0, 1 << 16, 1 << 16)
            return coded.withUnsafeMutableBufferPointer { buffer in
                var planes: [UnsafeMutablePointer<UInt8>?] = [buffer.baseAddress, nil, nil, nil]
                var strides: [Int32] = [Int32(stride), 0, 0, 0]
                return withUnsafePointer(to: source.pointee.data) { data in
                    withUnsafePointer(to: source.pointee.linesize) { linesize in
                        data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { sourcePlanes in
                            linesize.withMemoryRebound(to: Int32.self, capacity: 8) { sourceStrides in
                                sws_scale(context, sourcePlanes, sourceStrides, 0, source.pointee.height,
                                          &planes, &strides)
                            }
                        }
                    }
                }
            }
        }
        guard code > 0 else {
            throw MediaError.decodeFailed(path: "frame at \(time) s", reason: "cannot convert \(pixelFormatName) to RGB")
        }
        return Self.turn(coded, width: codedWidth, height: codedHeight, stride: stride, rotation: rotation)
    }

    /// Rotates BGRA pixels (rows `stride` bytes apart) from stored to display orientation, unpadded.
    static func turn(_ coded: [UInt8], width: Int, height: Int, stride: Int, rotation: Int) -> DisplayImage {
        let quarterTurns = ((rotation % 360) + 360) % 360 / 90
        let (displayWidth, displayHeight) = quarterTurns % 2 == 1 ? (height, width) : (width, height)
        var display = [UInt8](repeating: 0, count: width * height * 4)
        let rowPixels = stride / 4
        coded.withUnsafeBytes { source in
            display.withUnsafeMutableBytes { target in
                let from = source.bindMemory(to: UInt32.self), to = target.bindMemory(to: UInt32.self)
                for cy in 0..<height {
                    for cx in 0..<width {
                        let (dx, dy): (Int, Int)
                        switch quarterTurns {
                        case 0: (dx, dy) = (cx, cy)
                        case 1: (dx, dy) = (cy, width - 1 - cx)           // 90° counter-clockwise
                        case 2: (dx, dy) = (width - 1 - cx, height - 1 - cy)
                        default: (dx, dy) = (height - 1 - cy, cx)          // -90: a clockwise turn
                        }
                        to[dy * displayWidth + dx] = from[cy * rowPixels + cx]
                    }
                }
            }
        }
        return DisplayImage(width: displayWidth, height: displayHeight, pixels: display)
    }
}
