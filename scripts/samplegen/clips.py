"""The sample clips: what is in each, and the frame loop that renders one
clip, writes its video (via encode) and its truth JSON (via truth)."""
import math
import os
import tempfile
from dataclasses import dataclass, field

import numpy as np

from . import audio, distractors, draw, encode, measure, scene, truth
from .camera import Camera
from .physics import BALL_RADIUS, Flight, Launch

WHITE_BALL = (246, 246, 244)
DARK_BALL = (160, 162, 166)   # a white ball in flat light: darker than the bright overcast sky
SUBSAMPLES = 8                # motion-blur positions per frame
SHUTTER = 0.5                 # exposure as a fraction of the frame interval
TEE = 0.040                   # teed-up ball centre height (m)
GROUND = BALL_RADIUS
MIN_CONTRAST = 6.0           # luma levels drawn: below this the ball is not visible (README)


@dataclass
class Shot:
    launch: Launch
    launch_frame: int           # first frame after impact; impact is half a frame before it
    appear: float = -1.0        # time the ball is teed up (seconds)


@dataclass
class Clip:
    name: str
    description: str
    width: int                  # display size
    height: int
    fps: int
    duration: float
    camera: tuple               # (position, look-at target)
    shots: list
    rest: tuple = (0.0, 0.0, TEE)  # ball rest position (m); None = no ball
    rotation: int = 0
    codec: str = "h264"
    crf: int = 22
    preset: str = "medium"
    x26x: str = ""              # extra x264/x265 parameters
    sky: str = "blue"
    ball_color: tuple = WHITE_BALL
    golfer: bool = True
    palette: int = 0
    swing_impacts: tuple = ()   # swings without a ball (practice swing)
    birds: int = 0
    bird_region: tuple = ((-25, 25), (35, 70), (8, 22))
    bird_axis: str = "x"
    clouds: int = 0
    cloud_az: tuple = (-0.5, 0.5)
    cloud_el: tuple = (0.12, 0.45)
    cloud_placed: tuple = ()
    shake: float = 0.0
    noise: float = 0.0
    distractors: tuple = ()
    salt: int = 0
    jitter: bool = True         # vary launches with --seed

    @property
    def frame_count(self):
        return int(round(self.duration * self.fps))


def _jittered(launch, rng, amount):
    if amount == 0:
        return launch
    return Launch(launch.speed * (1 + rng.uniform(-0.06, 0.06)),
                  launch.elevation_deg + rng.uniform(-1.5, 1.5),
                  launch.azimuth_deg + rng.uniform(-2.0, 2.0),
                  launch.spin_rpm * (1 + rng.uniform(-0.15, 0.15)),
                  launch.spin_tilt_deg + rng.uniform(-4, 4), launch.start)


@dataclass
class Frame:
    """One rendered frame, in display orientation."""
    index: int
    t: float
    rgb: np.ndarray             # (H, W, 3) float 0..255 with sensor noise: what gets encoded
    background: object          # (H, W) luma without any ball and without noise, or None
    clean: object               # (H, W) luma with the balls, without noise, or None
    entries: list               # per shot: its truth entry for this frame, or None
    probes: list                # (shot, truth entry, measure.Probe) for the balls drawn in flight


class Render:
    """Everything that is fixed for a clip and a seed: camera, shake, distractors,
    flights.  frames() yields the pictures; the truth is collected on the way."""

    def __init__(self, clip, seed=1):
        self.clip, self.seed = clip, seed
        rng = np.random.default_rng([seed, clip.salt])
        self.n, self.fps, self.W, self.H = clip.frame_count, clip.fps, clip.width, clip.height
        self.base = Camera.looking_at(clip.camera[0], clip.camera[1], self.W, self.H)
        self.shake = distractors.shake_offsets(rng, self.n, clip.shake)
        self.birds = (distractors.Birds(rng, clip.birds, clip.bird_region, axis=clip.bird_axis)
                      if clip.birds else None)
        self.clouds = (distractors.Clouds(rng, clip.clouds, clip.cloud_az, clip.cloud_el,
                                          placed=clip.cloud_placed)
                       if clip.clouds or clip.cloud_placed else None)
        jrng = np.random.default_rng([seed, clip.salt, 17])
        amount = 1 if (seed != 1 and clip.jitter) else 0
        self.shots = [(s, Flight(_jittered(s.launch, jrng, amount))) for s in clip.shots]
        self.impacts = [(s.launch_frame - 0.5) / self.fps for s in clip.shots]
        self.golfer = None
        if clip.golfer:
            anchor = clip.rest if clip.rest is not None else (0.0, 0.0, 0.0)
            self.golfer = scene.Golfer(anchor, self.impacts + list(clip.swing_impacts),
                                       palette=clip.palette)
        self.noise_rng = np.random.default_rng([seed, clip.salt, 23])
        self.truth_frames = [[] for _ in self.shots]

    def frames(self, background=False):
        """Yield a Frame per video frame.  background=True also paints the scene
        without any ball (for checking the video against the truth)."""
        clip, fps, W, H = self.clip, self.fps, self.W, self.H
        bg_cache = None
        offs = SHUTTER * ((np.arange(SUBSAMPLES) + 0.5) / SUBSAMPLES - 0.5) / fps
        for i in range(self.n):
            t = i / fps
            cam = self.base.shaken(*self.shake[i])
            if clip.shake or bg_cache is None:
                bg = scene.render_background(cam, clip.sky, seed=self.seed)
                if not clip.shake:
                    bg_cache = bg
            canvas = (bg_cache if bg_cache is not None else bg).copy()
            if self.clouds:
                self.clouds.draw(canvas, cam, t)
            parts = self.golfer.parts(t) if self.golfer else []
            if self.birds:
                parts += self.birds.parts(t)
            balls = self._balls(cam, t, offs)
            tees = {tuple(fl.rest) for s, fl in self.shots if t >= s.appear}
            for rest in sorted(tees):
                parts += scene.tee_parts(rest)
            scenery = canvas.copy() if (balls or background) else None
            occl = scene.paint_parts(canvas, cam, parts, balls)
            without = {}     # luma of the picture without one ball (or without all)
            if scenery is not None:
                none = scenery.copy()
                scene.paint_parts(none, cam, parts, [])
                without[None] = encode.luma(none)
                for b in balls:
                    if len(balls) == 1:
                        without[b["key"]] = without[None]
                    else:
                        other = scenery.copy()
                        scene.paint_parts(other, cam, parts, [o for o in balls if o is not b])
                        without[b["key"]] = encode.luma(other)
            luma = encode.luma(canvas) if balls else None
            entries, probes = [], []
            for k, ((s, fl), imp) in enumerate(zip(self.shots, self.impacts)):
                if i < s.launch_frame or t >= imp + fl.land_time:
                    entries.append(None)
                    continue
                uc, vc, zc = cam.project(fl.position(t - imp))
                u, v, z = float(uc[0]), float(vc[0]), float(zc[0])
                inside = z > 0 and 0 <= u <= W and 0 <= v <= H
                ball = next((b for b in balls if b["key"] == k), None)
                contrast = _peak_contrast(luma, without.get(k), ball["box"]) if ball else 0.0
                covered = occl.get(k, 1.0) >= 0.5
                visible = inside and not covered and contrast >= MIN_CONTRAST
                r_px = self.base.focal * BALL_RADIUS / z
                e = truth.frame_entry(i, t, u / W, v / H, r_px / W, contrast, visible)
                self.truth_frames[k].append(e)
                entries.append(e)
                if ball is not None:
                    c = ball["centres_px"]
                    streak = float(np.hypot(*(c[-1] - c[0])))
                    probes.append((k, e, measure.Probe(without[None], luma, u, v, r_px, streak)))
            distractors.add_noise(canvas, self.noise_rng, clip.noise)
            clean = (luma if luma is not None else without[None]) if background else None
            yield Frame(i, t, canvas, without.get(None) if background else None, clean, entries,
                        probes)

    def _balls(self, cam, t, offs):
        balls = []
        for k, ((s, fl), imp) in enumerate(zip(self.shots, self.impacts)):
            if t + offs[0] < s.appear:
                continue
            P = fl.position(t + offs - imp)
            u, v, z = cam.project(P)
            # long streaks (fast ball close to the camera) need more sub-positions
            # so the blur is continuous: about one per half radius of travel.
            if np.all(z > 0.05):
                travel = float(np.hypot(np.diff(u), np.diff(v)).sum())
                rmin = float((cam.focal * BALL_RADIUS / z).min())
                m = int(min(512, max(SUBSAMPLES, math.ceil(travel / max(0.35, 0.5 * rmin)))))
                if m > SUBSAMPLES:
                    sub = SHUTTER * ((np.arange(m) + 0.5) / m - 0.5) / self.fps
                    P = fl.position(t + sub - imp)
                    u, v, z = cam.project(P)
            if np.any(z <= 0.05):
                continue
            uc, vc, zc = cam.project(fl.position(t - imp))
            centres = np.stack([u, v], 1)
            radii = cam.focal * BALL_RADIUS / z
            balls.append({"key": k, "centres_px": centres, "radii_px": radii,
                          "depth": float(zc[0]), "color": self.clip.ball_color,
                          "centre_px": (float(uc[0]), float(vc[0])),
                          "box": draw.blurred_disc_box(centres, radii)})
        return balls

    def rest(self):
        clip = self.clip
        if clip.rest is None or not self.shots:
            return None
        u, v, z = self.base.project(np.array(clip.rest)[None])
        return {"x": truth.rnd(u[0] / self.W), "y": truth.rnd(v[0] / self.H),
                "r": truth.rnd(self.base.focal * BALL_RADIUS / z[0] / self.W, 7)}

    def document(self):
        clip = self.clip
        shot_docs = [{"launchTime": truth.rnd(imp), "launchFrame": s.launch_frame, "frames": fr}
                     for (s, _), imp, fr in zip(self.shots, self.impacts, self.truth_frames)]
        desc = clip.description + ("" if self.seed == 1 else f" (seed {self.seed})")
        return truth.document(clip.name, desc, self.seed, self.W, self.H, clip.rotation, self.fps,
                              self.n, self.rest(), clip.distractors, shot_docs, MIN_CONTRAST,
                              measure.SHOWS)


def _peak_contrast(luma, without, box):
    """Largest |luma with the ball - luma without it| over the ball's box (levels)."""
    if luma is None or without is None or box is None:
        return 0.0
    x0, y0, x1, y1 = box
    H, W = luma.shape
    x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, W), min(y1, H)
    if x0 >= x1 or y0 >= y1:
        return 0.0
    return float(np.abs(luma[y0:y1, x0:x1] - without[y0:y1, x0:x1]).max())


def settle(entry, m):
    """Record what the decoded video shows of the ball at a truth entry; the
    ball stays visible only if the video shows it (measure.SHOWS levels)."""
    shown = m["dec"] if m else 0.0
    entry["decodedContrast"] = truth.rnd(shown, 1)
    entry["visible"] = bool(entry["visible"] and shown >= measure.SHOWS)
    return m


def render_clip(clip, out_dir, seed=1, log=print):
    """Write the clip's video and truth JSON into out_dir; returns both paths.

    The truth's visible flags are settled after encoding: the video is
    decoded and each truth position measured against the ball-free render."""
    r = Render(clip, seed)
    video_path = os.path.join(out_dir, clip.name)
    wav = tempfile.NamedTemporaryFile(suffix=".wav", delete=False).name
    audio.soundtrack(wav, clip.duration, impacts=r.impacts, swooshes=clip.swing_impacts,
                     seed=seed + clip.salt)
    sw, sh = (r.H, r.W) if clip.rotation else (r.W, r.H)
    enc = encode.Encoder(video_path, sw, sh, r.fps, wav, codec=clip.codec, crf=clip.crf,
                         preset=clip.preset, rotation=clip.rotation, x26x=clip.x26x)
    probes = {}
    try:
        for f in r.frames():
            if f.probes:
                probes[f.index] = f.probes
            canvas = f.rgb
            if clip.rotation:
                canvas = np.ascontiguousarray(np.rot90(canvas, k=1))  # stored = display turned 90 deg CCW
            enc.write(canvas)
    finally:
        enc.close()
        os.remove(wav)
    bits = 10 if clip.codec == "hevc10" else 8
    for i, dec in enumerate(measure.decode_luma(video_path, r.W, r.H, bits)):
        for _, entry, probe in probes.pop(i, []):
            settle(entry, probe.measure(dec))
    for rest in probes.values():   # frames the decoder did not return: nothing shown
        for _, entry, _ in rest:
            settle(entry, None)
    truth_path = os.path.join(out_dir, clip.name.rsplit(".", 1)[0] + ".truth.json")
    truth.write(truth_path, r.document())
    for (s, fl) in r.shots:
        log(f"  {clip.name}: flight {fl.summary()}")
    return video_path, truth_path


DTL_CAM = ((-0.25, -3.6, 1.5), (0.4, 80.0, 4.0))
# Like a phone's hardware encoder: no look-ahead QP tree (x264 mbtree, x265 cutree),
# which would starve a small moving ball of bits in favour of the static background
# and skip it outright; x265 without its early-skip recursion (rskip) for the same reason.
PHONE_X264 = "mbtree=0"
PHONE_X265 = "cutree=0:rskip=0:aq-mode=3"

SAMPLES = [
    Clip("driver_dtl.mp4",
         "Down-the-line driver, 60 fps portrait: 70 m/s, 12 deg, 2700 rpm from a tee; "
         "white ball on blue sky, crosses a white cloud, shrinks below a pixel.",
         540, 960, 60, 3.0, DTL_CAM,
         [Shot(Launch(70.0, 12.0, 1.0, 2700, -5.0, (0.0, 0.0, TEE)), 61)],
         clouds=2, cloud_placed=((0.03, 0.06),), noise=1.5, palette=0, salt=1, crf=20, x26x=PHONE_X264,
         distractors=("golfer", "club", "clouds", "noise")),
    Clip("chip_side.mp4",
         "Face-on (side view) chip, 60 fps landscape: 10.5 m/s, 48 deg; short high arc "
         "left to right past a white cloud, lands in frame; birds and camera shake.",
         960, 540, 60, 3.0, ((8.5, 5.0, 1.3), (0.0, 5.0, 1.3)),
         [Shot(Launch(10.5, 48.0, 0.0, 4500, 0.0, (0.0, 0.0, GROUND)), 45)],
         rest=(0.0, 0.0, GROUND), birds=3, cloud_placed=((-1.45, 0.2),), bird_region=((-32, -12), (-4, 14), (3, 7)), bird_axis="y",
         shake=1.5, palette=1, salt=2, x26x=PHONE_X264,
         distractors=("golfer", "club", "birds", "clouds", "shake")),
    Clip("iron_240fps.mp4",
         "Down-the-line 7-iron at 240 fps (slow motion), landscape: 50 m/s, 17 deg, 6500 rpm "
         "off the grass; white ball on blue sky.",
         640, 360, 240, 1.5, ((-0.3, -5.0, 1.5), (0.3, 60.0, 2.0)),
         [Shot(Launch(50.0, 17.0, -1.5, 6500, 3.0, (0.0, 0.0, GROUND)), 97)],
         rest=(0.0, 0.0, GROUND), noise=1.0, palette=2, salt=3, crf=24, x26x=PHONE_X264,
         distractors=("golfer", "club", "noise")),
    Clip("portrait_rot90.mp4",
         "Phone portrait clip stored landscape 960x540 with display rotation -90, 30 fps; "
         "down-the-line 3-wood, birds and clouds. Truth is in display (portrait) orientation.",
         540, 960, 30, 3.0, ((0.2, -3.4, 1.45), (0.0, 80.0, 4.5)),
         [Shot(Launch(62.0, 13.0, -2.0, 3200, 6.0, (0.0, 0.0, TEE)), 31)],
         rotation=-90, birds=4, clouds=3, palette=1, salt=4, x26x=PHONE_X264,
         distractors=("golfer", "club", "birds", "clouds")),
    Clip("hevc10_dtl.mp4",
         "HEVC Main 10 (yuv420p10le, hvc1) down-the-line driver, 60 fps portrait, bright overcast "
         "sky: the ball is a dark silhouette; camera shake and sensor noise.",
         540, 960, 60, 2.5, DTL_CAM,
         [Shot(Launch(65.0, 14.0, 0.5, 3000, 0.0, (0.0, 0.0, TEE)), 55)],
         codec="hevc10", crf=22, x26x=PHONE_X265, sky="overcast", ball_color=DARK_BALL, shake=2.0, noise=1.0,
         palette=2, salt=5, distractors=("golfer", "club", "shake", "noise")),
    Clip("two_shots.mp4",
         "Range session, 60 fps landscape, two shots: a second ball is teed after the first "
         "flies; codec loss (CRF 33: blocking, the faint ball comes and goes) and birds. ballAtRest is the first ball.",
         960, 540, 60, 4.2, ((-0.3, -5.0, 1.5), (0.3, 60.0, 2.0)),
         [Shot(Launch(55.0, 16.0, 2.0, 5000, 3.0, (0.0, 0.0, TEE)), 55),
          Shot(Launch(58.0, 14.0, -2.0, 4500, -4.0, (0.0, 0.0, TEE)), 193, appear=1.85)],
         crf=33, x26x=PHONE_X264, birds=3, palette=0, salt=6, distractors=("golfer", "club", "birds", "codec")),
    Clip("practice_swing.mp4",
         "Practice swing without a ball, 60 fps portrait: golfer and club move, birds and "
         "clouds, no shot.",
         540, 960, 60, 2.5, DTL_CAM, [], rest=None, swing_impacts=(1.5,), birds=2, clouds=2,
         palette=1, salt=7, x26x=PHONE_X264, distractors=("golfer", "club", "birds", "clouds")),
]

BENCH = Clip("bench_1080p60.mp4",
             "Benchmark clip: 1920x1080 60 fps 5 s down-the-line driver with clouds and birds.",
             1920, 1080, 60, 5.0, ((-0.3, -3.3, 1.5), (0.3, 80.0, 5.0)),
             [Shot(Launch(70.0, 12.0, 1.0, 2700, -5.0, (0.0, 0.0, TEE)), 91)],
             birds=3, clouds=3, noise=1.0, palette=0, salt=8, preset="veryfast", crf=26,
             distractors=("golfer", "club", "birds", "clouds", "noise"))
