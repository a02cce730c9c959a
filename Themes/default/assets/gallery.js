/* CleanGallery default theme: progressive enhancement. Every page works without it.
   A photo's page, the viewer:
   - ← and → go to the previous and next photo, a swipe left or right does the same as → and ←
     (mirrored on a right-to-left page, html[dir=rtl]: ← is the next photo, as a swipe right is),
     Escape goes back to the album; once the page has loaded the next photo's page and image are
     fetched ahead;
   - zoom: z, a double-click or double-tap, or the zoom button zoom to 1:1 (one pixel of the largest
     file, data-zoom-src, per device pixel), fetched only then (an original in tiles, data-tiles: only
     the tiles the view needs, at the level it needs, see tileLayer); wheel up over the photo (any way
     with Ctrl or a trackpad pinch) and a pinch zoom around the pointer, up to 1:1; dragging pans;
     while zoomed the arrows pan, + and - step (+ on to 2x of 1:1) and Escape leaves zoom. The URL
     never changes; html.is-zoomed;
   - fullscreen: f or the button (only where the Fullscreen API is) toggle the whole page;
   - slideshow: s or the button go to the next photo's page every data-slideshow-seconds (1-60,
     default 5), told to that page in sessionStorage; arriving any other way, the album's end, s,
     Escape or any other navigation stop it; html.is-playing while playing. A clip plays to its end
     and then the show moves on (muted if the browser will not start it with sound; for the usual
     seconds, on its poster, if it will not start it at all); pausing the clip stops the show.
   A clip's page (video#clip): nothing plays until asked. ← → still go to the neighbours, even with
   the focus on the video (the player's own seek is its timeline's); k, and Space where it would only
   scroll the page, play and pause; with the focus on the video Space is the player's own. No zoom;
   a swipe that starts on the player's control bar (its bottom 4rem) is the player's, not a step.
   The search page: the query and filters run against the site's search index (see searchPage).
   A map (the map page, a photo's place: div.map-box): nothing is fetched until "Show map" is pressed;
   then Leaflet, its cluster plugin and the places (map/places.js) are loaded from the site and the
   tiles from the box's data-tiles server; a place opens its photo's page (see mapBoxes).
   A move page: the command shown follows the position chosen, and so does the preview of the photos
   it would stand between (read from the grid page holding them).
   The script has no words of its own: what it announces and names is the site's, in the page's
   language: the viewer's from viewer-words.js (window.galleryViewerWords, which the build writes once a
   site and a photo page loads before this script) or, in a theme that still has them, data-word-*
   attributes on main#main; the move page's from the same file (or its preview's data-word-*). The viewer's tool buttons (zoom,
   fullscreen, slideshow) are made here from those words when the page has none: without the script
   they do nothing, so the page need not carry them; so are the bands over the photo that step to the
   neighbours (from the neighbours' links under it). */
(function () {
  "use strict";

  var scene = document.body.getAttribute("data-scene");
  var root = document.documentElement;
  var rtl = root.getAttribute("dir") === "rtl";

  /* The viewer's word `name` (main#main's data-word-NAME, else the site's viewer words) with each {key}
     of `values` filled. */
  function word(name, values) {
    var main = document.getElementById("main");
    var site = window.galleryViewerWords;
    var text = (main && main.getAttribute("data-word-" + name)) ||
      (site && Object.prototype.hasOwnProperty.call(site, name) ? String(site[name]) : "");
    return text.replace(/\{([a-zA-Z]+)\}/g, function (all, key) {
      return values && Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : all;
    });
  }

  function typingIn(target) {
    return target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
  }

  function within(value, low, high) {
    return Math.min(Math.max(value, low), high);
  }

  /* A polite live region for screen readers, made by the script so the page stays as it was. */
  function announcer(parent) {
    var region = document.createElement("p");
    region.className = "visually-hidden";
    region.setAttribute("role", "status");
    parent.appendChild(region);
    return function (text) { region.textContent = text; };
  }

  /* The next photo's page and image, fetched once so the next page shows at once. */
  var ahead = null;
  function fetchAhead() {
    var next = document.querySelector('a[rel="next"]');
    if (ahead || !next) return;
    var page = document.createElement("link");
    page.rel = "prefetch";
    page.href = next.href;
    document.head.appendChild(page);
    ahead = new Image();
    var srcset = next.getAttribute("data-prefetch-srcset");
    if (srcset) {
      ahead.sizes = next.getAttribute("data-prefetch-sizes") || "100vw";
      ahead.srcset = srcset;
    }
    if (next.getAttribute("data-prefetch-src")) ahead.src = next.getAttribute("data-prefetch-src");
  }

  /* The photo's zoom: the img is drawn at translate(x, y) scale(scale) from its top left corner,
     1 being the layout's fit; the larger file replaces the shown one once it is decoded. */
  function zoomer(viewer, photo, link, say) {
    var source = link.getAttribute("data-zoom-src");
    var fileWidth = Number(link.getAttribute("data-zoom-width")) || 0;
    var scale = 1, x = 0, y = 0, loading = null;
    var zoom = { zoomed: function () { return scale > 1; }, changed: function () {} };
    // An original in tiles (data-tiles): the photo shown is already the largest size, so no file
    // replaces it; the tiles that cover the view are drawn over it instead (see tileLayer).
    var tiles = tileLayer(link, photo);
    if (tiles) source = null;

    // The photo's untransformed box in the window: measured while drawn untransformed (not even
    // easing back), else from its offsets, which ignore the transform but are whole pixels (the width
    // measured last serves while it matches).
    var exact = { width: 0, rounded: -1 };
    function box() {
      if (window.getComputedStyle(photo).transform === "none") {
        var drawn = photo.getBoundingClientRect();
        exact = { width: drawn.width, rounded: photo.offsetWidth };
        return { left: drawn.left, top: drawn.top, width: drawn.width, height: drawn.height };
      }
      var parent = photo.offsetParent, left = photo.offsetLeft, top = photo.offsetTop;
      if (parent && parent !== document.body) {
        var outer = parent.getBoundingClientRect();
        left += outer.left + parent.clientLeft;
        top += outer.top + parent.clientTop;
      } else {
        left -= window.scrollX;
        top -= window.scrollY;
      }
      var width = exact.rounded === photo.offsetWidth ? exact.width : photo.offsetWidth;
      return { left: left, top: top, width: width, height: photo.offsetHeight * width / photo.offsetWidth };
    }

    // The scale at which one pixel of the zoom file is one device pixel, and the zoom's target: that,
    // or 2 when the shown photo already has more pixels than the file.
    function one() {
      return (fileWidth || photo.naturalWidth) / (box().width * (window.devicePixelRatio || 1));
    }
    function actual() {
      return one() > 1 ? one() : 2;
    }

    // One axis: smaller than the view, the photo stays centred on its place; larger, it covers it.
    function axis(offset, start, base, size, low, high) {
      var edge = size <= high - low ? within(start + (base - size) / 2, low, high - size)
        : within(start + offset, high - size, low);
      return edge - start;
    }

    function draw(easing) {
      var b = box(), area = viewer.getBoundingClientRect();
      x = axis(x, b.left, b.width, b.width * scale, Math.max(area.left, 0), Math.min(area.right, window.innerWidth));
      y = axis(y, b.top, b.height, b.height * scale, Math.max(area.top, 0), Math.min(area.bottom, window.innerHeight));
      photo.classList.toggle("is-easing", !!easing);
      photo.style.transform = scale > 1 ? "translate(" + x + "px, " + y + "px) scale(" + scale + ")" : "";
      if (tiles) tiles.draw(b, area, x, y, scale, easing);
      if (root.classList.contains("is-zoomed") !== scale > 1) {
        root.classList.toggle("is-zoomed", scale > 1);
        zoom.changed(scale > 1);
      }
    }

    function fetchFile() {
      if (loading || !source) return loading || Promise.resolve();
      var file = new Image();
      file.src = source;
      loading = file.decode().then(function () {
        fileWidth = fileWidth || file.naturalWidth;
        // The shown image stays until this one is ready: no jump. (A srcset, not src: Chromium keeps
        // the old srcset's density for a plain src.)
        photo.removeAttribute("sizes");
        photo.srcset = source.replace(/ /g, "%20") + " 1x";
      }, function () {});
      return loading;
    }

    // Zooms to `next` keeping the photo's point under (px, py) where it is. The wheel and a pinch stop
    // at 1:1 (where the original's own pixels are); only a step (+, the keys) goes on, to 2x that.
    function to(next, px, py, easing, stepping) {
      var b = box(), limit = stepping ? 2 * actual() : Math.max(actual(), Math.min(scale, 2 * actual()));
      next = within(next, 1, limit);
      x = px - b.left - (px - b.left - x) * next / scale;
      y = py - b.top - (py - b.top - y) * next / scale;
      scale = next;
      if (scale > 1) fetchFile();
      draw(easing);
    }

    function centre() {
      var area = viewer.getBoundingClientRect();
      return [(Math.max(area.left, 0) + Math.min(area.right, window.innerWidth)) / 2,
        (Math.max(area.top, 0) + Math.min(area.bottom, window.innerHeight)) / 2];
    }

    function tell() {
      say(scale > 1 ? word("zoom-level", { percent: Math.round(100 * scale / one()) }) : word("zoom-off"));
    }

    zoom.step = function (factor) {
      var c = centre();
      to(scale * factor, c[0], c[1], true, true);
      tell();
    };
    zoom.toggle = function (px, py) {
      if (scale > 1) return zoom.step(0);
      if (window.scrollY > 0 && px === undefined) window.scrollTo(0, 0);
      var c = px === undefined ? centre() : [px, py];
      var go = function () { to(actual(), c[0], c[1], true); tell(); };
      if (fileWidth || !source) go(); else fetchFile().then(go);
    };
    zoom.pan = function (dx, dy) {
      x += dx;
      y += dy;
      draw(false);
    };
    zoom.to = to;
    zoom.scale = function () { return scale; };
    zoom.redraw = function () { if (scale > 1) draw(false); };
    return zoom;
  }

  /* Deep-zoom tiles over the zoomed photo (a.enlarge[data-tiles]: DeepZoom levels data-tile-first to
     data-tile-top, <level>/<column>_<row>.<data-tile-format>, tiles of data-tile-size px; the top level
     is the original, data-zoom-width px wide, and each level below is half the one above, rounded up).
     Drawn only past the photo's own pixels, from the lowest level with at least a pixel per device
     pixel, and only the tiles that cover the view: a layer as many CSS px as the level has pixels,
     scaled and moved as the photo is, so tiles sit on whole pixels and no seam shows. */
  function tileLayer(link, photo) {
    var folder = link.getAttribute("data-tiles");
    if (!folder) return null;
    var size = Number(link.getAttribute("data-tile-size")) || 512;
    var top = Number(link.getAttribute("data-tile-top")) || 0;
    var first = Math.min(Number(link.getAttribute("data-tile-first")) || 0, top);
    var format = link.getAttribute("data-tile-format") === "png" ? "png" : "jpg";
    var width = Number(link.getAttribute("data-zoom-width")) || 0;
    var height = Number(link.getAttribute("data-zoom-height")) || 0;
    if (!width || !height) return null;
    var layer = document.createElement("div"), level = -1, shown = {};
    layer.className = "zoom-tiles";
    layer.setAttribute("aria-hidden", "true");
    layer.hidden = true;
    link.classList.add("has-tiles");
    link.appendChild(layer);

    function levelSize(n) {
      var w = width, h = height;
      for (var i = top; i > n; i--) { w = Math.ceil(w / 2); h = Math.ceil(h / 2); }
      return [w, h];
    }
    // The level for a photo drawn `across` device px wide; -1 while its own pixels are enough.
    function pick(across) {
      if (across <= (photo.naturalWidth || 0) * 1.01) return -1;
      for (var n = first; n < top; n++) if (levelSize(n)[0] >= across * 0.99) return n;
      return top;
    }
    function show(n) {
      if (n === level) return;
      level = n;
      shown = {};
      layer.textContent = "";
      if (n < 0) return;
      var s = levelSize(n);
      layer.style.width = s[0] + "px";
      layer.style.height = s[1] + "px";
      layer.setAttribute("data-level", String(n));
    }
    return {
      draw: function (b, area, x, y, scale, easing) {
        var across = b.width * scale * (window.devicePixelRatio || 1);
        show(scale > 1 ? pick(across) : -1);
        layer.hidden = level < 0;
        if (level < 0) return;
        var s = levelSize(level), k = b.width * scale / s[0];
        layer.classList.toggle("is-easing", !!easing);
        layer.style.transform = "translate(" + x + "px, " + y + "px) scale(" + k + ")";
        // The view in the level's pixels: the viewer's box on screen, from the layer's corner.
        var left = b.left + x, top_ = b.top + y;
        var c0 = Math.floor((Math.max(area.left, 0) - left) / k / size);
        var c1 = Math.floor((Math.min(area.right, window.innerWidth) - left) / k / size);
        var r0 = Math.floor((Math.max(area.top, 0) - top_) / k / size);
        var r1 = Math.floor((Math.min(area.bottom, window.innerHeight) - top_) / k / size);
        var columns = Math.ceil(s[0] / size), rows = Math.ceil(s[1] / size);
        for (var r = Math.max(r0, 0); r <= Math.min(r1, rows - 1); r++) {
          for (var c = Math.max(c0, 0); c <= Math.min(c1, columns - 1); c++) {
            var name = c + "_" + r;
            if (shown[name]) continue;
            var tile = new Image();
            tile.alt = "";
            tile.decoding = "async";
            tile.style.left = c * size + "px";
            tile.style.top = r * size + "px";
            tile.style.width = Math.min(size, s[0] - c * size) + "px";
            tile.style.height = Math.min(size, s[1] - r * size) + "px";
            tile.src = folder + "/" + level + "/" + name + "." + format;
            layer.appendChild(tile);
            shown[name] = tile;
          }
        }
      }
    };
  }

  /* Pointer gestures on the viewer: drag pans, two pointers pinch, two quick taps toggle zoom. */
  function gestures(viewer, zoom) {
    var points = {}, tap = null;

    function pair() {
      var ids = Object.keys(points);
      if (ids.length !== 2) return null;
      var a = points[ids[0]], b = points[ids[1]];
      return { d: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    }

    viewer.addEventListener("pointerdown", function (event) {
      if (event.button !== 0 || event.target.closest("a.step")) return;
      points[event.pointerId] = { x: event.clientX, y: event.clientY, x0: event.clientX, y0: event.clientY, t: event.timeStamp };
      if (zoom.zoomed() || pair()) {
        viewer.setPointerCapture(event.pointerId);
        event.preventDefault();
      }
    });
    viewer.addEventListener("pointermove", function (event) {
      var point = points[event.pointerId];
      if (!point) return;
      var before = pair();
      var dx = event.clientX - point.x, dy = event.clientY - point.y;
      point.x = event.clientX;
      point.y = event.clientY;
      var after = pair();
      if (before && after && before.d > 0) {
        zoom.pan(after.x - before.x, after.y - before.y);
        zoom.to(zoom.scale() * after.d / before.d, after.x, after.y, false);
      } else if (!before && zoom.zoomed()) {
        zoom.pan(dx, dy);
      }
    });
    function end(event) {
      var point = points[event.pointerId];
      if (!point) return;
      var many = Object.keys(points).length > 1;
      delete points[event.pointerId];
      var still = Math.hypot(event.clientX - point.x0, event.clientY - point.y0) < 10;
      // Times from the events, not the clock: a busy page still sees the taps as they were made.
      if (event.type !== "pointerup" || many || !still || event.timeStamp - point.t > 300) {
        tap = null;
        return;
      }
      if (tap && event.timeStamp - tap.t < 350 && Math.hypot(event.clientX - tap.x, event.clientY - tap.y) < 40) {
        tap = null;
        zoom.toggle(event.clientX, event.clientY);
      } else {
        tap = { x: event.clientX, y: event.clientY, t: event.timeStamp };
      }
    }
    viewer.addEventListener("pointerup", end);
    viewer.addEventListener("pointercancel", end);

    // Wheel up zooms in when the viewer is in view; down only while zoomed (else the page scrolls).
    var settle = 0;
    viewer.addEventListener("wheel", function (event) {
      var delta = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? window.innerHeight : 1);
      var area = viewer.getBoundingClientRect();
      var inView = area.top > -2 && area.bottom < window.innerHeight + 2;
      if (!(zoom.zoomed() || event.ctrlKey || event.timeStamp < settle || (delta < 0 && inView))) return;
      event.preventDefault();
      var was = zoom.zoomed();
      zoom.to(zoom.scale() * Math.exp(-delta * (event.ctrlKey ? 0.01 : 0.002)), event.clientX, event.clientY, false);
      if (was && !zoom.zoomed()) settle = event.timeStamp + 400; // the rest of this wheel turn does not scroll
    }, { passive: false });
    viewer.addEventListener("dragstart", function (event) { event.preventDefault(); });
  }

  /* The slideshow: a timer to the next page, and a note in sessionStorage so that page goes on. */
  function slideshow(seconds, button, say, clip) {
    var key = "cleangallery-slideshow", timer = null, on = false;
    var show = { playing: function () { return on; } };

    function page(url) {
      return String(url).replace(/#.*$/, "").replace(/(\/index)?\.html$/, "");
    }
    function mark(on) {
      root.classList.toggle("is-playing", on);
      if (button) button.setAttribute("aria-pressed", String(on));
    }
    function later() {
      window.clearTimeout(timer);
      timer = window.setTimeout(advance, seconds * 1000);
    }
    function advance() {
      var next = document.querySelector('a[rel="next"]');
      show.stop();
      if (!next) return say(word("end-of-album"));
      try { window.sessionStorage.setItem(key, page(next.href)); } catch (error) { return; }
      window.location.href = next.href;
    }
    show.start = function (quiet) {
      if (!document.querySelector('a[rel="next"]')) {
        mark(false);
        return say(word("end-of-album"));
      }
      fetchAhead();
      on = true;
      mark(true);
      if (!quiet) say(word("slideshow-on"));
      if (!clip) return later();
      window.clearTimeout(timer);
      if (!clip.paused && !clip.ended) return; // already playing: its end moves on
      if (clip.ended) clip.currentTime = 0;
      play(clip).then(null, function () {
        // No sound without a click here: muted, and where even that is refused, the poster's seconds.
        clip.muted = true;
        return play(clip);
      }).then(null, function () { if (on) later(); });
    };
    show.stop = function (quiet) {
      if (!on) return;
      window.clearTimeout(timer);
      timer = null;
      on = false;
      mark(false);
      if (!quiet) say(word("slideshow-off"));
    };
    show.toggle = function () { if (!on) show.start(); else show.stop(); };
    if (clip) {
      clip.addEventListener("ended", function () { if (on) advance(); });
      // Paused by hand (not at its end, which fires pause too): the show stops.
      clip.addEventListener("pause", function () { if (on && !clip.ended) show.stop(); });
    }

    // Goes on only on the page the slideshow went to, reached by that navigation (not Back, not reload).
    var wanted = null;
    try {
      wanted = window.sessionStorage.getItem(key);
      window.sessionStorage.removeItem(key);
    } catch (error) { wanted = null; }
    var entry = window.performance && performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
    if (wanted && wanted === page(window.location.href) && (!entry || entry.type === "navigate")) {
      mark(true);
      var photo = document.getElementById("photo");
      var go = function () { if (root.classList.contains("is-playing")) show.start(true); };
      if (!photo || photo.complete) go(); else { photo.addEventListener("load", go); photo.addEventListener("error", go); }
    }
    // Back to a page kept in memory: its slideshow has ended.
    window.addEventListener("pageshow", function (event) { if (event.persisted) { show.stop(true); mark(false); } });
    // Any link followed stops it.
    document.addEventListener("click", function (event) {
      if (event.target.closest && event.target.closest("a[href]")) show.stop(true);
    }, true);
    return show;
  }

  /* play() as a promise, also where it returns none. */
  function play(clip) {
    var started = clip.play();
    return started && started.then ? started : Promise.resolve();
  }

  function fullscreen(button) {
    if (!root.requestFullscreen || !document.exitFullscreen) return null;
    var mark = function () {
      if (button) button.setAttribute("aria-pressed", String(!!document.fullscreenElement));
    };
    if (button) button.hidden = false;
    mark();
    document.addEventListener("fullscreenchange", mark);
    return function () {
      var done = document.fullscreenElement ? document.exitFullscreen() : root.requestFullscreen();
      if (done && done.catch) done.catch(function () {});
    };
  }

  /* The photo bar's tools, hidden until each is known to work, made before its info link when the page
     has none: named and hinted in the site's words, with the keys they answer to. */
  function makeTools() {
    var info = document.querySelector(".photo-bar .info");
    if (!info || !window.galleryViewerWords || document.querySelector("[data-action]")) return;
    [["zoom", "z", ["zoom"]], ["fullscreen", "f", ["fullscreen"]], ["slideshow", "s", ["play", "pause"]]]
      .forEach(function (tool) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = "tool";
        button.setAttribute("data-action", tool[0]);
        button.setAttribute("aria-label", word(tool[0]));
        button.setAttribute("aria-keyshortcuts", tool[1]);
        if (tool[0] === "slideshow") button.setAttribute("aria-pressed", "false");
        button.title = word(tool[0] + "-title");
        button.hidden = true;
        tool[2].forEach(function (name) {
          var icon = document.createElement("span");
          icon.className = "icon icon-" + name;
          icon.setAttribute("aria-hidden", "true");
          button.appendChild(icon);
        });
        info.parentNode.insertBefore(button, info);
      });
  }

  /* The bands over the photo's edges that step to the previous and next photo, made from the
     neighbours' links under it (their href, rel and prefetch hints, a copy) when the page has none, and
     named as the neighbours are ("Previous: Dusk"): without the script the neighbours are the way
     through, so the page need not carry the bands too. */
  function makeSteps() {
    var viewer = document.querySelector(".viewer");
    if (!viewer || viewer.querySelector("a.step")) return;
    ["prev", "next"].forEach(function (side) {
      var neighbour = document.querySelector('.neighbour-link.' + side + '[rel="' + side + '"]');
      if (!neighbour) return;
      var step = neighbour.cloneNode(false);
      step.className = "step " + side;
      var arrow = document.createElement("span");
      arrow.className = "step-arrow";
      arrow.setAttribute("aria-hidden", "true");
      var icon = document.createElement("span");
      icon.className = "icon icon-" + side + " arrow";
      arrow.appendChild(icon);
      var name = document.createElement("span");
      name.className = "visually-hidden";
      var label = document.createElement("span");
      label.className = "step-label";
      label.textContent = (neighbour.querySelector(".neighbour-label") || {}).textContent || "";
      var title = document.createElement("span");
      title.className = "neighbour";
      title.textContent = (neighbour.querySelector(".neighbour-title") || {}).textContent || "";
      name.appendChild(label);
      name.appendChild(document.createTextNode(": "));
      name.appendChild(title);
      step.appendChild(arrow);
      step.appendChild(name);
      viewer.appendChild(step);
    });
  }

  function viewerPage() {
    makeTools();
    makeSteps();
    var main = document.getElementById("main");
    var viewer = document.querySelector(".viewer");
    var photo = document.getElementById("photo") || document.querySelector(".photo img");
    var link = photo && photo.closest("a.enlarge");
    var tool = function (name) { return document.querySelector('[data-action="' + name + '"]'); };
    var say = announcer(main || document.body);
    var clip = document.getElementById("clip");
    var seconds = parseInt(main && main.getAttribute("data-slideshow-seconds"), 10);
    var show = slideshow(seconds >= 1 && seconds <= 60 ? seconds : 5, tool("slideshow"), say, clip);
    var toggleFullscreen = fullscreen(tool("fullscreen"));
    var zoom = null;
    root.classList.add("has-viewer");

    function follow(selector) {
      var target = document.querySelector(selector);
      if (!target || !target.href) return false;
      show.stop(true);
      window.location.href = target.href;
      return true;
    }

    if (viewer && link && link.getAttribute("data-zoom-src")) {
      zoom = zoomer(viewer, photo, link, say);
      zoom.changed = function (zoomed) {
        var button = tool("zoom");
        if (button) button.setAttribute("aria-pressed", String(zoomed));
        if (zoomed) show.stop(true);
      };
      gestures(viewer, zoom);
      window.addEventListener("resize", zoom.redraw);
      var button = tool("zoom");
      if (button) {
        button.hidden = false;
        button.setAttribute("aria-pressed", "false");
        button.addEventListener("click", function () { zoom.toggle(); });
      }
    }
    if (link) {
      // With the script a click on the photo does not open the bare file; Enter on it zooms.
      link.addEventListener("click", function (event) {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (event.detail === 0 && zoom) zoom.toggle();
      });
    }
    var playButton = tool("slideshow");
    if (playButton && document.querySelector('a[rel="next"]')) {
      playButton.hidden = false;
      playButton.addEventListener("click", show.toggle);
    }
    if (toggleFullscreen) tool("fullscreen").addEventListener("click", toggleFullscreen);

    var pan = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    function zoomedKey(key) {
      if (pan[key]) {
        var area = viewer.getBoundingClientRect();
        zoom.pan(pan[key][0] * area.width * 0.15, pan[key][1] * Math.min(area.height, window.innerHeight) * 0.15);
      } else if (key === "+" || key === "=") zoom.step(1.5);
      else if (key === "-" || key === "_") zoom.step(1 / 1.5);
      else if (key === "Escape" || key === "z" || key === "Z") zoom.step(0);
      else return false;
      return true;
    }
    function key(name, shift) {
      if (zoom && (name === "+" || name === "=")) return zoom.step(1.5), true;
      if (shift) return false;
      if (name === "ArrowRight") return follow(rtl ? 'a[rel="prev"]' : 'a[rel="next"]');
      if (name === "ArrowLeft") return follow(rtl ? 'a[rel="next"]' : 'a[rel="prev"]');
      if (name === "z" && zoom) return zoom.toggle(), true;
      if (name === "f" && toggleFullscreen) return toggleFullscreen(), true;
      if (name === "s" && playButton && !playButton.hidden) return show.toggle(), true;
      if (name === "Escape" && show.playing()) return show.stop(), true;
      if (name === "Escape") return follow("a.back");
      return false;
    }
    // k, or Space where it would only scroll: play or pause the clip. Never from the video itself
    // (its own Space), nor Space on a link or button, which it activates.
    function playKey(event) {
      if (!clip || event.shiftKey || event.target === clip) return false;
      var space = event.key === " ";
      if (!space && event.key !== "k") return false;
      if (space && event.target.closest && event.target.closest("a, button, summary, video")) return false;
      if (clip.paused || clip.ended) play(clip).then(null, function () {}); else clip.pause();
      return true;
    }
    document.addEventListener("keydown", function (event) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      if (playKey(event)) return event.preventDefault();
      // Browsers keep Escape to leave fullscreen; one that passes it on gets the same.
      if (event.key === "Escape" && document.fullscreenElement && toggleFullscreen) return toggleFullscreen();
      var done = zoom && zoom.zoomed() && event.key !== "f" && event.key !== "s" ? zoomedKey(event.key) : key(event.key, event.shiftKey);
      if (done) event.preventDefault();
    });

    // A clear horizontal swipe with one finger, not zoomed: far enough, and more across than down.
    var start = null;
    if (viewer) {
      viewer.addEventListener("touchstart", function (event) {
        var touch = event.touches[0];
        var onControls = clip && event.target === clip && touch &&
          touch.clientY > clip.getBoundingClientRect().bottom - 64;
        start = event.touches.length === 1 && !root.classList.contains("is-zoomed") && !onControls
          ? { x: touch.clientX, y: touch.clientY } : null;
      }, { passive: true });
      viewer.addEventListener("touchend", function (event) {
        if (!start || event.changedTouches.length !== 1 || root.classList.contains("is-zoomed")) return;
        var dx = event.changedTouches[0].clientX - start.x;
        var dy = event.changedTouches[0].clientY - start.y;
        start = null;
        if (Math.abs(dx) < 60 || Math.abs(dx) < 2 * Math.abs(dy)) return;
        follow((dx < 0) !== rtl ? 'a[rel="next"]' : 'a[rel="prev"]');
      }, { passive: true });
    }

    if (document.readyState === "complete") fetchAhead(); else window.addEventListener("load", fetchAhead);
  }

  function movePage() {
    var control = document.getElementById("position");
    var command = document.getElementById("command");
    if (!control || !command) return;
    var template = command.textContent;
    var placeholder = command.getAttribute("data-placeholder") || word("command-placeholder") || "POSITION";
    var show = function () {
      var value = String(control.value || "").trim();
      command.textContent = /^[0-9]+$/.test(value) ? template.replace(placeholder, value) : template;
    };
    control.addEventListener("change", show);
    control.addEventListener("input", show);
    movePreview(control, document.getElementById("album"));
  }

  /* The move page's preview for the position chosen: the photos it would come after and before,
     read from the grid page holding them (fetched by its relative link, each page once), so a page
     never lists its album. Where a grid page cannot be read (a site opened from files) the sentence
     names them by position, and the thumbnails are left out. Every text is set as text.
     The page carries the sentence for where the photo stands; its row of thumbnails (decoration,
     hidden from assistive technology) is made here, from the grid like any other position's, when
     the page has none. Its position and count are the position control's (its value and maximum, or
     its options) when the preview does not give them. */
  function movePreview(control, album) {
    var preview = document.querySelector(".preview[data-grid-first]");
    if (!preview || !window.fetch || !window.DOMParser) return;
    var data = function (name) { return preview.getAttribute("data-" + name) || ""; };
    // A sentence for another position: the preview's data-word-NAME in a theme that still has them,
    // else the site's words (viewer-words.js, "preview-NAME"), placeholders left for `fill`.
    var phrase = function (name) { return data("word-" + name) || word("preview-" + name); };
    var picker = control.tagName === "SELECT"
      ? { position: (control.querySelector("option[selected]") || {}).value, count: control.options.length }
      : { position: control.defaultValue, count: control.max };
    var current = parseInt(data("position") || picker.position, 10);
    var count = parseInt(data("count") || picker.count, 10);
    var pageSize = parseInt(data("page-size"), 10);
    if (!(current >= 1 && count >= current && pageSize >= 1)) return;
    var summary = preview.querySelector(".preview-summary");
    if (!summary) return;
    var made = !preview.querySelector(".preview-row");
    if (made) makeRow();
    var slots = {
      prev: preview.querySelector(".preview-slot.prev"),
      self: preview.querySelector(".preview-slot.self"),
      next: preview.querySelector(".preview-slot.next")
    };
    var initial = { prev: slots.prev && slots.prev.cloneNode(true), next: slots.next && slots.next.cloneNode(true), summary: summary.textContent };
    if (!slots.prev || !slots.next) return;
    var pages = {};
    var latest = 0;
    var timer = null;

    /* The row as a theme's template writes it: three empty slots before the sentence. */
    function makeRow() {
      var row = document.createElement("div");
      row.className = "preview-row";
      row.setAttribute("aria-hidden", "true");
      ["prev", "self", "next"].forEach(function (kind) {
        var slot = document.createElement("figure");
        slot.className = "preview-slot " + kind;
        var frame = document.createElement("span");
        frame.className = "preview-frame";
        slot.appendChild(frame);
        slot.appendChild(document.createElement("figcaption"));
        row.appendChild(slot);
      });
      preview.insertBefore(row, summary);
    }
    // One pass, so a title holding "{before}" stays as it is.
    function fill(template, values) {
      return template.replace(/\{(after|before|title|position|album)\}/g, function (all, name) {
        return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : all;
      });
    }
    function pageURL(page) {
      if (page <= 1) return new URL(data("grid-first"), location.href);
      var pattern = data("grid-pattern");
      var cut = pattern.lastIndexOf("/") + 1;
      var placeholder = data("placeholder") || word("grid-page-placeholder");
      return new URL(pattern.slice(0, cut) + pattern.slice(cut).replace(placeholder, String(page)), location.href);
    }
    function gridPage(page) {
      if (!pages[page]) {
        var url = pageURL(page);
        pages[page] = fetch(url.href, { credentials: "same-origin" }).then(function (answer) {
          if (!answer.ok) throw new Error("grid page " + answer.status);
          return answer.text();
        }).then(function (text) {
          var doc = new DOMParser().parseFromString(text, "text/html");
          return { url: url, cells: doc.querySelectorAll("li[data-photo-id]") };
        });
        pages[page].catch(function () { delete pages[page]; });
      }
      return pages[page];
    }
    /* The photo now at `position` (1-based, in the grid as it is): its title and its cell's image. */
    function photoAt(position) {
      var page = Math.floor((position - 1) / pageSize) + 1;
      return gridPage(page).then(function (grid) {
        var cell = grid.cells[(position - 1) % pageSize];
        if (!cell) throw new Error("no cell for position " + position);
        var title = cell.querySelector(".cell-title");
        var img = cell.querySelector("img");
        var image = null;
        if (img && img.getAttribute("src")) {
          image = {
            src: new URL(img.getAttribute("src"), grid.url).href,
            srcset: (img.getAttribute("srcset") || "").split(",").map(function (entry) {
              var parts = entry.trim().split(/\s+/);
              return parts[0] ? new URL(parts[0], grid.url).href + (parts[1] ? " " + parts[1] : "") : "";
            }).filter(Boolean).join(", "),
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
            ratio: (cell.style.getPropertyValue("--ratio") || "1.5").trim()
          };
        }
        return { title: title ? title.textContent : "", image: image };
      });
    }
    function setSlot(slot, label, photo) {
      var frame = slot.querySelector(".preview-frame");
      var caption = slot.querySelector("figcaption");
      frame.textContent = "";
      frame.removeAttribute("style");
      caption.textContent = "";
      slot.classList.toggle("is-end", !photo);
      slot.classList.remove("is-unknown");
      var labelNode = document.createElement("span");
      labelNode.className = "preview-label";
      labelNode.textContent = label;
      caption.appendChild(labelNode);
      if (!photo) return;
      if (photo.title) {
        var titleNode = document.createElement("span");
        titleNode.className = "preview-title";
        titleNode.textContent = photo.title;
        caption.appendChild(document.createTextNode(" "));
        caption.appendChild(titleNode);
      }
      if (photo.image) {
        if (/^[0-9.]+$/.test(photo.image.ratio)) frame.style.setProperty("--ratio", photo.image.ratio);
        var img = document.createElement("img");
        img.alt = "";
        img.decoding = "async";
        if (photo.image.width && photo.image.height) {
          img.width = parseInt(photo.image.width, 10);
          img.height = parseInt(photo.image.height, 10);
        }
        if (photo.image.srcset) {
          img.srcset = photo.image.srcset;
          var ratio = frame.style.getPropertyValue("--ratio") || "1.5";
          // As the page's own: the frame's height (style.css: --thumb, 1.25 × for the photo itself).
          img.sizes = "(max-width: 40rem) calc(" + ratio + " * 5.625rem), calc(" + ratio + " * 8.75rem)";
        }
        img.src = photo.image.src;
        frame.appendChild(img);
      }
    }
    /* The photo itself, once: it stays in the middle whatever position is chosen. */
    function showSelf() {
      var own = function (photo) {
        setSlot(slots.self, phrase("this"), photo);
        slots.self.classList.remove("is-end");
      };
      photoAt(current).then(own, function () { own(null); });
    }
    /* Its neighbours where it stands: what a template writes, from the grid. */
    function showCurrent() {
      var ticket = ++latest;
      var at = function (position) {
        return position >= 1 && position <= count ? photoAt(position) : Promise.resolve(null);
      };
      Promise.all([at(current - 1), at(current + 1)]).then(function (found) {
        if (ticket !== latest) return;
        setSlot(slots.prev, found[0] ? phrase("after") : phrase("first"), found[0]);
        setSlot(slots.next, found[1] ? phrase("before") : phrase("last"), found[1]);
      }, function () {
        if (ticket !== latest) return;
        setSlot(slots.prev, current > 1 ? phrase("after") : phrase("first"), null);
        setSlot(slots.next, current < count ? phrase("before") : phrase("last"), null);
      });
    }
    function restore() {
      if (made) {
        summary.textContent = initial.summary;
        preview.classList.remove("is-loading");
        return showCurrent();
      }
      ["prev", "next"].forEach(function (side) {
        var copy = initial[side].cloneNode(true);
        slots[side].parentNode.replaceChild(copy, slots[side]);
        slots[side] = copy;
      });
      summary.textContent = initial.summary;
      preview.classList.remove("is-loading");
    }
    function quoted(title) { return fill(phrase("quoted"), { title: title }); }
    function sentence(after, before) {
      if (after !== null && before !== null) return fill(phrase("between"), { after: after, before: before });
      if (before !== null) return fill(phrase("at-start"), { before: before });
      if (after !== null) return fill(phrase("at-end"), { after: after });
      return phrase("alone");
    }
    function update() {
      var ticket = ++latest;
      var chosenAlbum = album && album.tagName === "SELECT" ? album.options[album.selectedIndex] : null;
      if (chosenAlbum && !chosenAlbum.defaultSelected) {
        // Its last photo is on a page of another grid: the words say where, the frame stays empty.
        setSlot(slots.prev, phrase("after"), null);
        slots.prev.classList.add("is-unknown");
        setSlot(slots.next, phrase("last"), null);
        summary.textContent = fill(phrase("other-album"), { album: quoted(chosenAlbum.textContent) });
        return;
      }
      var value = String(control.value || "").trim();
      var chosen = /^[0-9]+$/.test(value) ? parseInt(value, 10) : NaN;
      if (!(chosen >= 1 && chosen <= count)) return;
      if (chosen === current) return restore();
      // Positions in the grid as it is: the chosen place counts the others without the photo.
      var before = chosen > 1 ? (chosen - 1 < current ? chosen - 1 : chosen) : null;
      var after = chosen < count ? (chosen < current ? chosen : chosen + 1) : null;
      var want = function (position) { return position === null ? Promise.resolve(null) : photoAt(position); };
      preview.classList.add("is-loading");
      Promise.all([want(before), want(after)]).then(function (found) {
        if (ticket !== latest) return;
        setSlot(slots.prev, found[0] ? phrase("after") : phrase("first"), found[0]);
        setSlot(slots.next, found[1] ? phrase("before") : phrase("last"), found[1]);
        summary.textContent = sentence(found[0] && quoted(found[0].title), found[1] && quoted(found[1].title));
        preview.classList.remove("is-loading");
      }, function () {
        if (ticket !== latest) return;
        // No grid page to read: the words only, by position.
        setSlot(slots.prev, before === null ? phrase("first") : phrase("after"), null);
        setSlot(slots.next, after === null ? phrase("last") : phrase("before"), null);
        var unknown = function (position) {
          return position === null ? null : fill(phrase("unknown"), { position: String(position) });
        };
        summary.textContent = sentence(unknown(before), unknown(after));
        preview.classList.remove("is-loading");
      });
    }
    function soon() {
      clearTimeout(timer);
      timer = setTimeout(update, 150);
    }
    control.addEventListener("change", update);
    control.addEventListener("input", soon);
    if (made) {
      showSelf();
      showCurrent();
    }
    if (album) album.addEventListener("change", update);
  }

  /* The search page (form.search-form): runs its query and filters against the site's Pagefind index
     (imported from the form's data-bundle when first needed) and lists each photo found, its thumbnail
     and title linking its page, a batch at a time (button.search-more shows the next). The query is
     the page's address (?q=…&tag=…), so a search can be shared and Back returns to it. Opened from files no index can load: the page says so. Every word is
     the page's (the form's data-*). */
  function searchPage() {
    var form = document.querySelector("form.search-form");
    var status = document.querySelector(".search-status");
    var list = document.querySelector(".search-results");
    if (!form || !status || !list) return;
    var input = form.querySelector("input[name=q]");
    var selects = Array.prototype.slice.call(form.querySelectorAll("select"));
    var siteRoot = form.getAttribute("data-site-root") || "";
    var moreButton = document.querySelector("button.search-more");
    var index = null;
    var asked = 0;
    var shown = 0;
    var current = null;
    function fill(text, values) {
      return (text || "").replace(/\{(\w+)\}/g, function (match, key) {
        return Object.prototype.hasOwnProperty.call(values, key) ? values[key] : match;
      });
    }
    /* A site path from the index ("/photos/x.html") as a link from this page; an http(s) URL as it is. */
    function local(path) {
      if (/^https?:\/\//.test(path)) return path;
      return siteRoot + String(path).replace(/^\/+/, "");
    }
    function load() {
      if (!index) {
        index = import(new URL(form.getAttribute("data-bundle"), document.baseURI).href).then(function (module) {
          return Promise.resolve(module.init && module.init()).then(function () { return module; });
        });
      }
      return index;
    }
    /* Appends one result (its data from the index) to the list; its link, for the focus after "More". */
    function add(result) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = local(result.url);
      var meta = result.meta || {};
      if (meta.image) {
        var image = document.createElement("img");
        image.src = local(meta.image);
        image.alt = "";
        image.loading = "lazy";
        link.appendChild(image);
      }
      var title = document.createElement("span");
      title.className = "search-result-title";
      title.setAttribute("dir", "auto");
      title.textContent = meta.title || result.url;
      link.appendChild(title);
      item.appendChild(link);
      list.appendChild(item);
      return link;
    }
    /* Shows the next batch of the found results (the form's data-batch, 20 if unset): each result's
       data is a file of the index, so a first search fetches one batch of them, not every match. */
    function more(found, ticket, focus) {
      var batch = Math.max(1, parseInt(form.getAttribute("data-batch"), 10) || 20);
      var next = found.results.slice(shown, shown + batch);
      return Promise.all(next.map(function (result) { return result.data(); })).then(function (results) {
        if (ticket !== asked) return;
        var links = results.map(add);
        shown += results.length;
        if (moreButton) moreButton.hidden = shown >= found.results.length;
        if (focus && links.length) links[0].focus();
      });
    }
    function run() {
      var query = input.value.trim();
      var filters = {};
      var address = new URLSearchParams();
      if (query) address.set("q", query);
      selects.forEach(function (select) {
        if (!select.value) return;
        filters[select.name] = select.value;
        address.set(select.name, select.value);
      });
      var search = address.toString();
      history.replaceState(null, "", search ? "?" + search : location.pathname);
      var ticket = ++asked;
      if (moreButton) moreButton.hidden = true;
      if (!search) {
        list.textContent = "";
        status.textContent = "";
        return;
      }
      status.textContent = form.getAttribute("data-searching");
      load()
        .then(function (pagefind) { return pagefind.search(query || null, { filters: filters }); })
        .then(function (found) {
          if (ticket !== asked) return;
          list.textContent = "";
          shown = 0;
          current = found;
          // Said once the first batch is on the page, so the count and the results arrive together.
          return more(found, ticket, false).then(function () {
            if (ticket !== asked) return;
            status.textContent = found.results.length
              ? fill(form.getAttribute("data-count"), { count: found.results.length.toLocaleString(root.lang || undefined) })
              : fill(form.getAttribute("data-no-results"), { query: query });
          });
        })
        .catch(function () { if (ticket === asked) status.textContent = form.getAttribute("data-needs-server"); });
    }
    if (location.protocol === "file:") {
      status.textContent = form.getAttribute("data-needs-server");
      return;
    }
    var params = new URLSearchParams(location.search);
    input.value = params.get("q") || "";
    selects.forEach(function (select) {
      var wanted = params.get(select.name);
      if (wanted && Array.prototype.some.call(select.options, function (o) { return o.value === wanted; })) {
        select.value = wanted;
      }
      select.addEventListener("change", run);
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      run();
    });
    if (moreButton) {
      moreButton.addEventListener("click", function () {
        if (current) more(current, asked, true);
      });
    }
    if (location.search) run();
  }

  if (scene === "ImageDetail") viewerPage();
  if (scene === "ImageIndexEdit") movePage();
  /* Every div.map-box: a button that loads the map only when pressed, so no tile server hears of a
     visitor who does not ask. The box carries Leaflet's files, the tile server and its attribution, and
     either one place (data-lat, data-lon, data-zoom) or the site's places script (data-places). */
  function mapBoxes() {
    var loaded = {};
    function escape(text) {
      return String(text).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; });
    }
    function script(src) {
      if (!loaded[src]) {
        loaded[src] = new Promise(function (resolve, reject) {
          var element = document.createElement("script");
          element.src = src;
          element.onload = resolve;
          element.onerror = reject;
          document.head.appendChild(element);
        });
      }
      return loaded[src];
    }
    /* A stylesheet, settled once it loaded or failed: the map is drawn after its styles, or Leaflet
       measures an unstyled box. */
    function style(href) {
      return new Promise(function (resolve) {
        var link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href;
        link.onload = link.onerror = function () { resolve(); };
        document.head.appendChild(link);
      });
    }
    function draw(box, canvas) {
      var L = window.L;
      /* Leaflet's marker images are beside its stylesheet. Said, not guessed: Leaflet guesses the
         folder from its stylesheet's computed style, and before that has loaded it guesses "" (the
         page's own folder: a 404 for each marker). */
      L.Icon.Default.imagePath = new URL("images/", new URL(box.getAttribute("data-leaflet-css"), location.href)).href;
      var map = L.map(canvas, { worldCopyJump: true });
      var text = box.getAttribute("data-attribution");
      var href = box.getAttribute("data-attribution-href");
      var credit = text ? (href ? "<a href=\"" + escape(href) + "\">" + escape(text) + "</a>" : escape(text)) : "";
      L.tileLayer(box.getAttribute("data-tiles"), { maxZoom: 19, attribution: credit }).addTo(map);
      var lat = box.getAttribute("data-lat");
      if (lat !== null) {
        var point = [Number(lat), Number(box.getAttribute("data-lon"))];
        L.marker(point, { alt: canvas.getAttribute("aria-label") || "", keyboard: false }).addTo(map);
        map.setView(point, Number(box.getAttribute("data-zoom")) || 12);
        return;
      }
      var root = box.getAttribute("data-site-root") || "";
      var group = L.markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false });
      var markers = (window.galleryPlaces || []).map(function (place) {
        var marker = L.marker([place[0], place[1]], { title: place[3], alt: place[3] });
        marker.on("click", function () { location.href = root + place[2]; });
        return marker;
      });
      group.addLayers(markers);
      map.addLayer(group);
      if (markers.length) map.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 12 });
      else map.setView([20, 0], 2);
    }
    Array.prototype.forEach.call(document.querySelectorAll(".map-box"), function (box) {
      var button = box.querySelector(".map-show");
      var canvas = box.querySelector(".map-canvas");
      if (!button || !canvas) return;
      button.hidden = false;
      button.addEventListener("click", function () {
        button.disabled = true;
        var styles = [box.getAttribute("data-leaflet-css")]
          .concat((box.getAttribute("data-cluster-css") || "").split(" "))
          .filter(Boolean);
        var styled = Promise.all(styles.map(style));
        var scripts = [box.getAttribute("data-leaflet")];
        if (box.getAttribute("data-places")) {
          scripts.push(box.getAttribute("data-cluster"), box.getAttribute("data-places"));
        }
        scripts.reduce(function (done, src) {
          return done.then(function () { return script(src); });
        }, Promise.resolve()).then(function () { return styled; }).then(function () {
          canvas.hidden = false;
          button.parentNode.hidden = true;
          draw(box, canvas);
          canvas.focus();
        }, function () { button.disabled = false; });
      });
    });
  }

  /* Private albums. The passphrase page (form.unlock, scene AlbumUnlock): the key is derived with
     WebCrypto (PBKDF2-HMAC-SHA256, the form's data-salt and data-iterations), tried on the album's
     encrypted index (data-index: a wrong passphrase fails its tag, and the page says so and nothing
     else), kept in sessionStorage (and localStorage when "remember" is ticked), and handed to the site's
     service worker (data-worker, scope data-root), which then opens the album's pages at their usual
     addresses. On every page: the worker, stopped by the browser and so without keys, may ask for them
     (cleangallery-need-keys), and gets this tab's. */
  var PRIVATE_STORE = "cleangallery-private";

  function privateKeys() {
    var list = [], seen = {};
    [window.sessionStorage, window.localStorage].forEach(function (store) {
      try {
        JSON.parse(store.getItem(PRIVATE_STORE) || "[]").forEach(function (entry) {
          if (entry && entry.index && !seen[entry.index]) {
            seen[entry.index] = true;
            list.push(entry);
          }
        });
      } catch (e) { /* storage off or damaged: no keys */ }
    });
    return list;
  }

  function keepPrivateKey(store, entry) {
    try {
      var list = JSON.parse(store.getItem(PRIVATE_STORE) || "[]").filter(function (kept) {
        return kept && kept.index !== entry.index;
      });
      list.push(entry);
      store.setItem(PRIVATE_STORE, JSON.stringify(list));
    } catch (e) { /* storage off: the key lasts as long as the worker */ }
  }

  function privateWorkerAnswers() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.addEventListener("message", function (event) {
      var data = event.data || {};
      if (data.type === "cleangallery-need-keys" && event.ports && event.ports[0]) {
        event.ports[0].postMessage({ type: "cleangallery-keys", albums: privateKeys() });
      }
    });
    navigator.serviceWorker.startMessages();
  }

  function unlockForm(form) {
    var status = form.querySelector(".status");
    var field = form.querySelector("input[type=password]");
    var remember = form.querySelector("input[type=checkbox]");
    var button = form.querySelector("button");
    function say(text, wrong) {
      status.textContent = text;
      status.classList.toggle("is-wrong", !!wrong);
    }
    var supported = window.isSecureContext && window.crypto && window.crypto.subtle &&
      "serviceWorker" in navigator;
    if (!supported) {
      say(form.getAttribute("data-unsupported"), true);
      button.disabled = true;
      return;
    }
    var salt = new Uint8Array((form.getAttribute("data-salt").match(/../g) || []).map(function (pair) {
      return parseInt(pair, 16);
    }));
    var iterations = parseInt(form.getAttribute("data-iterations"), 10);
    var indexURL = new URL(form.getAttribute("data-index"), location.href).href;
    var root = new URL(form.getAttribute("data-root") || "./", location.href).href;
    var workerURL = new URL(form.getAttribute("data-worker"), location.href).href;
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (button.disabled) return;
      button.disabled = true;
      say(form.getAttribute("data-opening"), false);
      var raw, start;
      crypto.subtle.importKey("raw", new TextEncoder().encode(field.value), "PBKDF2", false, ["deriveBits"])
        .then(function (base) {
          return crypto.subtle.deriveBits(
            { name: "PBKDF2", salt: salt, iterations: iterations, hash: "SHA-256" }, base, 256);
        }).then(function (bits) {
          raw = new Uint8Array(bits);
          return Promise.all([
            crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["decrypt"]),
            fetch(indexURL, { cache: "no-cache" }).then(function (response) { return response.arrayBuffer(); })
          ]);
        }).then(function (both) {
          var sealed = new Uint8Array(both[1]);
          return crypto.subtle.decrypt({ name: "AES-GCM", iv: sealed.subarray(0, 12) }, both[0],
            sealed.subarray(12)).then(function (plain) {
            var bytes = new Uint8Array(plain), end = bytes.length - 1;
            while (end >= 0 && bytes[end] === 0) end--;
            start = JSON.parse(new TextDecoder().decode(bytes.subarray(0, end))).start;
          }, function () { return Promise.reject("wrong"); });
        }).then(function () {
          return navigator.serviceWorker.register(workerURL, { scope: root }).then(function () {
            return navigator.serviceWorker.ready;
          });
        }).then(function (registration) {
          var entry = { index: indexURL, key: btoa(String.fromCharCode.apply(null, raw)) };
          keepPrivateKey(window.sessionStorage, entry);
          if (remember && remember.checked) keepPrivateKey(window.localStorage, entry);
          return new Promise(function (resolve) {
            var channel = new MessageChannel();
            channel.port1.onmessage = function () { resolve(); };
            registration.active.postMessage({ type: "cleangallery-keys", albums: [entry] }, [channel.port2]);
          });
        }).then(function () {
          location.assign(new URL(start, root).href);
        }, function (reason) {
          button.disabled = false;
          say(form.getAttribute(reason === "wrong" ? "data-wrong" : "data-unsupported"), true);
          field.focus();
          field.select();
        });
    });
  }

  if (scene === "Search") searchPage();
  mapBoxes();
  privateWorkerAnswers();
  Array.prototype.forEach.call(document.querySelectorAll("form.unlock"), unlockForm);
})();
