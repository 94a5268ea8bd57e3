"""Deterministic mono soundtrack: light wind, a club 'impact' click at each
launch, a swoosh for a swing without a ball."""
import wave

import numpy as np

RATE = 48000


def soundtrack(path, duration, impacts=(), swooshes=(), seed=0):
    rng = np.random.default_rng(seed + 99)
    n = int(round(duration * RATE))
    t = np.arange(n) / RATE
    # wind: low-passed noise
    w = rng.normal(0, 1, n)
    k = np.ones(64) / 64
    out = 0.05 * np.convolve(w, k, mode="same") * 8
    for ti in impacts:
        i0 = int(round(ti * RATE))
        m = min(n - i0, int(0.25 * RATE))
        if m <= 0 or i0 < 0:
            continue
        tt = np.arange(m) / RATE
        click = rng.normal(0, 1, m) * np.exp(-tt / 0.004) * 0.6
        ring = (np.sin(2 * np.pi * 3100 * tt) * 0.5 + np.sin(2 * np.pi * 5300 * tt) * 0.25) * np.exp(-tt / 0.03)
        out[i0:i0 + m] += click + ring
    for ti in swooshes:
        env = np.exp(-0.5 * ((t - ti) / 0.06) ** 2)
        hp = rng.normal(0, 1, n)
        hp = hp - np.convolve(hp, np.ones(8) / 8, mode="same")
        out += 0.35 * env * hp
    pcm = np.clip(out, -1, 1)
    pcm = np.rint(pcm * 32000).astype("<i2")
    with wave.open(path, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(pcm.tobytes())
