"""Pinhole camera: world (x right, y down-range, z up) -> image pixels.

Image coordinates are continuous with (0, 0) at the top-left corner of the
top-left pixel; pixel (i, j) covers [i, i+1] x [j, j+1], so its centre is
(i + 0.5, j + 0.5).  Normalised x = u / width, y = v / height.
"""
import math
from dataclasses import dataclass, replace

import numpy as np

from .vectors import cross

PHONE_FOV_DEG = 70.0  # across the long side of the image, like a phone main camera


def phone_focal(width, height, fov_deg=PHONE_FOV_DEG):
    return (max(width, height) / 2.0) / math.tan(math.radians(fov_deg) / 2.0)


@dataclass(frozen=True)
class Camera:
    position: tuple
    yaw: float      # radians, 0 looks down +y, + turns toward +x
    pitch: float    # radians, + looks up
    roll: float
    focal: float    # pixels
    width: int
    height: int
    shift: tuple = (0.0, 0.0)  # principal-point offset in px (camera shake)

    @staticmethod
    def looking_at(position, target, width, height, roll=0.0, focal=None):
        d = np.asarray(target, float) - np.asarray(position, float)
        yaw = math.atan2(d[0], d[1])
        pitch = math.atan2(d[2], math.hypot(d[0], d[1]))
        return Camera(tuple(map(float, position)), yaw, pitch, roll,
                      focal or phone_focal(width, height), width, height)

    def shaken(self, dx, dy):
        return replace(self, shift=(float(dx), float(dy)))

    def basis(self):
        cy, sy = math.cos(self.yaw), math.sin(self.yaw)
        cp, sp = math.cos(self.pitch), math.sin(self.pitch)
        fwd = np.array([sy * cp, cy * cp, sp])
        right = np.array([cy, -sy, 0.0])
        up = cross(right, fwd)
        cr, sr = math.cos(self.roll), math.sin(self.roll)
        return fwd, cr * right + sr * up, -sr * right + cr * up

    @property
    def principal(self):
        return self.width / 2.0 + self.shift[0], self.height / 2.0 + self.shift[1]

    def project(self, points):
        """points (N,3) -> u (N,), v (N,), depth (N,) along the optical axis."""
        p = np.atleast_2d(np.asarray(points, float)) - np.asarray(self.position)
        fwd, right, up = self.basis()
        z = p @ fwd
        x = p @ right
        y = p @ up
        cx, cy = self.principal
        with np.errstate(divide="ignore", invalid="ignore"):
            u = cx + self.focal * x / z
            v = cy - self.focal * y / z
        return u, v, z

    def project_direction(self, direction):
        """A point at infinity (e.g. a distant cloud) -> (u, v) or None if behind."""
        fwd, right, up = self.basis()
        d = np.asarray(direction, float)
        z = d @ fwd
        if z <= 1e-6:
            return None
        cx, cy = self.principal
        return cx + self.focal * (d @ right) / z, cy - self.focal * (d @ up) / z

    def rays(self):
        """Unit ray directions through every pixel centre, shape (H, W, 3)."""
        fwd, right, up = self.basis()
        cx, cy = self.principal
        xs = (np.arange(self.width) + 0.5 - cx) / self.focal
        ys = (np.arange(self.height) + 0.5 - cy) / self.focal
        d = (fwd[None, None, :] + xs[None, :, None] * right[None, None, :]
             - ys[:, None, None] * up[None, None, :])
        return d / np.linalg.norm(d, axis=2, keepdims=True)
