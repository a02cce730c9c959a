#!/usr/bin/env python3
"""Bytes a visitor's browser fetches for a gallery's first grid page and a photo's page, per screen.

usage: page-bytes.py NAME=KIND:SITE_DIR [...] > bytes.json

KIND is "ours" (grid: index.html; a photo's page: the first cell's link) or "sigal" (grid: index.html;
a photo: its lightbox, opened by clicking the first thumbnail: the bytes it adds to the grid's).
Each measurement is a fresh headless Chromium context (nothing cached) at 1366x900 @1x, 1366x900 @2x
and 390x844 @3x, the page loaded from a local HTTP server on 127.0.0.1, summing the response bodies of
every request until the network is idle: what a person arriving at the top of the page downloads
(lazy images far below the fold are not fetched until one scrolls). Needs playwright (PyPI) and
Debian's chromium. Benchmark-side Python only.
"""
import functools
import http.server
import json
import sys
import threading

from playwright.sync_api import sync_playwright

VIEWPORTS = [("1366x900@1", 1366, 900, 1), ("1366x900@2", 1366, 900, 2), ("390x844@3", 390, 844, 3)]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]


def measure(browser, viewport, url, click=None):
    _, width, height, scale = viewport
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale)
    page = context.new_page()
    sizes = []
    page.on("requestfinished", lambda request: sizes.append(max(0, request.sizes()["responseBodySize"])))
    page.goto(url)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)
    before = sum(sizes)
    if click:
        page.click(click)
        page.wait_for_load_state("networkidle")
        page.wait_for_timeout(1500)
        context.close()
        return sum(sizes) - before
    context.close()
    return before


def main():
    results = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for argument in sys.argv[1:]:
            name, rest = argument.split("=", 1)
            kind, folder = rest.split(":", 1)
            server, url = serve(folder)
            try:
                results[name] = {}
                for viewport in VIEWPORTS:
                    grid = measure(browser, viewport, url + "index.html")
                    if kind == "sigal":
                        photo = measure(browser, viewport, url + "index.html", click="#gallery a, .gallery a")
                    else:
                        page = browser.new_page()
                        page.goto(url + "index.html")
                        first = page.get_attribute(".grid a", "href")
                        page.close()
                        photo = measure(browser, viewport, url + first)
                    results[name][viewport[0]] = {"grid page 1": grid, "photo": photo}
            finally:
                server.shutdown()
        browser.close()
    json.dump(results, sys.stdout, indent=2)


if __name__ == "__main__":
    main()
