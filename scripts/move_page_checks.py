"""The move page's preview (issue 24), judged in headless Chromium: the photo between the photos it
would come after and before, for the position chosen. Used by scripts/browser-check's move-page part.

The expected neighbours come from the grid itself, read by following its pages' `rel="next"` links
from the first one (not through the page's own pattern), with the move made the plain way (the photo
taken out, put back at the chosen position). For the current position, the first, the second, the
last and one past the middle: the sentence ("After “Aqua”, before “Dune”.", "First, …", "Last, …"),
each side's title and a drawn thumbnail, the photo's own thumbnail unchanged; another album chosen,
"At the end of “Kyoto”.", and its own again, the preview as built. Then, opened from files
(file://, where a grid page cannot be fetched), the sentence names the neighbours by position.
"""

import json
import urllib.parse

from browser_common import serious


def grid_titles(context, first_url):
    """The grid's photos, in order, as (title, id): every page from the first, by its next links."""
    page = context.new_page()
    found = []
    url = first_url
    seen = set()
    while url and url not in seen:
        seen.add(url)
        page.goto(url)
        found += page.eval_on_selector_all(
            "li[data-photo-id]",
            "cells => cells.map(c => [c.querySelector('.cell-title').textContent, c.dataset.photoId])")
        href = page.get_attribute('.pagination a[rel="next"]', "href") if page.query_selector(
            '.pagination a[rel="next"]') else None
        url = urllib.parse.urljoin(page.url, href) if href else None
    page.close()
    return found


def expected(order, photo_id, chosen, words):
    """The sentence for `chosen` (1-based): the others without the photo, it put back there."""
    others = [title for title, pid in order if pid != photo_id]
    after = others[chosen - 2] if chosen >= 2 else None
    before = others[chosen - 1] if chosen - 1 < len(others) else None
    quote = lambda title: words["quoted"].replace("{title}", title)
    if after is not None and before is not None:
        return after, before, words["between"].replace("{after}", quote(after)).replace("{before}", quote(before))
    if before is not None:
        return after, before, words["atStart"].replace("{before}", quote(before))
    if after is not None:
        return after, before, words["atEnd"].replace("{after}", quote(after))
    return after, before, words["alone"]


# The preview's sentences: its data-word-* attributes where a theme writes them, else the site's
# viewer-words.js (window.galleryViewerWords, "preview-NAME").
WORDS_SCRIPT = """p => { const site = window.galleryViewerWords || {};
  const w = (name) => p.getAttribute('data-word-' + name) || site['preview-' + name];
  return {quoted: w('quoted'), between: w('between'), atStart: w('at-start'), atEnd: w('at-end'),
    alone: w('alone'), unknown: w('unknown'), otherAlbum: w('other-album')}; }"""

SLOTS_SCRIPT = """p => [...p.querySelectorAll('.preview-slot')].map(s => {
  const img = s.querySelector('img');
  const title = s.querySelector('.preview-title');
  return {kind: s.classList[1], title: title ? title.textContent : null, end: s.classList.contains('is-end'),
          drawn: !!img && img.complete && img.naturalWidth > 0, src: img ? img.currentSrc : null};
})"""


def choose(page, value):
    """Picks a position in the select or types it in the number field, as a person would."""
    if page.eval_on_selector("#position", "e => e.tagName") == "SELECT":
        page.select_option("#position", str(value))
    else:
        page.fill("#position", str(value))
        page.dispatch_event("#position", "change")


def check_move_page(page, check, label, site_folder=None, axe=None):
    """`page` shows a move page of a site served over http (loaded again here, so the preview starts
    as built); `site_folder`, the site's folder on disk, adds the same page opened from files; `axe`
    judges the preview once the script has changed it. Returns the figures it measured."""
    page.goto(page.url)
    page.wait_for_load_state("load")
    preview = page.query_selector(".preview[data-grid-first]")
    if not check.expect(preview is not None, "%s move page: no preview" % label):
        return {}
    data = preview.evaluate("p => ({...p.dataset})")
    # The position and count: the preview's, else the position control's (value and maximum, or options).
    picker = page.eval_on_selector("#position", """e => e.tagName === 'SELECT'
      ? {position: e.querySelector('option[selected]').value, count: String(e.options.length)}
      : {position: e.defaultValue, count: e.max}""")
    data.setdefault("position", picker["position"])
    data.setdefault("count", picker["count"])
    # The row of thumbnails: the page's, or made by the script from the grid; either way drawn, the
    # photo's own in the middle, before anything is chosen.
    try:
        page.wait_for_function("""() => { const own = document.querySelector('.preview-slot.self img');
          return own && own.complete && own.naturalWidth > 0; }""", timeout=5000)
    except Exception:
        pass
    words = preview.evaluate(WORDS_SCRIPT)
    if not check.expect(all(words.values()), "%s move page: the preview's sentences are missing: %s" % (label, words)):
        return {}
    current, count = int(data["position"]), int(data["count"])
    photo_id = page.get_attribute("form.move", "data-photo-id")
    first = urllib.parse.urljoin(page.url, data["gridFirst"])
    order = grid_titles(page.context, first)
    check.expect(len(order) == count and order[current - 1][1] == photo_id,
                 "%s move page: the grid has %d photos, %s at %d (page says %s of %d)"
                 % (label, len(order), photo_id, current, current, count))
    summary = lambda: page.text_content(".preview-summary")
    own = page.eval_on_selector(".preview-slot.self img", "i => i.currentSrc")
    start = summary()
    check.expect(start == expected(order, photo_id, current, words)[2],
                 "%s move page: the static sentence is %r" % (label, start))
    positions = sorted({current, 1, 2, count, count // 2 + 1} & set(range(1, count + 1)),
                       key=lambda p: p == current)
    for chosen in positions:
        after, before, sentence = expected(order, photo_id, chosen, words)
        choose(page, chosen)
        try:
            page.wait_for_function("([s]) => document.querySelector('.preview-summary').textContent === s",
                                   arg=[sentence], timeout=5000)
            page.wait_for_function("() => [...document.querySelectorAll('.preview-slot img')].every(i => i.complete)",
                                   timeout=5000)
        except Exception:
            pass
        shown = summary()
        check.expect(shown == sentence, "%s move page at %d: %r, not %r" % (label, chosen, shown, sentence))
        slots = {slot["kind"]: slot for slot in preview.evaluate(SLOTS_SCRIPT)}
        for kind, title in [("prev", after), ("next", before)]:
            slot = slots.get(kind, {})
            check.expect(slot.get("title") == title and slot.get("end") == (title is None),
                         "%s move page at %d: the %s slot shows %r" % (label, chosen, kind, slot))
            check.expect(title is None or slot.get("drawn"),
                         "%s move page at %d: the %s thumbnail is not drawn (%s)" % (label, chosen, kind, slot.get("src")))
        check.expect(slots.get("self", {}).get("src") == own, "%s move page at %d: its own thumbnail changed" % (label, chosen))
    figures = {"move preview positions": len(positions)}
    # Another album: the photo goes to its end, said in words (that album's grid is not this page's).
    other = page.eval_on_selector_all("select#album option:not([selected])", "o => o.map(x => [x.value, x.textContent])")
    if other:
        page.select_option("#album", other[0][0])
        sentence = words["otherAlbum"].replace("{album}", words["quoted"].replace("{title}", other[0][1]))
        check.expect(summary() == sentence, "%s move page, album %s: %r, not %r" % (label, other[0][0], summary(), sentence))
        page.select_option("#album", page.eval_on_selector("select#album option[selected]", "o => o.value"))
        choose(page, current)
        check.expect(summary() == start, "%s move page, its own album again: %r" % (label, summary()))
    if axe is not None:
        violations = serious(axe.run(page))
        check.expect(not violations, "%s move page, preview changed: axe %s" % (label, [v["id"] for v in violations]))
        figures["axe move preview"] = len(violations)
    # Where no grid page can be read (a site opened from files: fetch refuses file://), the sentence
    # names the neighbours by position: once with the grid's requests refused, and, given the site's
    # folder, from the files themselves.
    blocked = page.context.new_page()
    blocked.route("**/*", lambda route: route.abort() if route.request.resource_type == "fetch" else route.continue_())
    urls = [("refused", page.url)]
    if site_folder:
        urls.append(("from files", "file://%s/edit/%s" % (site_folder, urllib.parse.urlparse(page.url).path.rsplit("/edit/", 1)[1])))
    chosen = 1 if current != 1 else count
    unknown = lambda position: words["unknown"].replace("{position}", str(position))
    sentence = (words["atStart"].replace("{before}", unknown(1)) if chosen == 1
                else words["atEnd"].replace("{after}", unknown(count)))
    for how, url in urls if count > 1 else []:
        errors = []
        blocked.on("pageerror", lambda error: errors.append(str(error)))
        blocked.goto(url)
        choose(blocked, chosen)
        try:
            blocked.wait_for_function("([s]) => document.querySelector('.preview-summary').textContent === s",
                                      arg=[sentence], timeout=5000)
        except Exception:
            pass
        shown = blocked.text_content(".preview-summary")
        check.expect(shown == sentence, "%s move page %s at %d: %r, not %r" % (label, how, chosen, shown, sentence))
        check.expect(blocked.query_selector_all(".preview-slot.prev img, .preview-slot.next img") == [],
                     "%s move page %s: thumbnails without a grid page" % (label, how))
        check.expect(not errors, "%s move page %s: %s" % (label, how, errors[:2]))
    blocked.close()
    return figures


if __name__ == "__main__":
    # Alone, while developing: the sample and photo galleries at a desktop and a phone size.
    import os
    import sys
    import tempfile
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import gallery_sites
    from axe_playwright_python.sync_playwright import Axe
    from browser_common import Check, watch
    from playwright.sync_api import sync_playwright

    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else gallery_sites.default_binary())
    work = tempfile.mkdtemp(prefix="cleangallery-move-")
    sites = {
        "sample": gallery_sites.build(gallery_sites.sample_gallery(os.path.join(work, "sample"), binary),
                                      os.path.join(work, "sample-site"), binary),
        "photos": gallery_sites.build(gallery_sites.photo_gallery(os.path.join(work, "photos"), binary),
                                      os.path.join(work, "photos-site"), binary),
        "albums": gallery_sites.build(gallery_sites.album_gallery(os.path.join(work, "albums"), binary),
                                      os.path.join(work, "albums-site"), binary),
    }
    check = Check()
    with sync_playwright() as playwright:
        browser = gallery_sites.launch(playwright)
        for name, folder in sites.items():
            server = gallery_sites.Server(folder)
            try:
                for size in [(1366, 900), (390, 844)]:
                    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
                    for photo in sorted(os.listdir(os.path.join(folder, "edit")))[:3]:
                        page = context.new_page()
                        problems = []
                        watch(page, problems)
                        page.goto(server.url + "edit/" + photo)
                        page.wait_for_load_state("networkidle")
                        label = "%s %dx%d %s" % (name, size[0], size[1], photo)
                        print(label, json.dumps(check_move_page(page, check, label, os.path.abspath(folder), Axe())))
                        check.expect(not problems, "%s: %s" % (label, problems[:3]))
                        page.close()
                    context.close()
            finally:
                server.close()
        browser.close()
    print("move_page_checks: %d passed, %d failed" % (check.passed, len(check.failures)))
    sys.exit(1 if check.failures else 0)
