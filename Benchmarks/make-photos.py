#!/usr/bin/env python3
"""Write a deterministic set of camera-like photos for the image benchmark.

usage: make-photos.py N_JPEG N_PNG DIR [--seed S] [--jobs J]

Run through Benchmarks/make-photos, which makes the venv with pinned Pillow and numpy: the same seed
and the same pinned versions give byte-identical files.

JPEGs are 4000x3000 as stored, quality 90: smooth colour regions and gradients (a sky over a textured
ground, a few objects) plus mild seeded sensor-like noise, so they compress like camera files (2-6 MB)
and not like random noise. Each carries EXIF: Make, Model, LensModel, DateTimeOriginal with
OffsetTimeOriginal (spread over days, in an order unrelated to the file names, with a time-zone change
during the trip), FNumber, ExposureTime, ISOSpeedRatings, FocalLength, FocalLengthIn35mmFilm and
Orientation. Every 7th photo is a portrait stored landscape with Orientation 6 or 8, one or two are
upside down with Orientation 3; in every case the sky is at the top once the orientation is applied,
so a wrong rotation shows. PNGs are 2000x1500 screenshots/diagrams, every third with an alpha channel.
Names are IMG_0001.JPG and so on, with a few lower-case and other camera names.
Python is a benchmark-side tool here only: the product never runs it.
"""
import multiprocessing
import os
import sys
from datetime import datetime, timedelta, timezone

import numpy as np
from PIL import Image, ImageDraw
from PIL.TiffImagePlugin import IFDRational

EXIF_IFD = 0x8769
# (Make, Model, crop factor, lenses: (LensModel, shortest mm, longest mm, widest f-number))
CAMERAS = [
    ("Canon", "Canon EOS R6", 1.0,
     [("RF24-105mm F4 L IS USM", 24, 105, 4.0), ("RF50mm F1.8 STM", 50, 50, 1.8)]),
    ("FUJIFILM", "X-T4", 1.5, [("XF16-55mmF2.8 R LM WR", 16, 55, 2.8)]),
    ("Apple", "iPhone 13 Pro", 4.6, [("iPhone 13 Pro back triple camera 5.7mm f/1.5", 5.7, 5.7, 1.5)]),
]
F_STOPS = [1.5, 1.8, 2.0, 2.8, 4.0, 5.6, 8.0, 11.0]
SHUTTER = [8000, 4000, 2000, 1000, 500, 250, 125, 60, 30]
ISO = [100, 125, 200, 400, 800, 1600, 3200]
# Local offsets by trip day: a flight part-way through, so the local clock order is not the true order.
OFFSETS = ["+02:00", "+02:00", "+02:00", "+01:00", "+01:00", "-04:00", "-04:00", "-04:00"]


def jpeg_name(i):
    if i % 20 == 3:
        return f"img_{i:04d}.jpg"
    if i % 50 == 10:
        return f"DSC{i:05d}.jpeg"
    return f"IMG_{i:04d}.JPG"


def png_name(j):
    return f"Screenshot_{j:02d}.png" if j % 2 else f"diagram-{j:02d}.PNG"


def orientation(i, n):
    if i % 7 == 0:
        return 6 if (i // 7) % 2 else 8
    if i == 5 or (n >= 40 and i == n // 2 + 1 and i % 7):
        return 3
    return 1


def plan(n, seed):
    """Metadata for every JPEG, drawn in one place so the workers only draw pixels."""
    rng = np.random.default_rng([seed, 0])
    days = max(3, n // 15)
    # Capture instants in trip order, then dealt to file numbers by a permutation.
    per_day = np.bincount(rng.integers(0, days, n), minlength=days)
    shots = []
    for day, count in enumerate(per_day):
        seconds = np.sort(rng.integers(7 * 3600, 21 * 3600, count))
        offset = OFFSETS[day * len(OFFSETS) // days]
        shots += [(day, int(s), offset) for s in seconds]
    order = rng.permutation(n)
    start = datetime(2024, 5, 3)
    photos = []
    for i in range(1, n + 1):
        day, second, offset = shots[order[i - 1]]
        local = start + timedelta(days=day, seconds=second)
        make, model, crop, lenses = CAMERAS[0 if rng.integers(0, 10) < 7 else int(rng.integers(1, 3))]
        lens, short, long, widest = lenses[int(rng.integers(0, len(lenses)))]
        focal = short if short == long else int(rng.integers(short, long + 1))
        f_number = max(widest, F_STOPS[int(rng.integers(0, len(F_STOPS)))])
        sign = 1 if offset[0] == "+" else -1
        utc = local - sign * timedelta(hours=int(offset[1:3]), minutes=int(offset[4:6]))
        photos.append({
            "index": i, "name": jpeg_name(i), "orientation": orientation(i, n),
            "make": make, "model": model, "lens": lens,
            "date": local.strftime("%Y:%m:%d %H:%M:%S"), "offset": offset,
            "mtime": int(utc.replace(tzinfo=timezone.utc).timestamp()),
            "f_number": f_number, "shutter": SHUTTER[int(rng.integers(0, len(SHUTTER)))],
            "iso": ISO[int(rng.integers(0, len(ISO)))], "focal": focal,
            "focal35": int(round(focal * crop)),
        })
    return photos


def texture(rng, w, h, scale):
    """A smooth random field in -128..127, `scale` pixels per random sample."""
    field = rng.integers(0, 256, (max(2, h // scale), max(2, w // scale)), dtype=np.uint8)
    return np.asarray(Image.fromarray(field).resize((w, h), Image.BILINEAR), np.int16) - 128


def scene(rng, w, h):
    """A landscape-like picture, sky at the top, as int16 RGB (h, w, 3)."""
    horizon = h * int(rng.integers(35, 66)) // 100
    top, low = rng.integers(30, 150, 3), rng.integers(140, 250, 3)
    ground = np.array([rng.integers(30, 120), rng.integers(60, 160), rng.integers(20, 90)])
    img = np.empty((h, w, 3), np.int16)
    ramp = (np.arange(horizon, dtype=np.int32)[:, None] * 1024) // max(horizon, 1)
    img[:horizon] = ((top[None, :] * (1024 - ramp) + low[None, :] * ramp) // 1024)[:, None, :]
    img[horizon:] = ground
    wash = Image.fromarray(rng.integers(0, 256, (4, 5, 3), dtype=np.uint8)).resize((w, h), Image.BICUBIC)
    img = (img * 3 + np.asarray(wash, np.int16)) // 4
    # Foliage, grass, stones: texture at several scales below the horizon, faint clouds above.
    below = img[horizon:]
    gh = h - horizon
    below += ((texture(rng, w, gh, 60) * 3 + texture(rng, w, gh, 12) * 2 + texture(rng, w, gh, 3)) // 12)[:, :, None]
    img[:horizon] += (texture(rng, w, horizon, 90) // 10)[:, :, None]
    pic = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(pic)
    for _ in range(int(rng.integers(3, 8))):
        x0, y0 = int(rng.integers(0, w)), int(rng.integers(horizon - h // 8, h))
        x1, y1 = x0 + int(rng.integers(w // 25, w // 5)), y0 + int(rng.integers(h // 25, h // 5))
        colour = tuple(int(c) for c in rng.integers(0, 256, 3))
        (draw.ellipse if rng.integers(0, 2) else draw.rectangle)((x0, y0, x1, y1), fill=colour)
    img = np.asarray(pic, np.int16)
    # Sensor noise: mostly luminance, triangular (sum of two uniforms), strength varying by photo.
    k = int(rng.integers(4, 8))
    noise = rng.integers(-k, k + 1, (h, w), dtype=np.int16) + rng.integers(-k, k + 1, (h, w), dtype=np.int16)
    img += noise[:, :, None]
    img[:, :, 2] += rng.integers(-1, 2, (h, w), dtype=np.int16)
    return np.clip(img, 0, 255).astype(np.uint8)


def exif_for(p):
    exif = Image.Exif()
    exif[0x010F] = p["make"]
    exif[0x0110] = p["model"]
    exif[0x0112] = p["orientation"]
    exif[0x0131] = "make-photos"
    exif[0x0132] = p["date"]
    sub = exif.get_ifd(EXIF_IFD)
    sub[0x829A] = IFDRational(1, p["shutter"])  # ExposureTime
    sub[0x829D] = IFDRational(int(round(p["f_number"] * 10)), 10)  # FNumber
    sub[0x8827] = p["iso"]  # ISOSpeedRatings
    sub[0x9003] = p["date"]  # DateTimeOriginal
    sub[0x9011] = p["offset"]  # OffsetTimeOriginal
    sub[0x920A] = IFDRational(int(round(p["focal"] * 10)), 10)  # FocalLength
    sub[0xA405] = p["focal35"]  # FocalLengthIn35mmFilm
    sub[0xA434] = p["lens"]  # LensModel
    return exif.tobytes()


# What the stored pixels are, given the picture as displayed (Image.transpose turns counter-clockwise).
STORE = {1: None, 3: Image.Transpose.ROTATE_180, 6: Image.Transpose.ROTATE_90, 8: Image.Transpose.ROTATE_270}


def write_jpeg(job):
    p, seed, folder = job
    rng = np.random.default_rng([seed, 1, p["index"]])
    portrait = p["orientation"] in (6, 8)
    pic = Image.fromarray(scene(rng, 3000 if portrait else 4000, 4000 if portrait else 3000))
    if STORE[p["orientation"]] is not None:
        pic = pic.transpose(STORE[p["orientation"]])
    path = os.path.join(folder, p["name"])
    pic.save(path, "JPEG", quality=90, subsampling="4:2:0", exif=exif_for(p))
    os.utime(path, (p["mtime"], p["mtime"]))
    return path


def write_png(job):
    j, seed, folder = job
    rng = np.random.default_rng([seed, 2, j])
    w, h = 2000, 1500
    pic = Image.new("RGB", (w, h), tuple(int(c) for c in rng.integers(200, 256, 3)))
    draw = ImageDraw.Draw(pic)
    for _ in range(int(rng.integers(8, 20))):  # panels, buttons, bars
        x0, y0 = int(rng.integers(0, w - 100)), int(rng.integers(0, h - 60))
        x1, y1 = x0 + int(rng.integers(60, w // 2)), y0 + int(rng.integers(30, h // 3))
        draw.rounded_rectangle((x0, y0, x1, y1), radius=12, fill=tuple(int(c) for c in rng.integers(0, 256, 3)))
    for _ in range(int(rng.integers(20, 60))):  # lines of "text"
        x0, y0 = int(rng.integers(0, w - 400)), int(rng.integers(0, h - 20))
        draw.rectangle((x0, y0, x0 + int(rng.integers(100, 400)), y0 + 10), fill=(40, 40, 40))
    photo = Image.fromarray(scene(rng, w // 2, h // 2))  # an embedded photo
    pic.paste(photo, (int(rng.integers(0, w // 2)), int(rng.integers(0, h // 2))))
    if j % 3 == 1:
        # A cut-out: opaque rounded card with a soft shadow-like edge on a transparent background.
        mask = Image.new("L", (w, h), 0)
        m = ImageDraw.Draw(mask)
        for inset, alpha in ((0, 60), (20, 140), (40, 255)):
            m.rounded_rectangle((100 + inset, 80 + inset, w - 100 - inset, h - 80 - inset), radius=80, fill=alpha)
        pic.putalpha(mask)
    path = os.path.join(folder, png_name(j))
    pic.save(path, "PNG")
    mtime = 1715000000 + 3600 * j
    os.utime(path, (mtime, mtime))
    return path


def run(job):
    kind, payload = job
    return write_jpeg(payload) if kind == "jpeg" else write_png(payload)


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    n_jpeg, n_png, folder = int(argv[0]), int(argv[1]), argv[2]
    seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 1
    jobs = int(argv[argv.index("--jobs") + 1]) if "--jobs" in argv else (os.cpu_count() or 1)
    os.makedirs(folder, exist_ok=True)
    work = [("jpeg", (p, seed, folder)) for p in plan(n_jpeg, seed)]
    work += [("png", (j, seed, folder)) for j in range(1, n_png + 1)]
    total = len(work)
    with multiprocessing.Pool(jobs) as pool:
        for done, _ in enumerate(pool.imap_unordered(run, work), 1):
            if done % 20 == 0 or done == total:
                print(f"make-photos: {done}/{total}", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
