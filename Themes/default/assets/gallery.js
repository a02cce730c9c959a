/* CleanGallery default theme: progressive enhancement. Every page works without it.
   - a photo's page: ← and → go to the previous and next photo, Escape back to the grid, a swipe
     left or right on a touch screen does the same as → and ←, and once the page has loaded the next
     photo's page and image are fetched ahead;
   - a move page: the command shown follows the position chosen. */
(function () {
  "use strict";

  var scene = document.body.getAttribute("data-scene");

  function follow(selector) {
    var link = document.querySelector(selector);
    if (!link || !link.href) return false;
    window.location.href = link.href;
    return true;
  }

  function typingIn(target) {
    return target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(target.tagName));
  }

  if (scene === "ImageDetail") {
    document.addEventListener("keydown", function (event) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (typingIn(event.target)) return;
      var done = false;
      if (event.key === "ArrowRight") done = follow('a[rel="next"]');
      else if (event.key === "ArrowLeft") done = follow('a[rel="prev"]');
      else if (event.key === "Escape") done = follow("a.back");
      if (done) event.preventDefault();
    });

    var viewer = document.querySelector(".viewer");
    var start = null;
    if (viewer) {
      viewer.addEventListener("touchstart", function (event) {
        start = event.touches.length === 1 ? { x: event.touches[0].clientX, y: event.touches[0].clientY } : null;
      }, { passive: true });
      viewer.addEventListener("touchend", function (event) {
        if (!start || event.changedTouches.length !== 1) return;
        var dx = event.changedTouches[0].clientX - start.x;
        var dy = event.changedTouches[0].clientY - start.y;
        start = null;
        // A clear horizontal swipe: far enough, and more across than down.
        if (Math.abs(dx) < 60 || Math.abs(dx) < 2 * Math.abs(dy)) return;
        follow(dx < 0 ? 'a[rel="next"]' : 'a[rel="prev"]');
      }, { passive: true });
    }

    window.addEventListener("load", function () {
      var next = document.querySelector('a[rel="next"]');
      if (!next) return;
      var page = document.createElement("link");
      page.rel = "prefetch";
      page.href = next.href;
      document.head.appendChild(page);
      var source = next.getAttribute("data-prefetch-src");
      if (!source) return;
      var image = new Image();
      var srcset = next.getAttribute("data-prefetch-srcset");
      if (srcset) {
        image.sizes = next.getAttribute("data-prefetch-sizes") || "100vw";
        image.srcset = srcset;
      }
      image.src = source;
    });
  }

  if (scene === "ImageIndexEdit") {
    var control = document.getElementById("position");
    var command = document.getElementById("command");
    if (control && command) {
      var template = command.textContent;
      var placeholder = command.getAttribute("data-placeholder") || "POSITION";
      var show = function () {
        var value = String(control.value || "").trim();
        command.textContent = /^[0-9]+$/.test(value) ? template.replace(placeholder, value) : template;
      };
      control.addEventListener("change", show);
      control.addEventListener("input", show);
    }
  }
})();
