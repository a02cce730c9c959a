"""Judges the resampling of a build from outside: every size a gallery binary makes of real photographs
against a lanczos3 reference made by libvips from the whole original, by SSIM (luma, 11 x 11 Gaussian
window, sigma 1.5, the usual constants). See Benchmarks/kernel-check for usage.

The build runs at "quality": 100 (4:4:4, barely lossy), so the score measures the kernels and the
shrink-on-load, not JPEG at 82. The reference is `vips resize --kernel lanczos3` of the decoded,
upright original to the candidate's exact pixel size, so rounding of a size by a pixel is no error.
"""

import json
import os
import re
import shutil
import subprocess
import sys

import numpy as np
from PIL import Image

THRESHOLD = 0.99


def luma(path):
    rgb = np.asarray(Image.open(path).convert("RGB"), dtype=np.float64)
    return rgb[..., 0] * 0.299 + rgb[..., 1] * 0.587 + rgb[..., 2] * 0.114


def blur(x):
    radius = 5
    g = np.exp(-(np.arange(-radius, radius + 1) ** 2) / (2 * 1.5**2))
    g /= g.sum()
    n = 2 * radius
    y = sum(g[i] * x[:, i : x.shape[1] - n + i] for i in range(n + 1))
    return sum(g[i] * y[i : y.shape[0] - n + i, :] for i in range(n + 1))


def ssim(a, b):
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    ma, mb = blur(a), blur(b)
    va, vb, cov = blur(a * a) - ma * ma, blur(b * b) - mb * mb, blur(a * b) - ma * mb
    return float(np.mean(((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2))))


def header(path, field):
    return int(subprocess.run(["vipsheader", "-f", field, path], capture_output=True, text=True,
                              check=True).stdout)


def build(binary, themes, photos, out):
    """gallery init (once per folder) and a build at quality 100; returns {photo id: original path}."""
    env = dict(os.environ)
    if themes:
        env["CLEANGALLERY_THEMES"] = themes
    manifest = os.path.join(photos, "gallery.json")
    if not os.path.exists(manifest):
        subprocess.run([binary, "init", photos], check=True, stdout=subprocess.DEVNULL, env=env)
        text = open(manifest).read().replace('"title"', '"quality": 100,\n  "title"', 1)
        open(manifest, "w").write(text)
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(os.path.join(photos, ".cleangallery-cache"), ignore_errors=True)
    subprocess.run([binary, "build", photos, "--output", out, "--quiet"], check=True, env=env)
    return {p["id"]: os.path.join(photos, p["image"]) for p in json.load(open(manifest))["photos"]}


def judge(name, originals, out, work):
    """Scores every derivative in OUT/images; returns the lowest score and prints one line per size."""
    pattern = re.compile(r"^(.*)-(\d+)-[0-9a-f]+\.(jpg|png|webp)$")
    files = sorted(os.listdir(os.path.join(out, "images")))
    upright = {}
    lowest = 1.0
    rows = []
    for file in files:
        match = pattern.match(file)
        if not match or match.group(1) not in originals:
            continue
        photo, size = match.group(1), int(match.group(2))
        candidate = os.path.join(out, "images", file)
        width, height = Image.open(candidate).size
        if photo not in upright:
            # The original decoded whole and turned upright once, as the reference's source.
            path = os.path.join(work, f"{photo}.v")
            subprocess.run(["vips", "autorot", originals[photo], path], check=True)
            upright[photo] = (path, header(path, "width"), header(path, "height"))
        source, w0, h0 = upright[photo]
        reference = os.path.join(work, "reference.png")
        if (width, height) == (w0, h0):
            subprocess.run(["vips", "copy", source, reference], check=True)
        else:
            subprocess.run(["vips", "resize", source, reference, str(width / w0), "--vscale", str(height / h0),
                            "--kernel", "lanczos3"], check=True)
        score = ssim(luma(reference), luma(candidate))
        lowest = min(lowest, score)
        rows.append((photo, size, width, height, score))
    for photo, size, width, height, score in rows:
        mark = "" if score >= THRESHOLD else "  <- below"
        print(f"| {name} | {photo} | {size} | {width}x{height} | {score:.4f}{mark} |")
    return lowest


def main():
    work, photos = sys.argv[1], sys.argv[2]
    sites = sys.argv[3:]  # NAME=BINARY[:THEMES]
    os.makedirs(work, exist_ok=True)
    print("| build | photo | size | pixels | SSIM vs lanczos3 |\n|---|---|---:|---:|---:|")
    lowest = {}
    for site in sites:
        name, rest = site.split("=", 1)
        binary, _, themes = rest.partition(":")
        folder = os.path.join(work, f"photos-{name}")
        if not os.path.isdir(folder):
            shutil.copytree(photos, folder, copy_function=os.link)
        originals = build(binary, themes, folder, os.path.join(work, f"out-{name}"))
        lowest[name] = judge(name, originals, os.path.join(work, f"out-{name}"), work)
    print()
    failed = False
    for name, score in lowest.items():
        verdict = "met" if score >= THRESHOLD else "NOT met"
        print(f"- {name}: lowest SSIM {score:.4f} -> {verdict} (>= {THRESHOLD})")
        failed = failed or (score < THRESHOLD and name == sites[0].split("=", 1)[0])
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
