"""Antialiased 2-D primitives composited onto a float RGB canvas (H, W, 3), 0..255.

Every primitive is an alpha (coverage) field evaluated at pixel centres inside
a bounding box, then blended with "over".  Sub-pixel shapes keep their area
(energy), so they fade instead of vanishing.
"""
import math

import numpy as np


def _grid(x0, y0, x1, y1):
    xs = np.arange(x0, x1) + 0.5
    ys = np.arange(y0, y1) + 0.5
    return xs[None, :], ys[:, None]


def blend(canvas, x0, y0, alpha, color):
    """Blend alpha (h, w) placed at integer (x0, y0) with a flat colour; clips."""
    h, w = alpha.shape
    H, W = canvas.shape[:2]
    cx0, cy0 = max(x0, 0), max(y0, 0)
    cx1, cy1 = min(x0 + w, W), min(y0 + h, H)
    if cx0 >= cx1 or cy0 >= cy1:
        return
    a = alpha[cy0 - y0:cy1 - y0, cx0 - x0:cx1 - x0, None]
    region = canvas[cy0:cy1, cx0:cx1]
    region *= 1.0 - a
    region += a * np.asarray(color, dtype=np.float32)


def disc_alpha(cx, cy, r, x0, y0, x1, y1):
    """Coverage of a disc on the pixel grid [x0,x1) x [y0,y1).

    r >= 0.7 px: analytic edge ramp; smaller: a 0.7 px kernel rescaled so the
    summed coverage equals the true area pi r^2.
    """
    X, Y = _grid(x0, y0, x1, y1)
    d = np.hypot(X - cx, Y - cy)
    if r >= 0.7:
        return np.clip(r - d + 0.5, 0.0, 1.0)
    # local, unclipped grid for the normalisation
    lx0, ly0 = math.floor(cx) - 2, math.floor(cy) - 2
    LX, LY = _grid(lx0, ly0, lx0 + 5, ly0 + 5)
    k = np.clip(0.7 - np.hypot(LX - cx, LY - cy) + 0.5, 0.0, 1.0)
    scale = math.pi * r * r / k.sum()
    return np.clip(0.7 - d + 0.5, 0.0, 1.0) * scale


def draw_disc(canvas, cx, cy, r, color, opacity=1.0):
    R = max(r, 0.7) + 1.5
    x0, y0 = math.floor(cx - R), math.floor(cy - R)
    x1, y1 = math.ceil(cx + R) + 1, math.ceil(cy + R) + 1
    blend(canvas, x0, y0, disc_alpha(cx, cy, r, x0, y0, x1, y1) * opacity, color)


def blurred_disc_box(centres, radii):
    """Pixel box (x0, y0, x1, y1), end-exclusive, that draw_blurred_disc may touch."""
    centres = np.asarray(centres, float)
    R = max(float(np.max(radii)), 0.7) + 1.5
    x0 = math.floor(centres[:, 0].min() - R); y0 = math.floor(centres[:, 1].min() - R)
    x1 = math.ceil(centres[:, 0].max() + R) + 1; y1 = math.ceil(centres[:, 1].max() + R) + 1
    return x0, y0, x1, y1


def draw_blurred_disc(canvas, centres, radii, color):
    """A disc averaged over sub-exposure positions (motion blur)."""
    centres = np.asarray(centres, float)
    x0, y0, x1, y1 = blurred_disc_box(centres, radii)
    H, W = canvas.shape[:2]
    if x1 <= 0 or y1 <= 0 or x0 >= W or y0 >= H:
        return
    acc = np.zeros((y1 - y0, x1 - x0), np.float32)
    for (cx, cy), r in zip(centres, radii):
        acc += disc_alpha(cx, cy, r, x0, y0, x1, y1)
    blend(canvas, x0, y0, np.clip(acc / len(centres), 0, 1), color)


def _segment_distance(X, Y, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    L2 = dx * dx + dy * dy
    if L2 < 1e-12:
        return np.hypot(X - ax, Y - ay)
    t = np.clip(((X - ax) * dx + (Y - ay) * dy) / L2, 0.0, 1.0)
    return np.hypot(X - (ax + t * dx), Y - (ay + t * dy))


def capsule_alpha_at(x, y, a, b, hw):
    d = float(_segment_distance(np.float64(x), np.float64(y), a[0], a[1], b[0], b[1]))
    he = max(hw, 0.5)
    return min(max(he - d + 0.5, 0.0), 1.0) * hw / he


def draw_capsule(canvas, a, b, hw, color, opacity=1.0):
    """A thick segment with round caps, half-width hw px."""
    if not all(np.isfinite([a[0], a[1], b[0], b[1], hw])):
        return
    he = max(hw, 0.5)
    R = he + 1.5
    x0 = math.floor(min(a[0], b[0]) - R); y0 = math.floor(min(a[1], b[1]) - R)
    x1 = math.ceil(max(a[0], b[0]) + R) + 1; y1 = math.ceil(max(a[1], b[1]) + R) + 1
    H, W = canvas.shape[:2]
    x0, y0, x1, y1 = max(x0, -1), max(y0, -1), min(x1, W + 1), min(y1, H + 1)
    if x0 >= x1 or y0 >= y1:
        return
    X, Y = _grid(x0, y0, x1, y1)
    d = _segment_distance(X, Y, a[0], a[1], b[0], b[1])
    alpha = np.clip(he - d + 0.5, 0.0, 1.0) * (hw / he) * opacity
    blend(canvas, x0, y0, alpha.astype(np.float32), color)


def draw_blob(canvas, cx, cy, sx, sy, color, peak):
    """Soft elliptical gaussian blob (clouds)."""
    x0, y0 = math.floor(cx - 3 * sx), math.floor(cy - 3 * sy)
    x1, y1 = math.ceil(cx + 3 * sx) + 1, math.ceil(cy + 3 * sy) + 1
    H, W = canvas.shape[:2]
    x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, W), min(y1, H)
    if x0 >= x1 or y0 >= y1:
        return
    X, Y = _grid(x0, y0, x1, y1)
    alpha = peak * np.exp(-0.5 * (((X - cx) / sx) ** 2 + ((Y - cy) / sy) ** 2))
    blend(canvas, x0, y0, alpha.astype(np.float32), color)


def blob_alpha_at(x, y, cx, cy, sx, sy, peak):
    return peak * math.exp(-0.5 * (((x - cx) / sx) ** 2 + ((y - cy) / sy) ** 2))
