"""The photo page as a viewer (issue 22), judged from outside in headless Chromium: the layout at six
screen sizes with JavaScript on and off, and the bytes a phone fetches against today's site. Zoom,
fullscreen and the slideshow are in scripts/viewer_script_checks.py. Used by scripts/browser-check.

At each size, for a landscape (5640×3172), a portrait and a square photo of the photo gallery:
  - share: the photo's drawn area over the largest rectangle of its shape that fits 100vw × (100vh − 64
    px), at least 90 %;
  - the photo wholly inside the first screen (no scrolling needed);
  - bar: the height of the first screen's rows that hold anything but the photo, at most 64 px;
  - upscale: drawn device pixels over the width of the file the browser chose (currentSrc), at most
    1.05 unless that file is the largest;
  - layout shift 0 (with JavaScript on).
"""

import json
import os
import urllib.parse
import urllib.request

from browser_common import CLS_SCRIPT, fetched, watch
from viewer_measure import BAR, PHOTO_SCRIPT

# The six screens of the issue at device scale 1, and the two that judge sharpness.
SCREENS = [
    ("2560×1440", 2560, 1440, 1),
    ("1920×1080", 1920, 1080, 1),
    ("1366×900", 1366, 900, 1),
    ("1024×1366", 1024, 1366, 1),
    ("390×844", 390, 844, 1),
    ("844×390", 844, 390, 1),
    ("390×844@3", 390, 844, 3),
    ("1366×900@2", 1366, 900, 2),
]
PHONE = ("phone-3x", 390, 844, 3)
LEAST_SHARE = 0.90
MOST_UPSCALE = 1.05
MOST_BYTES_RATIO = 1.15


def photo_pages(gallery):
    """The photo gallery's landscape (the 5640×3172 one), portrait (1066×1600) and square (1600×1600)
    photos: kind → page path."""
    with open(os.path.join(gallery, "gallery.json"), encoding="utf-8") as handle:
        ids = [photo["id"] for photo in json.load(handle)["photos"]]
    chosen = {"landscape": "elephants", "portrait": "aqua-portrait", "square": "garden-square"}
    missing = [i for i in chosen.values() if i not in ids]
    if missing:
        raise SystemExit("viewer checks: the photo gallery has no %s" % ", ".join(missing))
    return {kind: "photos/%s.html" % i for kind, i in chosen.items()}


def open_photo(context, url, problems):
    """A photo's page, loaded, with the photo's file drawn."""
    page = context.new_page()
    watch(page, problems)
    page.goto(url)
    page.wait_for_load_state("networkidle")
    try:
        page.wait_for_function("""() => { const i = document.getElementById('photo')
          || document.querySelector('main figure img'); return i && i.complete && i.naturalWidth > 0; }""",
                               timeout=15000)
    except Exception:
        problems.append("the photo did not load in 15 s")
    return page


def judge_layout(check, where, measured, javascript):
    """The verdicts on one measurement of PHOTO_SCRIPT; returns the figures for the table."""
    if not check.expect(measured is not None, "%s: no photo on the page" % where):
        return None
    check.expect(measured["id"] == "photo", "%s: the photo's <img> has no id=\"photo\"" % where)
    share = measured["share"]
    check.expect(share >= LEAST_SHARE, "%s: the photo fills %.0f %% of what the screen allows (drawn %.0f×%.0f of %.0f×%.0f)"
                 % (where, share * 100, measured["drawn"]["width"], measured["drawn"]["height"],
                    measured["allowed"][0], measured["allowed"][1]))
    check.expect(measured["inFirstScreen"], "%s: the photo is not wholly in the first screen (%s in %s)"
                 % (where, {k: round(v) for k, v in measured["drawn"].items()}, measured["viewport"]))
    check.expect(measured["barHeight"] <= BAR, "%s: %.0f px of the first screen hold other things: %s"
                 % (where, measured["barHeight"], measured["bar"][:6]))
    upscale = measured["device"] / measured["fileWidth"] if measured["fileWidth"] else float("inf")
    if javascript:
        check.expect(upscale <= MOST_UPSCALE or measured["fileWidth"] >= measured["largest"],
                     "%s: %s (%d px wide) drawn over %.0f device px: %.2f× upscale, sizes=%r"
                     % (where, measured["src"], measured["fileWidth"], measured["device"], upscale, measured["sizes"]))
    return {"share": share, "inside": measured["inFirstScreen"], "bar": measured["barHeight"],
            "upscale": upscale, "file": measured["fileWidth"], "largest": measured["largest"]}


def check_layout(check, browser, url, pages, figures, javascript=True):
    """Every screen of SCREENS, every photo of `pages`; figures[(kind, screen, javascript)] = figures."""
    for label, width, height, scale in SCREENS:
        context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale,
                                      java_script_enabled=javascript)
        if javascript:
            context.add_init_script(CLS_SCRIPT)
        for kind, path in pages.items():
            where = "viewer %s %s%s" % (kind, label, "" if javascript else " (JavaScript off)")
            problems = []
            page = open_photo(context, url + path, problems)
            measured = page.evaluate(PHOTO_SCRIPT, BAR)
            numbers = judge_layout(check, where, measured, javascript)
            if numbers and javascript:
                page.wait_for_timeout(500)
                numbers["cls"] = page.evaluate("window.__cls")
                check.expect(numbers["cls"] == 0, "%s: layout shift %.4f (%s)"
                             % (where, numbers["cls"], page.evaluate("window.__shifted")[:2]))
            check.expect(not problems, "%s: %s" % (where, "; ".join(problems[:3])))
            if numbers:
                figures[(kind, label, javascript)] = numbers
            page.close()
        context.close()


def check_same_without_script(check, layout):
    """The layout is CSS: with JavaScript off every photo is drawn as with it (share within 1 point)."""
    for (kind, label, javascript), numbers in layout.items():
        off = layout.get((kind, label, False))
        if javascript and off:
            check.expect(abs(off["share"] - numbers["share"]) <= 0.01 and off["inside"] == numbers["inside"],
                         "viewer %s %s: with JavaScript off the photo fills %.0f %%, with it %.0f %%"
                         % (kind, label, off["share"] * 100, numbers["share"] * 100))


def check_without_script(check, browser, url, pages, viewer_url):
    """JavaScript off: numbered grid pages and previous/next work, and the photo links its largest
    file (the photo gallery: the largest size; the viewer gallery, with copyOriginals: the original)."""
    context = browser.new_context(viewport={"width": 1366, "height": 900}, java_script_enabled=False)
    page = context.new_page()
    page.goto(url + "index.html")
    numbered = page.query_selector('nav.pagination a[href$="page/2.html"], .pagination a[href$="page/2.html"]')
    if check.expect(numbered is not None, "JavaScript off: grid page 1 has no link to page 2"):
        with page.expect_navigation():
            numbered.click()
        check.expect(page.url == url + "page/2.html", "JavaScript off: page 2's link opens %s" % page.url)
    for rel in ["next", "prev"]:
        page.goto(url + pages["landscape"])
        link = page.query_selector('a[rel="%s"]' % rel)
        if not check.expect(link is not None, "JavaScript off: the photo page has no a[rel=%s]" % rel):
            continue
        href = link.get_attribute("href")
        with page.expect_navigation():
            link.click()
        check.expect(page.url == urllib.parse.urljoin(url + pages["landscape"], href),
                     "JavaScript off: a[rel=%s] opens %s, not %s" % (rel, page.url, href))
    for site, path, largest in [("photo gallery", url + pages["landscape"], None),
                                ("viewer gallery", viewer_url + "photos/elephants.html", 5640)]:
        page.goto(path)
        link = page.query_selector("a.enlarge")
        if not check.expect(link is not None, "JavaScript off, %s: no a.enlarge" % site):
            continue
        href = urllib.parse.urljoin(path, link.get_attribute("href"))
        widths = [int(part.split()[1][:-1]) for part in (page.get_attribute("#photo, main figure img", "srcset") or "").split(",")
                  if len(part.split()) == 2]
        file_width = jpeg_width(href)
        wanted = largest or max(widths + [0])
        check.expect(file_width >= wanted, "JavaScript off, %s: a.enlarge opens %s, %s px wide, not the largest (%d px)"
                     % (site, href, file_width, wanted))
        zoom = link.get_attribute("data-zoom-src")
        if link.get_attribute("data-tiles"):
            # Zoom goes to tiles of the original's pixels: at least as many as the link's file has.
            reach = int(link.get_attribute("data-zoom-width") or 0)
            check.expect(reach >= file_width, "JavaScript off, %s: tiles reach %d px, the enlarge link's file has %d"
                         % (site, reach, file_width))
        else:
            check.expect(zoom is not None and urllib.parse.urljoin(path, zoom) == href,
                         "JavaScript off, %s: data-zoom-src %r is not the enlarge link's file" % (site, zoom))
    context.close()


def jpeg_width(url):
    """The width of the JPEG (or PNG/WebP: 0 if unknown) at url, from its header."""
    data = urllib.request.urlopen(url).read()
    index = 2
    while index + 9 < len(data) and data[:2] == b"\xff\xd8":
        marker, length = data[index + 1], int.from_bytes(data[index + 2:index + 4], "big")
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            return int.from_bytes(data[index + 7:index + 9], "big")
        index += 2 + length
    return 0


def check_bytes(check, browser, url, pages, baseline_url, figures):
    """Bytes a phone (390×844 @3×) fetches for each photo page and grid page 1, here and on today's site."""
    if baseline_url is None:
        print("  (no baseline site: bytes are not compared; give --baseline-binary and --baseline-themes)")
        return
    for what, path in [("grid page 1", "index.html")] + [("photo page, " + kind, p) for kind, p in pages.items()]:
        now, kinds = fetched(browser, PHONE, url + path)
        before, old_kinds = fetched(browser, PHONE, baseline_url + path)
        figures[what] = (now, before)
        check.expect(now <= before * MOST_BYTES_RATIO, "bytes, phone %s: %d against today's %d (%.2f×); KB by kind %s, today %s"
                     % (what, now, before, now / before, kinds, old_kinds))


def print_tables(layout, zoom, byte_figures):
    """The figures, as the closing note quotes them."""
    kinds = ["landscape", "portrait", "square"]
    print("\nPhoto page: share of what the screen allows (≥ 90 %), bar px (≤ 64), upscale × (≤ 1.05 unless largest),"
          " layout shift")
    print("%-12s %-10s %8s %7s %6s %9s %10s %6s %14s" % ("screen", "photo", "share", "inside", "bar", "upscale",
                                                          "file/lgst", "CLS", "share (no JS)"))
    for label, _, _, _ in SCREENS:
        for kind in kinds:
            row = layout.get((kind, label, True))
            off = layout.get((kind, label, False))
            if row is None:
                continue
            print("%-12s %-10s %7.0f%% %7s %6.0f %8.2f× %10s %6.3f %13s" % (
                label, kind, row["share"] * 100, "yes" if row["inside"] else "NO", row["bar"], row["upscale"],
                "%d/%d" % (row["file"], row["largest"]), row.get("cls", float("nan")),
                "%.0f%%" % (off["share"] * 100) if off else "-"))
    if zoom:
        print("\nZoom: drawn device px over the zoom file's width (1:1 = 1.00 ± 0.02)")
        print("%-48s %10s %12s %7s" % ("where", "zoom file", "drawn dev px", "ratio"))
        for where, (file_width, device) in zoom.items():
            print("%-48s %10d %12.0f %7.3f" % (where, file_width, device, device / file_width if file_width else 0))
    if byte_figures:
        print("\nBytes a phone fetches (390×844 @3×, arriving at the top), against today's site (≤ 1.15×)")
        print("%-24s %10s %10s %7s" % ("page", "now KB", "today KB", "ratio"))
        for what, (now, before) in byte_figures.items():
            print("%-24s %10.0f %10.0f %6.2f×" % (what, now / 1024, before / 1024, now / before))
