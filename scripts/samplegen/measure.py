"""How much of the ball the decoded video shows at a truth position.

The generator measures every truth frame after encoding (the truth's
`decodedContrast`), and verify.py repeats the same measurement on the files
it is given.  Both compare the decoded luma with the same scene rendered
without any ball and without noise (the ball-free background: golfer, club,
birds, clouds and camera shake are all in it, exactly as in the clip).

Decoded contrast: the largest polarity * (decoded - background) over the
pixels whose centres lie within max(r, 0.7) + 0.5 px of the truth position,
where polarity is +1 when the ball is drawn brighter than what is behind it
and -1 when darker.  Units: 8-bit luma levels (10-bit values / 4).
"""
import math
import subprocess

import numpy as np

SHOWS = 4.0        # decoded contrast at which the video shows the ball (levels)


def footprint(u, v, rho):
    """Pixel offsets (dx, dy) from pixel (floor(u), floor(v)) whose centres lie
    within rho of (u, v); at least that pixel itself."""
    fu, fv = math.floor(u), math.floor(v)
    n = math.ceil(rho) + 1
    dx, dy = np.meshgrid(np.arange(-n, n + 1), np.arange(-n, n + 1))
    keep = np.hypot(fu + dx + 0.5 - u, fv + dy + 0.5 - v) <= rho
    keep[n, n] = True
    return dx[keep], dy[keep]


def _at(u, v, offsets, W, H):
    xs, ys = math.floor(u) + offsets[0], math.floor(v) + offsets[1]
    ok = (xs >= 0) & (xs < W) & (ys >= 0) & (ys < H)
    return xs[ok], ys[ok], bool(ok.all())


def _geometry(r_px, streak_px):
    rho = max(r_px, 0.7) + 0.5
    ring = 2 * rho + streak_px + 6          # control spots, beyond the streak
    reach = int(math.ceil(ring + rho + 2))  # crop half-size that holds them
    return rho, ring, reach


class Probe:
    """The ball-free background and the noise-free picture around one truth
    position, cut from full frames (so the video can be measured later)."""

    def __init__(self, background, clean, u, v, r_px, streak_px, ball_luma=None):
        H, W = background.shape
        rho, ring, reach = _geometry(r_px, streak_px)
        self.x0 = max(int(math.floor(u)) - reach, 0)
        self.y0 = max(int(math.floor(v)) - reach, 0)
        x1 = min(int(math.floor(u)) + reach + 1, W)
        y1 = min(int(math.floor(v)) + reach + 1, H)
        self.empty = self.x0 >= x1 or self.y0 >= y1
        self.box = (self.x0, self.y0, x1, y1)
        self.bg = np.array(background[self.y0:y1, self.x0:x1], np.float64)
        self.clean = np.array(clean[self.y0:y1, self.x0:x1], np.float64)
        self.u, self.v, self.r, self.streak = u - self.x0, v - self.y0, r_px, streak_px
        self.ball_luma = ball_luma

    def measure(self, decoded):
        """decoded: the full decoded luma frame (H, W), 8-bit levels."""
        if self.empty:
            return None
        x0, y0, x1, y1 = self.box
        return measure(np.asarray(decoded[y0:y1, x0:x1], np.float64), self.bg, self.clean,
                       self.u, self.v, self.r, self.streak, self.ball_luma)


def measure(dec, bg, clean, u, v, r_px, streak_px, ball_luma=None):
    """Decoded contrast at (u, v); the same measure at eight ball-free spots
    around it (the noise and codec floor); the distance from (u, v) to the
    centroid of the pixels where the decoded ball stands out most; and, given
    the ball's own luma, to the centroid of its coverage in the noise-free
    picture, (luma - background) / (ball - background), which a streak across
    a changing background does not pull toward its brighter part (pixels where
    ball and background differ by < 8 levels are left out)."""
    H, W = dec.shape
    rho, ring, _ = _geometry(r_px, streak_px)
    fp = footprint(u, v, rho)
    xs, ys, _ = _at(u, v, fp, W, H)
    if xs.size == 0:
        return None
    drawn = clean[ys, xs] - bg[ys, xs]
    pol = 1.0 if drawn.sum() >= 0 else -1.0
    diff = dec - bg
    shown = float((pol * diff[ys, xs]).max())
    floor = []
    for k in range(8):
        a = k * math.pi / 4 + 0.3
        cx, cy, whole = _at(u + ring * math.cos(a), v + ring * math.sin(a), fp, W, H)
        if not whole or np.abs(clean[cy, cx] - bg[cy, cx]).max() > 0.5:
            continue
        floor.append(float((pol * diff[cy, cx]).max()))
    wx, wy, _ = _at(u, v, footprint(u, v, rho + 0.5 * streak_px + 1.5), W, H)

    def offset(w):
        if w.sum() <= 0:
            return None
        return math.hypot(float((w * (wx + 0.5)).sum() / w.sum()) - u,
                          float((w * (wy + 0.5)).sum() / w.sum()) - v)
    # decoded: where the decoded ball stands out most (above half its peak)
    out = {"dec": shown, "floor": floor,
           "offset": offset(np.clip(pol * diff[wy, wx] - max(2.0, 0.5 * shown), 0, None)),
           "drawn_offset": None}
    if ball_luma is not None:
        # drawn: the centroid of the ball's coverage in the noise-free picture
        span = ball_luma - bg[wy, wx]
        usable = np.abs(span) >= 8
        cov = np.where(usable, (clean[wy, wx] - bg[wy, wx]) / np.where(usable, span, 1.0), 0.0)
        if cov.max() > 0:
            out["drawn_offset"] = offset(np.clip(cov - 0.5 * cov.max(), 0, None))
    return out


def decode_luma(path, width, height, bits=8):
    """Yield the decoded luma planes of a video, (H, W) float in 8-bit levels
    (10-bit values / 4), in display orientation (ffmpeg applies the rotation)."""
    fmt = "yuv420p10le" if bits == 10 else "yuv420p"
    cmd = ["ffmpeg", "-v", "error", "-i", path, "-map", "0:v:0", "-f", "rawvideo",
           "-pix_fmt", fmt, "-"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE)
    bps = 2 if bits == 10 else 1
    ysize = width * height * bps
    frame_size = ysize * 3 // 2
    try:
        while True:
            buf = proc.stdout.read(frame_size)
            if len(buf) < frame_size:
                break
            if bits == 10:
                yield np.frombuffer(buf[:ysize], dtype="<u2").reshape(height, width) / 4.0
            else:
                yield np.frombuffer(buf[:ysize], dtype=np.uint8).reshape(height, width).astype(np.float64)
    finally:
        proc.stdout.close()
        proc.wait()
