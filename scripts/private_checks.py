#!/usr/bin/env python3
"""Private albums (issue 47) in a real browser: a gallery of Debian's photographs with a private album
(and a private sub-album in it) built by the tool, served on 127.0.0.1 by a plain static server, in
headless Chromium. scripts/browser-check runs check_private as its part `private`, for each shipped
theme. Checked:
  - the home page's locked cell leads to the passphrase page; the page has a form (no prompt dialog)
    and axe-core finds no serious or critical violation on it or on the home page;
  - a wrong passphrase says "Wrong passphrase." and nothing else, and the page stays;
  - the right one opens the album at its own address (albums/<id>/index.html, answered by the service
    worker): its photos are decrypted images (drawn, naturalWidth > 0), its sub-album opens; a photo's
    page shows its photo and its original downloads, z zooms, the arrow key goes to the next photo and
    `s` plays the slideshow on to the one after;
  - only private/<name>.bin is ever requested from the host for the album (never its own paths with a
    200), and the host answers nothing of them to a visitor without the key;
  - a reload in the same tab needs no passphrase; a new browser context (a new visitor) gets the host's
    404 at the album's address, and must type it again;
  - an encrypted file with one byte flipped does not open (the worker answers 502);
  - the time from pressing "Open album" to the album's page, with and without 4x CPU throttling
    (DevTools' Emulation.setCPUThrottlingRate), printed as a figure.
"""
import json
import os
import re
import subprocess
import time
import urllib.error
import urllib.request

import gallery_sites
from browser_common import serious, watch

PASSPHRASE = gallery_sites.PRIVATE_PASSPHRASE


def folder_of(site):
    """The gallery folder a site was built from (`gallery_sites.build` writes NAME-site beside NAME)."""
    return site[:-len("-site")] if site.endswith("-site") else site


def first_private_photo(site):
    """The file of the private album's first photo (p4), from the manifest."""
    with open(os.path.join(folder_of(site), "gallery.json"), encoding="utf-8") as handle:
        return json.load(handle)["albums"][0]["photos"][0]["image"]


def unlock(page, passphrase):
    page.fill("#passphrase", passphrase)
    started = time.monotonic()
    page.click("form.unlock button")
    return started


def check_private(check, browser, url, site, axe):
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    page = context.new_page()
    problems = []
    watch(page, problems)
    hosted = []
    page.on("response", lambda response: hosted.append((response.url, response.status, response.from_service_worker)))
    page.goto(url + "index.html")
    locked = page.locator("li.is-locked a")
    check.expect(locked.count() == 1, "the home page shows one locked cell")
    check.expect(serious(axe.run(page)) == [], "axe: nothing serious on the home page with a locked cell")
    locked.first.click()
    page.wait_for_selector("form.unlock")
    check.expect(re.search(r"/private/[0-9a-f]{32}\.html$", page.url) is not None,
               "the passphrase page has a keyed name: %s" % page.url)
    check.expect(serious(axe.run(page)) == [], "axe: nothing serious on the passphrase page")
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))

    entry = page.url
    unlock(page, "not the passphrase")
    page.wait_for_selector("form.unlock .status.is-wrong", timeout=15000)
    status = page.inner_text("form.unlock .status")
    check.expect(status == "Wrong passphrase.", "a wrong passphrase says so: %r" % status)
    check.expect(page.url == entry, "a wrong passphrase stays on the page")

    started = unlock(page, PASSPHRASE)
    page.wait_for_url(re.compile(r"/albums/family/index\.html$"), timeout=20000)
    page.wait_for_load_state("load")
    unlock_seconds = time.monotonic() - started
    check.expect(dialogs == [], "no dialog was opened: %s" % dialogs)
    cells = page.locator("li[data-photo-id] img")
    check.expect(cells.count() == 3, "the album's grid shows its 3 photos: %d" % cells.count())
    page.wait_for_function(
        "Array.from(document.querySelectorAll('li[data-photo-id] img')).every(i => i.complete && i.naturalWidth > 0)",
        timeout=15000)
    check.expect(True, "every photo of the album's grid is drawn from its decrypted file")
    check.expect(page.locator('li[data-album-id="cousins"] a').count() == 1, "the private sub-album has its cell")

    # The album's archive, through the worker: a ZIP of its three photos.
    archive = page.evaluate("""async () => {
      const link = document.querySelector('a.archive');
      if (!link) return null;
      const response = await fetch(link.href);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {status: response.status, head: String.fromCharCode(bytes[0], bytes[1]), size: bytes.length,
              text: new TextDecoder('latin1').decode(bytes)};
    }""")
    check.expect(archive is not None and archive["status"] == 200 and archive["head"] == "PK",
                 "the private album's archive downloads as a ZIP: %s" % (archive and archive["status"]))
    if archive:
        members = [name for name in os.listdir(folder_of(site)) if name.lower().endswith(".jpg")]
        check.expect(sum(1 for name in members if name in archive["text"]) >= 3,
                     "the archive names the album's photos")

    # The private sub-album opens too, through the same key.
    page.locator('li[data-album-id="cousins"] a').click()
    page.wait_for_url(re.compile(r"/albums/cousins/index\.html$"), timeout=15000)
    page.wait_for_function(
        "(() => { const c = document.querySelectorAll('li[data-photo-id] img');"
        " return c.length === 1 && c[0].complete && c[0].naturalWidth > 0; })()", timeout=15000)
    check.expect(True, "the private sub-album opens and its photo is drawn")
    page.go_back()
    page.wait_for_url(re.compile(r"/albums/family/index\.html$"), timeout=15000)

    # A photo's page: the viewer works as in a public album.
    page.locator("li[data-photo-id] a").first.click()
    page.wait_for_url(re.compile(r"/photos/p4\.html$"), timeout=15000)
    page.wait_for_function("(() => { const i = document.querySelector('main img'); return i && i.naturalWidth > 0; })()",
                           timeout=15000)
    check.expect(True, "a private photo's page shows its photo")
    original = page.evaluate("""async () => {
      const link = document.querySelector('a.download-original');
      if (!link) return null;
      const response = await fetch(link.href);
      const bitmap = await createImageBitmap(await response.blob());
      return {status: response.status, width: bitmap.width, height: bitmap.height};
    }""")
    # The published original is the file with its metadata stripped (as a public one): its pixels'
    # dimensions are the source's.
    source = os.path.join(folder_of(site), first_private_photo(site))
    width, height = (int(subprocess.check_output(["vipsheader", "-f", field, source], text=True))
                     for field in ("width", "height"))
    check.expect(original == {"status": 200, "width": width, "height": height},
                 "the original downloads through the worker and decodes at %dx%d: %s" % (width, height, original))
    page.keyboard.press("z")
    page.wait_for_function("document.documentElement.classList.contains('is-zoomed')", timeout=10000)
    check.expect(True, "z zooms a private photo")
    page.keyboard.press("Escape")
    page.keyboard.press("ArrowRight")
    page.wait_for_url(re.compile(r"/photos/p5\.html$"), timeout=15000)
    check.expect(True, "→ goes to the next private photo")
    page.wait_for_function("(() => { const i = document.querySelector('main img'); return i && i.naturalWidth > 0; })()",
                           timeout=15000)
    page.keyboard.press("s")
    page.wait_for_url(re.compile(r"/photos/p6\.html$"), timeout=15000)
    check.expect(True, "s plays the slideshow on to the album's next private photo")

    # The host was only ever asked for private/<name>.bin (and answered 404 to nothing it had).
    own = [(u, s) for u, s, sw in hosted if re.search(r"/(albums/family|albums/cousins|photos/p[4-7]|images/p[4-7]-)", u)]
    check.expect(all(sw for u, s, sw in hosted if re.search(r"/(albums/family|photos/p[4-7]|images/p[4-7]-)", u)),
               "the album's own addresses were answered by the service worker: %s" % own[:3])
    for path in ["albums/family/index.html", "photos/p4.html"]:
        try:
            urllib.request.urlopen(url + path)
            check.expect(False, "the host has no %s" % path)
        except urllib.error.HTTPError as error:
            check.expect(error.code == 404, "the host answers 404 for %s" % path)

    # A reload in the same tab, and the worker stopped meanwhile (its keys gone): no passphrase.
    page.reload()
    page.wait_for_function("(() => { const i = document.querySelector('main img'); return i && i.naturalWidth > 0; })()",
                           timeout=15000)
    check.expect(page.locator("form.unlock").count() == 0, "a reload in the same tab needs no passphrase")

    # One byte flipped in every encrypted file: none opens (the worker answers 502, draws nothing).
    image = page.evaluate("document.querySelector('main img').currentSrc")
    folder = os.path.join(site, "private")
    kept = {}
    for name in os.listdir(folder):
        if name.endswith(".bin"):
            with open(os.path.join(folder, name), "rb") as handle:
                kept[name] = handle.read()
            flipped = bytearray(kept[name])
            flipped[len(flipped) // 2] ^= 1
            with open(os.path.join(folder, name), "wb") as handle:
                handle.write(bytes(flipped))
    try:
        status = page.evaluate("(url) => fetch(url, {cache: 'reload'}).then(r => r.status)", image)
        check.expect(status == 502, "a flipped byte: the private image is not decrypted (status %s)" % status)
    finally:
        for name, original in kept.items():
            with open(os.path.join(folder, name), "wb") as handle:
                handle.write(original)
    status = page.evaluate("(url) => fetch(url, {cache: 'reload'}).then(r => r.status)", image)
    check.expect(status == 200, "restored, it opens again (status %s)" % status)
    # The flipped files' 502s are the check's own; nothing else may fail.
    unexpected = [problem for problem in problems if "HTTP 502" not in problem and "502" not in problem]
    check.expect(unexpected == [], "no console error or failed request: %s" % unexpected[:3])
    context.close()

    # A new visitor: the album's address is the host's 404, and the passphrase is asked again.
    other = browser.new_context(viewport={"width": 390, "height": 844})
    fresh = other.new_page()
    response = fresh.goto(url + "albums/family/index.html")
    check.expect(response.status == 404, "a new browser context gets the host's 404 at the album's address")
    fresh.goto(entry)
    check.expect(fresh.locator("form.unlock #passphrase").count() == 1, "a new browser context is asked again")

    # Unlock time with 4x CPU throttling (WebCrypto's PBKDF2 runs off the main thread).
    session = other.new_cdp_session(fresh)
    session.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    started = unlock(fresh, PASSPHRASE)
    fresh.wait_for_url(re.compile(r"/albums/family/index\.html$"), timeout=30000)
    fresh.wait_for_load_state("load")
    throttled = time.monotonic() - started
    other.close()
    print("private: unlock to the album's page %.2f s, %.2f s with 4x CPU throttling" % (unlock_seconds, throttled),
          flush=True)
    return {"unlock_seconds": round(unlock_seconds, 3), "unlock_seconds_4x": round(throttled, 3)}
