"""Scoring a `tracer detect` path against per-frame ball truth: shared by scripts/eval and
scripts/compare.

A shot is found when the path's median error over the flight is under 2% of the frame
diagonal and it spans at least half of the visible flight (truth frames with a ball radius
of half a pixel or more).
"""
import json
import math
import subprocess
import tempfile
from pathlib import Path

TARGETS = {"median_px": 1.5, "p95_px": 5.0, "coverage": 0.9, "launch_frames": 1.0}


def clips_with_truth(folder, names=None):
    """(clip, truth) for every NAME.truth.json in `folder` (only those NAMEs in `names`, when
    given), in name order; the clip is the file the truth names beside it, which may be missing."""
    found = []
    for truth_path in sorted(Path(folder).glob("*.truth.json")):
        if names is not None and truth_path.name[:-len(".truth.json")] not in names:
            continue
        truth = json.loads(truth_path.read_text())
        found.append((truth_path.parent / truth["file"], truth))
    return found


def position_at(points, t):
    """Linear interpolation of (x, y) in time; None outside the points' span."""
    if not points or t < points[0]["t"] - 1e-9 or t > points[-1]["t"] + 1e-9:
        return None
    for a, b in zip(points, points[1:]):
        if a["t"] - 1e-9 <= t <= b["t"] + 1e-9:
            span = b["t"] - a["t"]
            f = 0 if span <= 0 else (t - a["t"]) / span
            return a["x"] + f * (b["x"] - a["x"]), a["y"] + f * (b["y"] - a["y"])
    return points[0]["x"], points[0]["y"]


def percentile(values, q):
    if not values:
        return math.nan
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def score_shot(shot, trajectory, width, height):
    """Errors (px) at visible truth frames the trajectory spans, and coverage."""
    # The path as drawn up to the last detection: detected points and the launch segment's
    # interpolated ones (the flight run back to its rest spot); never the extrapolated ones.
    points = [p for p in trajectory["points"] if p.get("kind", "detected") != "extrapolated"]
    visible = [f for f in shot["frames"] if f.get("visible", True) and f["r"] * width >= 0.5]
    errors, covered = [], 0
    for frame in visible:
        here = position_at(points, frame["t"])
        if here is None:
            continue
        covered += 1
        errors.append(math.hypot((here[0] - frame["x"]) * width, (here[1] - frame["y"]) * height))
    coverage = covered / len(visible) if visible else 0.0
    return errors, coverage


def detect(tracer, clip, extra=()):
    """`tracer detect` on `clip` (with the `extra` flags): its path JSON, or the first line of
    its error as a string."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "path.json"
        proc = subprocess.run([str(tracer), "detect", str(clip), "-o", str(out), *extra],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            lines = [line for line in proc.stderr.strip().splitlines() if line.startswith("Error")]
            return (lines or proc.stderr.strip().splitlines() or ["failed"])[0]
        return json.loads(out.read_text())


def score_path(path, truth, name):
    """One clip's row: shots, found, false trajectories, the errors of the found shots' frames,
    worst coverage and worst launch error (frames)."""
    width, height, fps = truth["width"], truth["height"], truth["frameRate"]
    diagonal = math.hypot(width, height)
    trajectories = path["trajectories"]
    used, found, errors, coverages, launches = set(), 0, [], [], []
    for shot in truth["shots"]:
        best = None
        for index, trajectory in enumerate(trajectories):
            if index in used:
                continue
            shot_errors, coverage = score_shot(shot, trajectory, width, height)
            if not shot_errors:
                continue
            median = percentile(shot_errors, 0.5)
            if best is None or median < best[1]:
                best = (index, median, shot_errors, coverage)
        if best and best[1] < 0.02 * diagonal and best[3] >= 0.5:
            index, _, shot_errors, coverage = best
            used.add(index)
            found += 1
            errors += shot_errors
            coverages.append(coverage)
            first = min(p["t"] for p in trajectories[index]["points"])
            launches.append(abs(first - shot["launchTime"]) * fps)
        else:
            coverages.append(0.0)
    return {"clip": name, "shots": len(truth["shots"]), "found": found,
            "false": len(trajectories) - len(used), "errors": errors,
            "coverage": min(coverages) if coverages else None, "launch": max(launches) if launches else None}


def misses(row):
    """The targets a row misses (one clip's, or a folder's pooled: its errors together, its
    worst coverage and launch): {kind: short phrase with the target}, kinds among "found",
    "false", "median", "p95", "coverage" and "launch" (empty: every target met). A row with
    no errors (no shot found, or none to find) misses no error target."""
    found = {}
    if row["found"] < row["shots"]:
        found["found"] = f"{row['shots'] - row['found']} shot(s) not found"
    if row["false"] > 0:
        found["false"] = f"{row['false']} false trajector{'y' if row['false'] == 1 else 'ies'}"
    median, p95 = percentile(row["errors"], 0.5), percentile(row["errors"], 0.95)
    if row["errors"] and median > TARGETS["median_px"]:
        found["median"] = f"median {median:.2f} px > {TARGETS['median_px']:g}"
    if row["errors"] and p95 > TARGETS["p95_px"]:
        found["p95"] = f"p95 {p95:.2f} px > {TARGETS['p95_px']:g}"
    if row["coverage"] is not None and row["coverage"] < TARGETS["coverage"]:
        found["coverage"] = f"coverage {row['coverage']:.2f} < {TARGETS['coverage']:g}"
    if row["launch"] is not None and row["launch"] > TARGETS["launch_frames"]:
        found["launch"] = f"launch {row['launch']:.2f} frames > {TARGETS['launch_frames']:g}"
    return found


def summary(row):
    """One clip's row in a line: found/shots, false, median and p95 px, coverage, launch."""
    median, p95 = percentile(row["errors"], 0.5), percentile(row["errors"], 0.95)
    cover = "-" if row["coverage"] is None else f"{row['coverage']:.2f}"
    launch = "-" if row["launch"] is None else f"{row['launch']:.2f}f"
    return f"{row['found']:>3d}/{row['shots']:<3d} {row['false']:>5d} {median:7.2f} {p95:6.2f} {cover:>6s} {launch:>7s}"
