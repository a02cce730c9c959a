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
  - opened from file://, the search page says that search needs a server;
  - the map ("map": true; two photos carry GPS, scripts/gallery_sites.py HOSTED_PLACES): the map page
    and a photo's place request nothing (no Leaflet, no places, no tile) until "Show map" is pressed
    (the request log); then tiles come from the tile server (OpenStreetMap's, answered here by a route,
    never the network), a marker per place, and a marker opens its photo's page; axe finds nothing
    serious with the map shown; the home page links the map page;
  - the same gallery built without "map": exiftool finds no GPS tag in any published file, and no text
    file holds the places' coordinates (to 2 decimals) — and with the map, only map/places.js and the
    photo pages hold them, rounded to 0.01°.
Needs Pagefind (the browser venv's pagefind-bin, make browser-venv, found through its module), Leaflet
(Debian's libjs-leaflet and libjs-leaflet.markercluster) and exiftool.
"""
import json
import os
import re
import shutil
import subprocess
import time

import gallery_sites
from browser_common import serious, watch


def pagefind():
    """The pagefind program of the venv's pagefind-bin."""
    import pagefind_bin
    return os.path.join(os.path.dirname(pagefind_bin.__file__), "pagefind")


def build(work, binary):
    """The hosted gallery with search, built without a map and then with one: both site folders, the
    map's first."""
    gallery = gallery_sites.hosted_gallery(os.path.join(work, "ways"), binary)
    manifest = os.path.join(gallery, "gallery.json")
    with open(manifest, encoding="utf-8") as source:
        settings = json.load(source)
    os.environ["CLEANGALLERY_PAGEFIND"] = pagefind()
    sites = []
    for name, extra in [("ways-site-plain", {"search": True}), ("ways-site", {"search": True, "map": True})]:
        settings.update(extra)
        with open(manifest, "w", encoding="utf-8") as target:
            json.dump(settings, target, ensure_ascii=False, indent=2)
        site = os.path.join(work, name)
        shutil.rmtree(site, ignore_errors=True)
        sites.append(gallery_sites.build(gallery, site, binary))
    return sites[1], sites[0]


# The places of scripts/gallery_sites.py's HOSTED_PLACES as published with the default precision.
PLACES = {"photos/aqua.html": ("47.37", "8.54"), "photos/blinds.html": ("35.66", "139.75")}


def coordinates_in(site):
    """The site's text files that hold a place's coordinates (either of them, to two decimals or more)."""
    patterns = [re.compile(r"(?<![\d.])" + re.escape(value)) for place in PLACES.values() for value in place]
    found = set()
    for folder, _, names in os.walk(site):
        for name in names:
            # Pagefind's index is compressed (and holds no place: SearchIndexFiles); Leaflet is a copy.
            if not name.endswith((".html", ".js", ".json", ".xml", ".txt", ".css")) or "pagefind" in folder \
                    or os.path.join("map", "leaflet") in folder:
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8", errors="replace") as source:
                text = source.read()
            if any(p.search(text) for p in patterns):
                found.add(os.path.relpath(path, site))
    return found


def check_places(check, site, plain):
    """No GPS anywhere without a map; with one, the rounded places in the places script and the photo
    pages only."""
    gps = subprocess.run(["exiftool", "-r", "-q", "-q", "-if", "$gps:all", "-p", "$directory/$filename", plain],
                         capture_output=True, text=True)
    check.expect(gps.stdout.strip() == "", "ways: without a map exiftool finds GPS in %s" % gps.stdout.split()[:3])
    check.expect(not coordinates_in(plain), "ways: without a map the places are in %s" % sorted(coordinates_in(plain)))
    check.expect(not os.path.exists(os.path.join(plain, "map.html")), "ways: without a map there is no map page")
    holders = coordinates_in(site)
    check.expect(holders == {"map/places.js", "photos/aqua.html", "photos/blinds.html"},
                 "ways: with the map the places are in %s" % sorted(holders))
    with open(os.path.join(site, "map", "places.js"), encoding="utf-8") as source:
        text = source.read()
    for href, (lat, lon) in PLACES.items():
        check.expect("[%s,%s,\"%s\"" % (lat, lon, href) in text, "ways: places.js has %s at %s,%s" % (href, lat, lon))
    gps = subprocess.run(["exiftool", "-r", "-q", "-q", "-if", "$gps:all", "-p", "$directory/$filename", site],
                         capture_output=True, text=True)
    check.expect(gps.stdout.strip() == "", "ways: with a map exiftool still finds GPS in %s" % gps.stdout.split()[:3])


TILE_SERVER = "https://tile.openstreetmap.org/"


def check_map(check, browser, url, axe):
    """The map page and a photo's place ask first, then draw from the site's Leaflet and the tiles."""
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    tile = open("/usr/share/javascript/leaflet/images/layers.png", "rb").read()
    context.route(TILE_SERVER + "**", lambda route: route.fulfill(status=200, content_type="image/png", body=tile))
    # Leaflet's stylesheet comes late, as on a slow network: the map must still find its marker images
    # (Leaflet guessed their folder from that stylesheet, and drew a 404 for each marker without it).
    context.route("**/leaflet.css", lambda route: (time.sleep(1.0), route.continue_()))
    page = context.new_page()
    problems = []
    requests = []
    watch(page, problems)
    page.on("request", lambda request: requests.append(request.url))

    page.goto(url + "index.html")
    link = page.query_selector(".map-link a")
    check.expect(link is not None and link.get_attribute("href") == "map.html", "ways: home links the map page")
    for path, marker in [("map.html", ".leaflet-marker-icon"), ("photos/aqua.html", ".leaflet-marker-icon")]:
        del requests[:]
        page.goto(url + path)
        page.wait_for_load_state("networkidle")
        early = [r for r in requests if r.startswith(TILE_SERVER) or "/map/" in r]
        check.expect(not early, "ways: %s requested %s before Show map" % (path, early[:3]))
        check.expect(page.is_visible(".map-show"), "ways: %s shows the Show map button" % path)
        check.expect(not page.is_visible(".map-canvas"), "ways: %s shows no map before it is asked" % path)
        page.click(".map-show")
        page.wait_for_selector(marker, timeout=10000)
        page.wait_for_function("() => document.querySelectorAll('.leaflet-tile-loaded').length > 0", timeout=10000)
        tiles = [r for r in requests if r.startswith(TILE_SERVER)]
        check.expect(bool(tiles), "ways: %s draws tiles from the tile server" % path)
        outside = [r for r in requests if not r.startswith(url) and not r.startswith(TILE_SERVER)
                   and not r.startswith("data:")]
        check.expect(not outside, "ways: %s requested outside the site and the tiles: %s" % (path, outside[:3]))
        check.expect(page.evaluate("document.activeElement.classList.contains('map-canvas')"),
                     "ways: %s moves the focus to the map" % path)
        violations = serious(axe.run(page))
        check.expect(not violations, "ways: %s with the map axe %s" % (path, [v["id"] for v in violations]))
    page.goto(url + "map.html")
    page.click(".map-show")
    page.wait_for_selector(".leaflet-marker-icon[title]", timeout=10000)
    titles = page.eval_on_selector_all(".leaflet-marker-icon[title]", "els => els.map(e => e.title)")
    check.expect(len(titles) == 2, "ways: the map has a marker per place: %s" % titles)
    page.click(".leaflet-marker-icon[title='Blue hour at the lake']")
    page.wait_for_url("**/photos/aqua.html")
    check.expect(page.url.endswith("photos/aqua.html"), "ways: a marker opens its photo: %s" % page.url)
    check.expect(not problems, "ways: map %s" % "; ".join(problems[:3]))
    context.close()


def search(page, url, query):
    """Runs `query` on the search page; the results as (href, title) and the status line."""
    page.goto(url + "search.html")
    page.fill("#search-query", query)
    page.press("#search-query", "Enter")
    page.wait_for_function("() => document.querySelector('.search-status').textContent.indexOf('…') < 0"
                           " && document.querySelector('.search-status').textContent !== ''")
    return (page.eval_on_selector_all(".search-results a", "els => els.map(e => [e.getAttribute('href'), e.textContent])"),
            page.inner_text(".search-status"))


def check_ways_in(check, browser, sites, axe):
    site, plain = sites
    check_places(check, site, plain)
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
        check_map(check, browser, url, axe)

        page.goto(url + "photos/aqua.html")
        tag = page.query_selector("ul.tags a[rel=tag]")
        check.expect(tag is not None, "ways: the photo's tags are links")
        if tag:
            # Waiting for the navigation the click starts: a bare wait for the load state may return
            # at once, for the page still shown.
            with page.expect_navigation():
                tag.click()
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
            with page.expect_navigation():
                page.click(".search-results a")
            check.expect(page.inner_text("h1").strip() == title.strip(),
                         "ways: the result opens its photo's page (%r, %r)" % (page.inner_text("h1"), title))
        results, _ = search(page, url, "Zürich")
        check.expect([href for href, _ in results] == ["photos/blinds.html"], "ways: a title finds %s" % results)
        # Results come a batch at a time (20 in the shipped themes; 1 here): "More photos" shows the
        # next and takes the focus to the first of them, and goes once every result is shown.
        page.goto(url + "search.html")
        page.evaluate("document.querySelector('form.search-form').setAttribute('data-batch', '1')")
        page.fill("#search-query", "the")
        page.press("#search-query", "Enter")
        page.wait_for_function("() => document.querySelectorAll('.search-results a').length > 0")
        more = page.locator("button.search-more")
        check.expect(page.locator(".search-results a").count() == 1 and more.is_visible(),
                     "ways: a batch of one shows one result and the More button")
        shown = 1
        while more.is_visible() and shown < 10:
            more.click()
            shown += 1
            page.wait_for_function("n => document.querySelectorAll('.search-results a').length >= n", arg=shown)
            focused = page.evaluate("document.activeElement === document.querySelectorAll('.search-results a')[%d]"
                                    % (shown - 1))
            check.expect(focused, "ways: More takes the focus to the first new result")
        count = page.locator(".search-results a").count()
        check.expect(count >= 2 and not more.is_visible() and str(count) in page.inner_text(".search-status"),
                     "ways: More shows every result, then goes (%d shown, %r)" % (count, page.inner_text(".search-status")))
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


def site_files(root):
    """Every file of a site but the tool's record, with its bytes; a move page names its site's folder,
    so the folder's name is written as SITE."""
    found = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.relpath(os.path.join(folder, name), root)
            if not os.path.basename(path).startswith(".cleangallery"):
                with open(os.path.join(folder, name), "rb") as handle:
                    found[path] = handle.read().replace(os.path.basename(root).encode(), b"SITE")
    return found


def check_edits(check, work, binary):
    """Edits of a gallery with search and a map (a tag added, a title, a move, a photo taken out and
    put back) each leave the site a full build makes: the search page's filters, and no search index
    file of an earlier build left behind."""
    gallery = os.path.join(work, "ways-edits")
    shutil.rmtree(gallery, ignore_errors=True)
    shutil.copytree(os.path.join(work, "ways"), gallery)
    site = os.path.join(work, "ways-edits-site")
    full = os.path.join(work, "ways-edits-full")
    shutil.rmtree(site, ignore_errors=True)
    gallery_sites.build(gallery, site, binary)
    edits = [["set", "blinds", "--add-tags", "harbour"], ["set", "aqua", "--title", "Lake at dusk"],
             ["move", "storm", "--to", "1"], ["remove", "dune"], ["undo"]]
    for edit in edits:
        subprocess.run([binary] + edit + ["--gallery", gallery, "--output", site, "--lock-timeout", "5"]
                       + gallery_sites.theme_arguments(), check=True, capture_output=True)
        shutil.rmtree(full, ignore_errors=True)
        gallery_sites.build(gallery, full, binary)
        ours, theirs = site_files(site), site_files(full)
        differ = sorted(path for path in set(ours) | set(theirs) if ours.get(path) != theirs.get(path))
        check.expect(not differ, "ways: after gallery %s the site is a full build's; differ: %s"
                     % (" ".join(edit), differ[:5]))

