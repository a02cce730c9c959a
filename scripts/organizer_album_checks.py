"""Issue 49's albums in the browser, called from organizer_checks.check_organizer: "New album…" with
3 photos selected (an empty title refused at its field, then the album made, its page opened, the 3
photos in it), "Album…"'s id (the page follows to its new address), "Delete album" (disabled while the
album holds photos; an empty one deleted, then its parent's page), and Undo back to gallery.json's
bytes; axe on both panels, at desktop and phone sizes (light and dark with --shots)."""

import json
import os
import shutil

from browser_common import serious
from organizer_checks import (CELLS, DESKTOP, PHONE, bulk_gallery, one_row, opened, serve, settled, shot, status,
                              stop)


def albums(manifest_path):
    return json.load(open(manifest_path, encoding="utf-8")).get("albums", [])


def select_three(page, device):
    cells = page.locator(CELLS)
    if device.get("has_touch"):
        page.click(".organizer-select")
        for i in (1, 2, 4):
            cells.nth(i).tap()
    else:
        cells.nth(1).click(modifiers=["Control"])
        cells.nth(2).click(modifiers=["Control"])
        cells.nth(4).click(modifiers=["Control"])


def navigated(page, action, timeout=15000):
    """Runs `action` and waits for the page it leads to."""
    with page.expect_navigation(timeout=timeout):
        action()
    page.wait_for_load_state("load")
    page.wait_for_selector(".organizer-bar")
    page.wait_for_timeout(300)


def check_new_albums(check, browser, binary, work, axe, shots=None):
    for device_label, device in [("desktop", DESKTOP), ("phone", PHONE)]:
        for scheme in (["light", "dark"] if shots else ["light"]):
            label = "%s %s albums" % (device_label, scheme)
            folder = os.path.join(work, "organizer-new-album-%s-%s" % (device_label, scheme))
            shutil.rmtree(folder, ignore_errors=True)
            manifest_path = bulk_gallery(folder, count=12)
            server, base = serve(binary, folder, "g")
            try:
                context, page, problems = opened(browser, device, scheme, base + "/index.html")
                original = open(manifest_path, "rb").read()
                ids = [c["id"] for c in json.load(open(manifest_path, encoding="utf-8"))["photos"]]
                chosen = [ids[1], ids[2], ids[4]]
                select_three(page, device)
                check.expect(one_row(page), "%s: the selection's tools take more than one row" % label)
                page.evaluate("window.scrollTo(0, 0)")
                page.click(".organizer-open-new-album")
                check.expect(page.evaluate("document.activeElement.id") == "organizer-new-album-title",
                             "%s: New album… does not lead to its title" % label)
                take = page.text_content(".organizer-take") or ""
                check.expect(page.is_visible(".organizer-take") and take == "Move the 3 selected photos into it",
                             "%s: the panel offers %r" % (label, take))
                # An empty title: refused at its field, nothing saved.
                before = status(page)
                page.click(".organizer-make-album")
                text = settled(page, before)
                check.expect(text == "Give the album a title."
                             and page.get_attribute("#organizer-new-album-title", "aria-invalid") == "true"
                             and open(manifest_path, "rb").read() == original,
                             "%s: an empty title said %r" % (label, text))
                # An invalid id: the server's refusal, in the site's words, at the id field.
                page.fill("#organizer-new-album-title", "Harbour <night>")
                page.fill("#organizer-new-album-id", "../up")
                before = status(page)
                page.click(".organizer-make-album")
                text = settled(page, before)
                check.expect("An id takes the letters a–z" in text
                             and page.get_attribute(".organizer-status", "lang") == "en"
                             and page.get_attribute("#organizer-new-album-id", "aria-invalid") == "true"
                             and open(manifest_path, "rb").read() == original,
                             "%s: a bad id said %r" % (label, text))
                page.fill("#organizer-new-album-id", "")
                shot(page, shots, "%s-%s-new-album-panel" % (device_label, scheme))
                violations = serious(axe.run(page))
                check.expect(not violations, "%s new album panel: axe %s" % (label, [v["id"] for v in violations]))
                navigated(page, lambda: page.click(".organizer-make-album"))
                check.expect(page.url.endswith("/albums/harbour-night/"), "%s: after New album the page is %s" % (label, page.url))
                made = [a for a in albums(manifest_path) if a["id"] == "harbour-night"]
                check.expect(len(made) == 1 and [p["id"] for p in made[0]["photos"]] == chosen
                             and made[0]["title"] == "Harbour <night>",
                             "%s: the manifest's new album is %r" % (label, made))
                shown = page.eval_on_selector_all(CELLS, "cells => cells.map(c => c.dataset.photoId)")
                check.expect(shown == chosen, "%s: the new album's page shows %s" % (label, shown))
                check.expect("Harbour <night>" in (page.text_content("h1") or ""),
                             "%s: the new album's heading is %r" % (label, page.text_content("h1")))
                shot(page, shots, "%s-%s-new-album-page" % (device_label, scheme))
                # Album…: its id; Delete disabled while it holds photos.
                page.click(".organizer-open-album")
                page.wait_for_function("() => document.querySelector('#organizer-album-id').value !== ''")
                check.expect(page.input_value("#organizer-album-id") == "harbour-night"
                             and page.is_disabled(".organizer-delete-album")
                             and "Only an empty album" in (page.text_content("#organizer-delete-album-hint") or ""),
                             "%s: the album panel's id and delete are wrong" % label)
                shot(page, shots, "%s-%s-album-panel" % (device_label, scheme))
                violations = serious(axe.run(page))
                check.expect(not violations, "%s album panel: axe %s" % (label, [v["id"] for v in violations]))
                page.fill("#organizer-album-id", "night")
                navigated(page, lambda: page.click(".organizer-save-album"))
                check.expect(page.url.endswith("/albums/night/") and [a["id"] for a in albums(manifest_path)] == ["night"],
                             "%s: after a new id the page is %s" % (label, page.url))
                # Undo the id (its page is gone: the home page), then the album: the bytes come back.
                navigated(page, lambda: page.click(".organizer-undo"))
                check.expect(page.url.rstrip("/") == base and [a["id"] for a in albums(manifest_path)] == ["harbour-night"],
                             "%s: undoing the id led to %s" % (label, page.url))
                navigated(page, lambda: page.click(".organizer-undo"))
                check.expect(open(manifest_path, "rb").read() == original,
                             "%s: two Undos did not give gallery.json back" % label)
                # An empty album: made with no selection, deleted from its own page.
                page.click(".organizer-open-new-album")
                page.fill("#organizer-new-album-title", "Empty one")
                check.expect(page.is_hidden(".organizer-take"), "%s: no selection, yet the panel offers to move" % label)
                navigated(page, lambda: page.click(".organizer-make-album"))
                check.expect(page.url.endswith("/albums/empty-one/"), "%s: the empty album's page is %s" % (label, page.url))
                page.click(".organizer-open-album")
                page.wait_for_selector(".organizer-delete-album:not([disabled])")
                navigated(page, lambda: page.click(".organizer-delete-album"))
                check.expect(page.url.rstrip("/") == base and albums(manifest_path) == [],
                             "%s: after Delete album the page is %s and albums %s" % (label, page.url, albums(manifest_path)))
                check.expect(not problems, "%s: %s" % (label, "; ".join(problems[:3])))
                context.close()
            finally:
                stop(check, server)
    print("organizer: new albums, ids and deletes", flush=True)
