extension OrganizerAssets {
  /// The requests (`read` a state, `send` an edit, only to the endpoints of docs/serving.md), the
  /// toolbar with Undo, Redo and the live region that says what happened, and the undo keys.
  ///
  /// `send` tells the live-reload script (`window.cleangalleryLiveReload.expect`) of every save in
  /// flight and the generation its answer names, so the page that made a change does not reload for
  /// it (other tabs do).
  static let scriptCore = """
    // Added by `gallery serve` to the pages it serves; never part of the built site.
    (() => {
      "use strict";
      if (window.cleangalleryOrganizer) return;
      window.cleangalleryOrganizer = { started: Date.now() };
      const edit = "/_gallery/edit/";
      const make = (tag, attributes, text) => {
        const node = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
        if (text !== undefined) node.textContent = text;
        return node;
      };
      const typing = (target) => target instanceof Element &&
        (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
      const sentence = (text) => text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
      const answer = async (response) => {
        let body = null;
        try { body = await response.json(); } catch (error) { body = null; }
        if (body === null || typeof body !== "object" || Array.isArray(body)) {
          body = { ok: false, message: response.status === 413
            ? "Too long to send in one edit: shorten the texts (the server takes at most a few thousand characters at once)."
            : "The server answered " + response.status + " without saying why." };
        }
        if (!response.ok) body.ok = false;
        if (typeof body.message !== "string") body.message = body.ok === false ? "The change was refused (" + response.status + ")." : "";
        return body;
      };
      const unreachable = () => ({ ok: false, message: "The server cannot be reached: is gallery serve still running?" });

      // The toolbar: what the grid part adds (`tools`), Undo, Redo, and the live region. Its words are
      // the tool's, English like its command line, whatever language the page is in: lang and dir say so.
      const bar = make("div", { class: "organizer-bar", role: "region", "aria-label": "Organizer", lang: "en", dir: "ltr" });
      const tools = make("div", { class: "organizer-tools" });
      const undo = make("button", { type: "button", class: "organizer-undo", "aria-keyshortcuts": "Control+Z Meta+Z", disabled: "disabled" }, "Undo");
      const redo = make("button", { type: "button", class: "organizer-redo", "aria-keyshortcuts": "Control+Shift+Z Control+Y Meta+Shift+Z", disabled: "disabled" }, "Redo");
      const status = make("p", { class: "organizer-status", role: "status", "aria-live": "polite" });
      const steps = make("div", { class: "organizer-history" });
      steps.append(undo, redo);
      bar.append(tools, steps, status);
      const say = (text, failed) => {
        status.textContent = text;
        status.classList.toggle("is-error", Boolean(failed));
      };
      const history = (labels) => {
        if (!labels || typeof labels !== "object") return;
        for (const [button, label, word] of [[undo, labels.undo, "Undo"], [redo, labels.redo, "Redo"]]) {
          button.disabled = typeof label !== "string";
          button.title = typeof label === "string" ? word + ": " + label : "Nothing to " + word.toLowerCase();
        }
      };

      const read = (query) => fetch(edit + "state" + (query ? "?" + new URLSearchParams(query) : ""), { cache: "no-store" })
        .then(answer, unreachable)
        .then((body) => {
          if (body.ok === false) throw new Error(body.message);
          history(body.history);
          return body;
        });
      // `fields`: [name, value] pairs, a name repeated for several photos.
      const send = (action, fields) => {
        const body = new URLSearchParams();
        for (const [name, value] of fields) body.append(name, value);
        const request = fetch(edit + action, { method: "POST", body, cache: "no-store" }).then(answer, unreachable);
        const live = window.cleangalleryLiveReload;
        if (live && typeof live.expect === "function") {
          live.expect(request.then((reply) => reply.ok && reply.changed ? reply.generation : null));
        }
        return request.then((reply) => {
          history(reply.history);
          return reply;
        });
      };

      // Undo and redo show their result by reloading: the change may be anywhere in the gallery.
      const step = async (action) => {
        say(action === "undo" ? "Undoing…" : "Redoing…");
        const reply = await send(action, []);
        if (!reply.ok) return say(sentence(reply.message), true);
        say(sentence(reply.message));
        if (reply.changed) location.reload();
      };
      undo.addEventListener("click", () => step("undo"));
      redo.addEventListener("click", () => step("redo"));
      document.addEventListener("keydown", (event) => {
        if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey) || typing(event.target)) return;
        const key = event.key.toLowerCase();
        const action = key === "z" ? (event.shiftKey ? "redo" : "undo") : key === "y" && !event.shiftKey ? "redo" : null;
        if (action === null) return;
        event.preventDefault();
        step(action);
      });

    """
}
