"""RGB float frames -> BT.709 limited-range YUV 4:2:0 (numpy) -> ffmpeg.

Colour conversion is done here, not by swscale, so the raw input is exact and
reproducible; ffmpeg only encodes (single-threaded, bitexact) and muxes.
"""
import os
import subprocess
import tempfile

import numpy as np

KR, KB = 0.2126, 0.0722


def luma(rgb):
    """Float luma (H, W) in 8-bit limited-range levels, as rgb_to_yuv420 codes it
    before rounding: the unit of the truth's `contrast`."""
    x = np.clip(rgb, 0, 255).astype(np.float64) / 255.0
    return 16 + 219 * (KR * x[..., 0] + (1 - KR - KB) * x[..., 1] + KB * x[..., 2])


def rgb_to_yuv420(rgb, bits=8):
    """rgb float (H, W, 3) 0..255 -> planar bytes (yuv420p or yuv420p10le)."""
    x = np.clip(rgb, 0, 255).astype(np.float64) / 255.0
    r, g, b = x[..., 0], x[..., 1], x[..., 2]
    y = KR * r + (1 - KR - KB) * g + KB * b
    cb = (b - y) / (2 * (1 - KB))
    cr = (r - y) / (2 * (1 - KR))
    H, W = y.shape
    cb = cb.reshape(H // 2, 2, W // 2, 2).mean(axis=(1, 3))
    cr = cr.reshape(H // 2, 2, W // 2, 2).mean(axis=(1, 3))
    s = float(1 << (bits - 8))
    Y = np.rint((16 + 219 * y) * s)
    U = np.rint((128 + 224 * cb) * s)
    V = np.rint((128 + 224 * cr) * s)
    dt = np.uint8 if bits == 8 else np.dtype("<u2")
    return b"".join(np.ascontiguousarray(p).astype(dt).tobytes() for p in (Y, U, V))


COMMON_OUT = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact",
              "-map_metadata", "-1", "-movflags", "+faststart"]
COLOUR = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
          "-color_range", "tv"]


class Encoder:
    """Feed frames with write(); close() finishes the file (and applies rotation)."""

    def __init__(self, path, width, height, fps, audio_wav, codec="h264", crf=28,
                 preset="medium", rotation=0, x26x=""):
        self.path = path
        self.rotation = rotation
        self.bits = 10 if codec == "hevc10" else 8
        self.tmp = path + ".tmp.mp4" if rotation else path
        if codec == "h264":
            vcodec = ["-c:v", "libx264", "-preset", preset, "-crf", str(crf), "-threads", "1",
                      "-x264-params", "threads=1:lookahead-threads=1:sliced-threads=0" + (":" + x26x if x26x else ""),
                      "-pix_fmt", "yuv420p", "-g", str(int(round(fps * 2)))]
            in_fmt = "yuv420p"
        elif codec == "hevc10":
            vcodec = ["-c:v", "libx265", "-preset", preset, "-crf", str(crf), "-threads", "1",
                      "-x265-params", "log-level=error:pools=none:frame-threads=1:wpp=0" + (":" + x26x if x26x else ""),
                      "-pix_fmt", "yuv420p10le", "-tag:v", "hvc1", "-g", str(int(round(fps * 2)))]
            in_fmt = "yuv420p10le"
        else:
            raise ValueError(codec)
        cmd = (["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", in_fmt,
                "-s", f"{width}x{height}", "-framerate", str(fps), "-i", "pipe:0",
                "-i", audio_wav, "-map", "0:v", "-map", "1:a"] + vcodec + COLOUR
               + ["-c:a", "aac", "-b:a", "64k", "-ac", "1"] + COMMON_OUT + [self.tmp])
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE)

    def write(self, rgb):
        self.proc.stdin.write(rgb_to_yuv420(rgb, self.bits))

    def close(self):
        self.proc.stdin.close()
        if self.proc.wait() != 0:
            raise RuntimeError(f"ffmpeg failed for {self.path}")
        if self.rotation:
            # FFmpeg 5.1 only turns the legacy `rotate` tag into a display
            # matrix when stream-copying; rotate=270 gives rotation=-90.
            tag = str(self.rotation % 360)
            cmd = (["ffmpeg", "-v", "error", "-y", "-i", self.tmp, "-map", "0", "-c", "copy",
                    "-metadata:s:v:0", f"rotate={tag}"] + COMMON_OUT + [self.path])
            subprocess.run(cmd, check=True)
            os.remove(self.tmp)
