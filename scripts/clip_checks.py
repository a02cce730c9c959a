#!/usr/bin/env python3
"""Clips in a real browser (issue 25): the clip gallery of scripts/gallery_sites.py in headless Chromium.

usage: scripts/clip_checks.py [--binary PATH] [--keep DIR] [--shots OUTDIR]

Builds the clip gallery of gallery_sites.py (two photos and four clips ffmpeg makes: an H.264 MP4 with a
location the build stream-copies, one rotated 90° by its display matrix, an HEVC MOV it transcodes, a
silent VP9 WebM opening on black; MP4 and WebM renditions), serves it on 127.0.0.1 and checks, at
1366×900 and 390×844:
  - the grid: each clip's cell shows its poster (drawn, in its shape) with the play mark and a
    duration ("0:03"), and its link is named "TITLE, video, 0:03"; axe finds
    nothing serious; no console error or failed request;
  - each clip's page: nothing plays on its own; the poster is drawn; the <video> is laid out in the
    clip's shape; Chromium plays every rendition (each <source> on its own: play() resolves,
    currentTime advances, videoWidth × videoHeight are the width and height attributes, the portrait
    clip's included); axe finds nothing serious, paused and playing;
  - keys: k plays and pauses, Space on the page plays and pauses, Space with the focus on the video is
    left to the player (not prevented), → and ← go to the neighbours, also with the focus on the video;
  - the slideshow on a clip's page plays the clip and moves on when it ends.
With --shots, also screenshots of the grid and of a landscape and a portrait clip's page, light and dark,
at 1366×900 and 390×844 (OUTDIR/clips-<page>-<screen>-<scheme>.png). scripts/browser-check runs
check_clips on the same gallery. Same needs as scripts/browser-check, and ffmpeg.
"""

import argparse
import json
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gallery_sites  # noqa: E402
from browser_common import Check, serious, watch  # noqa: E402

SCREENS = [("1366x900", 1366, 900, 1), ("390x844", 390, 844, 3)]

# One rendition on its own in a fresh <video>: does Chromium play it, and at what size.
PLAY_SOURCE = """async ([src, type]) => {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const source = document.createElement('source');
  source.src = src;
  source.type = type;
  video.appendChild(source);
  video.style.cssText = 'position: fixed; left: 0; top: 0; width: 160px; opacity: 0.01';
  document.body.appendChild(video);
  const result = {canPlay: video.canPlayType(type)};
  try {
    await video.play();
    const start = video.currentTime;
    await new Promise(resolve => setTimeout(resolve, 1200));
    Object.assign(result, {played: true, advanced: video.currentTime - start,
                           width: video.videoWidth, height: video.videoHeight});
  } catch (error) {
    result.error = String(error);
  }
  video.pause();
  video.remove();
  return result;
}"""

# The poster as the page names it, decoded.
POSTER = """async () => {
  const video = document.getElementById('clip');
  const image = new Image();
  image.src = new URL(video.getAttribute('poster'), location.href).href;
  try { await image.decode(); } catch (error) { return {error: String(error)}; }
  return {width: image.naturalWidth, height: image.naturalHeight};
}"""

STATE = """() => {
  const video = document.getElementById('clip');
  const box = video.getBoundingClientRect();
  return {paused: video.paused, time: video.currentTime, readyState: video.readyState,
          autoplay: video.autoplay, width: Number(video.getAttribute('width')),
          height: Number(video.getAttribute('height')), boxWidth: box.width, boxHeight: box.height,
          top: box.top, bottom: box.bottom, innerHeight: window.innerHeight,
          sources: Array.from(video.querySelectorAll('source')).map(s => [s.src, s.type])};
}"""


def clip_entries(manifest):
    """(id, title or None) of each clip in the manifest, in order."""
    with open(manifest, encoding="utf-8") as handle:
        gallery = json.load(handle)
    return [(photo["id"], photo.get("title")) for photo in gallery["photos"] if "video" in photo]


def check_grid(check, page, url, where, axe):
    page.goto(url + "index.html")
    page.wait_for_load_state("networkidle")
    cells = page.evaluate("""() => Array.from(document.querySelectorAll('li.cell.is-clip')).map(cell => {
      const link = cell.querySelector('a'), img = cell.querySelector('img'), mark = cell.querySelector('.clip-mark');
      const box = img.getBoundingClientRect(), markBox = mark && mark.getBoundingClientRect();
      const name = ((img.getAttribute('alt') || '') + ' ' + link.textContent).replace(/\\s+/g, ' ').trim();
      return {id: cell.getAttribute('data-photo-id'), name: name,
              title: cell.querySelector('.cell-title').textContent,
              duration: mark && mark.querySelector('time').textContent,
              drawn: img.complete && img.naturalWidth > 0, ratio: box.width / box.height,
              cssRatio: parseFloat(getComputedStyle(cell).getPropertyValue('--ratio')),
              markInside: !!markBox && markBox.top >= box.top && markBox.right <= box.right + 0.5
                && markBox.bottom <= box.bottom && markBox.width > 0};
    })""")
    check.expect(len(cells) >= 1, "%s grid: clips have cells marked is-clip" % where)
    for cell in cells:
        what = "%s grid cell %s" % (where, cell["id"])
        check.expect(bool(cell["duration"]) and re.fullmatch(r"\d+:\d\d(:\d\d)?", cell["duration"] or ""),
                     "%s: a duration is shown (%r)" % (what, cell["duration"]))
        check.expect(cell["name"].endswith("%s, video, %s" % (cell["title"], cell["duration"])),
                     "%s: the link is named 'TITLE, video, DURATION' (%r)" % (what, cell["name"]))
        check.expect(cell["drawn"], "%s: the poster is drawn" % what)
        check.expect(abs(cell["ratio"] / cell["cssRatio"] - 1) < 0.03,
                     "%s: the poster in its shape (%.3f against %.3f)" % (what, cell["ratio"], cell["cssRatio"]))
        check.expect(cell["markInside"], "%s: the play mark is over the poster" % what)
    violations = serious(axe.run(page))
    check.expect(not violations, "%s grid: axe %s" % (where, [v["id"] for v in violations]))
    return cells


def check_clip_page(check, page, url, photo_id, where, axe):
    page.goto(url + "photos/%s.html" % photo_id)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(1200)
    state = page.evaluate(STATE)
    what = "%s clip %s" % (where, photo_id)
    check.expect(state["paused"] and state["time"] == 0 and not state["autoplay"],
                 "%s: nothing plays on its own (%s)" % (what, state))
    poster = page.evaluate(POSTER)
    check.expect("error" not in poster and poster.get("width", 0) > 0, "%s: the poster is drawn (%s)" % (what, poster))
    box_ratio = state["boxWidth"] / max(state["boxHeight"], 1)
    clip_ratio = state["width"] / max(state["height"], 1)
    check.expect(abs(box_ratio / clip_ratio - 1) < 0.03,
                 "%s: the player in the clip's shape (%.3f against %.3f)" % (what, box_ratio, clip_ratio))
    check.expect(state["top"] >= 0 and state["bottom"] <= state["innerHeight"] + 1,
                 "%s: the player wholly in the first screen (%.0f to %.0f of %d)"
                 % (what, state["top"], state["bottom"], state["innerHeight"]))
    played = []
    for src, kind in state["sources"]:
        result = page.evaluate(PLAY_SOURCE, [src, kind])
        name = "%s %s" % (what, src.rsplit("/", 1)[-1])
        check.expect(result.get("played"), "%s: Chromium plays it (%s)" % (name, result))
        check.expect(result.get("advanced", 0) > 0.3, "%s: currentTime advances (%s)" % (name, result.get("advanced")))
        check.expect((result.get("width"), result.get("height")) == (state["width"], state["height"]),
                     "%s: plays at %sx%s, the page says %dx%d" % (name, result.get("width"), result.get("height"),
                                                                  state["width"], state["height"]))
        played.append(kind)
    check.expect(played and played[0] == "video/mp4", "%s: MP4 is the first source (%s)" % (what, played))
    violations = serious(axe.run(page))
    check.expect(not violations, "%s: axe %s" % (what, [v["id"] for v in violations]))
    return state


def check_keys(check, page, url, photo_id, where):
    """k and Space play and pause, Space on the focused video is the player's, ← → still step."""
    page.goto(url + "photos/%s.html" % photo_id)
    page.wait_for_load_state("networkidle")
    page.evaluate("document.getElementById('clip').muted = true")
    what = "%s keys on %s" % (where, photo_id)
    page.keyboard.press("k")
    page.wait_for_timeout(800)
    check.expect(not page.evaluate("document.getElementById('clip').paused"), "%s: k plays" % what)
    page.keyboard.press("k")
    check.expect(page.evaluate("document.getElementById('clip').paused"), "%s: k pauses" % what)
    page.keyboard.press(" ")
    page.wait_for_timeout(400)
    check.expect(not page.evaluate("document.getElementById('clip').paused"), "%s: Space on the page plays" % what)
    page.keyboard.press(" ")
    # With the focus on the video, Space reaches the player untouched by the page's script.
    page.evaluate("""() => {
      const video = document.getElementById('clip');
      video.pause();
      video.focus();
      window.__spacePrevented = null;
      window.addEventListener('keydown', e => { if (e.key === ' ') window.__spacePrevented = e.defaultPrevented; });
    }""")
    page.keyboard.press(" ")
    check.expect(page.evaluate("window.__spacePrevented") is False,
                 "%s: Space on the focused video is left to the player" % what)
    page.evaluate("document.getElementById('clip').pause()")
    next_href = page.evaluate("document.querySelector('a[rel=next]') && document.querySelector('a[rel=next]').href")
    prev_href = page.evaluate("document.querySelector('a[rel=prev]') && document.querySelector('a[rel=prev]').href")
    if next_href:
        page.focus("#clip")
        page.keyboard.press("ArrowRight")
        page.wait_for_url(next_href, timeout=5000)
        check.expect(page.url == next_href, "%s: → with the focus on the video goes to the next item" % what)
        page.go_back()
        page.wait_for_load_state("networkidle")
    if prev_href:
        page.keyboard.press("ArrowLeft")
        page.wait_for_url(prev_href, timeout=5000)
        check.expect(page.url == prev_href, "%s: ← goes to the previous item" % what)


def check_slideshow(check, page, url, photo_id, where):
    """s on a clip's page: the clip plays, and the show moves on when it ends."""
    page.goto(url + "photos/%s.html" % photo_id)
    page.wait_for_load_state("networkidle")
    next_href = page.evaluate("document.querySelector('a[rel=next]') && document.querySelector('a[rel=next]').href")
    if not next_href:
        return
    page.keyboard.press("s")
    page.wait_for_timeout(700)
    check.expect(not page.evaluate("document.getElementById('clip').paused"),
                 "%s slideshow on %s: the clip plays" % (where, photo_id))
    duration = page.evaluate("document.getElementById('clip').duration") or 5
    page.wait_for_url(next_href, timeout=int((duration + 6) * 1000))
    check.expect(page.url == next_href, "%s slideshow on %s: moves on when the clip ends" % (where, photo_id))


def check_clips(check, browser, url, manifest, axe):
    clips = clip_entries(manifest)
    check.expect(len(clips) >= 4, "the clip gallery has its clips (%d)" % len(clips))
    portrait = 0
    for label, width, height, scale in SCREENS:
        where = "clips %s" % label
        context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale)
        page = context.new_page()
        problems = []
        watch(page, problems)
        check_grid(check, page, url, where, axe)
        for photo_id, _ in clips:
            state = check_clip_page(check, page, url, photo_id, where, axe)
            portrait += state["height"] > state["width"]
        check_keys(check, page, url, clips[0][0], where)
        if label == SCREENS[0][0]:
            check_slideshow(check, page, url, clips[0][0], where)
        check.expect(not problems, "%s: no console error or failed request %s" % (where, problems[:5]))
        context.close()
    check.expect(portrait >= len(SCREENS), "the rotated clip plays portrait")


def take_shots(browser, url, manifest, outdir):
    """The grid and a landscape and a portrait clip's page, light and dark, at SCREENS."""
    os.makedirs(outdir, exist_ok=True)
    shots = []
    for label, width, height, scale in SCREENS:
        for scheme in ["light", "dark"]:
            context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale,
                                          color_scheme=scheme)
            page = context.new_page()
            pages = [("grid", "index.html")]
            for photo_id, _ in clip_entries(manifest):
                page.goto(url + "photos/%s.html" % photo_id)
                page.wait_for_load_state("networkidle")
                tall = page.evaluate("(() => { const v = document.getElementById('clip');"
                                     " return Number(v.getAttribute('height')) > Number(v.getAttribute('width')); })()")
                kind = "clip-portrait" if tall else "clip"
                if kind not in [k for k, _ in pages]:
                    pages.append((kind, "photos/%s.html" % photo_id))
            for kind, path in pages:
                page.goto(url + path)
                page.wait_for_load_state("networkidle")
                page.wait_for_timeout(600)
                file = "clips-%s-%s-%s.png" % (kind, label, scheme)
                page.screenshot(path=os.path.join(outdir, file), full_page=kind == "grid")
                shots.append(file)
                if kind.startswith("clip"):
                    # Playing, a second in, with the player's controls shown.
                    page.evaluate("(() => { const v = document.getElementById('clip'); v.muted = true;"
                                  " return v.play(); })()")
                    page.wait_for_timeout(1200)
                    page.hover("#clip")
                    page.wait_for_timeout(300)
                    file = "clips-%s-playing-%s-%s.png" % (kind, label, scheme)
                    page.screenshot(path=os.path.join(outdir, file))
                    shots.append(file)
            context.close()
    return shots


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=gallery_sites.default_binary())
    parser.add_argument("--keep", default=None, help="build the gallery here (default: a temporary folder)")
    parser.add_argument("--shots", default=None, help="also write screenshots here")
    options = parser.parse_args()
    from axe_playwright_python.sync_playwright import Axe
    from playwright.sync_api import sync_playwright

    binary = os.path.abspath(options.binary)
    work = options.keep or tempfile.mkdtemp(prefix="cleangallery-clips-")
    for old in ["clips", "clips-site"]:
        shutil.rmtree(os.path.join(work, old), ignore_errors=True)
    gallery = gallery_sites.clip_gallery(os.path.join(work, "clips"), binary)
    site = gallery_sites.build(gallery, os.path.join(work, "clips-site"), binary)
    manifest = os.path.join(gallery, "gallery.json")
    check = Check()
    server = gallery_sites.Server(site)
    try:
        with sync_playwright() as playwright:
            browser = gallery_sites.launch(playwright)
            check_clips(check, browser, server.url, manifest, Axe())
            if options.shots:
                shots = take_shots(browser, server.url, manifest, options.shots)
                print("%d screenshots in %s" % (len(shots), options.shots))
            browser.close()
    finally:
        server.close()
        if not options.keep:
            shutil.rmtree(work, ignore_errors=True)
    print("clip_checks: %d passed, %d failed" % (check.passed, len(check.failures)))
    sys.exit(1 if check.failures else 0)


if __name__ == "__main__":
    main()
