"""Galleries to look at, built with the tool and served on 127.0.0.1: shared by scripts/browser-check
and scripts/screenshots. Python here only drives and judges from outside; stdlib only.

- the sample gallery (`gallery init --sample`);
- a photo gallery made from Debian's `mate-backgrounds` photographs: the landscape originals, a
  5640×3172 one (a camera's size, past the largest size the ladder makes), and portrait and square
  crops of some of them (with the `vips` command of libvips-tools), 18 photos on two grid pages;
- a viewer gallery: four photos (the 5640×3172 one, a portrait, a square, a landscape) with
  `copyOriginals` and a one-second slideshow, for the photo page's zoom and slideshow;
- an album gallery made by `gallery init` from folders;
- a hosted gallery (a `baseURL`) whose titles and captions `gallery init` read from metadata that
  exiftool wrote;
- a panorama gallery: one photo of 20,000 × 5,000 (three photographs side by side), for deep zoom;
- a clip gallery: photographs and clips made with ffmpeg (H.264 with a location, HEVC, a portrait
  H.264, VP9 opening on black), with a WebM beside each MP4.
"""

import fcntl
import functools
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PHOTOS = "/usr/share/backgrounds/mate/nature"
# A photograph at a camera's size, larger than the largest size the ladder makes: what zoom is for.
LARGE_PHOTO = "/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg"
LARGE_NAME = "Elephants.jpg"

# Each viewport a person uses: width, height, device pixel ratio.
VIEWPORTS = [
    ("desktop-1x", 1366, 900, 1),
    ("desktop-2x", 1366, 900, 2),
    ("phone-3x", 390, 844, 3),
]


# The environment every command runs with: set THEMES["folder"] to build with another Themes folder
# (CLEANGALLERY_THEMES), e.g. today's theme for a comparison; THEMES["name"] to build every site with
# `--theme NAME` (None: the gallery's own, the default theme).
THEMES = {"folder": None, "name": None}

# The shipped themes, each checked by scripts/browser-check and scripts/site-check (--theme).
SHIPPED_THEMES = ["default", "portfolio"]


def run(arguments, cwd):
    environment = dict(os.environ)
    if THEMES["folder"]:
        environment["CLEANGALLERY_THEMES"] = THEMES["folder"]
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        raise SystemExit("failed: %s\n%s%s" % (" ".join(arguments), result.stdout, result.stderr))
    return result.stdout


def default_binary():
    return os.path.join(REPO, ".build", "debug", "gallery")


def init_gallery(folder, binary, title, settings):
    """`gallery init` of `folder` titled `title`, then `settings` (manifest members, each on its own
    line: '\\n  "pageSize": 12,') put right after the title, where the tool writes its settings."""
    run([binary, "init", folder, "--force", "--title", title], REPO)
    manifest = os.path.join(folder, "gallery.json")
    with open(manifest, encoding="utf-8") as handle:
        text = handle.read()
    line = '"title": "%s",' % title
    with open(manifest, "w", encoding="utf-8") as handle:
        handle.write(text.replace(line, line + settings, 1))


# Where the galleries below are made once and copied from (CLEANGALLERY_FIXTURES; `make test` sets it),
# their caches filled: the checks that run side by side then neither encode the clips nor make the
# images again. Unset, each is made where it is asked for, as before.
FIXTURES = os.environ.get("CLEANGALLERY_FIXTURES")


def from_fixture(key, folder, binary, make):
    """`make(folder)`'s gallery in `folder`: made into FIXTURES/key once (under a lock, so processes that
    start together make it once), its images and clips made into its cache by `gallery images`, then
    copied, cache and key included (a build of the copy finds every image in the cache; a copy is the
    caller's to change)."""
    if not FIXTURES:
        make(folder)
        return folder
    os.makedirs(FIXTURES, exist_ok=True)
    # One set per binary: a baseline binary (browser-check --baseline-binary) makes its own.
    kept = os.path.join(FIXTURES, "%s-%s" % (key, hashlib.sha256(os.path.realpath(binary).encode()).hexdigest()[:12]))
    with open(kept + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not os.path.isdir(kept):
            staging = kept + ".new"
            shutil.rmtree(staging, ignore_errors=True)
            make(staging)
            run([binary, "images", staging, "--quiet"], REPO)
            os.rename(staging, kept)
    shutil.copytree(kept, folder, symlinks=True, dirs_exist_ok=True)
    return folder


def photo_gallery(folder, binary):
    return from_fixture("photos", folder, binary, lambda target: make_photo_gallery(target, binary))


def make_photo_gallery(folder, binary):
    """The photo gallery's folder: originals, the large one, portrait and square crops, and its
    gallery.json."""
    if not os.path.isdir(PHOTOS) or not os.path.isfile(LARGE_PHOTO):
        raise SystemExit("no photographs in %s: apt-get install mate-backgrounds" % PHOTOS)
    os.makedirs(folder, exist_ok=True)
    originals = sorted(name for name in os.listdir(PHOTOS) if name.lower().endswith(".jpg"))
    for name in originals:
        shutil.copyfile(os.path.join(PHOTOS, name), os.path.join(folder, name))
    shutil.copyfile(LARGE_PHOTO, os.path.join(folder, LARGE_NAME))
    # Portrait (2:3) and square crops from the middle of some originals.
    for index, name in enumerate(originals[:5]):
        source = os.path.join(PHOTOS, name)
        width, height = [int(value) for value in run(["vipsheader", "-f", "width", source], folder).split()
                         + run(["vipsheader", "-f", "height", source], folder).split()]
        if index < 3:
            crop_width, crop_height, suffix = height * 2 // 3, height, "portrait"
        else:
            crop_width, crop_height, suffix = height, height, "square"
        left = (width - crop_width) // 2
        target = os.path.join(folder, "%s-%s.jpg" % (name[:-4], suffix))
        run(["vips", "crop", source, target + "[Q=90]", str(left), "0", str(crop_width), str(crop_height)], folder)
    init_gallery(folder, binary, "Nature", '\n  "pageSize": 12,')
    return folder


# The viewer gallery's slideshow: 2 s a photo. At 1 s a CI run's loaded machine could load the next
# page before the check had read the one shown (its image fetched ahead or not), and fail a check.
VIEWER_SLIDESHOW_SECONDS = 2


def viewer_gallery(folder, binary, slideshow_seconds=VIEWER_SLIDESHOW_SECONDS):
    return from_fixture("viewer-%s" % slideshow_seconds, folder, binary,
                        lambda target: make_viewer_gallery(target, binary, slideshow_seconds))


def make_viewer_gallery(folder, binary, slideshow_seconds=VIEWER_SLIDESHOW_SECONDS):
    """Four photos for the photo page's viewer: the large landscape, a 2:3 portrait and a square crop of
    it, and a landscape; `copyOriginals` (zoom goes to the original, which its page offers to download:
    the large one carries a place, a camera and a caption, for the download check to find gone),
    `albumZips` (the grid's archive) and `slideshowSeconds` (left out when None: a binary from before the setting refuses it)."""
    if not os.path.isfile(LARGE_PHOTO):
        raise SystemExit("no %s: apt-get install mate-backgrounds" % LARGE_PHOTO)
    os.makedirs(folder, exist_ok=True)
    shutil.copyfile(LARGE_PHOTO, os.path.join(folder, LARGE_NAME))
    # What a phone writes: its place, its camera and a caption, none of which its download may carry.
    if shutil.which("exiftool") is None:
        raise SystemExit("no exiftool: apt-get install libimage-exiftool-perl")
    run(["exiftool", "-q", "-q", "-overwrite_original", "-Make=Pixel", "-XMP-dc:Description=A herd at dusk",
         "-Comment=private"] + HOSTED_PLACES["Aqua.jpg"] + [os.path.join(folder, LARGE_NAME)], folder)
    run(["vips", "crop", LARGE_PHOTO, os.path.join(folder, "Portrait.jpg") + "[Q=90]", "1706", "0", "2114", "3172"],
        folder)
    run(["vips", "crop", LARGE_PHOTO, os.path.join(folder, "Square.jpg") + "[Q=90]", "1234", "0", "3172", "3172"],
        folder)
    shutil.copyfile(os.path.join(PHOTOS, "Aqua.jpg"), os.path.join(folder, "Aqua.jpg"))
    setting = '\n  "slideshowSeconds": %d,' % slideshow_seconds if slideshow_seconds else ""
    init_gallery(folder, binary, "Viewer", '\n  "copyOriginals": true,\n  "albumZips": true,' + setting)
    return folder


def panorama_gallery(folder, binary):
    return from_fixture("panorama", folder, binary, lambda target: make_panorama_gallery(target, binary))


# The panorama: 20,000 × 5,000 (100 megapixels, the default maxPixels), three photographs side by side.
PANORAMA = (20000, 5000)
PANORAMA_PARTS = [LARGE_PHOTO, os.path.join(PHOTOS, "Dune.jpg"), os.path.join(PHOTOS, "Storm.jpg")]


def make_panorama_gallery(folder, binary):
    """One photo of 100 megapixels for deep zoom: three photographs scaled to 5,000 px tall, joined side
    by side and cut to 20,000 px (`vips`)."""
    os.makedirs(folder, exist_ok=True)
    width, height = PANORAMA
    parts = []
    for index, source in enumerate(PANORAMA_PARTS):
        if not os.path.isfile(source):
            raise SystemExit("no %s: apt-get install mate-backgrounds" % source)
        tall = int(run(["vipsheader", "-f", "height", source], folder))
        part = os.path.join(folder, "part-%d.v" % index)
        run(["vips", "resize", source, part, "%.6f" % (height / tall + 0.00001)], folder)
        parts.append(part)
    joined = os.path.join(folder, "joined.v")
    run(["vips", "arrayjoin", " ".join(parts), joined], folder)
    run(["vips", "extract_area", joined, os.path.join(folder, "Panorama.jpg") + "[Q=90]", "0", "0",
         str(width), str(height)], folder)
    for path in parts + [joined]:
        os.remove(path)
    init_gallery(folder, binary, "Panorama", "")
    return folder


# The album gallery's folders: photos at the top, in albums three levels deep, an empty folder and a
# hidden one (neither makes an album), names that need making readable.
ALBUM_FOLDERS = {
    "": ["Aqua.jpg", "Blinds.jpg"],
    "2019": ["LadyBird.jpg"],
    "2019/Kyoto trip": ["Dune.jpg", "FreshFlower.jpg", "Garden.jpg"],
    "2019/osaka_castle": ["GreenMeadow.jpg"],
    "2020/Lisbon": ["YellowFlower.jpg"],
    "2020/Lisbon/Day 1": ["RainDrops.jpg"],
    "2020/Lisbon/Day 2": ["Storm.jpg", "TwoWings.jpg"],
    "empty/nothing": [],
    ".hidden": ["Wood.jpg"],
}


def album_gallery(folder, binary):
    return from_fixture("albums", folder, binary, lambda target: make_album_gallery(target, binary))


def make_album_gallery(folder, binary):
    """A gallery of albums made by `gallery init` from folders (see ALBUM_FOLDERS)."""
    if not os.path.isdir(PHOTOS):
        raise SystemExit("no photographs in %s: apt-get install mate-backgrounds" % PHOTOS)
    for sub, names in ALBUM_FOLDERS.items():
        target = os.path.join(folder, sub)
        os.makedirs(target, exist_ok=True)
        for name in names:
            shutil.copyfile(os.path.join(PHOTOS, name), os.path.join(target, name))
    run([binary, "init", folder, "--force", "--title", "Travels"], REPO)
    return folder


# Where two of the hosted gallery's photos were taken (GPS, as a phone writes it): no published file may
# carry it unless the gallery asks for a map (scripts/ways_in_checks.py).
HOSTED_PLACES = {
    "Aqua.jpg": ["-GPSLatitude=47.366921", "-GPSLatitudeRef=N", "-GPSLongitude=8.541727", "-GPSLongitudeRef=E"],
    "Blinds.jpg": ["-GPSLatitude=35.658581", "-GPSLatitudeRef=N", "-GPSLongitude=139.745433", "-GPSLongitudeRef=E"],
}
# The hosted gallery's photos and the metadata exiftool writes into them before `gallery init` reads it:
# one source of each kind init reads (issue 14), a camera's junk caption, and nothing.
HOSTED_METADATA = {
    "Aqua.jpg": ["-XMP-dc:Title=Blue hour at the lake", "-XMP-dc:Description=Still water <& a \"quiet\"> sky",
                 "-XMP-iptcCore:AltTextAccessibility=A lake under a deep blue sky",
                 "-XMP-dc:Subject=lake", "-XMP-dc:Subject=blue"] + HOSTED_PLACES["Aqua.jpg"],
    "Blinds.jpg": ["-IPTC:CodedCharacterSet=UTF8", "-IPTC:ObjectName=Blinds in Zürich",
                   "-IPTC:Caption-Abstract=Light through the blinds", "-IPTC:Keywords=light"] + HOSTED_PLACES["Blinds.jpg"],
    "Dune.jpg": ["-EXIF:ImageDescription=Wind on the dune"],
    "LadyBird.jpg": ["-EXIF:ImageDescription=OLYMPUS DIGITAL CAMERA"],
    "Storm.jpg": [],
    "Wood.jpg": ["-XMP-dc:Title=Embedded title the sidecar replaces"],
}
# Wood.jpg also has a sidecar, Wood.jpg.xmp, whose title wins.
HOSTED_SIDECAR_TITLE = "Wood from the sidecar"
HOSTED_BASE_URL = "https://photos.example.org/nature/"


def hosted_gallery(folder, binary):
    return from_fixture("hosted", folder, binary, lambda target: make_hosted_gallery(target, binary))


def make_hosted_gallery(folder, binary):
    """A gallery for hosting (a baseURL: previews, sitemap, feed) whose titles and captions `gallery init`
    took from the photos' own metadata, written by exiftool (HOSTED_METADATA)."""
    if not os.path.isdir(PHOTOS):
        raise SystemExit("no photographs in %s: apt-get install mate-backgrounds" % PHOTOS)
    if shutil.which("exiftool") is None:
        raise SystemExit("no exiftool: apt-get install libimage-exiftool-perl")
    os.makedirs(folder, exist_ok=True)
    for name, tags in HOSTED_METADATA.items():
        target = os.path.join(folder, name)
        shutil.copyfile(os.path.join(PHOTOS, name), target)
        if tags:
            run(["exiftool", "-q", "-q", "-overwrite_original"] + tags + [target], folder)
    run(["exiftool", "-q", "-q", "-XMP-dc:Title=" + HOSTED_SIDECAR_TITLE, "-o",
         os.path.join(folder, "Wood.jpg.xmp")], folder)
    init_gallery(folder, binary, "Nature, hosted",
                 '\n  "pageSize": 4,\n  "baseURL": "%s",\n  "feedEntries": 5,' % HOSTED_BASE_URL)
    return folder


# The clip gallery: a phone's day, photos and clips side by side, made with Debian's ffmpeg from its test
# sources (nothing committed). Name -> (ffmpeg input and codec arguments, what it tests).
CLIP_SOURCES = {
    # H.264 + AAC in MP4 with a location and a creation time, as a phone writes it: stream-copied, the
    # metadata stripped.
    "IMG_0101.mp4": (["-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25:duration=3",
                      "-f", "lavfi", "-i", "sine=frequency=440:duration=3",
                      "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-c:a", "aac",
                      "-metadata", "creation_time=2024-05-06T07:01:00Z", "-metadata", "location=+35.6895+139.6917/"],
                     "h264"),
    # HEVC in QuickTime, as an iPhone records: transcoded (Chromium here cannot play HEVC).
    "IMG_0102.MOV": (["-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25:duration=3",
                      "-f", "lavfi", "-i", "sine=frequency=660:duration=3",
                      "-c:v", "libx265", "-preset", "ultrafast", "-tag:v", "hvc1", "-x265-params", "log-level=error",
                      "-c:a", "aac", "-metadata", "creation_time=2024-05-06T07:02:00Z"],
                     "hevc"),
    # VP9 in WebM without sound, opening on two seconds of black: the poster must come after it.
    "waves.webm": (["-f", "lavfi", "-i", "color=c=black:size=480x360:rate=25:duration=2",
                    "-f", "lavfi", "-i", "testsrc2=size=480x360:rate=25:duration=2",
                    "-filter_complex", "[0:v][1:v]concat=n=2:v=1[v]", "-map", "[v]",
                    "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "300k"],
                   "vp9"),
}
# Made from IMG_0101.mp4 by turning its display matrix: a portrait phone clip, copied, still portrait.
CLIP_PORTRAIT = "IMG_0103.mp4"


def clip_gallery(folder, binary):
    return from_fixture("clips", folder, binary, lambda target: make_clip_gallery(target, binary))


def make_clip_gallery(folder, binary):
    """A phone's folder: two photographs and four clips (H.264 with a location, HEVC, portrait H.264,
    VP9 opening on black), made into a gallery by `gallery init`, with a WebM beside each MP4."""
    if shutil.which("ffmpeg") is None:
        raise SystemExit("no ffmpeg: apt-get install ffmpeg")
    if not os.path.isdir(PHOTOS):
        raise SystemExit("no photographs in %s: apt-get install mate-backgrounds" % PHOTOS)
    os.makedirs(folder, exist_ok=True)
    originals = sorted(name for name in os.listdir(PHOTOS) if name.lower().endswith(".jpg"))[:2]
    for name in originals:
        shutil.copyfile(os.path.join(PHOTOS, name), os.path.join(folder, name))
    quiet = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-nostdin", "-y"]
    for name, (arguments, _) in CLIP_SOURCES.items():
        run(quiet + arguments + [os.path.join(folder, name)], folder)
    run(quiet + ["-i", os.path.join(folder, "IMG_0101.mp4"), "-c", "copy", "-metadata:s:v:0", "rotate=90",
                 os.path.join(folder, CLIP_PORTRAIT)], folder)
    init_gallery(folder, binary, "A day with clips", '\n  "pageSize": 4,\n  "videoFormats": ["mp4", "webm"],')
    return folder


PRIVATE_PASSPHRASE = "correct horse battery staple"


def private_gallery(folder, binary):
    """Four public photos, and a private album of three with a sub-album of one, its passphrase in a
    file beside the manifest; originals to download and album archives."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    names = sorted(os.listdir(PHOTOS))
    photos = [name for name in names if name.lower().endswith(".jpg")][:8]
    for name in photos:
        shutil.copy(os.path.join(PHOTOS, name), os.path.join(folder, name))
    with open(os.path.join(folder, "passphrase.txt"), "w", encoding="utf-8") as handle:
        handle.write(PRIVATE_PASSPHRASE + "\n")

    def photo(name, index):
        return {"id": "p%d" % index, "image": name, "title": os.path.splitext(name)[0]}
    manifest = {
        "title": "Holidays", "downloads": "original", "albumZips": True, "slideshowSeconds": 1,
        "photos": [photo(name, index) for index, name in enumerate(photos[:4])],
        "albums": [{
            "id": "family", "title": "Family", "private": {"passphraseFile": "passphrase.txt"},
            "photos": [photo(name, index + 4) for index, name in enumerate(photos[4:7])],
            "albums": [{"id": "cousins", "title": "Cousins", "photos": [photo(photos[7], 7)]}],
        }],
    }
    with open(os.path.join(folder, "gallery.json"), "w", encoding="utf-8") as handle:
        json.dump(manifest, handle, indent=2)
    return folder


def sample_gallery(folder, binary):
    run([binary, "init", "--sample", folder], REPO)
    return folder


# The shipped languages: one catalogue each in Languages/ (scripts/site-check builds the sample in each).
SHIPPED_LANGUAGES = sorted(name[:-5] for name in os.listdir(os.path.join(REPO, "Languages")) if name.endswith(".json"))


def language_gallery(folder, binary, language):
    """The sample gallery with its pages in `language` (the manifest's `language`, put first)."""
    sample_gallery(folder, binary)
    manifest = os.path.join(folder, "gallery.json")
    with open(manifest, encoding="utf-8") as handle:
        text = handle.read()
    with open(manifest, "w", encoding="utf-8") as handle:
        handle.write(text.replace("{\n", '{\n  "language": "%s",\n' % language, 1))
    return folder


def theme_arguments():
    """`--theme NAME` for a command that renders pages (build, move, move-album), when THEMES names one."""
    return ["--theme", THEMES["name"]] if THEMES["name"] else []


def build(gallery, output, binary, *extra):
    run([binary, "build", gallery, "--output", output, "--quiet"] + theme_arguments() + list(extra), REPO)
    return output


class Server:
    """A static server for one folder on 127.0.0.1 and a free port, in a thread of this process."""

    def __init__(self, folder):
        handler = functools.partial(QuietHandler, directory=folder)
        self.httpd = QuietServer(("127.0.0.1", 0), handler)
        self.url = "http://127.0.0.1:%d/" % self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class QuietServer(http.server.ThreadingHTTPServer):
    """A browser that drops a request it no longer needs (another image size, a page left) is no error."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def launch(playwright):
    """Debian's Chromium: Playwright cannot download its own browsers here."""
    return playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
