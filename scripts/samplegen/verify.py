"""Check sample clips against their truth by looking at the decoded video.

    scripts/make-sample-videos --verify [folder] [--only NAME,...]

For every NAME.truth.json in the folder (and the clip it names):

1. The clip is rendered again from its definition and the truth's seed, with
   the ball-free background (the same scene without any ball and without
   noise: golfer, club, birds, clouds and camera shake exactly as in the
   clip) and the noise-free picture.  The truth that comes out, measured on
   the given video, must be byte-identical to the file.
2. The video is decoded with the ffmpeg CLI (display orientation, luma as
   coded: 8-bit levels, 10-bit / 4).  At every truth frame, at the position
   the FILE gives, the decoded contrast is measured (measure.py): how far the
   decoded luma moves from the ball-free background in the ball's direction,
   at the pixels within max(r, 0.7) + 0.5 px of (x, y).  The same measure at
   eight ball-free spots around the ball gives the noise and codec floor.
   Centroids of the ball (decoded, and its coverage as drawn) are compared
   with (x, y) too.
3. Every visible truth frame with r >= 0.5 px (what scripts/eval scores) must
   show the ball: decoded contrast >= measure.SHOWS.  Where it shows, the
   centroid of where it stands out should lie within 1 px + r/2 + 10 % of the
   streak of (x, y) (reported; required for the first flight frames).
4. Launch: the club head meets the ball at launchTime (half a frame before
   launchFrame): in 3-D, and in the picture its path between the frames
   either side of impact passes over the resting ball; the ball still shows
   at rest in the frame before launchFrame; the first flight frames show it
   where the truth says.
5. A table over all clips: drawn contrast (the truth's `contrast`) against
   how often the decoded video shows the ball, the evidence for minContrast.
"""
import json
import math
import os

import numpy as np

from . import clips as clipdefs
from . import encode, measure
from . import truth as truthio
from .physics import BALL_RADIUS

CENTROID_PX = 1.0      # allowed centroid offset: 1 px + r / 2 + 10 % of the streak
FIRST_FRAMES = 3       # flight frames checked at launch
BINS = [0, 2, 4, 6, 8, 10, 12, 16, 24, math.inf]


def _ranges(frames):
    out, start, prev = [], None, None
    for f in list(frames) + [None]:
        if start is not None and (f is None or f != prev + 1):
            out.append(f"{start}" if start == prev else f"{start}-{prev}")
            start = None
        if f is not None:
            if start is None:
                start = f
            prev = f
    return ",".join(out) or "-"


def _segment_distance(p, a, b):
    p, a, b = (np.asarray(q, float) for q in (p, a, b))
    d = b - a
    L2 = float(d @ d)
    t = 0.0 if L2 < 1e-12 else min(max(float((p - a) @ d) / L2, 0.0), 1.0)
    return float(np.linalg.norm(p - (a + t * d)))


def launch_geometry(render, doc):
    """Per shot: (shot index, text, ok) about the club head at impact."""
    out = []
    g = render.golfer
    if g is None:
        return out
    fps = render.fps
    for k, (s, fl) in enumerate(render.shots):
        shot = doc["shots"][k]
        imp, L = shot["launchTime"], shot["launchFrame"]
        ball = np.array(fl.rest)
        d3 = float(np.linalg.norm(g.clubhead(imp) - ball))
        cam_a = render.base.shaken(*render.shake[L - 1])
        cam_b = render.base.shaken(*render.shake[L])
        ua, va, _ = cam_a.project(g.clubhead((L - 1) / fps)[None])
        ub, vb, _ = cam_b.project(g.clubhead(L / fps)[None])
        # the resting ball as each of the two frames sees it (shake moves it too)
        d_img = min(_segment_distance([q[0] for q in cam.project(ball[None])[:2]],
                                      (ua[0], va[0]), (ub[0], vb[0])) for cam in (cam_a, cam_b))
        r_px = render.base.focal * BALL_RADIUS / render.base.project(ball[None])[2][0]
        ok = (d3 <= BALL_RADIUS + 0.035 and d_img <= r_px + 2
              and abs(imp - (L - 0.5) / fps) < 1e-5)
        out.append((k, f"club head at launchTime {d3 * 100:.1f} cm from the ball centre; its path "
                       f"from frame {L - 1} to {L} passes {d_img:.1f} px from the resting ball "
                       f"(r {r_px:.1f} px)", ok))
    return out


def verify_clip(folder, truth_path, log=print):
    text = open(truth_path).read()
    doc = json.loads(text)
    name = doc["file"]
    clip = next((c for c in clipdefs.SAMPLES if c.name == name), None)
    if clip is None:
        log(f"{name}: no clip definition of that name; skipped")
        return None
    seed = doc.get("seed", 1)
    render = clipdefs.Render(clip, seed)
    W, H = render.W, render.H
    bits = 10 if clip.codec == "hevc10" else 8
    shots = doc["shots"]
    by_frame = {}
    for k, s in enumerate(shots):
        for f in s["frames"]:
            by_frame.setdefault(f["frame"], []).append((k, f))
    ball_luma = float(encode.luma(np.array([[clip.ball_color]], float))[0, 0])
    rest = doc.get("ballAtRest")
    before_launch = {s["launchFrame"] - 1: k for k, s in enumerate(shots)}

    rows, rest_rows, residual, nframes = [], {}, [], 0
    decoded = measure.decode_luma(os.path.join(folder, name), W, H, bits)
    for fr, dec in zip(render.frames(background=True), decoded):
        nframes += 1
        bg, clean = fr.background, fr.clean
        if fr.index % 15 == 0:
            residual.append(float(np.median(np.abs(dec - bg))))
        streaks = {}
        for k, entry, probe in fr.probes:          # the regenerated truth, settled on this video
            clipdefs.settle(entry, probe.measure(dec))
            streaks[k] = probe.streak
        for k, f in by_frame.get(fr.index, []):    # the file's claims
            p = measure.Probe(bg, clean, f["x"] * W, f["y"] * H, f["r"] * W, streaks.get(k, 0.0),
                              ball_luma)
            rows.append((k, f, p.measure(dec), p.streak))
        if fr.index in before_launch and rest:
            p = measure.Probe(bg, clean, rest["x"] * W, rest["y"] * H, rest["r"] * W, 0.0, ball_luma)
            rest_rows[before_launch[fr.index]] = p.measure(dec)
    for _ in decoded:
        nframes += 1
    same_truth = truthio.text(render.document()) == text

    scored = [(k, f, m, st) for k, f, m, st in rows if f["visible"] and f["r"] * W >= 0.5]
    shows = lambda m: m is not None and m["dec"] >= measure.SHOWS
    passed = [(k, f, m, st) for k, f, m, st in scored if shows(m)]
    fails = [f["frame"] for k, f, m, st in scored if not shows(m)]
    floors = [x for k, f, m, st in scored for x in m["floor"]] if scored else []
    floor_rate = sum(x >= measure.SHOWS for x in floors) / len(floors) if floors else 0.0
    tol = lambda f, st: CENTROID_PX + 0.5 * f["r"] * W + 0.1 * st
    offs = [m["offset"] for k, f, m, st in passed if m["offset"] is not None]
    far = [f["frame"] for k, f, m, st in passed if m["offset"] is None or m["offset"] > tol(f, st)]
    drawn = [m["drawn_offset"] for k, f, m, st in passed if m["drawn_offset"] is not None]
    res = {"clip": name, "seed": seed, "same_truth": same_truth, "frames": nframes,
           "frameCount": doc["frameCount"], "rows": rows, "scored": len(scored),
           "passed": len(passed), "fails": fails, "far": far, "launch_ok": [], "club_ok": []}

    lines = [f"{name}: seed {seed}; truth regenerated on this video "
             f"{'is identical' if same_truth else 'DIFFERS'}; {nframes}/{doc['frameCount']} frames "
             f"decoded; median |decoded - background| {np.median(residual):.2f} levels"]
    if shots:
        frac = len(passed) / len(scored) if scored else 1.0
        lines.append(f"  visible with r >= 0.5 px: {len(passed)}/{len(scored)} = {frac:.2f} show the ball "
                     f"(decoded contrast >= {measure.SHOWS:g}); ball-free spots reach that "
                     f"{floor_rate:.1%} of the time")
        if fails:
            lines.append(f"  TRUTH WRONG (visible, not in the video) at frames {_ranges(fails)}")
        hidden = [f["frame"] for k, f, m, st in rows if not f["visible"] and f["r"] * W >= 0.5]
        lines.append(f"  not visible with r >= 0.5 px: frames {_ranges(hidden)}")
        lines.append(f"  truth position to the ball's centroid: drawn (coverage, no noise) median "
                     f"{np.median(drawn) if drawn else math.nan:.2f} px, max "
                     f"{max(drawn) if drawn else math.nan:.2f} px; decoded median "
                     f"{np.median(offs) if offs else math.nan:.2f} px"
                     + (f", more than 1 px + r/2 + 10% of the streak at frames {_ranges(far)}"
                        if far else ""))
        for k, s in enumerate(shots):
            L = s["launchFrame"]
            first = [(f, m, st) for kk, f, m, st in rows if kk == k][:FIRST_FRAMES]
            desc, ok = [], True
            for f, m, st in first:
                if not f["visible"]:
                    desc.append(f"{f['frame']} hidden")
                    continue
                good = shows(m) and m["offset"] is not None and m["offset"] <= tol(f, st)
                ok &= good
                desc.append(f"{f['frame']} {m['dec']:.0f} lv at "
                            + ("-" if m["offset"] is None else f"{m['offset']:.2f} px"))
            rm = rest_rows.get(k)
            ok &= shows(rm)
            lines.append(f"  shot {k + 1}: ball at rest in frame {L - 1} "
                         f"{'-' if rm is None else format(rm['dec'], '.0f') + ' lv'}; first flight frames "
                         f"{'; '.join(desc)} -> {'ok' if ok else 'CHECK'}")
            res["launch_ok"].append(ok)
        for k, txt, ok in launch_geometry(render, doc):
            lines.append(f"  shot {k + 1}: {txt} -> {'ok' if ok else 'WRONG'}")
            res["club_ok"].append(ok)
    res["ok"] = (same_truth and not fails and nframes == doc["frameCount"]
                 and all(res["launch_ok"]) and all(res["club_ok"]))
    res["text"] = "\n".join(lines)
    log(res["text"])
    return res


def calibration(results, log=print):
    """Drawn contrast against how often the decoded video shows the ball, over
    every truth frame whose position is in the picture."""
    log(f"drawn contrast   r >= 0.5 px: frames, shown   r < 0.5 px: frames, shown   "
        f"(shown = decoded contrast >= {measure.SHOWS:g})")
    for lo, hi in zip(BINS, BINS[1:]):
        cells = []
        for big in (True, False):
            n = p = 0
            for res in results:
                if not res:
                    continue
                W = json.load(open(res["path"]))["width"]
                for k, f, m, st in res["rows"]:
                    if m is None:
                        continue
                    if (f["r"] * W >= 0.5) != big or not lo <= f["contrast"] < hi:
                        continue
                    n += 1
                    p += m["dec"] >= measure.SHOWS
            cells.append(f"{n:5d} {p / n:7.1%}" if n else f"{n:5d}       -")
        label = f"{lo:g} .. {hi:g}" if hi < math.inf else f"{lo:g} .."
        log(f"  {label:14s}        {cells[0]}                {cells[1]}")


def verify_folder(folder, log=print, only=()):
    results = []
    for t in sorted(p for p in os.listdir(folder) if p.endswith(".truth.json")):
        if only and t[:-len(".truth.json")] not in only:
            continue
        path = os.path.join(folder, t)
        res = verify_clip(folder, path, log=log)
        if res:
            res["path"] = path
        results.append(res)
    calibration(results, log=log)
    return results, [r for r in results if r and not r["ok"]]
