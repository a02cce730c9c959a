"""The organizer under `gallery serve` (issue 24), called from scripts/browser-check's serve part or
alone (`scripts/organizer_checks.py [--binary B] [--shots DIR]`): drag and drop by mouse and by finger,
the keyboard's pick-up and drop, multi-select and Move to position, Move into album, album cells, the
photo page's form (hostile texts, field errors that save nothing), make cover, undo and redo (the bytes of
gallery.json come back), a second tab reloads while the page that saved does not, axe, no console errors;
and neither a built site nor `--publish` carries any of it. Screenshots with `--shots`."""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gallery_sites  # noqa: E402
from browser_common import Check, serious  # noqa: E402

DESKTOP = {"viewport": {"width": 1366, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}
CELLS = "main ul.grid:not(.albums) > li[data-photo-id]"


def serve(binary, folder, gallery, *extra):
    """`gallery serve` on a free port of 127.0.0.1: the process and its address."""
    server = subprocess.Popen([binary, "serve", gallery, "--port", "0", "--output", "out"] + list(extra), cwd=folder,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    while True:
        line = server.stdout.readline()
        if not line:
            raise SystemExit("gallery serve did not start: %s" % server.stderr.read()[:500])
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if found:
            return server, "http://127.0.0.1:%s" % found.group(1)


def stop(check, server):
    server.terminate()
    check.expect(server.wait(timeout=60) == 0, "organizer: gallery serve did not exit cleanly")


def watch(page, problems):
    """Script errors, console errors and failed requests; the edit endpoints' refusals are expected
    answers (a field error is a 400), so they are not counted."""
    def console(message):
        if message.type == "error" and "/_gallery/edit/" not in (message.location or {}).get("url", ""):
            problems.append("console: " + message.text)
    page.on("console", console)
    page.on("pageerror", lambda error: problems.append("script error: %s" % error))
    page.on("dialog", lambda dialog: (problems.append("a dialog opened: " + dialog.message), dialog.dismiss()))
    page.on("response", lambda response: response.status >= 400 and "/_gallery/edit/" not in response.url
            and problems.append("HTTP %d: %s" % (response.status, response.url)))


def order(manifest_path):
    return [p["id"] for p in json.load(open(manifest_path, encoding="utf-8"))["photos"]]


def moved(ids, moving, index):
    """ids with `moving` taken out and put back from `index` on."""
    rest = [i for i in ids if i not in moving]
    return rest[:index] + list(moving) + rest[index:]


def shown(page):
    return page.eval_on_selector_all(CELLS, "cells => cells.map(c => c.dataset.photoId)")


def settled(page, before):
    """Waits for the live region to change from `before` to a result (not "…ing…")."""
    page.wait_for_function("b => { const t = document.querySelector('.organizer-status').textContent;"
                           " return t !== b && !t.endsWith('…') && !t.startsWith('Picked up'); }", arg=before, timeout=15000)
    return page.text_content(".organizer-status")


def status(page):
    return page.text_content(".organizer-status") or ""


def ready(page, url):
    page.goto(url)
    page.wait_for_load_state("load")
    page.wait_for_selector(".organizer-bar")
    page.wait_for_function("() => !document.querySelector('.organizer-undo') || true")
    page.wait_for_timeout(300)
    page.evaluate("window.__organizerMark = 'kept'")


def opened(browser, device, scheme, url):
    """A new tab of a new browser context (remote photos given their pixels) on `url`, ready; with the
    list its console errors and failed requests go to."""
    context = browser.new_context(color_scheme=scheme, **device)
    remote_pixels(context)
    page = context.new_page()
    problems = []
    watch(page, problems)
    ready(page, url)
    return context, page, problems


def kept(page):
    return page.evaluate("window.__organizerMark === 'kept'")


def touch_drag(page, source, target):
    """A finger: press on `source`, hold, then slide to `target` and lift (real touch events by CDP)."""
    client = page.context.new_cdp_session(page)
    a, b = source.bounding_box(), target.bounding_box()
    start = (a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    end = (b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)
    client.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": start[0], "y": start[1]}]})
    page.wait_for_timeout(700)
    for step in range(1, 11):
        x = start[0] + (end[0] - start[0]) * step / 10
        y = start[1] + (end[1] - start[1]) * step / 10
        client.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        page.wait_for_timeout(30)
    client.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    client.detach()


def shot(page, shots, name):
    if shots:
        os.makedirs(shots, exist_ok=True)
        page.screenshot(path=os.path.join(shots, name + ".png"))


def check_grid(check, browser, base, manifest_path, axe, label, device, shots, scheme):
    """The sample's two grid pages: drag, keyboard, Escape, undo and redo, multi-select to another page."""
    context = browser.new_context(color_scheme=scheme, **device)
    page = context.new_page()
    problems = []
    watch(page, problems)
    other = context.new_page()
    ready(page, base + "/index.html")
    ready(other, base + "/index.html")
    ids = order(manifest_path)
    check.expect(shown(page) == ids[:6], "%s organizer: the grid shows %s, not %s" % (label, shown(page), ids[:6]))
    check.expect(page.eval_on_selector_all(CELLS, "cs => cs.every(c => c.draggable)"),
                 "%s organizer: the cells are not draggable" % label)
    # Drag the first cell onto the third: it takes the third's position.
    cells = [page.locator(CELLS).nth(i) for i in range(page.locator(CELLS).count())]
    before = status(page)
    if device.get("has_touch"):
        touch_drag(page, cells[0], cells[2])
    else:
        cells[0].drag_to(cells[2])
    text = settled(page, before)
    expected = moved(ids, [ids[0]], 2)
    check.expect(order(manifest_path) == expected, "%s organizer: after the drop gallery.json is %s, not %s (%s)"
                 % (label, order(manifest_path)[:6], expected[:6], text))
    check.expect(shown(page) == expected[:6], "%s organizer: after the drop the page shows %s" % (label, shown(page)))
    page.wait_for_timeout(1500)
    check.expect(kept(page), "%s organizer: the page that saved reloaded" % label)
    try:
        other.wait_for_function("() => window.__organizerMark === undefined", timeout=8000)
        other.wait_for_load_state("load")
        check.expect(shown(other) == expected[:6], "%s organizer: the other tab shows %s" % (label, shown(other)))
    except Exception:
        check.expect(False, "%s organizer: the other tab did not reload after the drop" % label)
    other.close()
    # Keyboard: Space, → ×2, Space.
    ids = order(manifest_path)
    keyed_from = open(manifest_path, "rb").read()
    page.focus(CELLS + ":first-child a")
    page.keyboard.press(" ")
    page.wait_for_function("() => /position 1 of 12/.test(document.querySelector('.organizer-status').textContent)",
                           timeout=10000)
    check.expect("Picked up" in status(page), "%s organizer: Space said %r" % (label, status(page)))
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    shot(page, shots, "%s-%s-picked-up" % (label, scheme))
    before = status(page)
    page.keyboard.press(" ")
    text = settled(page, before)
    expected = moved(ids, [ids[0]], 2)
    check.expect(order(manifest_path) == expected, "%s organizer: keys gave %s, not %s" % (label, order(manifest_path)[:6], expected[:6]))
    check.expect(text == "Moved to position 3 of 12.", "%s organizer: the keyboard's drop said %r" % (label, text))
    keyed = open(manifest_path, "rb").read()
    # Escape puts it back, nothing saved.
    page.focus(CELLS + ":first-child a")
    page.keyboard.press(" ")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Escape")
    page.wait_for_timeout(800)
    check.expect(open(manifest_path, "rb").read() == keyed, "%s organizer: Escape changed gallery.json" % label)
    check.expect(shown(page) == expected[:6], "%s organizer: Escape left the page as %s" % (label, shown(page)))
    check.expect("Put back" in status(page), "%s organizer: Escape said %r" % (label, status(page)))
    check.expect(kept(page), "%s organizer: the keyboard's save reloaded the page" % label)
    # Undo (Ctrl+Z) gives the bytes before the keyboard's move back; Redo those after it.
    page.focus("main h1") if page.query_selector("main h1[tabindex]") else page.evaluate("document.activeElement.blur()")
    check.expect(page.is_enabled(".organizer-undo"), "%s organizer: Undo is disabled after a move" % label)
    title = page.get_attribute(".organizer-undo", "title") or ""
    # The step named as the organizer said it when it was made (the site's language: English here).
    check.expect(title.startswith("Undo: Moved “"), "%s organizer: Undo's title is %r" % (label, title))
    with page.expect_navigation(timeout=15000):
        page.keyboard.press("Control+z")
    page.wait_for_load_state("load")
    page.wait_for_selector(".organizer-bar")
    check.expect(open(manifest_path, "rb").read() == keyed_from, "%s organizer: Ctrl+Z did not give gallery.json back" % label)
    page.wait_for_function("() => !document.querySelector('.organizer-redo').disabled", timeout=10000)
    with page.expect_navigation(timeout=15000):
        page.click(".organizer-redo")
    page.wait_for_load_state("load")
    page.wait_for_selector(".organizer-bar")
    check.expect(open(manifest_path, "rb").read() == keyed, "%s organizer: Redo did not give the keyed order back" % label)
    page.wait_for_timeout(500)
    page.evaluate("window.__organizerMark = 'kept'")
    # Multi-select (Ctrl-click, Shift-click; Select mode on a phone), then Move to position 9 (the second page).
    ids = order(manifest_path)
    cells = [page.locator(CELLS).nth(i) for i in range(page.locator(CELLS).count())]
    if device.get("has_touch"):
        page.click(".organizer-select")
        cells[0].tap()
        cells[1].tap()
    else:
        cells[0].click(modifiers=["Control"])
        cells[1].click(modifiers=["Shift"])
    check.expect(page.url.endswith("/index.html"), "%s organizer: selecting followed a link to %s" % (label, page.url))
    check.expect(page.text_content(".organizer-count") == "2 selected",
                 "%s organizer: the toolbar says %r" % (label, page.text_content(".organizer-count")))
    shot(page, shots, "%s-%s-selection" % (label, scheme))
    violations = serious(axe.run(page))
    check.expect(not violations, "%s organizer grid: axe %s" % (label, [v["id"] for v in violations]))
    check.expect(one_row(page), "%s organizer: the selection's tools take more than one row: %s"
                 % (label, page.evaluate(ROW_TOPS)))
    page.click(".organizer-open-move")
    check.expect(page.get_attribute(".organizer-open-move", "aria-expanded") == "true",
                 "%s organizer: Move… does not say it is open" % label)
    shot(page, shots, "%s-%s-move-panel" % (label, scheme))
    page.fill(".organizer-position", "9")
    before = status(page)
    page.click(".organizer-move-position")
    text = settled(page, before)
    expected = moved(ids, ids[:2], 8)
    check.expect(order(manifest_path) == expected, "%s organizer: Move to position 9 gave %s (%s)" % (label, order(manifest_path), text))
    check.expect(shown(page) == ids[2:6], "%s organizer: the moved photos are still shown: %s" % (label, shown(page)))
    check.expect(kept(page), "%s organizer: Move to position reloaded the page" % label)
    # Nothing to undo is said (after undoing everything), not a failure.
    check.expect(not problems, "%s organizer grid: %s" % (label, "; ".join(problems[:3])))
    context.close()


def check_photo(check, browser, base, manifest_path, axe, label, device, shots, scheme, photo):
    """The photo page's form: hostile texts saved as text, field errors that save nothing, viewer keys
    untouched while typing."""
    context = browser.new_context(color_scheme=scheme, **device)
    page = context.new_page()
    problems = []
    watch(page, problems)
    ready(page, "%s/photos/%s.html" % (base, photo))
    page.wait_for_selector(".organizer-form fieldset:not([disabled])")
    check.expect(page.input_value("#organizer-title") == next(p for p in json.load(open(manifest_path))["photos"]
                                                               if p["id"] == photo)["title"],
                 "%s organizer form: the title field is not the photo's title" % label)
    # Typing in a field does not reach the viewer's keys.
    page.focus("#organizer-alt")
    page.keyboard.type("fz")
    check.expect(page.evaluate("document.fullscreenElement === null && !document.documentElement.classList.contains('is-zoomed')"),
                 "%s organizer form: typing f z in a field reached the viewer" % label)
    page.fill("#organizer-alt", page.input_value("#organizer-alt")[:-2])
    # Refused: a control character, an over-long title, an over-long description. Nothing saved, the field says why.
    before_bytes = open(manifest_path, "rb").read()
    original = {name: page.input_value("#organizer-" + name) for name in ["title", "description"]}
    for field, bad in [("title", "Bell\u0007title"), ("title", "x" * 1001), ("description", "y" * 10001)]:
        page.fill("#organizer-" + field, bad)
        before = status(page)
        page.click(".organizer-save")
        settled(page, before)
        check.expect(page.get_attribute("#organizer-" + field, "aria-invalid") == "true",
                     "%s organizer form: %r is not marked invalid" % (label, bad[:12]))
        described = page.get_attribute("#organizer-" + field, "aria-describedby") or ""
        error = page.text_content("#organizer-%s-error" % field) or ""
        check.expect("organizer-%s-error" % field in described and error.strip() != "",
                     "%s organizer form: %r has no message at the field (%r)" % (label, bad[:12], error))
        check.expect(open(manifest_path, "rb").read() == before_bytes,
                     "%s organizer form: a refused %r changed gallery.json" % (label, bad[:12]))
        page.fill("#organizer-" + field, original[field])
    page.fill("#organizer-title", "Bell\u0007title")
    page.click(".organizer-save")
    page.wait_for_selector("#organizer-title-error:not([hidden])")
    page.evaluate("window.scrollTo(0, document.querySelector('.organizer-texts').offsetTop - 40)")
    shot(page, shots, "%s-%s-form-error" % (label, scheme))
    violations = serious(axe.run(page))
    check.expect(not violations, "%s organizer photo page: axe %s" % (label, [v["id"] for v in violations]))
    # Hostile but valid texts: saved as they are, shown as text.
    hostile = "Dune <script>alert(\"x\")</script> & 'quotes' \"too\""
    page.fill("#organizer-title", hostile)
    page.fill("#organizer-description", "First line\nSecond line")
    with page.expect_navigation(timeout=15000):
        page.click(".organizer-save")
    page.wait_for_load_state("load")
    saved = next(p for p in json.load(open(manifest_path))["photos"] if p["id"] == photo)
    check.expect(saved.get("title") == hostile, "%s organizer form: the title saved is %r" % (label, saved.get("title")))
    check.expect(saved.get("description") == "First line\nSecond line",
                 "%s organizer form: the description saved is %r" % (label, saved.get("description")))
    check.expect(page.text_content("#photo-title") == hostile, "%s organizer form: the page shows %r"
                 % (label, page.text_content("#photo-title")))
    check.expect(not problems, "%s organizer photo page: %s" % (label, "; ".join(problems[:3])))
    context.close()


def album_order(manifest):
    return [a["id"] for a in manifest.get("albums", [])]


def find_album(albums, album_id):
    for album in albums:
        if album["id"] == album_id:
            return album
        found = find_album(album.get("albums", []), album_id)
        if found:
            return found
    return None


def check_albums(check, browser, base, manifest_path, axe, label, device):
    """Album cells drag among their siblings; photos move into another album; a photo becomes its
    album's cover."""
    context = browser.new_context(**device)
    page = context.new_page()
    problems = []
    watch(page, problems)
    ready(page, base + "/index.html")
    before = album_order(json.load(open(manifest_path)))
    cells = [page.locator("main ul.albums > li[data-album-id]").nth(i) for i in range(page.locator("main ul.albums > li[data-album-id]").count())]
    check.expect(len(cells) >= 2, "%s organizer albums: %d album cells" % (label, len(cells)))
    before_text = status(page)
    cells[1].drag_to(cells[0])
    settled(page, before_text)
    after = album_order(json.load(open(manifest_path)))
    check.expect(after == [before[1], before[0]] + before[2:], "%s organizer albums: dragging gave %s" % (label, after))
    # Move the top level's first photo into Kyoto trip.
    ids = order(manifest_path)
    page.locator(CELLS).first.click(modifiers=["Control"])
    page.click(".organizer-open-move")
    page.select_option(".organizer-album", "2019-kyoto-trip")
    before_text = status(page)
    page.click(".organizer-move-album")
    text = settled(page, before_text)
    manifest = json.load(open(manifest_path))
    kyoto = [p["id"] for p in find_album(manifest["albums"], "2019-kyoto-trip")["photos"]]
    check.expect(kyoto[-1] == ids[0] and ids[0] not in order(manifest_path),
                 "%s organizer: Move into album gave %s (%s)" % (label, kyoto, text))
    check.expect(ids[0] not in shown(page), "%s organizer: the photo moved away is still shown" % label)
    # Make cover (the second photo: the first is the album's cover until another is chosen).
    ready(page, "%s/photos/%s.html" % (base, kyoto[1]))
    page.wait_for_selector(".organizer-cover:not([hidden])")
    before_text = status(page)
    page.click(".organizer-cover")
    settled(page, before_text)
    cover = find_album(json.load(open(manifest_path))["albums"], "2019-kyoto-trip").get("cover")
    check.expect(cover == kyoto[1], "%s organizer: the cover is %r, not %r" % (label, cover, kyoto[1]))
    check.expect(page.is_disabled(".organizer-cover"), "%s organizer: the cover button is still enabled" % label)
    # The album's own grid page: "Album…" edits its title and description (`gallery set-album`).
    ready(page, base + "/albums/2019-kyoto-trip/index.html")
    page.click(".organizer-open-album")
    page.wait_for_function("() => document.querySelector('#organizer-album-title').value !== ''", timeout=10000)
    check.expect(page.evaluate("document.activeElement.id") == "organizer-album-title",
                 "%s organizer: Album… does not lead to the title field" % label)
    page.fill("#organizer-album-title", "")
    before_text = status(page)
    page.click(".organizer-save-album")
    text = settled(page, before_text)
    check.expect(page.get_attribute("#organizer-album-title", "aria-invalid") == "true",
                 "%s organizer: an empty album title was not marked (%r)" % (label, text))
    hostile = "Kyoto <b>\"trip\"</b> & more"
    page.fill("#organizer-album-title", hostile)
    page.fill("#organizer-album-description", "Temples\nand gardens")
    violations = serious(axe.run(page))
    check.expect(not violations, "%s organizer album texts: axe %s" % (label, [v["id"] for v in violations]))
    with page.expect_navigation(timeout=15000):
        page.click(".organizer-save-album")
    page.wait_for_load_state("load")
    kyoto_album = find_album(json.load(open(manifest_path))["albums"], "2019-kyoto-trip")
    check.expect(kyoto_album.get("title") == hostile and kyoto_album.get("description") == "Temples\nand gardens",
                 "%s organizer: the album's texts saved are %r %r" % (label, kyoto_album.get("title"), kyoto_album.get("description")))
    check.expect(hostile in (page.text_content("main h1") or ""), "%s organizer: the album page's heading is %r"
                 % (label, page.text_content("main h1")))
    # With everything undone (from outside: an open page would reload meanwhile), Ctrl+Z says so.
    page.goto("about:blank")
    for _ in range(12):
        request = urllib.request.Request(base + "/_gallery/edit/undo", data=b"", method="POST", headers={
            "Origin": base, "Content-Type": "application/x-www-form-urlencoded"})
        try:
            urllib.request.urlopen(request).read()
        except urllib.error.HTTPError as error:
            check.expect(error.code == 409, "%s organizer: undo answered %d" % (label, error.code))
            break
    ready(page, base + "/index.html")
    before_text = status(page)
    page.keyboard.press("Control+z")
    text = settled(page, before_text)
    check.expect("nothing to undo" in text.lower(), "%s organizer: Ctrl+Z with nothing to undo said %r" % (label, text))
    check.expect(album_order(json.load(open(manifest_path))) == before, "%s organizer: undoing all left %s" % (label, album_order(json.load(open(manifest_path)))))
    check.expect(not problems, "%s organizer albums: %s" % (label, "; ".join(problems[:3])))
    context.close()


ROW_TOPS = """() => Array.from(document.querySelectorAll('.organizer-selection > *'))
  .map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2))"""


def one_row(page):
    """The selection's tools (count, Move…, Edit…, Clear) share one row: their middles within 4 px."""
    tops = page.evaluate(ROW_TOPS)
    return len(tops) == 4 and max(tops) - min(tops) <= 4


def bulk_gallery(folder, count=60, language=None):
    """`count` remote photos on one grid page (the browser is given their pixels by `context.route`)."""
    # The owner's titles in the site's language too: the organizer's sentences name them.
    name = {None: "Photo", "ko": "항구", "ar": "ميناء"}.get(language, "Photo")
    photos = [{"id": "p%02d" % i, "image": "https://images.example.com/p%02d.jpg" % i, "title": "%s %d" % (name, i)}
              for i in range(1, count + 1)]
    os.makedirs(os.path.join(folder, "g"), exist_ok=True)
    manifest = os.path.join(folder, "g", "gallery.json")
    gallery = {"title": "Harbour", "pageSize": count, "photos": photos}
    if language:
        gallery["language"] = language
    with open(manifest, "w", encoding="utf-8") as out:
        json.dump(gallery, out, indent=2)
    return manifest


def remote_pixels(context):
    context.route("https://images.example.com/**", lambda route: route.fulfill(
        status=200, content_type="image/svg+xml",
        body='<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#6a8caf"/></svg>'))


# The organizer's own words, as shown: its bar (with the selection's panels open) and the photo page's
# form and Edit tool, without the owner's texts (the fields' values, the albums' names).
ORGANIZER_TEXT = """() => {
  const parts = [];
  for (const root of document.querySelectorAll('.organizer-bar, .organizer-texts, .organizer-edit-tool')) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) parts.push(walker.currentNode.textContent);
    for (const e of root.querySelectorAll('[placeholder], [title], [aria-label]'))
      parts.push(e.getAttribute('placeholder') || '', e.getAttribute('title') || '', e.getAttribute('aria-label') || '');
    parts.push(root.getAttribute('aria-label') || '', root.getAttribute('title') || '');
  }
  return parts.join(' ');
}"""


def check_language(check, browser, binary, work, axe, shots=None):
    """Issue 49: on a Korean and an Arabic site the organizer speaks the site's language (no English
    word in its bar, panels, form and Edit tool, nor in why an edit was refused or what a save did),
    with the page's lang and dir; Arabic right to left."""
    for language in ["ko", "ar"]:
        folder = os.path.join(work, "organizer-" + language)
        shutil.rmtree(folder, ignore_errors=True)
        bulk_gallery(folder, count=8, language=language)
        server, base = serve(binary, folder, "g")
        try:
            for device_label, device in [("desktop", DESKTOP), ("phone", PHONE)]:
                label = "%s %s organizer" % (language, device_label)
                context = browser.new_context(**device)
                remote_pixels(context)
                page = context.new_page()
                problems = []
                watch(page, problems)
                ready(page, base + "/index.html")
                cells = page.locator(CELLS)
                if device.get("has_touch"):
                    page.click(".organizer-select")
                    cells.nth(0).tap()
                    cells.nth(1).tap()
                else:
                    cells.nth(0).click(modifiers=["Control"])
                    cells.nth(1).click(modifiers=["Shift"])
                page.click(".organizer-open-move")
                texts = [page.evaluate(ORGANIZER_TEXT)]
                page.click(".organizer-open-edit")
                texts.append(page.evaluate(ORGANIZER_TEXT))
                check.expect(page.get_attribute(".organizer-bar", "lang") == language
                             and page.get_attribute(".organizer-bar", "dir") == ("rtl" if language == "ar" else "ltr"),
                             "%s: the bar's lang and dir are %r %r" % (label, page.get_attribute(".organizer-bar", "lang"),
                                                                    page.get_attribute(".organizer-bar", "dir")))
                check.expect(one_row(page), "%s: the selection's tools take more than one row" % label)
                shot(page, shots, "language-%s-%s-grid" % (language, device_label))
                violations = serious(axe.run(page))
                check.expect(not violations, "%s grid: axe %s" % (label, [v["id"] for v in violations]))
                ready(page, base + "/photos/p01.html")
                page.wait_for_selector(".organizer-form fieldset:not([disabled])")
                texts.append(page.evaluate(ORGANIZER_TEXT))
                page.click("nav.photo-bar .organizer-edit-tool")
                shot(page, shots, "language-%s-%s-photo" % (language, device_label))
                violations = serious(axe.run(page))
                check.expect(not violations, "%s photo page: axe %s" % (label, [v["id"] for v in violations]))
                english = sorted(set(re.findall(r"[A-Za-z]{2,}", " ".join(texts))))
                check.expect(not english, "%s: English words shown: %s" % (label, english[:12]))
                # Refused: a title of white space alone. Why is said in the page's language, at the
                # field and in the bar, and marked so (the server's English stays in its answer).
                page.fill("#organizer-title", "   ")
                before = status(page)
                page.click(".organizer-save")
                refused = settled(page, before)
                page.wait_for_selector("#organizer-title-error:not([hidden])")
                at_field = page.text_content("#organizer-title-error") or ""
                check.expect(at_field.strip() != "" and not re.findall(r"[A-Za-z]{2,}", refused + at_field)
                             and page.get_attribute(".organizer-status", "lang") == language
                             and page.get_attribute("#organizer-title-error", "lang") in (None, language),
                             "%s: a refusal said %r, at the field %r (lang %r)" % (
                                 label, refused, at_field, page.get_attribute(".organizer-status", "lang")))
                shot(page, shots, "language-%s-%s-refused" % (language, device_label))
                if device_label == "phone":
                    # Last: what a save did, said by the server in the page's language and marked so;
                    # then Undo's title names that step in it, and what undo did is said in it too.
                    ready(page, base + "/index.html")
                    page.click(".organizer-select")
                    page.locator(CELLS).nth(0).tap()
                    page.click(".organizer-open-edit")
                    page.fill("#organizer-bulk-add-tags", "t")
                    before = status(page)
                    page.click("#organizer-edit-panel .organizer-apply")
                    said = settled(page, before)
                    check.expect(not re.findall(r"[A-Za-z]{2,}", said)
                                 and page.get_attribute(".organizer-status", "lang") == language,
                                 "%s: a saved edit said %r (lang %r)" % (label, said, page.get_attribute(".organizer-status", "lang")))
                    title = page.get_attribute(".organizer-undo", "title") or ""
                    check.expect(title and not re.findall(r"[A-Za-z]{2,}", title),
                                 "%s: Undo's title is %r" % (label, title))
                    before = status(page)
                    page.click(".organizer-undo")
                    page.wait_for_load_state("load")
                    page.wait_for_selector(".organizer-bar")
                    undone = page.text_content(".organizer-status") or ""
                    check.expect(undone.strip() != "" and not re.findall(r"[A-Za-z]{2,}", undone)
                                 and page.get_attribute(".organizer-status", "lang") == language,
                                 "%s: undo said %r (lang %r)" % (label, undone, page.get_attribute(".organizer-status", "lang")))
                check.expect(not problems, "%s: %s" % (label, "; ".join(problems[:3])))
                context.close()
        finally:
            stop(check, server)
    print("organizer: Korean and Arabic", flush=True)


def check_bulk(check, browser, binary, work, axe, shots=None):
    """Issue 49's "edit many at once": 50 photos selected (Ctrl-click, Shift-click), tags added and a
    caption line appended from the Edit panel as one edit, the selection kept, and one Undo gives
    gallery.json's bytes back; refusals save nothing; the panel at desktop and phone sizes."""
    folder = os.path.join(work, "organizer-bulk")
    shutil.rmtree(folder, ignore_errors=True)
    manifest_path = bulk_gallery(folder)
    server, base = serve(binary, folder, "g")
    try:
        for device_label, device in [("desktop", DESKTOP), ("phone", PHONE)]:
            for scheme in (["light", "dark"] if shots else ["light"]):
                context, page, problems = opened(browser, device, scheme, base + "/index.html")
                label = "%s %s bulk" % (device_label, scheme)
                original = open(manifest_path, "rb").read()
                cells = page.locator(CELLS)
                if device.get("has_touch"):
                    page.click(".organizer-select")
                    for i in range(3):
                        cells.nth(i).tap()
                    chosen = 3
                else:
                    cells.nth(0).click(modifiers=["Control"])
                    cells.nth(49).click(modifiers=["Shift"])
                    chosen = 50
                check.expect(page.text_content(".organizer-count") == "%d selected" % chosen,
                             "%s: the toolbar says %r" % (label, page.text_content(".organizer-count")))
                check.expect(one_row(page), "%s: the selection's tools take more than one row: %s"
                             % (label, page.evaluate(ROW_TOPS)))
                page.evaluate("window.scrollTo(0, 0)")
                page.click(".organizer-open-edit")
                check.expect(page.evaluate("document.activeElement.id") == "organizer-bulk-add-tags",
                             "%s: Edit… does not lead to its first field" % label)
                # Refused: a tag both added and removed. Nothing saved, the bar says why.
                page.fill("#organizer-bulk-add-tags", "harbour")
                page.fill("#organizer-bulk-remove-tags", "HARBOUR")
                before = status(page)
                page.click("#organizer-edit-panel .organizer-apply")
                text = settled(page, before)
                check.expect("both added and removed" in text and open(manifest_path, "rb").read() == original,
                             "%s: a tag added and removed said %r" % (label, text))
                page.fill("#organizer-bulk-remove-tags", "")
                page.fill("#organizer-bulk-add-tags", "harbour, <night>")
                page.fill("#organizer-bulk-caption", "Photo: Jane")
                shot(page, shots, "%s-%s-bulk-panel" % (device_label, scheme))
                violations = serious(axe.run(page))
                check.expect(not violations, "%s: axe %s" % (label, [v["id"] for v in violations]))
                before = status(page)
                page.click("#organizer-edit-panel .organizer-apply")
                text = settled(page, before)
                photos = json.load(open(manifest_path, encoding="utf-8"))["photos"]
                edited = [p["id"] for p in photos if p.get("tags") == ["harbour", "<night>"]
                          and p.get("description") == "Photo: Jane"]
                check.expect(edited == [p["id"] for p in photos[:chosen]],
                             "%s: %d photos edited, not the %d selected (%s)" % (label, len(edited), chosen, text))
                # The server's summary in the site's language (English here), not the command line's line.
                check.expect(text == "Saved the texts of %d photos." % chosen, "%s: the bar said %r" % (label, text))
                check.expect(kept(page) and page.text_content(".organizer-count") == "%d selected" % chosen,
                             "%s: the page reloaded or lost the selection" % label)
                shot(page, shots, "%s-%s-bulk-saved" % (device_label, scheme))
                title = page.get_attribute(".organizer-undo", "title") or ""
                check.expect(title == "Undo: Saved the texts of %d photos." % chosen, "%s: Undo's title is %r" % (label, title))
                with page.expect_navigation(timeout=15000):
                    page.click(".organizer-undo")
                page.wait_for_load_state("load")
                check.expect(open(manifest_path, "rb").read() == original,
                             "%s: one Undo did not give gallery.json back" % label)
                check.expect(not problems, "%s: %s" % (label, "; ".join(problems[:3])))
                context.close()
    finally:
        stop(check, server)
    print("organizer: bulk edits", flush=True)


def check_none_on_disk(check, binary, folder):
    """Nothing of the organizer in the site on disk, nor served with --publish."""
    found = []
    for root, _, names in os.walk(os.path.join(folder, "out")):
        for name in names:
            if name.endswith((".html", ".js", ".css")):
                text = open(os.path.join(root, name), encoding="utf-8", errors="replace").read()
                if "organizer" in text or "draggable" in text:
                    found.append(name)
    check.expect(not found, "organizer: the built site holds it in %s" % found[:5])
    server, base = serve(binary, folder, "g", "--publish")
    try:
        page = urllib.request.urlopen(base + "/index.html").read().decode()
        check.expect("organizer" not in page and "draggable" not in page, "organizer: --publish serves the organizer's tags")
        for path in ["/_gallery/organizer.js", "/_gallery/organizer-words.js", "/_gallery/edit/state"]:
            try:
                code = urllib.request.urlopen(base + path).status
            except urllib.error.HTTPError as error:
                code = error.code
            check.expect(code == 404, "organizer: --publish answers %d to %s" % (code, path))
    finally:
        stop(check, server)


# The six screens of issue 22 (viewer_checks.SCREENS at device scale 1).
LAYOUT_SCREENS = [(2560, 1440), (1920, 1080), (1366, 900), (1024, 1366), (390, 844), (844, 390)]

OVERLAP = """(selector) => {
  const bar = document.querySelector('.organizer-bar').getBoundingClientRect();
  let area = 0;
  for (const element of document.querySelectorAll(selector)) {
    const r = element.getBoundingClientRect();
    const w = Math.min(bar.right, r.right) - Math.max(bar.left, r.left);
    const h = Math.min(bar.bottom, r.bottom) - Math.max(bar.top, r.top);
    if (w > 0 && h > 0) area += w * h;
  }
  return area;
}"""


def check_layout(check, browser, base, photo, shots):
    """Issue 49: the organizer's toolbar covers no grid cell and not the photo, at the six screens (0 px
    of overlap, page as loaded); the photo bar has an Edit tool that leads to the form, its first field
    focused."""
    for width, height in LAYOUT_SCREENS:
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        ready(page, base + "/index.html")
        cells = page.evaluate(OVERLAP, "main ul.grid > li")
        check.expect(cells == 0, "organizer %dx%d: the toolbar covers %d px of grid cells" % (width, height, cells))
        ready(page, "%s/photos/%s.html" % (base, photo))
        page.wait_for_selector(".organizer-form fieldset:not([disabled])")
        covered = page.evaluate(OVERLAP, "#photo")
        check.expect(covered == 0, "organizer %dx%d: the toolbar covers %d px of the photo" % (width, height, covered))
        tool = page.locator("nav.photo-bar .organizer-edit-tool")
        check.expect(tool.count() == 1 and tool.is_visible(),
                     "organizer %dx%d: the photo bar has no visible Edit tool" % (width, height))
        if tool.count() == 1:
            tool.click()
            check.expect(page.evaluate("document.activeElement && document.activeElement.id") == "organizer-title",
                         "organizer %dx%d: Edit does not lead to the title field" % (width, height))
        if shots and (width, height) in [(1366, 900), (390, 844)]:
            shot(page, shots, "layout-%dx%d-photo-edit" % (width, height))
            ready(page, base + "/index.html")
            shot(page, shots, "layout-%dx%d-grid" % (width, height))
        context.close()
    print("organizer: layout at %d screens" % len(LAYOUT_SCREENS), flush=True)


def check_organizer(check, browser, binary, work, axe, shots=None):
    """Every organizer check, on fresh copies of the sample gallery and the album gallery."""
    for device_label, device in [("desktop", DESKTOP), ("phone", PHONE)]:
        schemes = ["light", "dark"] if shots else ["light"]
        for scheme in schemes:
            folder = os.path.join(work, "organizer-%s-%s" % (device_label, scheme))
            shutil.rmtree(folder, ignore_errors=True)
            os.makedirs(folder)
            subprocess.run([binary, "init", "--sample", "g"], cwd=folder, check=True, capture_output=True)
            server, base = serve(binary, folder, "g")
            manifest_path = os.path.join(folder, "g", "gallery.json")
            label = "%s %s" % (device_label, scheme)
            print("organizer: %s" % label, flush=True)
            try:
                if device_label == "desktop" and scheme == "light":
                    check_layout(check, browser, base, "metal", shots)
                check_grid(check, browser, base, manifest_path, axe, device_label, device, shots, scheme)
                check_photo(check, browser, base, manifest_path, axe, device_label, device, shots, scheme, "metal")
            finally:
                stop(check, server)
            if device_label == "desktop" and scheme == "light":
                check_none_on_disk(check, binary, folder)
    check_bulk(check, browser, binary, work, axe, shots)
    import organizer_album_checks  # noqa: E402 (it imports this module's helpers)
    organizer_album_checks.check_new_albums(check, browser, binary, work, axe, shots)
    import organizer_upload_checks  # noqa: E402 (it imports this module's helpers)
    organizer_upload_checks.check_uploads(check, browser, binary, work, axe, shots)
    check_language(check, browser, binary, work, axe, shots)
    folder = os.path.join(work, "organizer-albums")
    shutil.rmtree(folder, ignore_errors=True)
    gallery_sites.album_gallery(os.path.join(folder, "g"), binary)
    server, base = serve(binary, folder, "g")
    try:
        print("organizer: albums", flush=True)
        check_albums(check, browser, base, os.path.join(folder, "g", "gallery.json"), axe, "desktop", DESKTOP)
    finally:
        stop(check, server)


def main():
    from playwright.sync_api import sync_playwright
    from axe_playwright_python.sync_playwright import Axe
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", default=gallery_sites.default_binary())
    parser.add_argument("--shots", default=None, help="save screenshots here (light and dark)")
    options = parser.parse_args()
    check = Check()
    work = tempfile.mkdtemp(prefix="cleangallery-organizer-")
    with sync_playwright() as playwright:
        browser = gallery_sites.launch(playwright)
        check_organizer(check, browser, os.path.abspath(options.binary), work, Axe(), options.shots)
        browser.close()
    shutil.rmtree(work, ignore_errors=True)
    print("organizer checks: %d passed, %d failed" % (check.passed, len(check.failures)))
    sys.exit(1 if check.failures else 0)


if __name__ == "__main__":
    main()
