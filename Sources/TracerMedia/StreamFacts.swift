import CFFmpeg

/// Plain facts read off one `AVStream`.
enum StreamFacts {
    /// The display matrix's rotation in degrees counter-clockwise, snapped to
    /// 0, 90, -90 or 180; 0 without a matrix.
    static func rotation(_ stream: UnsafeMutablePointer<AVStream>) -> Int {
        guard let matrix = displayMatrixPointer(stream) else { return 0 }
        let degrees = av_display_rotation_get(matrix)
        guard degrees.isFinite else { return 0 }
        let quarterTurns = Int((degrees / 90).rounded())
        let normalised = ((quarterTurns % 4) + 4) % 4
        return [0, 90, 180, -90][normalised]
    }

    /// The nine 16.16/2.30 fixed-point entries of the display matrix, if any.
    static func displayMatrix(_ stream: UnsafeMutablePointer<AVStream>) -> [Int32]? {
        guard let matrix = displayMatrixPointer(stream) else { return nil }
        return Array(UnsafeBufferPointer(start: matrix, count: 9))
    }

    private static func displayMatrixPointer(_ stream: UnsafeMutablePointer<AVStream>) -> UnsafePointer<Int32>? {
        var size = 0
        guard let data = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size),
            size >= 9 * MemoryLayout<Int32>.size
        else { return nil }
        return UnsafeRawPointer(data).assumingMemoryBound(to: Int32.self)
    }

    /// The stream's codec parameters; FFmpeg allocates them with every stream.
    static func parameters(_ stream: UnsafeMutablePointer<AVStream>) -> UnsafeMutablePointer<AVCodecParameters> {
        stream.pointee.codecpar!
    }

    static func codecName(_ id: AVCodecID) -> String {
        String(cString: avcodec_get_name(id))
    }

    /// The codec's name, or its container tag when FFmpeg does not know the codec.
    static func codecName(_ parameters: UnsafeMutablePointer<AVCodecParameters>) -> String {
        let id = parameters.pointee.codec_id
        guard id == AV_CODEC_ID_NONE, parameters.pointee.codec_tag != 0 else { return codecName(id) }
        var buffer = [CChar](repeating: 0, count: Int(AV_FOURCC_MAX_STRING_SIZE))
        av_fourcc_make_string(&buffer, parameters.pointee.codec_tag)
        let tag = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "unknown (tag \(tag))"
    }

    static func pixelFormatName(_ raw: Int32) -> String {
        guard let name = av_get_pix_fmt_name(AVPixelFormat(rawValue: raw)) else { return "unknown" }
        return String(cString: name)
    }

    /// Bits per luma sample; 8 when the format is unknown.
    static func bitDepth(_ raw: Int32) -> Int {
        guard let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: raw)) else { return 8 }
        return Int(descriptor.pointee.comp.0.depth)
    }

    static func rate(_ rational: AVRational) -> Double {
        rational.den == 0 ? 0 : av_q2d(rational)
    }

    static func name(_ cString: UnsafePointer<CChar>?) -> String {
        cString.map { String(cString: $0) } ?? "unknown"
    }
}
