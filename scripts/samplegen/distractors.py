"""Things that are not the ball: birds, clouds, camera shake, sensor noise."""
import math

import numpy as np

from . import draw
from .scene import Part


class Birds:
    """Small dark flapping birds flying straight at constant velocity (world)."""

    def __init__(self, rng, count, region, speed=(6.0, 11.0), axis="x"):
        (x0, x1), (y0, y1), (z0, z1) = region
        self.birds = []
        for _ in range(count):
            pos = np.array([rng.uniform(x0, x1), rng.uniform(y0, y1), rng.uniform(z0, z1)])
            heading = rng.uniform(0, 2 * math.pi)
            v = rng.uniform(*speed)
            along, across = v * math.cos(heading), 0.35 * v * math.sin(heading)
            vel = np.array([along, across, rng.uniform(-0.6, 0.6)] if axis == "x"
                           else [across, along, rng.uniform(-0.6, 0.6)])
            self.birds.append({"p": pos, "v": vel, "span": rng.uniform(0.3, 0.55),
                               "flap": rng.uniform(3.5, 6.0), "phase": rng.uniform(0, 6.3),
                               "shade": int(rng.integers(25, 60))})

    def parts(self, t):
        out = []
        for b in self.birds:
            p = b["p"] + b["v"] * t
            d = b["v"] / np.linalg.norm(b["v"])
            side = np.cross(d, [0.0, 0.0, 1.0])
            side /= np.linalg.norm(side) + 1e-9
            lift = math.sin(2 * math.pi * b["flap"] * t + b["phase"])
            half = 0.5 * b["span"]
            col = (b["shade"],) * 3
            tipL = p + side * half * math.cos(0.8 * lift) + np.array([0, 0, half * 0.8 * lift])
            tipR = p - side * half * math.cos(0.8 * lift) + np.array([0, 0, half * 0.8 * lift])
            out += [Part(p - 0.08 * d, p + 0.1 * d, 0.035, col),
                    Part(p, tipL, 0.022, col), Part(p, tipR, 0.022, col)]
        return out


class Clouds:
    """Soft bright clouds far away (directions), drifting slowly in azimuth."""

    def __init__(self, rng, count, az_range, el_range, drift=(0.004, 0.012), size=0.05,
                 placed=()):
        self.clouds = []
        specs = list(placed) + [(rng.uniform(*az_range), rng.uniform(*el_range)) for _ in range(count)]
        for az, el in specs:
            puffs = []
            for _ in range(int(rng.integers(5, 9))):
                puffs.append((rng.normal(0, size * 0.9), abs(rng.normal(0, size * 0.25)),
                              size * rng.uniform(0.35, 0.7), size * rng.uniform(0.2, 0.35)))
            self.clouds.append({"az": az, "el": el, "drift": rng.uniform(*drift) * rng.choice([-1, 1]),
                                "puffs": puffs})

    def draw(self, canvas, cam, t):
        for c in self.clouds:
            az0 = c["az"] + c["drift"] * t
            for daz, del_, saz, sel in c["puffs"]:
                az, el = az0 + daz, c["el"] + del_
                direction = np.array([math.cos(el) * math.sin(az), math.cos(el) * math.cos(az), math.sin(el)])
                uv = cam.project_direction(direction)
                if uv is None:
                    continue
                sx, sy = cam.focal * saz, cam.focal * sel
                draw.draw_blob(canvas, uv[0], uv[1] + 0.25 * sy, sx, sy * 0.8, (206, 210, 218), 0.5)
                draw.draw_blob(canvas, uv[0], uv[1], sx, sy, (252, 252, 253), 0.85)


def shake_offsets(rng, n, amplitude_px):
    """Per-frame principal-point offsets: smoothed random walk, a few px."""
    if amplitude_px <= 0:
        return np.zeros((n, 2))
    raw = rng.normal(0, 1, (n + 6, 2))
    k = np.array([1, 2, 3, 2, 1], float); k /= k.sum()
    sm = np.stack([np.convolve(raw[:, i], k, mode="same") for i in range(2)], axis=1)[3:n + 3]
    sm /= sm.std(axis=0) + 1e-9
    return sm * amplitude_px


def add_noise(img, rng, sigma):
    if sigma > 0:
        img += rng.normal(0.0, sigma, img.shape).astype(np.float32)
    return img
