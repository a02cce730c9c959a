#!/usr/bin/env python3
"""Write a gallery of N small dated, tagged photos for the ways-in benchmark.

usage: make-dated-photos.py N DIR [--tags T] [--years Y] [--page-size K]

Each photo is a 120x80 JPEG of one seeded colour with EXIF DateTimeOriginal spread evenly over Y years
(default 8) ending in 2025, in an order unrelated to the file names, and a GPS place (one of about
2,000 over Europe, as a phone writes it: degrees, minutes, seconds); gallery.json lists them with 3 of
T tags each (default 300, some non-ASCII, some twins by case), page size K (default 50). Small files so
that the benchmark times the pages, not the images (their cache is warmed once before timing).
Python (Pillow, from Benchmarks/bench-venv) is a benchmark-side tool only: the product never runs it.
"""
import json
import os
import sys
from datetime import datetime, timedelta

from PIL import Image
from PIL.TiffImagePlugin import IFDRational

WORDS = ["harbour", "Café", "café", "서울", "dune", "fjord", "naïve", "market", "glacier", "meadow", "Storm",
         "storm", "أمواج", "山", "A & B"]


def dms(value):
    """Degrees, minutes and seconds as EXIF's three rationals."""
    degrees = int(value)
    minutes = int((value - degrees) * 60)
    seconds = round(((value - degrees) * 60 - minutes) * 60 * 100)
    return (IFDRational(degrees, 1), IFDRational(minutes, 1), IFDRational(seconds, 100))


def gps(i):
    """Photo i's place: one of 2,000 points between 36-60 N and 10 W-30 E (a seeded scatter)."""
    k = (i * 7919) % 2000
    latitude = 36 + (k * 37 % 2000) / 2000 * 24
    longitude = -10 + (k * 53 % 2000) / 2000 * 40
    return {1: "N", 2: dms(latitude), 3: "W" if longitude < 0 else "E", 4: dms(abs(longitude))}


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    n, folder = int(argv[0]), argv[1]
    option = lambda name, default: int(argv[argv.index(name) + 1]) if name in argv else default
    tags_count, years, page_size = option("--tags", 300), option("--years", 8), option("--page-size", 50)
    os.makedirs(os.path.join(folder, "photos"), exist_ok=True)
    tags = [f"{WORDS[i % len(WORDS)]} {i // len(WORDS)}" if i >= len(WORDS) else WORDS[i] for i in range(tags_count)]
    start = datetime(2026 - years, 1, 1)
    span = (datetime(2026, 1, 1) - start).total_seconds()
    photos = []
    for i in range(n):
        name = f"photos/IMG_{i:05d}.jpg"
        path = os.path.join(folder, name)
        # A permutation of the indices, so dates do not follow the names.
        when = start + timedelta(seconds=int(span * ((i * 7919) % n) / n))
        if not os.path.exists(path):
            image = Image.new("RGB", (120, 80), ((i * 37) % 256, (i * 91) % 256, (i * 53) % 256))
            exif = Image.Exif()
            exif[0x8769] = {0x9003: when.strftime("%Y:%m:%d %H:%M:%S")}
            exif[0x8825] = gps(i)
            image.save(path, "JPEG", quality=80, exif=exif)
        photos.append({"id": f"p{i:05d}", "image": name,
                       "tags": sorted({tags[(i * k) % tags_count] for k in (1, 7, 31)})})
    with open(os.path.join(folder, "gallery.json"), "w", encoding="utf-8") as out:
        json.dump({"title": "Ways in", "pageSize": page_size, "photos": photos}, out, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
