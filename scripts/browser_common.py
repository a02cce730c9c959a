"""What the browser checks share (scripts/browser-check and the modules beside it): the verdict
counter, watching a page for errors, waiting for its images, layout shift, bytes, axe's serious findings."""

# Layout shifts are counted once the document is parsed and drawn: under load Chromium paints a page it
# is still parsing, and a grid row of justified photos is laid out again when its last cells arrive; that
# last layout lands in the first frame after DOMContentLoaded, so counting starts two frames after it.
# What must not move anything is an image arriving, which is what the check is for.
CLS_SCRIPT = """
window.__entries = [];
window.__settled = Infinity;
document.addEventListener('DOMContentLoaded', () =>
  requestAnimationFrame(() => requestAnimationFrame(() => { window.__settled = performance.now(); })));
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) window.__entries.push(entry);
}).observe({type: 'layout-shift', buffered: true});
const counted = () => window.__entries.filter(e => !e.hadRecentInput && e.startTime > window.__settled);
Object.defineProperty(window, '__cls', {get: () => counted().reduce((sum, e) => sum + e.value, 0)});
Object.defineProperty(window, '__shifted', {get: () => counted().flatMap(e => (e.sources || []).map(source =>
  (source.node && source.node.outerHTML || '?').slice(0, 100) + ' from '
  + JSON.stringify(source.previousRect) + ' to ' + JSON.stringify(source.currentRect)))});
"""


class Check:
    def __init__(self):
        self.passed = 0
        self.failures = []

    def expect(self, condition, what):
        if condition:
            self.passed += 1
        else:
            self.failures.append(what)
            print("  FAIL " + what, flush=True)
        return condition


def watch(page, problems):
    page.on("console", lambda message: message.type == "error" and problems.append("console: " + message.text))
    page.on("pageerror", lambda error: problems.append("script error: %s" % error))
    page.on("requestfailed", lambda request: failed(request, problems))
    page.on("response", lambda response: response.status >= 400 and problems.append(
        "HTTP %d: %s" % (response.status, response.url)))


ABORTED = {"count": 0}


def failed(request, problems):
    """A request that failed. One the browser dropped itself (it chose another size of an image once
    the layout settled, or navigated away) is counted, not a failure."""
    if "ERR_ABORTED" in (request.failure or ""):
        ABORTED["count"] += 1
    else:
        problems.append("failed: %s (%s)" % (request.url, request.failure))


# Every image the page draws has loaded. One not drawn at all (display: none, as a theme may hide the
# neighbours' thumbnails on a phone) is a lazy image the browser rightly never fetches.
ALL_LOADED = "Array.from(document.images).filter(i => i.getClientRects().length > 0).every(i => i.complete)"


def load_everything(page):
    """Waits for the page and every image, scrolling down with the mouse wheel (a person's input, which
    layout-shift scoring leaves out for half a second) only as far as lazy images need, then back up."""
    page.wait_for_load_state("networkidle")
    for _ in range(40):
        if page.evaluate(ALL_LOADED):
            break
        page.mouse.wheel(0, 600)
        page.wait_for_timeout(60)
    page.wait_for_load_state("networkidle")
    page.wait_for_function(ALL_LOADED, timeout=20000)
    # Long enough after the last input for any shift to count again.
    page.wait_for_timeout(800)


def transferred(browser, viewport, url):
    """Bytes of every response a page loads in a fresh browser (nothing cached), as a visitor arriving
    at the top sees it: lazy images far below the fold are not loaded until one scrolls."""
    return fetched(browser, viewport, url)[0]


def fetched(browser, viewport, url):
    """transferred's bytes, and KB by the kind of resource (document, stylesheet, script, image, fetch…)."""
    _, width, height, scale = viewport
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale)
    sizes = []
    page = context.new_page()
    page.on("requestfinished", lambda request: sizes.append(
        (request.resource_type, max(0, request.sizes()["responseBodySize"]))))
    page.goto(url)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)
    context.close()
    kinds = {}
    for kind, size in sizes:
        kinds[kind] = kinds.get(kind, 0) + size
    return sum(size for _, size in sizes), {kind: round(size / 1024) for kind, size in kinds.items()}


def serious(results):
    return [v for v in results.response["violations"] if v.get("impact") in ("serious", "critical")]
