"""Truth JSON (schema in SampleVideos/README.md), written byte-for-byte
deterministically: fixed key order, rounded numbers, 2-space indent."""
import json


def rnd(x, n=6):
    v = round(float(x), n)
    return 0.0 if v == 0 else v


def frame_entry(frame, t, x, y, r, contrast, visible):
    return {"frame": frame, "t": rnd(t), "x": rnd(x), "y": rnd(y), "r": rnd(r, 7),
            "contrast": rnd(contrast, 1), "decodedContrast": 0.0, "visible": bool(visible)}


def document(file, description, seed, width, height, rotation, fps, frame_count, ball_at_rest,
             distractors, shots, min_contrast, min_decoded):
    return {
        "version": 1, "file": file, "description": description, "seed": seed,
        "width": width, "height": height, "rotation": rotation,
        "frameRate": fps, "frameCount": frame_count, "duration": rnd(frame_count / fps),
        "ballAtRest": ball_at_rest, "distractors": list(distractors),
        "minContrast": min_contrast, "minDecodedContrast": min_decoded, "shots": shots,
    }


def text(doc):
    """The file's exact text."""
    return _compact_frames(doc) + "\n"


def write(path, doc):
    # one line per frame keeps the file readable, diffable and small
    with open(path, "w", newline="\n") as f:
        f.write(text(doc))


def _compact_frames(doc):
    head = {k: v for k, v in doc.items() if k != "shots"}
    lines = ["{"]
    items = list(head.items())
    for k, v in items:
        lines.append(f'  {json.dumps(k)}: {json.dumps(v)},')
    lines.append('  "shots": [')
    for si, s in enumerate(doc["shots"]):
        lines.append("    {")
        for k, v in s.items():
            if k == "frames":
                continue
            lines.append(f"      {json.dumps(k)}: {json.dumps(v)},")
        lines.append('      "frames": [')
        fr = s["frames"]
        for i, e in enumerate(fr):
            lines.append("        " + json.dumps(e, separators=(", ", ": ")) + ("," if i < len(fr) - 1 else ""))
        lines.append("      ]")
        lines.append("    }" + ("," if si < len(doc["shots"]) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines)
