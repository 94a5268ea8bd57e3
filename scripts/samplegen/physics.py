"""Golf-ball flight in 3-D: gravity, quadratic drag and Magnus lift from spin.

World frame (metres): x to the right of the target line seen from behind the
ball, y down the target line, z up.  The ground is z = 0.
"""
import math
from dataclasses import dataclass

import numpy as np

from .vectors import cross

G = 9.81
RHO = 1.225            # air density, kg/m^3
BALL_MASS = 0.04593    # kg
BALL_RADIUS = 0.02135  # m
AREA = math.pi * BALL_RADIUS ** 2


@dataclass(frozen=True)
class Launch:
    speed: float          # m/s
    elevation_deg: float  # launch angle above the ground
    azimuth_deg: float    # + = right of the target line
    spin_rpm: float       # backspin
    spin_tilt_deg: float = 0.0  # + tilts the axis so the ball curves right
    start: tuple = (0.0, 0.0, BALL_RADIUS)


def _coefficients(speed, omega):
    """Drag and lift coefficients from the spin factor S = r*omega/v."""
    s = BALL_RADIUS * omega / max(speed, 1e-6)
    cd = 0.22 + 0.25 * s
    cl = max(0.0, min(0.35, 1.99 * s - 3.25 * s * s))
    return cd, cl


def _acceleration(vel, axis, omega):
    speed = float(np.linalg.norm(vel))
    cd, cl = _coefficients(speed, omega)
    k = 0.5 * RHO * AREA / BALL_MASS
    acc = np.array([0.0, 0.0, -G])
    acc -= k * cd * speed * vel
    lift_dir = cross(axis, vel)
    n = np.linalg.norm(lift_dir)
    if n > 0:
        acc += k * cl * speed * speed * lift_dir / n
    return acc


class Flight:
    """A ball flight integrated with RK4 at a small fixed step.

    position(tau) gives the centre at tau seconds after impact (tau < 0: at
    rest); after landing the ball stays where it landed.
    """

    def __init__(self, launch: Launch, dt=1.0 / 4000.0, max_time=12.0):
        self.launch = launch
        el = math.radians(launch.elevation_deg)
        az = math.radians(launch.azimuth_deg)
        vel = launch.speed * np.array(
            [math.cos(el) * math.sin(az), math.cos(el) * math.cos(az), math.sin(el)])
        # backspin axis: horizontal, perpendicular to the launch direction,
        # pointing to the right of it; then tilted about the velocity.
        axis = np.array([math.cos(az), -math.sin(az), 0.0])
        tilt = math.radians(launch.spin_tilt_deg)
        vdir = vel / np.linalg.norm(vel)
        axis = (axis * math.cos(tilt) + np.cross(vdir, axis) * math.sin(tilt)
                + vdir * np.dot(vdir, axis) * (1 - math.cos(tilt)))
        omega0 = launch.spin_rpm * 2 * math.pi / 60.0
        pos = np.array(launch.start, dtype=float)
        times, points = [0.0], [pos.copy()]
        t = 0.0
        land = None
        while t < max_time:
            omega = omega0 * math.exp(-t / 20.0)   # slow spin decay
            k1v = _acceleration(vel, axis, omega); k1x = vel
            k2v = _acceleration(vel + 0.5 * dt * k1v, axis, omega); k2x = vel + 0.5 * dt * k1v
            k3v = _acceleration(vel + 0.5 * dt * k2v, axis, omega); k3x = vel + 0.5 * dt * k2v
            k4v = _acceleration(vel + dt * k3v, axis, omega); k4x = vel + dt * k3v
            npos = pos + dt / 6.0 * (k1x + 2 * k2x + 2 * k3x + k4x)
            vel = vel + dt / 6.0 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if npos[2] <= BALL_RADIUS and vel[2] < 0:
                frac = (pos[2] - BALL_RADIUS) / (pos[2] - npos[2])
                land = t + frac * dt
                hit = pos + frac * (npos - pos)
                hit[2] = BALL_RADIUS
                times.append(land); points.append(hit)
                break
            pos = npos
            t += dt
            times.append(t); points.append(pos.copy())
        self.times = np.array(times)
        self.points = np.array(points)
        self.land_time = land if land is not None else math.inf
        self.rest = np.array(launch.start, dtype=float)

    def position(self, tau):
        """Centre of the ball tau seconds after impact (vectorised)."""
        tau = np.atleast_1d(np.asarray(tau, dtype=float))
        out = np.empty((tau.size, 3))
        for k in range(3):
            out[:, k] = np.interp(tau, self.times, self.points[:, k])
        out[tau < 0] = self.rest
        return out

    def summary(self):
        p = self.points
        return {"carry": float(np.hypot(p[-1, 0], p[-1, 1])), "apex": float(p[:, 2].max()),
                "flight_time": float(self.times[-1])}
