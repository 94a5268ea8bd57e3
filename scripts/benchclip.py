"""The benchmark clip scripts/bench times and scripts/eval scores (with its noisy copies):
5 s of 1080p60 H.264 with audio, a drive among birds and clouds, with per-frame ball truth,
made once by scripts/make-sample-videos into bench-work/.
"""
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def benchmark_clip(work):
    """`work`/bench_1080p60.mp4, made first (about three minutes) when it or its truth is
    missing: in a scratch folder, then moved in, the video before its truth, so that an
    interrupted run leaves no clip that looks whole."""
    clip, truth = work / "bench_1080p60.mp4", work / "bench_1080p60.truth.json"
    if clip.exists() and truth.exists():
        return clip
    print("making the benchmark clip (about three minutes)", file=sys.stderr, flush=True)
    work.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=work, prefix=".making-bench-") as scratch:
        subprocess.run([sys.executable, str(ROOT / "scripts" / "make-sample-videos"), "--bench-1080p60",
                        str(Path(scratch) / clip.name)], check=True, stdout=subprocess.DEVNULL)
        (Path(scratch) / clip.name).replace(clip)
        (Path(scratch) / truth.name).replace(truth)
    return clip
