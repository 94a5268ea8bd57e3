"""Scene drawing: sky, treeline and grass (ray-cast through the camera), the
golfer with club (a 3-D articulated figure projected like everything else),
the tee and the ball.

Things in the 3-D scene are "parts": a capsule or disc in world coordinates
with a world half-width.  Parts are projected, sorted far-to-near and painted;
the same parts answer "how much of the ball centre do you cover?" for the
truth's visible flag.
"""
import math
from dataclasses import dataclass

import numpy as np

from . import draw
from .physics import BALL_RADIUS

SKIES = {
    # horizon colour, zenith colour
    "blue": ((196, 218, 238), (62, 122, 200)),
    "overcast": ((236, 238, 240), (214, 218, 224)),
}
GRASS = (72, 128, 52)


@dataclass
class Part:
    a: np.ndarray          # world point
    b: np.ndarray          # world point (== a for a disc)
    half_width: float      # metres
    color: tuple
    kind: str = "capsule"  # or "ball"
    ball_key: object = None


def render_background(cam, sky="blue", treeline=True, seed=0):
    """Sky gradient + distant treeline + mown grass, analytic per pixel ray."""
    d = cam.rays()
    dz = d[..., 2]
    horizon, zenith = (np.array(c, np.float32) for c in SKIES[sky])
    e = np.clip(dz, 0.0, None)[..., None]
    skyc = horizon + (zenith - horizon) * (1.0 - np.exp(-e / 0.35))
    img = skyc.astype(np.float32)

    if treeline:
        az = np.arctan2(d[..., 0], d[..., 1])
        rng = np.random.default_rng(seed + 7)
        ph = rng.uniform(0, 2 * np.pi, 4)
        h = (0.010 + 0.004 * np.sin(az * 23 + ph[0]) + 0.003 * np.sin(az * 57 + ph[1])
             + 0.0015 * np.sin(az * 131 + ph[2]) + 0.001 * np.sin(az * 311 + ph[3]))
        a = np.clip((h - dz) * cam.focal + 0.5, 0, 1)[..., None]
        tree = np.array((52, 78, 50), np.float32) * 0.65 + horizon * 0.35
        img = img * (1 - a) + tree * a

    # grass: intersect with z = 0
    cz = cam.position[2]
    with np.errstate(divide="ignore", invalid="ignore"):
        t = np.where(dz < -1e-6, -cz / dz, 1e6)
    X = cam.position[0] + t * d[..., 0]
    Y = cam.position[1] + t * d[..., 1]
    dist = np.hypot(X - cam.position[0], Y - cam.position[1])
    near = np.exp(-dist / 25.0)
    stripes = np.where(np.floor(X / 3.5).astype(np.int64) % 2 == 0, 1.0, -1.0) * np.exp(-dist / 150.0)
    tex = (np.sin(7.1 * X + 3.3 * Y) + np.sin(-4.7 * X + 9.2 * Y + 1.3)
           + np.sin(13.0 * X - 11.0 * Y + 0.4)) * near
    shade = 1.0 + 0.06 * stripes + 0.025 * tex
    grass = np.array(GRASS, np.float32) * shade[..., None]
    haze = (1.0 - np.exp(-dist / 700.0))[..., None]
    grass = grass * (1 - haze) + horizon * 0.85 * haze
    # antialiased horizon: ground coverage from the angular distance below it
    g = np.clip(0.5 - dz * cam.focal, 0.0, 1.0)[..., None]
    img = img * (1 - g) + grass * g
    return img.astype(np.float32)


# ---------------------------------------------------------------- the golfer

PALETTES = [
    {"shirt": (40, 52, 110), "trousers": (60, 60, 66), "skin": (214, 170, 140), "cap": (235, 235, 235)},
    {"shirt": (170, 40, 45), "trousers": (215, 205, 180), "skin": (150, 105, 80), "cap": (30, 30, 34)},
    {"shirt": (235, 235, 230), "trousers": (35, 40, 55), "skin": (200, 150, 120), "cap": (40, 90, 50)},
]


def _smooth(u):
    u = min(max(u, 0.0), 1.0)
    return u * u * (3 - 2 * u)


class Golfer:
    """A right-handed golfer addressing a ball at `ball` (world), facing +x.

    The swing is a two-lever model (arms, club) in a tilted plane through the
    ball and the shoulders; the clubhead reaches the ball at each impact time.
    """

    ARM, BACKSWING, DOWNSWING, FOLLOW, HOLD, RETURN = 0.58, 0.85, 0.28, 0.42, 0.45, 0.5

    def __init__(self, ball, impacts, palette=0, backswing=None):
        self.b = np.array(ball, float)
        self.impacts = sorted(impacts)
        self.pal = PALETTES[palette % len(PALETTES)]
        if backswing:
            self.BACKSWING = backswing
        self.S = self.b + np.array([-0.62, 0.0, 1.38])      # shoulder centre / hub
        tgt = self.b + np.array([0.0, 0.0, BALL_RADIUS])
        v = tgt - self.S
        self.reach = float(np.linalg.norm(v))
        self.e1 = v / self.reach
        self.e2 = np.array([0.0, -1.0, 0.0])
        self.club = self.reach - self.ARM

    def angles(self, t):
        """(arm angle, wrist hinge) in the swing plane at time t."""
        if not self.impacts:
            return 0.0, 0.0
        imp = self.impacts[0]
        for k in self.impacts:
            if t >= k - self.BACKSWING - self.DOWNSWING - 0.05:
                imp = k
        tau = t - imp
        top, B, D = 2.4, self.BACKSWING, self.DOWNSWING
        if tau < -(B + D):
            return 0.0, 0.0
        if tau < -D:
            u = _smooth((tau + B + D) / B)
            return top * u, 1.25 * u
        if tau < 0:
            u = -tau / D
            return top * u * u, 1.25 * u ** 3
        F = self.FOLLOW
        fin_a, fin_h = -2.7, -0.9
        if tau < F:
            u = tau / F
            e = 1 - (1 - u) ** 2
            return fin_a * e, fin_h * e
        if tau < F + self.HOLD:
            return fin_a, fin_h
        u = _smooth((tau - F - self.HOLD) / self.RETURN)
        return fin_a * (1 - u), fin_h * (1 - u)

    def _dir(self, phi):
        return math.cos(phi) * self.e1 + math.sin(phi) * self.e2

    def clubhead(self, t):
        pa, h = self.angles(t)
        hands = self.S + self.ARM * self._dir(pa)
        return hands + self.club * self._dir(pa + h)

    def parts(self, t):
        p = self.pal
        b = self.b
        pa, hinge = self.angles(t)
        psi = 0.9 * max(-1.0, min(1.0, pa / 2.4))
        hips_psi = 0.4 * psi
        off = lambda x, y, z: b + np.array([x, y, z])

        def turn(center, dy, ang):
            return center + np.array([dy * math.sin(ang), dy * math.cos(ang), 0.0])

        pelvis = off(-0.80, 0.0, 0.92)
        S = self.S
        hands = S + self.ARM * self._dir(pa)
        head_c = self.clubhead(t)
        cdir = self._dir(pa + hinge)
        sh_l, sh_r = turn(S, 0.19, psi), turn(S, -0.19, psi)
        hip_l, hip_r = turn(pelvis, 0.13, hips_psi), turn(pelvis, -0.13, hips_psi)
        knee_l, knee_r = off(-0.64, 0.17, 0.50), off(-0.64, -0.17, 0.50)
        foot_l, foot_r = off(-0.72, 0.22, 0.05), off(-0.72, -0.22, 0.05)
        head = off(-0.50, 0.0, 1.57)
        elbow_l = 0.5 * (sh_l + hands) + np.array([0.0, 0.0, -0.02])
        elbow_r = 0.5 * (sh_r + hands) + np.array([0.03, 0.0, -0.04])
        toe = np.cross(cdir, self.e2)
        toe = toe / (np.linalg.norm(toe) + 1e-9)
        if toe[0] < 0:
            toe = -toe
        parts = [
            Part(foot_l, foot_l + np.array([0.18, 0.02, 0]), 0.045, (30, 30, 30)),
            Part(foot_r, foot_r + np.array([0.18, -0.02, 0]), 0.045, (30, 30, 30)),
            Part(foot_l, knee_l, 0.07, p["trousers"]), Part(knee_l, hip_l, 0.085, p["trousers"]),
            Part(foot_r, knee_r, 0.07, p["trousers"]), Part(knee_r, hip_r, 0.085, p["trousers"]),
            Part(hip_l, hip_r, 0.12, p["trousers"]),
            Part(pelvis + np.array([0, 0, 0.08]), S + np.array([0.0, 0.0, -0.06]), 0.17, p["shirt"]),
            Part(sh_l, sh_r, 0.07, p["shirt"]),
            Part(S, head, 0.05, p["skin"]),
            Part(head, head, 0.105, p["skin"]),
            Part(head + np.array([0.0, 0.0, 0.05]), head + np.array([0.05, 0.0, 0.07]), 0.085, p["cap"]),
            Part(sh_l, elbow_l, 0.05, p["shirt"]), Part(elbow_l, hands, 0.04, p["skin"]),
            Part(sh_r, elbow_r, 0.05, p["shirt"]), Part(elbow_r, hands, 0.04, p["skin"]),
            Part(hands, hands, 0.045, (240, 240, 240)),                      # glove
            Part(hands, hands + 0.26 * cdir, 0.013, (35, 35, 35)),           # grip
            Part(hands + 0.26 * cdir, head_c, 0.006, (175, 178, 184)),       # shaft
            Part(head_c - 0.035 * toe, head_c + 0.07 * toe, 0.03, (45, 45, 50)),  # clubhead
        ]
        return parts


def tee_parts(ball_rest):
    if ball_rest[2] <= BALL_RADIUS + 1e-6:
        return []
    b = np.array(ball_rest, float)
    top = b - np.array([0, 0, BALL_RADIUS])
    return [Part(np.array([b[0], b[1], 0.0]), top, 0.004, (238, 236, 228)),
            Part(top, top, 0.012, (238, 236, 228))]


def paint_parts(canvas, cam, parts, balls):
    """Painter's algorithm over parts and balls.

    balls: list of dicts {key, centres_px (N,2), radii_px (N,), depth, color,
    centre_px (u,v) at frame time}.  Returns {key: occluding alpha at centre}.
    """
    items = []
    for p in parts:
        ua, va, za = cam.project(p.a[None])
        ub, vb, zb = cam.project(p.b[None])
        if za[0] <= 0.05 or zb[0] <= 0.05:
            continue
        depth = 0.5 * (za[0] + zb[0])
        hw = cam.focal * p.half_width / depth
        items.append((depth, "part", ((ua[0], va[0]), (ub[0], vb[0]), hw, p.color)))
    for b in balls:
        items.append((b["depth"], "ball", b))
    items.sort(key=lambda it: -it[0])
    occl = {}
    for i, (depth, kind, data) in enumerate(items):
        if kind == "part":
            a, bb, hw, color = data
            draw.draw_capsule(canvas, a, bb, hw, color)
        else:
            draw.draw_blurred_disc(canvas, data["centres_px"], data["radii_px"], data["color"])
            u, v = data["centre_px"]
            cover = 0.0
            for _, k2, d2 in items[i + 1:]:
                if k2 == "part":
                    c = draw.capsule_alpha_at(u, v, d2[0], d2[1], d2[2])
                    cover = cover + (1 - cover) * c
            occl[data["key"]] = cover
    return occl
