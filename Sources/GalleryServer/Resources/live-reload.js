// Live reload for the pages `gallery serve` serves (at /_gallery/live-reload.js; never part of the
// built site): how and why, in LiveReload.swift's doc comment.
(() => {
  const name = "cleangallery-live-reload";
  const channel = "BroadcastChannel" in window ? new BroadcastChannel(name) : null;
  // The site this page was served from (`Server-Timing` on the page; a secure context only, as
  // localhost is): a `hello` naming another is a change this page never heard of.
  const navigation = performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
  const served = navigation && navigation.serverTiming
    ? navigation.serverTiming.find((entry) => entry.name === "generation") : null;
  let seen = served && served.description ? served.description : null;
  let leaving = false;
  let banner = null;
  let hello = null;
  let problem = null;
  const own = new Set();
  let flying = 0;
  let waiting = [];
  window.cleangalleryLiveReload = {
    expect: (promise) => {
      flying += 1;
      const settle = (generation) => {
        if (generation !== null && generation !== undefined) own.add(String(generation));
        flying -= 1;
        if (flying > 0) return;
        const held = waiting;
        waiting = [];
        for (const [type, data] of held) act(type, data);
      };
      Promise.resolve(promise).then(settle, () => settle(null));
    },
  };
  const act = (type, data) => {
    if (leaving) return;
    if (flying > 0 && (type === "hello" || type === "reload")) {
      waiting.push([type, data]);
      return;
    }
    if (type === "hello") {
      const [run, generation] = String(data).split(" ");
      const [seenRun, seenGeneration] = seen === null ? [null, null] : String(seen).split(" ");
      const mine = seenRun === run && own.has(generation);
      // Another server run, or a later site than this page shows; never an earlier one (a tab's
      // relayed `hello` may lag behind the page's own `Server-Timing`).
      const later = seenRun !== run || Number(generation) > Number(seenGeneration);
      if (seen !== null && seen !== data && later && !mine) location.reload();
      if (seen === null || later) seen = data;
    } else if (type === "reload") {
      if (!own.has(String(data))) location.reload();
    } else if (type === "problem") {
      if (banner === null) {
        banner = document.createElement("div");
        banner.setAttribute("role", "alert");
        banner.className = "gallery-serve-problem";
        banner.style.cssText = "position:fixed;inset:0 0 auto 0;z-index:1000;margin:0;padding:1em;" +
          "background:#8b0000;color:#fff;font:1rem/1.4 monospace;white-space:pre-wrap;max-height:50vh;overflow:auto";
        document.body.prepend(banner);
      }
      banner.textContent = "The last change could not be built; this is the last good site.\n\n" + data;
    }
  };
  const relay = (type, data) => {
    if (channel !== null) channel.postMessage({ type, data });
    act(type, data);
  };
  let delay = 1000;
  const listen = () => {
    const events = new EventSource("/_gallery/events");
    events.addEventListener("open", () => { delay = 1000; });
    events.addEventListener("hello", (event) => {
      hello = event.data;
      problem = null;
      relay("hello", event.data);
    });
    events.addEventListener("reload", (event) => relay("reload", event.data));
    // Each change's generation, so the `hello` this tab gives the others stays the current one.
    events.addEventListener("generation", (event) => { hello = event.data; });
    events.addEventListener("problem", (event) => {
      problem = event.data;
      relay("problem", event.data);
    });
    events.addEventListener("error", () => {
      if (events.readyState !== EventSource.CLOSED) return;
      setTimeout(listen, delay);
      delay = Math.min(delay * 2, 30000);
    });
  };
  // A form sent to the server (the move page's); not one a script handles itself (the organizer's).
  window.addEventListener("submit", (event) => { if (!event.defaultPrevented) leaving = true; });
  if (channel === null || !(navigator.locks && navigator.locks.request)) {
    listen();
    return;
  }
  let leading = false;
  channel.addEventListener("message", (message) => {
    const { type, data } = message.data || {};
    if (type === "ask") {
      if (leading && hello !== null) channel.postMessage({ type: "hello", data: hello });
      if (leading && problem !== null) channel.postMessage({ type: "problem", data: problem });
    } else if (!leading) {
      act(type, data);
    }
  });
  navigator.locks.request(name, () => {
    leading = true;
    listen();
    return new Promise(() => {});
  });
  channel.postMessage({ type: "ask" });
})();
