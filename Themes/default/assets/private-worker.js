/* CleanGallery: the service worker that opens private albums (published at the site's root as
   private-worker.js, so its scope is the whole site).

   A private album is in the site only encrypted: every page, image, clip and archive is a file
   private/<name>.bin (AES-256-GCM: a 12-byte nonce, the ciphertext, the 16-byte tag; the plaintext
   padded with 0x80 and zeros), and an encrypted index lists the album's own paths
   (albums/<id>/index.html, photos/<id>.html, images/...) with the file holding each. The album's
   passphrase page derives the key (PBKDF2-HMAC-SHA256, WebCrypto), reads the index, and hands both
   to this worker, which then answers those paths, decrypted, as if the host had them: the pages, the
   viewer, zoom, slideshow and keys work as in a public album, and the host only ever sees requests
   for private/<name>.bin.

   Keys live in this worker's memory and in the tab's sessionStorage (localStorage only when the
   visitor ticked "remember on this device"), never anywhere else. A browser stops an idle worker and
   its memory goes with it: then a path the host does not have is answered after asking the page
   (gallery.js replies with the keys it keeps), or, for a page being opened, with a short page that
   hands the tab's keys over and loads it again. Nothing here names an album or a photo. */
"use strict";

var albums = new Map(); // index file URL -> Map(logical URL -> stored file URL), with the key
var STORE = "cleangallery-private";
var TYPES = {
  html: "text/html; charset=utf-8", js: "text/javascript; charset=utf-8", css: "text/css; charset=utf-8",
  json: "application/json", xml: "application/xml", txt: "text/plain; charset=utf-8",
  jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif",
  gif: "image/gif", svg: "image/svg+xml", tif: "image/tiff", tiff: "image/tiff",
  mp4: "video/mp4", webm: "video/webm", mov: "video/quicktime", vtt: "text/vtt; charset=utf-8",
  zip: "application/zip"
};

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });

function bytesOf(base64) {
  var text = atob(base64), bytes = new Uint8Array(text.length);
  for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/* The plaintext of a sealed file: its tag checked, its padding taken off (null when either fails). */
function open(key, buffer) {
  var sealed = new Uint8Array(buffer);
  if (sealed.length < 28) return Promise.resolve(null);
  return crypto.subtle.decrypt({ name: "AES-GCM", iv: sealed.subarray(0, 12) }, key, sealed.subarray(12))
    .then(function (plain) {
      var bytes = new Uint8Array(plain), end = bytes.length - 1;
      while (end >= 0 && bytes[end] === 0) end--;
      return end >= 0 && bytes[end] === 0x80 ? bytes.subarray(0, end) : null;
    }, function () { return null; });
}

/* Takes the albums a page hands over ({ index, key }: the index file's URL, the raw key in base64). */
function load(list) {
  return Promise.all((list || []).map(function (entry) {
    if (!entry || typeof entry.index !== "string" || typeof entry.key !== "string") return null;
    var index = new URL(entry.index, self.location.href);
    if (index.origin !== self.location.origin || albums.has(index.href)) return null;
    return crypto.subtle.importKey("raw", bytesOf(entry.key), "AES-GCM", false, ["decrypt"])
      .then(function (key) {
        return fetch(index.href, { cache: "no-cache" }).then(function (response) {
          return response.ok ? response.arrayBuffer() : null;
        }).then(function (buffer) { return buffer && open(key, buffer); })
          .then(function (plain) {
            if (!plain) return;
            var listing = JSON.parse(new TextDecoder().decode(plain)), files = new Map();
            var root = self.registration.scope;
            Object.keys(listing.files || {}).forEach(function (logical) {
              files.set(new URL(logical, root).href, new URL(listing.files[logical], root).href);
            });
            albums.set(index.href, { key: key, files: files });
          });
      }).catch(function () { return null; });
  }));
}

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type !== "cleangallery-keys") return;
  event.waitUntil(load(data.albums).then(function () {
    if (event.ports && event.ports[0]) event.ports[0].postMessage({ type: "cleangallery-loaded" });
  }));
});

function find(href) {
  var found = null;
  albums.forEach(function (album) {
    if (!found && album.files.has(href)) found = { key: album.key, file: album.files.get(href) };
  });
  return found;
}

/* A reload asks the host again (its cache mode is passed on); otherwise the browser's cache may answer. */
function decrypted(found, href, request) {
  var cache = request.cache === "only-if-cached" ? "default" : request.cache;
  return fetch(found.file, { cache: cache }).then(function (response) {
    if (!response.ok) return response;
    return response.arrayBuffer().then(function (buffer) { return open(found.key, buffer); })
      .then(function (plain) {
        if (!plain) return new Response("", { status: 502, statusText: "Not decrypted" });
        var path = new URL(href).pathname, dot = path.lastIndexOf(".");
        var type = TYPES[path.slice(dot + 1).toLowerCase()] || "application/octet-stream";
        return new Response(plain, { status: 200, headers: { "Content-Type": type } });
      });
  });
}

/* Asks the page that made the request for the keys it keeps (this worker was stopped and lost its). */
function keysFrom(clientId) {
  if (!clientId) return Promise.resolve(false);
  return self.clients.get(clientId).then(function (client) {
    if (!client) return false;
    return new Promise(function (resolve) {
      var channel = new MessageChannel();
      var timer = setTimeout(function () { resolve(false); }, 2000);
      channel.port1.onmessage = function (event) {
        clearTimeout(timer);
        var data = event.data || {};
        load(data.albums).then(function () { resolve(true); });
      };
      client.postMessage({ type: "cleangallery-need-keys" }, [channel.port2]);
    });
  });
}

/* A page the host does not have, opened while this worker lacks its key: the tab's keys are handed
   over and the page loaded again, once; without them (or still not found) the host's own answer is
   shown, asked for with ?cleangallery-host=1. */
function resumePage() {
  var script = "(function(){var s='" + STORE + "',tried='cleangallery-resumed';var list=[];" +
    "[sessionStorage,localStorage].forEach(function(store){try{JSON.parse(store.getItem(s)||'[]').forEach(function(e){list.push(e);});}catch(e){}});" +
    "var c=navigator.serviceWorker&&navigator.serviceWorker.controller;" +
    "if(!list.length||!c||sessionStorage.getItem(tried)===location.href){sessionStorage.removeItem(tried);" +
    "location.replace(location.href.split('#')[0]+(location.search?'&':'?')+'cleangallery-host=1');return;}" +
    "sessionStorage.setItem(tried,location.href);var ch=new MessageChannel();ch.port1.onmessage=function(){location.reload();};" +
    "c.postMessage({type:'cleangallery-keys',albums:list},[ch.port2]);})();";
  var html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\" /><title>…</title></head><body><script>" +
    script + "</script></body></html>";
  return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

function answer(event) {
  var url = new URL(event.request.url);
  var asked = url.searchParams.has("cleangallery-host");
  url.hash = "";
  url.search = "";
  var href = url.href;
  var found = find(href);
  if (found) return decrypted(found, href, event.request);
  return fetch(event.request).then(function (response) {
    if (response.status !== 404 || asked) return response;
    if (event.request.mode === "navigate") return resumePage();
    return keysFrom(event.clientId).then(function () {
      var again = find(href);
      return again ? decrypted(again, href, event.request) : response;
    });
  });
}

self.addEventListener("fetch", function (event) {
  if (event.request.method !== "GET") return;
  if (new URL(event.request.url).origin !== self.location.origin) return;
  event.respondWith(answer(event));
});
