#!/usr/bin/env python3
"""Bytes and time to the first zoomed screen of a photo's page, in headless Chromium.

usage: zoom-screen.py SITE_DIR PAGE [PAGE ...] > zoom.json

For each page and screen (1366x900 @2, 390x844 @3, 2560x1440 @1): a fresh context (nothing cached), the
page loaded from a local HTTP server on 127.0.0.1 until the network is idle, then `z`: the bytes of every
response from that key press until the photo is at 1:1 of the original (tiles: the tile layer at the top
level with every tile it holds loaded; one file: the photo showing the zoom file), and the time it took.
Also what a single file of the original's pixels would have cost: the zoom file itself, or for tiles the
top level's tiles together (a lower bound of one JPEG of the same pixels). Needs playwright (PyPI) and
Debian's chromium. Benchmark-side Python only.
"""
import functools
import http.server
import json
import os
import sys
import threading
import time

from playwright.sync_api import sync_playwright

SCREENS = [("1366x900@2", 1366, 900, 2), ("390x844@3", 390, 844, 3), ("2560x1440@1", 2560, 1440, 1)]

AT_ONE = """() => {
  const link = document.querySelector('a.enlarge[data-zoom-src]');
  if (!link || !document.documentElement.classList.contains('is-zoomed')) return false;
  if (link.hasAttribute('data-tiles')) {
    const layer = link.querySelector('.zoom-tiles');
    if (!layer || layer.hidden || layer.getAttribute('data-level') !== link.getAttribute('data-tile-top')) return false;
    const tiles = Array.from(layer.querySelectorAll('img'));
    return tiles.length > 0 && tiles.every(i => i.complete && i.naturalWidth > 0);
  }
  const photo = document.getElementById('photo');
  const url = new URL(link.getAttribute('data-zoom-src'), document.baseURI).href;
  return photo.currentSrc === url && photo.complete;
}"""

FACTS = """() => {
  const link = document.querySelector('a.enlarge[data-zoom-src]');
  return {width: +link.getAttribute('data-zoom-width'), height: +link.getAttribute('data-zoom-height'),
          tiles: link.getAttribute('data-tiles'), top: link.getAttribute('data-tile-top'),
          file: link.getAttribute('data-zoom-src')};
}"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def whole_file_bytes(site, page, facts):
    """What one file of the original's pixels weighs: the zoom file, or the top level's tiles."""
    base = os.path.dirname(os.path.join(site, page))
    if facts["tiles"]:
        folder = os.path.normpath(os.path.join(base, facts["tiles"], facts["top"]))
        return sum(os.path.getsize(os.path.join(folder, name)) for name in os.listdir(folder))
    return os.path.getsize(os.path.normpath(os.path.join(base, facts["file"])))


def main():
    site, pages = sys.argv[1], sys.argv[2:]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % server.server_address[1]
    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        for page_path in pages:
            for label, width, height, scale in SCREENS:
                context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale)
                page = context.new_page()
                finished = []
                page.on("requestfinished", lambda request: finished.append(request))
                page.goto(url + page_path)
                page.wait_for_load_state("networkidle")
                facts = page.evaluate(FACTS)
                before = len(finished)
                started = time.perf_counter()
                page.keyboard.press("z")
                page.wait_for_function(AT_ONE, timeout=60000, polling=10)
                seconds = time.perf_counter() - started
                after = finished[before:]
                rows.append({
                    "page": page_path, "screen": label, "original": [facts["width"], facts["height"]],
                    "source": "tiles" if facts["tiles"] else "file", "requests": len(after),
                    "bytes": sum(r.sizes()["responseBodySize"] for r in after), "seconds": round(seconds, 3),
                    "whole": whole_file_bytes(site, page_path, facts),
                })
                context.close()
        browser.close()
    server.shutdown()
    json.dump(rows, sys.stdout, indent=1)


if __name__ == "__main__":
    main()
