"""What the viewer checks measure on a photo's page, as scripts run in the page (scripts/viewer_checks.py
and scripts/viewer_script_checks.py use them). Measuring only: the verdicts are made in Python.

The photo is `#photo` (the DOM contract of issue 22); on a page from before it, the photo's figure's
image, so that today's page gives figures to compare with (and fails the check that `#photo` exists).
"""

# Allowed for the bar of controls above or below the photo, in CSS px.
BAR = 64

# The photo's drawn rectangle (object-fit taken into account), in document coordinates, against the
# largest rectangle of its shape that fits 100vw × (100vh − BAR); the file the browser chose and how many
# device pixels it fills; and the bar: how much of the first screen's height holds anything else (text,
# images, controls, outside the photo's own rows; overlays on the photo and anything hidden or clipped
# away are not counted).
PHOTO_SCRIPT = """
(bar) => {
  const img = document.getElementById('photo') || document.querySelector('main figure img');
  if (!img) return null;
  const vw = document.documentElement.clientWidth, vh = window.innerHeight;
  const sx = window.scrollX, sy = window.scrollY;
  const style = getComputedStyle(img);
  const px = v => parseFloat(v) || 0;
  const box = img.getBoundingClientRect();
  const scale = img.offsetWidth ? box.width / img.offsetWidth : 1;
  let left = box.left + (px(style.borderLeftWidth) + px(style.paddingLeft)) * scale;
  let top = box.top + (px(style.borderTopWidth) + px(style.paddingTop)) * scale;
  let width = box.width - (px(style.borderLeftWidth) + px(style.paddingLeft) + px(style.paddingRight)
    + px(style.borderRightWidth)) * scale;
  let height = box.height - (px(style.borderTopWidth) + px(style.paddingTop) + px(style.paddingBottom)
    + px(style.borderBottomWidth)) * scale;
  const attrRatio = parseFloat(img.getAttribute('width')) / parseFloat(img.getAttribute('height'));
  const ratio = img.naturalWidth && img.naturalHeight ? img.naturalWidth / img.naturalHeight : attrRatio;
  const fit = style.objectFit;
  if ((fit === 'contain' || fit === 'scale-down') && ratio) {
    let w = Math.min(width, height * ratio), h = w / ratio;
    if (fit === 'scale-down' && img.naturalWidth && img.naturalWidth * scale < w) {
      w = img.naturalWidth * scale; h = w / ratio;
    }
    const position = style.objectPosition.split(' ');
    const share = (p, free) => p.endsWith('%') ? free * parseFloat(p) / 100 : Math.min(px(p), free);
    left += share(position[0] || '50%', width - w);
    top += share(position[1] || '50%', height - h);
    width = w; height = h;
  }
  const drawn = {left: left + sx, top: top + sy, right: left + sx + width, bottom: top + sy + height,
                 width, height};
  const allowedWidth = Math.min(vw, (vh - bar) * ratio), allowedHeight = allowedWidth / ratio;
  // The file: its srcset candidate's width (naturalWidth is divided by the candidate's density).
  const candidates = (img.getAttribute('srcset') || '').split(',').map(s => s.trim().split(/\\s+/))
    .filter(p => p.length == 2).map(p => ({url: new URL(p[0], document.baseURI).href, width: parseInt(p[1])}));
  const chosen = candidates.find(c => c.url === img.currentSrc);
  const fileWidth = chosen ? chosen.width : img.naturalWidth;
  const widths = candidates.map(c => c.width);

  // The bar: rows of the first screen holding anything but the photo.
  const intervals = [], seen = [];
  const photoRect = {left: drawn.left - 1, top: drawn.top - 1, right: drawn.right + 1, bottom: drawn.bottom + 1};
  const visibleRect = (element, rect) => {
    let r = {left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom};
    for (let e = element; e && e !== document.documentElement; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.visibility === 'hidden' || s.opacity === '0') return null;
      if (s.overflow !== 'visible' || s.clip !== 'auto' || s.clipPath !== 'none') {
        const c = e.getBoundingClientRect();
        if (s.clip !== 'auto' && /rect\\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\\)/.test(s.clip)) return null;
        if (s.clipPath !== 'none' && /inset\\(50%\\)/.test(s.clipPath)) return null;
        r = {left: Math.max(r.left, c.left), top: Math.max(r.top, c.top),
             right: Math.min(r.right, c.right), bottom: Math.min(r.bottom, c.bottom)};
      }
    }
    if (r.right - r.left < 2 || r.bottom - r.top < 2) return null;
    return {left: r.left + sx, top: r.top + sy, right: r.right + sx, bottom: r.bottom + sy};
  };
  const inside = (r, o) => r.left >= o.left && r.right <= o.right && r.top >= o.top && r.bottom <= o.bottom;
  const consider = (element, rects, what) => {
    for (const rect of rects) {
      const r = visibleRect(element, rect);
      if (!r || r.top >= vh || r.bottom <= 0) continue;
      if (inside(r, photoRect)) continue;
      intervals.push([Math.max(0, r.top), Math.min(vh, r.bottom)]);
      if (seen.length < 12) seen.push(what.slice(0, 40) + ' @' + Math.round(r.top) + '-' + Math.round(r.bottom));
    }
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || !node.parentElement) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    consider(node.parentElement, Array.from(range.getClientRects()), node.textContent.trim());
  }
  for (const element of document.body.querySelectorAll('img, svg, .icon, video, canvas, input, select, textarea, button, iframe')) {
    if (element === img || (element.tagName.toLowerCase() !== 'svg' && element.closest('svg'))) continue;
    consider(element, [element.getBoundingClientRect()], '<' + element.tagName.toLowerCase() + ' '
      + (element.getAttribute('class') || element.getAttribute('alt') || '') + '>');
  }
  // Rows outside the photo's own band, merged.
  const band = [Math.max(0, drawn.top), Math.min(vh, drawn.bottom)];
  const pieces = [];
  for (const [a, b] of intervals) {
    if (b <= band[0] || a >= band[1]) pieces.push([a, b]);
    else {
      if (a < band[0]) pieces.push([a, band[0]]);
      if (b > band[1]) pieces.push([band[1], b]);
    }
  }
  pieces.sort((x, y) => x[0] - y[0]);
  let barHeight = 0, end = -Infinity;
  for (const [a, b] of pieces) {
    if (b <= end) continue;
    barHeight += b - Math.max(a, end);
    end = b;
  }
  return {
    id: img.id, ratio, viewport: [vw, vh], drawn, allowed: [allowedWidth, allowedHeight],
    share: drawn.width * drawn.height / (allowedWidth * allowedHeight),
    inFirstScreen: drawn.left >= -0.5 && drawn.top >= -0.5 && drawn.right <= vw + 0.5 && drawn.bottom <= vh + 0.5,
    src: img.currentSrc, complete: img.complete && img.naturalWidth > 0, fileWidth, widths,
    largest: widths.length ? Math.max(...widths) : fileWidth,
    device: drawn.width * window.devicePixelRatio, barHeight, bar: seen,
    sizes: img.getAttribute('sizes'), cssWidth: img.naturalWidth,
  };
}
"""

# The zoom file the page offers (a.enlarge's data-zoom-*), and the image showing it once loaded: its
# drawn width in device pixels (0 until an image with that file has loaded). With tiles (data-tiles):
# the tile layer's drawn width, once it shows the top level (the original's pixels) and every tile in
# it has loaded; `tiles` counts them, `level` is the level shown.
ZOOM_SCRIPT = """
() => {
  const link = document.querySelector('a.enlarge[data-zoom-src]');
  const zoomed = document.documentElement.classList.contains('is-zoomed');
  if (!link) return {offered: false, zoomed};
  const url = new URL(link.getAttribute('data-zoom-src'), document.baseURI).href;
  if (link.hasAttribute('data-tiles')) {
    const layer = link.querySelector('.zoom-tiles');
    const shown = layer && !layer.hidden;
    const tiles = shown ? Array.from(layer.querySelectorAll('img')) : [];
    const level = shown ? layer.getAttribute('data-level') : null;
    const loaded = shown && level === link.getAttribute('data-tile-top') && tiles.length > 0
      && tiles.every(i => i.complete && i.naturalWidth > 0);
    return {offered: true, zoomed, url, width: parseInt(link.getAttribute('data-zoom-width')),
            height: parseInt(link.getAttribute('data-zoom-height')), loaded, natural: null,
            device: shown ? layer.getBoundingClientRect().width * window.devicePixelRatio : 0, isPhoto: false,
            tiles: tiles.length, level, folder: new URL(link.getAttribute('data-tiles') + '/', document.baseURI).href};
  }
  const photo = document.getElementById('photo');
  const images = [photo].concat(Array.from(document.images)).filter(i => i && i.currentSrc === url);
  const shown = images.find(i => i.complete && i.naturalWidth > 0);
  const rect = shown ? shown.getBoundingClientRect() : null;
  return {offered: true, zoomed, url, width: parseInt(link.getAttribute('data-zoom-width')),
          height: parseInt(link.getAttribute('data-zoom-height')),
          loaded: !!shown, natural: shown ? [shown.naturalWidth, shown.naturalHeight] : null,
          device: rect ? rect.width * window.devicePixelRatio : 0, isPhoto: shown === photo};
}
"""

# Transitions and animations of the photo and what holds it, which would move while the slideshow
# changes photo; and any animation running on the page.
MOTION_SCRIPT = """
() => {
  const moving = [];
  const elements = [document.documentElement, document.body].concat(Array.from(document.querySelectorAll('main, .viewer, .viewer *')));
  for (const element of elements) {
    const s = getComputedStyle(element);
    const durations = s.transitionDuration.split(',').map(parseFloat).concat(s.animationDuration.split(',').map(parseFloat));
    if (durations.some(d => d > 0) && (s.transitionProperty !== 'none' || s.animationName !== 'none'))
      moving.push((element.id ? '#' + element.id : element.tagName.toLowerCase() + '.' + element.className)
        + ' ' + s.transitionProperty + ' ' + s.transitionDuration + ' ' + s.animationName);
  }
  const running = document.getAnimations().filter(a => a.playState === 'running').length;
  return {moving: moving.slice(0, 5), count: moving.length, running};
}
"""
