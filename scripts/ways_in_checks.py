#!/usr/bin/env python3
"""The ways in (issue 45) in a real browser: tag pages, the timeline and search with Pagefind, on the
hosted gallery (scripts/gallery_sites.py: titles, captions, alt texts and keywords from the photos'
metadata) built with "search": true, served on 127.0.0.1, in headless Chromium. scripts/browser-check
runs check_ways_in as its part `ways`, for each shipped theme. Checked:
  - a photo's tag links to the tag's grid, which lists the photo; the tag index lists every tag;
  - the search page finds a photo by a word of its caption, by its title, and by a tag chosen in the
    tag filter, and a camera chosen in the camera filter finds photos; each result links the photo's
    page, whose heading is the result's title; a word in no photo says so; the query is the page's
    address (?q=…), and opening that address runs it;
  - nothing is requested outside the site (no network but the site's own files), no console error or
    failed request, and axe-core finds no serious or critical violation on the search page (with
    results), the tag index, a tag's grid and the timeline;
  - opened from file://, the search page says that search needs a server.
Needs Pagefind: the browser venv's pagefind-bin (make browser-venv), found through its module.
"""
import json
import os
import shutil

import gallery_sites
from browser_common import serious, watch


def pagefind():
    """The pagefind program of the venv's pagefind-bin."""
    import pagefind_bin
    return os.path.join(os.path.dirname(pagefind_bin.__file__), "pagefind")


def build(work, binary):
    """The hosted gallery with search, built: its site folder."""
    gallery = gallery_sites.hosted_gallery(os.path.join(work, "ways"), binary)
    manifest = os.path.join(gallery, "gallery.json")
    with open(manifest, encoding="utf-8") as source:
        settings = json.load(source)
    settings["search"] = True
    with open(manifest, "w", encoding="utf-8") as target:
        json.dump(settings, target, ensure_ascii=False, indent=2)
    os.environ["CLEANGALLERY_PAGEFIND"] = pagefind()
    site = os.path.join(work, "ways-site")
    shutil.rmtree(site, ignore_errors=True)
    return gallery_sites.build(gallery, site, binary)


def search(page, url, query):
    """Runs `query` on the search page; the results as (href, title) and the status line."""
    page.goto(url + "search.html")
    page.fill("#search-query", query)
    page.press("#search-query", "Enter")
    page.wait_for_function("() => document.querySelector('.search-status').textContent.indexOf('…') < 0"
                           " && document.querySelector('.search-status').textContent !== ''")
    return (page.eval_on_selector_all(".search-results a", "els => els.map(e => [e.getAttribute('href'), e.textContent])"),
            page.inner_text(".search-status"))


def check_ways_in(check, browser, site, axe):
    server = gallery_sites.Server(site)
    url = server.url
    try:
        context = browser.new_context(viewport={"width": 1366, "height": 900})
        page = context.new_page()
        problems = []
        outside = []
        watch(page, problems)
        page.on("request", lambda request: request.url.startswith(url) or request.url.startswith("data:")
                or outside.append(request.url))

        page.goto(url + "photos/aqua.html")
        tag = page.query_selector("ul.tags a[rel=tag]")
        check.expect(tag is not None, "ways: the photo's tags are links")
        if tag:
            tag.click()
            page.wait_for_load_state()
            ids = page.eval_on_selector_all("[data-photo-id]", "els => els.map(e => e.dataset.photoId)")
            check.expect(page.evaluate("document.body.dataset.scene") == "TagCollection" and "aqua" in ids,
                         "ways: the tag's grid lists the photo (%s)" % ids)
            violations = serious(axe.run(page))
            check.expect(not violations, "ways: tag grid axe %s" % [v["id"] for v in violations])
        page.goto(url + "tags/index.html")
        names = page.eval_on_selector_all(".tag-list .tag-name", "els => els.map(e => e.textContent)")
        check.expect({"lake", "blue", "light"} <= set(names), "ways: the tag index lists %s" % names)
        violations = serious(axe.run(page))
        check.expect(not violations, "ways: tag index axe %s" % [v["id"] for v in violations])
        if os.path.exists(os.path.join(site, "dates", "index.html")):
            page.goto(url + "dates/index.html")
            violations = serious(axe.run(page))
            check.expect(not violations, "ways: timeline axe %s" % [v["id"] for v in violations])

        results, status = search(page, url, "quiet")
        check.expect([href for href, _ in results] == ["photos/aqua.html"], "ways: a caption word finds %s" % results)
        check.expect("?q=quiet" in page.url, "ways: the query is the address: %s" % page.url)
        violations = serious(axe.run(page))
        check.expect(not violations, "ways: search page axe %s" % [v["id"] for v in violations])
        if results:
            href, title = results[0]
            page.click(".search-results a")
            page.wait_for_load_state()
            check.expect(page.inner_text("h1").strip() == title.strip(),
                         "ways: the result opens its photo's page (%r, %r)" % (page.inner_text("h1"), title))
        results, _ = search(page, url, "Zürich")
        check.expect([href for href, _ in results] == ["photos/blinds.html"], "ways: a title finds %s" % results)
        results, status = search(page, url, "nothingsuchanywhere")
        check.expect(not results and "nothingsuchanywhere" in status, "ways: no result says so: %r" % status)

        page.goto(url + "search.html")
        page.select_option("#search-tag", "light")
        page.wait_for_function("() => document.querySelectorAll('.search-results a').length > 0")
        hrefs = page.eval_on_selector_all(".search-results a", "els => els.map(e => e.getAttribute('href'))")
        check.expect(hrefs == ["photos/blinds.html"], "ways: the tag filter finds %s" % hrefs)
        cameras = page.eval_on_selector_all("#search-camera option", "els => els.map(e => e.value).filter(v => v)")
        check.expect(bool(cameras), "ways: the camera filter offers the photos' cameras")
        if cameras:
            page.goto(url + "search.html?camera=" + cameras[0])
            page.wait_for_function("() => document.querySelectorAll('.search-results a').length > 0")
            check.expect(page.input_value("#search-camera") == cameras[0], "ways: the address sets the filter")
        check.expect(not outside, "ways: requests outside the site: %s" % outside[:3])
        check.expect(not problems, "ways: %s" % "; ".join(problems[:3]))
        context.close()

        context = browser.new_context()
        page = context.new_page()
        page.goto("file://" + os.path.join(site, "search.html"))
        status = page.inner_text(".search-status")
        needs = page.get_attribute("form.search-form", "data-needs-server")
        check.expect(status == needs and needs, "ways: from files the page says %r" % status)
        context.close()
    finally:
        server.close()
