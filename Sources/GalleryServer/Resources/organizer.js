// The organizer `gallery serve` adds to the pages it serves (served at /_gallery/organizer.js; never
// part of the built site). One function run once per page, in parts: the requests and the toolbar, the
// grids, the photo page's form, then the start. Every element is made with createElement and filled
// with textContent only: every text the server sends back is a person's, and hostile until shown as text.
(() => {
  // The requests (`read` a state, `send` an edit, only to the endpoints docs/hosting-and-security.md
  // lists), the toolbar with Undo, Redo and the live region that says what happened, and the undo
  // keys. `send` tells the live-reload script (window.cleangalleryLiveReload.expect) of every save in
  // flight and the generation its answer names, so the page that made a change does not reload for it
  // (other tabs do).
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
  // The organizer's words in the site's language (issue 49), from /_gallery/organizer-words.js, which
  // the server makes from the catalogues (`organizer.*`): `t(name, values)` fills each {placeholder}
  // in one pass (a value is never read for placeholders) and picks a counted word's form for
  // `values.count` by the language's plural rules.
  const catalogue = window.cleangalleryOrganizerWords || {};
  const table = catalogue.words && typeof catalogue.words === "object" ? catalogue.words : {};
  const lang = typeof catalogue.lang === "string" ? catalogue.lang : "en";
  const dir = catalogue.dir === "rtl" ? "rtl" : "ltr";
  let plurals;
  try { plurals = new Intl.PluralRules(lang); } catch (error) { plurals = new Intl.PluralRules("en"); }
  const fill = (text, values) => String(text).replace(/\{([a-zA-Z]+)\}/g,
    (all, name) => values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : all);
  const t = (name, values) => {
    const entry = table[name];
    if (typeof entry === "string") return fill(entry, values);
    if (!entry || typeof entry !== "object") return name;
    const count = values && typeof values.count === "number" ? values.count : 0;
    return fill(entry[plurals.select(count)] || entry.other || name, values);
  };
  // The photos a sentence names: the one's title, or how many.
  const named = (cells, title) => cells.length === 1 ? title(cells[0]) : t("photos", { count: cells.length });
  // Why the server refused an edit: its sentence in the site's language (`said`) when the catalogues
  // word it, else its message, the command line's English (`fromServer`: to be marked so).
  const reason = (reply) => typeof reply.said === "string" ? reply.said : sentence(reply.message);
  const fromServer = (reply) => !reply.own && typeof reply.said !== "string";
  // What the live region says of a refused edit: the organizer's own sentence, or the server's
  // reason after "Not saved:".
  const refusal = (reply) => reply.own ? sentence(reply.message) : t("notSaved", { message: reason(reply) });
  const answer = async (response) => {
    let body = null;
    try { body = await response.json(); } catch (error) { body = null; }
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      body = { ok: false, message: response.status === 413
        ? t("tooLong") : t("noReason", { status: response.status }), own: true };
    }
    if (!response.ok) body.ok = false;
    if (typeof body.message !== "string") {
      body.message = body.ok === false ? t("refused", { status: response.status }) : "";
      body.own = true;
    }
    return body;
  };
  const unreachable = () => ({ ok: false, message: t("unreachable"), own: true });

  // The toolbar: what the grid part adds (`tools`), Undo, Redo, and the live region, in the site's
  // language. What an edit did, what undo and redo did, and why an edit was refused, the server says
  // in the site's language too (`reply.said`); a step recorded by an older tool and a refusal the
  // catalogues do not word are the command line's English: `say` marks those so (lang and dir), for a
  // screen reader to read them as English.
  const bar = make("div", { class: "organizer-bar", role: "region", "aria-label": t("label"), lang, dir });
  const tools = make("div", { class: "organizer-tools" });
  const undo = make("button", { type: "button", class: "organizer-undo", "aria-keyshortcuts": "Control+Z Meta+Z", disabled: "disabled" }, t("undo"));
  const redo = make("button", { type: "button", class: "organizer-redo", "aria-keyshortcuts": "Control+Shift+Z Control+Y Meta+Shift+Z", disabled: "disabled" }, t("redo"));
  const status = make("p", { class: "organizer-status", role: "status", "aria-live": "polite" });
  const steps = make("div", { class: "organizer-history" });
  steps.append(undo, redo);
  bar.append(tools, steps, status);
  // `server`: the text is a message of the server (English), not the organizer's own words.
  const say = (text, failed, server) => {
    status.textContent = text;
    status.lang = server ? "en" : lang;
    status.dir = server ? "ltr" : dir;
    status.classList.toggle("is-error", Boolean(failed));
  };
  // What a saved edit did: the server's sentence in the site's language (`said`), else its English line.
  const told = (reply) => typeof reply.said === "string"
    ? say(reply.said, false, false) : say(sentence(reply.message), false, true);
  // Undo's and Redo's titles name the step: in the site's language when it was made with a sentence
  // (`undoSaid`), else by the history's English label.
  const history = (labels) => {
    if (!labels || typeof labels !== "object") return;
    for (const [button, label, said, word] of [[undo, labels.undo, labels.undoSaid, "undo"], [redo, labels.redo, labels.redoSaid, "redo"]]) {
      button.disabled = typeof label !== "string";
      const named = typeof said === "string" ? said : label;
      button.title = typeof label === "string" ? t(word + "Title", { label: named }) : t(word === "undo" ? "nothingToUndo" : "nothingToRedo");
    }
  };

  // A button that shows its panel (a row of the bar under the tools) and hides the others.
  const panels = [];
  const opener = (name, label, menu) => {
    const panel = make("div", { id: "organizer-" + name + "-panel", class: "organizer-panel", role: "group", "aria-label": label, hidden: "hidden" });
    const button = make("button", { type: "button", class: "organizer-open-" + name, "aria-expanded": "false", "aria-controls": panel.id }, menu);
    const show = (on) => {
      panel.hidden = !on;
      button.setAttribute("aria-expanded", String(on));
    };
    button.addEventListener("click", () => {
      const on = panel.hidden;
      for (const other of panels) other.show(false);
      show(on);
      if (on) { const first = panel.querySelector("input, select, textarea"); if (first) first.focus(); }
    });
    panel.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      show(false);
      button.focus();
    });
    panels.push({ show, panel });
    bar.append(panel);
    return { button, panel, show };
  };

  // A labelled text field of the organizer's forms (`tag`: input, or a textarea of `rows`), its hint
  // under the label (aria-describedby, and data-hint for a form that adds an error), in any script:
  // its direction from what is typed (dir auto).
  const textField = (id, name, label, tag, hint, rows) => {
    const field = make("div", { class: "organizer-field" });
    const control = make(tag, { id, name, dir: "auto" });
    if (tag === "input") control.type = "text"; else control.rows = rows;
    field.append(make("label", { for: id }, label));
    control.dataset.hint = hint ? id + "-hint" : "";
    if (hint) {
      field.append(make("p", { id: id + "-hint", class: "organizer-hint" }, hint));
      control.setAttribute("aria-describedby", id + "-hint");
    }
    field.append(control);
    return { field, control };
  };

  const read = (query) => fetch(edit + "state" + (query ? "?" + new URLSearchParams(query) : ""), { cache: "no-store" })
    .then(answer, unreachable)
    .then((body) => {
      if (body.ok === false) throw Object.assign(new Error(body.message), { own: Boolean(body.own) });
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

  // A page the server names after an edit (`page`: a new album's, an album's new address, the parent
  // of one deleted), only ever a path of this site; the next page says what the edit did (kept for it
  // in this tab's sessionStorage, as text).
  const said = "cleangallery-organizer-said";
  const go = (page) => {
    try { sessionStorage.setItem(said, JSON.stringify({ text: status.textContent, lang: status.lang, dir: status.dir })); } catch (error) { /* private mode: nothing kept */ }
    if (typeof page === "string" && /^\/(?!\/)/.test(page)) location.assign(page); else location.reload();
  };
  const resay = () => {
    let kept = null;
    try { kept = JSON.parse(sessionStorage.getItem(said) || "null"); sessionStorage.removeItem(said); } catch (error) { kept = null; }
    if (!kept || typeof kept.text !== "string") return;
    status.textContent = kept.text;
    status.lang = typeof kept.lang === "string" && kept.lang ? kept.lang : lang;
    status.dir = kept.dir === "rtl" ? "rtl" : "ltr";
  };
  // Undo and redo show their result by reloading: the change may be anywhere in the gallery. An
  // album's own page may be gone (the undo of a new album, of an album's new id): then the home page.
  const step = async (action) => {
    say(t(action === "undo" ? "undoing" : "redoing"));
    const reply = await send(action, []);
    if (!reply.ok) return say(reason(reply), true, fromServer(reply));
    told(reply);
    if (!reply.changed) return;
    const own = document.body.dataset.scene === "ImageCollection" ? document.body.dataset.albumId || "" : "";
    let gone = false;
    if (own) {
      try {
        const state = await read(null);
        gone = Array.isArray(state.albums) && !state.albums.some((album) => album && album.id === own);
      } catch (error) { gone = false; }
    }
    go(gone ? "/" : null);
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

  // The grids: every li[data-photo-id] (or li[data-album-id]) cell of a page's ul.grid moves by mouse
  // (HTML5 drag and drop), by finger (a long press, then a drag, with pointer events) and by keyboard
  // (Space picks the focused cell up, the arrow keys move it, Space drops it, Escape puts it back). A
  // drop reorders the page's cells at once and puts them back, with the server's message, if the save
  // fails. Photo cells are also selected (Ctrl/Cmd-click, Shift-click, or the Select mode for touch) and
  // the selection moved to a position or into an album from the toolbar. A page's cells hold
  // consecutive positions of one grid: the first cell's position, read from `state` when a move starts,
  // gives every other's (the grid may span several pages).
  const grid = (list, kind) => {
    const key = kind === "photo" ? "photoId" : "albumId";
    const cellOf = (node) => {
      const cell = node instanceof Element ? node.closest("li") : null;
      return cell && cell.parentElement === list && cell.dataset[key] ? cell : null;
    };
    const cells = () => Array.from(list.children).filter((cell) => cell.dataset[key]);
    const title = (cell) => ((cell.querySelector(".cell-title") || cell).textContent || "").trim() || cell.dataset[key];
    const focus = (cell) => { const link = cell.querySelector("a"); (link || cell).focus({ preventScroll: false }); };
    const restore = (order) => { for (const cell of order) list.append(cell); };
    // The first cell's place in its grid and the grid's length, as they are now.
    const where = () => read({ [kind]: cells()[0].dataset[key] }).then((state) => state[kind]);
    list.classList.add("organizer-grid");
    for (const cell of cells()) {
      cell.draggable = true;
      for (const inner of cell.querySelectorAll("a, img")) inner.draggable = false;
    }

    // The selection (photo grids only).
    const selected = new Set();
    let anchor = null;
    const selection = () => cells().filter((cell) => selected.has(cell));
    const changed = [];
    const mark = (cell, on) => {
      if (on) selected.add(cell); else selected.delete(cell);
      cell.classList.toggle("organizer-selected", on);
    };
    const announce = () => { for (const listener of changed) listener(selection()); };
    const clear = () => { for (const cell of cells()) mark(cell, false); announce(); };

    // The moves: the DOM first (as the server will order them), the save, and back if refused.
    const fieldsFor = (moving, more) => kind === "photo"
      ? moving.map((cell) => ["photo", cell.dataset.photoId]).concat(more)
      : [["album", moving[0].dataset.albumId]].concat(more);
    const save = async (order, moving, more, done) => {
      const reply = await send(kind === "photo" ? "move" : "move-album", fieldsFor(moving, more));
      if (!reply.ok) {
        restore(order);
        say(reason(reply), true, fromServer(reply));
        return false;
      }
      if (reply.changed) say(done(reply)); else told(reply);
      return true;
    };
    // The moving cells take the target's place (the first of them at the target's index, in the page
    // without them), as the server does with `target`.
    const dropOn = (moving, target) => {
      if (moving.includes(target)) return;
      const order = cells();
      const rest = order.filter((cell) => !moving.includes(cell));
      const at = Math.min(order.indexOf(target), rest.length);
      const next = rest[at] || null;
      for (const cell of moving) list.insertBefore(cell, next);
      save(order, moving, [["target", target.dataset[key]]], () => t("movedToPlaceOf", { names: named(moving, title), target: title(target) }));
    };
    const dragging = () => {
      const cell = list.querySelector(".organizer-dragging");
      if (!cell) return [];
      return kind === "photo" && selected.has(cell) ? selection() : [cell];
    };
    const unmark = () => {
      for (const cell of list.querySelectorAll(".organizer-dragging, .organizer-target")) {
        cell.classList.remove("organizer-dragging", "organizer-target");
      }
    };

    // Mouse: HTML5 drag and drop.
    list.addEventListener("dragstart", (event) => {
      const cell = cellOf(event.target);
      if (!cell) return;
      cell.classList.add("organizer-dragging");
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", cell.dataset[key]);
    });
    list.addEventListener("dragover", (event) => {
      const cell = cellOf(event.target);
      if (!cell || !list.querySelector(".organizer-dragging")) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      for (const other of list.querySelectorAll(".organizer-target")) if (other !== cell) other.classList.remove("organizer-target");
      if (!cell.classList.contains("organizer-dragging")) cell.classList.add("organizer-target");
    });
    list.addEventListener("drop", (event) => {
      const cell = cellOf(event.target);
      const moving = dragging();
      unmark();
      if (!cell || moving.length === 0) return;
      event.preventDefault();
      dropOn(moving, cell);
    });
    list.addEventListener("dragend", unmark);

    // Finger or pen: a long press lifts the cell, the drag shows where it goes, lifting the finger
    // drops it there. Until the press is long enough, the finger scrolls as usual.
    let press = null;
    let swallow = false;
    // (A mouse's drag starts with a pointercancel: only a finger's press is ended here.)
    const endPress = () => {
      if (!press) return;
      clearTimeout(press.timer);
      press.cell.draggable = true;
      press = null;
      unmark();
    };
    list.addEventListener("pointerdown", (event) => {
      if (event.pointerType === "mouse" || !event.isPrimary) return;
      const cell = cellOf(event.target);
      if (!cell) return;
      endPress();
      cell.draggable = false;
      press = { cell, x: event.clientX, y: event.clientY, lifted: false, target: null };
      press.timer = setTimeout(() => {
        if (!press) return;
        press.lifted = true;
        cell.classList.add("organizer-dragging");
        say(t("pickedUpTouch", { name: title(cell) }));
      }, 450);
    });
    list.addEventListener("pointermove", (event) => {
      if (!press) return;
      if (!press.lifted) {
        if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > 10) endPress();
        return;
      }
      event.preventDefault();
      const cell = cellOf(document.elementFromPoint(event.clientX, event.clientY));
      for (const other of list.querySelectorAll(".organizer-target")) if (other !== cell) other.classList.remove("organizer-target");
      press.target = cell && !cell.classList.contains("organizer-dragging") ? cell : null;
      if (press.target) press.target.classList.add("organizer-target");
    });
    list.addEventListener("pointerup", (event) => {
      if (!press) return;
      const { lifted, target } = press;
      const moving = lifted ? dragging() : [];
      endPress();
      if (!lifted) return;
      swallow = true;
      event.preventDefault();
      if (target) dropOn(moving, target); else say(t("putBack"));
    });
    list.addEventListener("pointercancel", endPress);
    // Once lifted, the finger drags the cell, not the page; and no menu opens for the long press.
    document.addEventListener("touchmove", (event) => { if (press && press.lifted) event.preventDefault(); }, { passive: false });
    list.addEventListener("contextmenu", (event) => { if (press) event.preventDefault(); });

    // Clicks: after a finger's drop, none; with Ctrl/⌘, Shift or in Select mode, they select.
    let selecting = false;
    list.addEventListener("click", (event) => {
      const cell = cellOf(event.target);
      if (!cell) return;
      if (swallow) {
        swallow = false;
        event.preventDefault();
        return;
      }
      if (kind !== "photo" || !(event.ctrlKey || event.metaKey || event.shiftKey || selecting)) return;
      event.preventDefault();
      if (event.shiftKey && anchor && anchor.parentElement === list) {
        const order = cells();
        const [from, to] = [order.indexOf(anchor), order.indexOf(cell)].sort((a, b) => a - b);
        for (const other of order.slice(from, to + 1)) mark(other, true);
      } else {
        mark(cell, !selected.has(cell));
        anchor = cell;
      }
      announce();
      const count = selected.size;
      say(t(selected.has(cell) ? "selectedPhoto" : "deselectedPhoto", { name: title(cell), count }));
    }, true);

    // Keyboard: Space picks up and drops, the arrows move, Escape puts back.
    let held = null;
    list.addEventListener("keydown", (event) => {
      const cell = cellOf(event.target);
      if (!cell || event.altKey || event.ctrlKey || event.metaKey) return;
      if (held === null) {
        if (event.key !== " ") return;
        event.preventDefault();
        const order = cells();
        held = { cell, order, from: order.indexOf(cell), place: where() };
        cell.classList.add("organizer-held");
        say(t("pickedUp", { name: title(cell) }));
        held.place.then((place) => {
          if (held && held.cell === cell) {
            say(t("pickedUpAt", { name: title(cell), position: place.position + held.from, count: place.count }));
          }
        }, () => {});
        return;
      }
      if (cell !== held.cell) return;
      const now = cells();
      const index = now.indexOf(cell);
      if (/^Arrow(Left|Up|Right|Down)$/.test(event.key)) {
        event.preventDefault();
        // In reading order: on a right-to-left page (html[dir=rtl]) the grid runs leftwards, so ← is forward.
        const ahead = document.documentElement.getAttribute("dir") === "rtl" ? "ArrowLeft" : "ArrowRight";
        const forward = event.key === ahead || event.key === "ArrowDown";
        const to = index + (forward ? 1 : -1);
        if (to < 0 || to >= now.length) return say(t(forward ? "lastOnPage" : "firstOnPage"));
        list.insertBefore(cell, forward ? now[to].nextSibling : now[to]);
        focus(cell);
        const still = () => held !== null && held.cell === cell;
        held.place.then((place) => still() && say(t("positionOf", { position: place.position + to, count: place.count })),
          () => still() && say(t("placeOnPage", { place: to + 1 })));
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        const { order, from } = held;
        held = null;
        cell.classList.remove("organizer-held");
        restore(order);
        focus(cell);
        say(t("putBackAt", { name: title(cell), place: from + 1 }));
        return;
      }
      if (event.key !== " ") return;
      event.preventDefault();
      const { order, from, place } = held;
      held = null;
      cell.classList.remove("organizer-held");
      if (index === from) return say(t("didNotMove", { name: title(cell) }));
      place.then((first) => {
        const position = first.position + index;
        return save(order, [cell], [["position", String(position)]], () => t("movedToPosition", { position, count: first.count }));
      }, (error) => {
        restore(order);
        say(error.message, true, !error.own);
      }).then(() => focus(cell));
    });

    return {
      kind, list, cells, selection, clear, title, where, changed, save, restore,
      select: (on) => { selecting = on; if (!on) clear(); },
    };
  };

  // The toolbar's tools for a page's photo grid: Select (touch), then, once photos are selected, one
  // row (issue 49): how many, "Move…" and "Edit…", each opening its panel under the row, and Clear.
  // Move: to a position, or into an album. Edit: tags added or removed, a caption set or a line added
  // to each, alt text, for every selected photo at once (one edit: one step of Undo).
  const selectionTools = (photos, albums, ownAlbum) => {
    const select = make("button", { type: "button", class: "organizer-select", "aria-pressed": "false" }, t("select"));
    const group = make("div", { class: "organizer-selection", role: "group", "aria-label": t("selectedPhotos"), hidden: "hidden" });
    const count = make("span", { class: "organizer-count" });
    const clear = make("button", { type: "button", class: "organizer-clear" }, t("clear"));
    const moving = opener("move", t("move"), t("moveMenu"));
    const editing = opener("edit", t("edit"), t("editMenu"));

    // Move: to a position, or into an album.
    const positionLabel = make("label", { class: "organizer-inline" });
    const position = make("input", { type: "number", min: "1", step: "1", inputmode: "numeric", class: "organizer-position", name: "position", placeholder: t("position") });
    positionLabel.append(make("span", {}, t("toPosition")), position);
    const toPosition = make("button", { type: "button", class: "organizer-move-position" }, t("move"));
    const albumLabel = make("label", { class: "organizer-inline" });
    const album = make("select", { class: "organizer-album", name: "album" });
    album.append(make("option", { value: "" }, t("topLevel")));
    for (const entry of albums) {
      if (entry && typeof entry.id === "string") album.append(make("option", { value: entry.id }, String(entry.path || entry.id)));
    }
    albumLabel.append(make("span", {}, t("intoAlbum")), album);
    const intoAlbum = make("button", { type: "button", class: "organizer-move-album" }, t("move"));
    const positionTool = make("div", { class: "organizer-tool" });
    positionTool.append(positionLabel, toPosition);
    const albumTool = make("div", { class: "organizer-tool" });
    albumTool.append(albumLabel, intoAlbum);
    moving.panel.append(positionTool, albumTool);

    // Edit: the texts of every selected photo. Empty fields change nothing.
    const bulk = make("form", { class: "organizer-bulk", novalidate: "novalidate" });
    const fields = {};
    for (const [name, label, tag, hint] of [
      ["add-tags", t("addTags"), "input", t("addTagsHint")],
      ["remove-tags", t("removeTags"), "input", t("removeTagsHint")],
      ["caption", t("caption"), "textarea", null],
      ["alt", t("altText"), "input", t("altSelectionHint")],
    ]) {
      const { field, control } = textField("organizer-bulk-" + name, name, label, tag, hint, 2);
      if (name === "caption") {
        const modeLabel = make("label", { class: "organizer-inline" });
        const mode = make("select", { id: "organizer-bulk-caption-mode", name: "caption-mode" });
        mode.append(make("option", { value: "append" }, t("captionAppend")), make("option", { value: "set" }, t("captionSet")));
        modeLabel.append(make("span", {}, t("captionHow")), mode);
        field.append(modeLabel);
        fields["caption-mode"] = mode;
      }
      bulk.append(field);
      fields[name] = control;
    }
    const apply = make("button", { type: "submit", class: "organizer-apply" }, t("apply"));
    bulk.append(apply);
    // Out of the gallery, files kept (`gallery remove`): apart from the texts, under them.
    const removing = make("div", { class: "organizer-field organizer-remove" });
    const remove = make("button", { type: "button", class: "organizer-remove-photos", "aria-describedby": "organizer-remove-photos-hint" }, t("removeFromGallery"));
    removing.append(remove, make("p", { id: "organizer-remove-photos-hint", class: "organizer-hint" }, t("removeHint")));
    bulk.append(removing);
    editing.panel.append(bulk);

    group.append(count, moving.button, editing.button, clear);
    tools.append(select, group);

    photos.changed.push((chosen) => {
      group.hidden = chosen.length === 0;
      count.textContent = t("selectedCount", { count: chosen.length });
      if (chosen.length === 0) for (const own of [moving, editing]) own.show(false);
    });
    select.addEventListener("click", () => {
      const on = select.getAttribute("aria-pressed") !== "true";
      select.setAttribute("aria-pressed", String(on));
      photos.select(on);
      say(t(on ? "selectModeOn" : "selectModeOff"));
    });
    clear.addEventListener("click", () => { photos.clear(); say(t("selectionCleared")); });
    const names = (cells) => named(cells, photos.title);
    // Cells that left this page (another page's position, another album) leave its grid.
    const leave = (cells) => {
      for (const cell of cells) cell.remove();
      photos.clear();
    };
    toPosition.addEventListener("click", async () => {
      const chosen = photos.selection();
      const wanted = position.value.trim();
      if (chosen.length === 0) return;
      if (!/^[1-9][0-9]*$/.test(wanted)) {
        position.setAttribute("aria-invalid", "true");
        return say(t("wholeNumber"), true);
      }
      position.removeAttribute("aria-invalid");
      let first;
      try { first = await photos.where(); } catch (error) { return say(error.message, true, !error.own); }
      const order = photos.cells();
      const rest = order.filter((cell) => !chosen.includes(cell));
      // The page's first position in the grid without them (they are all on this page).
      const at = Number(wanted) - first.position;
      const stays = at >= 0 && at <= rest.length;
      if (stays) for (const cell of chosen) photos.list.insertBefore(cell, rest[at] || null);
      const saved = await photos.save(order, chosen, [["position", wanted]], () =>
        t(stays ? "movedToPositionHere" : "movedToPositionElsewhere", { names: names(chosen), position: wanted }));
      if (saved && !stays) leave(chosen); else if (saved) photos.clear();
    });
    intoAlbum.addEventListener("click", async () => {
      const chosen = photos.selection();
      if (chosen.length === 0) return;
      if (album.value === ownAlbum) return say(t("alreadyInAlbum"), true);
      const name = album.selectedOptions[0] ? album.selectedOptions[0].textContent : album.value;
      const saved = await photos.save(photos.cells(), chosen, [["album", album.value]], () =>
        t("movedInto", { names: names(chosen), album: name }));
      if (saved) leave(chosen);
    });
    remove.addEventListener("click", async () => {
      const chosen = photos.selection();
      if (chosen.length === 0) return;
      remove.disabled = true;
      say(t("saving"));
      const reply = await send("remove-photos", chosen.map((cell) => ["photo", cell.dataset.photoId]));
      remove.disabled = false;
      if (!reply.ok) return say(refusal(reply), true, fromServer(reply));
      leave(chosen);
      told(reply);
    });
    bulk.addEventListener("submit", async (event) => {
      event.preventDefault();
      const chosen = photos.selection();
      if (chosen.length === 0) return;
      const sent = chosen.map((cell) => ["photo", cell.dataset.photoId]);
      for (const name of ["add-tags", "remove-tags", "alt"]) {
        if (fields[name].value.trim() !== "") sent.push([name, fields[name].value]);
      }
      if (fields.caption.value.trim() !== "") sent.push(["caption", fields.caption.value], ["caption-mode", fields["caption-mode"].value]);
      if (sent.length === chosen.length) return say(t("nothingToChange"), true);
      apply.disabled = true;
      say(t("saving"));
      const reply = await send("selection-texts", sent);
      apply.disabled = false;
      if (!reply.ok) return say(refusal(reply), true, fromServer(reply));
      // The cells' pictures say the new alt text at once; the rest shows on the photos' pages.
      const alt = sent.find(([name]) => name === "alt");
      if (alt && reply.changed) for (const cell of chosen) for (const img of cell.querySelectorAll("img")) img.alt = alt[1];
      for (const control of Object.values(fields)) if (control.tagName !== "SELECT") control.value = "";
      told(reply);
    });
  };

  // The photo page's form, "Edit this photo": title, description (line breaks kept), alt text and tags,
  // filled from `state?photo=ID`. Only the fields the person changed are sent; a refused field is marked
  // at the field (aria-invalid, and its message by aria-describedby) and nothing is saved; a saved
  // change reloads the page to show it. "Make album cover" when the photo is in an album. The viewer's
  // keys ignore form fields (gallery.js' typingIn), so typing a "z" zooms nothing.
  const photoForm = async (main) => {
    const id = main.dataset.photoId;
    const host = main.querySelector("#about") || main;
    const section = make("section", { class: "organizer-texts", "aria-labelledby": "organizer-texts-title", lang, dir });
    const heading = make("h2", { id: "organizer-texts-title" }, t("editThisPhoto"));
    const form = make("form", { class: "organizer-form", novalidate: "novalidate" });
    const fieldset = make("fieldset", { disabled: "disabled" });
    const legend = make("legend", { class: "organizer-hidden" }, t("textsLegend"));
    fieldset.append(legend);
    const controls = {};
    const errors = {};
    for (const [name, label, tag, hint] of [
      ["title", t("title"), "input", null],
      ["description", t("description"), "textarea", null],
      ["alt", t("altText"), "input", t("altHint")],
      ["tags", t("tags"), "input", t("tagsHint")],
    ]) {
      const { field, control } = textField("organizer-" + name, name, label, tag, hint, 4);
      const error = make("p", { id: "organizer-" + name + "-error", class: "organizer-error", hidden: "hidden" });
      field.append(error);
      fieldset.append(field);
      controls[name] = control;
      errors[name] = error;
    }
    const actions = make("div", { class: "organizer-actions" });
    const submit = make("button", { type: "submit", class: "organizer-save" }, t("save"));
    const cover = make("button", { type: "button", class: "organizer-cover", hidden: "hidden" }, t("makeCover"));
    const message = make("p", { class: "organizer-form-message", role: "alert" });
    actions.append(submit, cover);
    fieldset.append(actions);
    form.append(fieldset, message);
    section.append(heading, bar, form);
    // First in the About section after its header: above the camera's details and the neighbours.
    const header = host.querySelector(".photo-header");
    if (header && header.parentNode) header.after(section); else host.prepend(section);
    // The photo bar's Edit tool: to the form, its first field focused.
    const photoBar = document.querySelector("nav.photo-bar");
    if (photoBar) {
      const tool = make("button", { type: "button", class: "organizer-edit-tool", lang, dir }, t("edit"));
      tool.title = t("editTitle");
      tool.addEventListener("click", () => {
        section.scrollIntoView({ block: "start" });
        const first = form.querySelector("input, textarea");
        if (first) first.focus({ preventScroll: true });
      });
      photoBar.append(tool);
    }

    const tagsText = (text) => text.split(",").map((tag) => tag.trim()).filter((tag) => tag !== "").join(", ");
    const unmark = () => {
      message.textContent = "";
      for (const [name, control] of Object.entries(controls)) {
        control.removeAttribute("aria-invalid");
        if (control.dataset.hint) control.setAttribute("aria-describedby", control.dataset.hint); else control.removeAttribute("aria-describedby");
        errors[name].hidden = true;
        errors[name].textContent = "";
      }
    };
    let state;
    try {
      state = await read({ photo: id });
    } catch (error) {
      message.textContent = t("cannotRead", { message: error.message });
      return;
    }
    const photo = state.photo || {};
    const initial = {
      title: String(photo.title || ""),
      description: String(photo.description || ""),
      alt: String(photo.alt || ""),
      tags: Array.isArray(photo.tags) ? photo.tags.map(String).join(", ") : "",
    };
    for (const [name, control] of Object.entries(controls)) control.value = initial[name];
    fieldset.disabled = false;
    const album = typeof photo.album === "string" ? photo.album : null;
    const isCover = () => Array.isArray(photo.coverOf) && photo.coverOf.includes(album);
    const showCover = () => {
      cover.hidden = album === null;
      cover.disabled = isCover();
      cover.textContent = t(isCover() ? "isCover" : "makeCover");
    };
    showCover();

    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      unmark();
      const fields = [["photo", id]];
      for (const [name, control] of Object.entries(controls)) {
        const now = name === "tags" ? tagsText(control.value) : control.value;
        const before = name === "tags" ? tagsText(initial.tags) : initial[name];
        if (now !== before) fields.push([name, now]);
      }
      if (fields.length === 1) return say(t("nothingToSave"));
      submit.disabled = true;
      say(t("saving"));
      const reply = await send("texts", fields);
      submit.disabled = false;
      if (!reply.ok) {
        const control = controls[reply.field];
        const text = reason(reply);
        if (control) {
          errors[reply.field].textContent = text;
          errors[reply.field].hidden = false;
          control.setAttribute("aria-invalid", "true");
          control.setAttribute("aria-describedby", [errors[reply.field].id, control.dataset.hint].filter(Boolean).join(" "));
          control.focus();
        } else {
          message.textContent = text;
        }
        // The server's English marked so at the field too; the site's words take the page's again (a
        // field refused in English before keeps no lang="en" for the next, worded, refusal).
        for (const node of [errors[reply.field], message]) {
          if (!node) continue;
          if (fromServer(reply)) { node.lang = "en"; node.dir = "ltr"; } else { node.removeAttribute("lang"); node.removeAttribute("dir"); }
        }
        return say(refusal(reply), true, fromServer(reply));
      }
      told(reply);
      if (reply.changed) location.reload();
    });
    cover.addEventListener("click", async () => {
      cover.disabled = true;
      const reply = await send("cover", [["album", album], ["photo", id]]);
      if (!reply.ok) {
        cover.disabled = false;
        return say(reason(reply), true, fromServer(reply));
      }
      if (Array.isArray(photo.coverOf)) photo.coverOf.push(album); else photo.coverOf = [album];
      showCover();
      told(reply);
    });
  };

  // An album form's save (`sending`: its request, the button disabled meanwhile): a refusal marked at
  // its field (aria-invalid, focused), or the change, then the page that shows it (the server's
  // `page`: a new album's, a new address).
  const saveAlbumForm = async (button, sending, controls) => {
    button.disabled = true;
    say(t("saving"));
    const reply = await sending();
    button.disabled = false;
    if (!reply.ok) {
      const control = controls[reply.field];
      if (control) {
        control.setAttribute("aria-invalid", "true");
        control.focus();
      }
      return say(refusal(reply), true, fromServer(reply));
    }
    told(reply);
    if (reply.changed) go(reply.page);
  };

  // An album's grid page: "Album…" opens its title, description and id (`state?album=ID`), saved as
  // `gallery set-album` saves them (album-texts); only the fields changed are sent, a refused one is
  // marked at its field, and a saved change reloads the page to show it (a new id: the page at its
  // new address). "Delete album" for an album that holds nothing (`gallery remove-album`), then the
  // parent's page.
  const albumTools = async (id) => {
    const editing = opener("album", t("album"), t("albumMenu"));
    const form = make("form", { class: "organizer-bulk organizer-album-form", novalidate: "novalidate" });
    const controls = {};
    for (const [name, label, tag, hint] of [
      ["title", t("albumTitle"), "input", null], ["description", t("albumDescription"), "textarea", null],
      ["id", t("albumID"), "input", t("albumIDHint")],
    ]) {
      const { field, control } = textField("organizer-album-" + name, name, label, tag, hint, 2);
      form.append(field);
      controls[name] = control;
    }
    controls.id.dir = "ltr";
    controls.id.spellcheck = false;
    const save = make("button", { type: "submit", class: "organizer-apply organizer-save-album", disabled: "disabled" }, t("save"));
    const remove = make("button", { type: "button", class: "organizer-delete-album", disabled: "disabled", "aria-describedby": "organizer-delete-album-hint" }, t("deleteAlbum"));
    const removeHint = make("p", { id: "organizer-delete-album-hint", class: "organizer-hint" });
    const removing = make("div", { class: "organizer-field organizer-remove" });
    removing.append(remove, removeHint);
    form.append(save, removing);
    editing.panel.append(form);
    tools.prepend(editing.button);
    let initial;
    let empty = false;
    try {
      const album = (await read({ album: id })).album || {};
      initial = { title: String(album.title || ""), description: String(album.description || ""), id: String(album.id || id) };
      empty = album.photos === 0 && album.albums === 0;
    } catch (error) {
      return say(error.message, true, !error.own);
    }
    for (const [name, control] of Object.entries(controls)) control.value = initial[name];
    save.disabled = false;
    remove.disabled = !empty;
    removeHint.textContent = t(empty ? "deleteAlbumHint" : "deleteAlbumNotEmpty");
    remove.addEventListener("click", async () => {
      remove.disabled = true;
      say(t("saving"));
      const reply = await send("remove-album", [["album", id]]);
      if (!reply.ok) {
        remove.disabled = false;
        return say(refusal(reply), true, fromServer(reply));
      }
      told(reply);
      if (reply.changed) go(reply.page);
    });
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const fields = [["album", id]];
      for (const [name, control] of Object.entries(controls)) {
        control.removeAttribute("aria-invalid");
        if (control.value !== initial[name]) fields.push([name, control.value]);
      }
      if (fields.length === 1) return say(t("nothingToSave"));
      saveAlbumForm(save, () => send("album-texts", fields), controls);
    });
  };

  // "New album…" on a grid page of the top level or of an album: an album made in it (`gallery
  // add-album`) with a title and, if wanted, an id; with photos selected, they move into it (one step
  // of Undo). Then the new album's page.
  const newAlbumTool = (parent, photos) => {
    const making = opener("new-album", t("newAlbum"), t("newAlbumMenu"));
    const form = make("form", { class: "organizer-bulk organizer-new-album", novalidate: "novalidate" });
    const controls = {};
    for (const [name, label, hint] of [["title", t("albumTitle"), null], ["id", t("albumID"), t("newAlbumIDHint")]]) {
      const { field, control } = textField("organizer-new-album-" + name, name, label, "input", hint, 1);
      form.append(field);
      controls[name] = control;
    }
    controls.id.dir = "ltr";
    controls.id.spellcheck = false;
    const taking = make("label", { class: "organizer-take", hidden: "hidden" });
    const take = make("input", { type: "checkbox", name: "take", checked: "checked" });
    const takeText = make("span");
    taking.append(take, takeText);
    const submit = make("button", { type: "submit", class: "organizer-apply organizer-make-album" }, t("makeAlbum"));
    form.append(taking, submit);
    making.panel.append(form);
    tools.prepend(making.button);
    if (photos) {
      photos.changed.push((chosen) => {
        taking.hidden = chosen.length === 0;
        takeText.textContent = t("takeSelected", { count: chosen.length });
      });
    }
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      for (const control of Object.values(controls)) control.removeAttribute("aria-invalid");
      if (controls.title.value.trim() === "") {
        controls.title.setAttribute("aria-invalid", "true");
        controls.title.focus();
        return say(t("albumTitleNeeded"), true);
      }
      const fields = [["title", controls.title.value], ["parent", parent]];
      if (controls.id.value.trim() !== "") fields.push(["id", controls.id.value.trim()]);
      if (photos && !taking.hidden && take.checked) for (const cell of photos.selection()) fields.push(["photo", cell.dataset.photoId]);
      saveAlbumForm(submit, () => send("new-album", fields), controls);
    });
  };

  // "Add photos…" and files dropped on a grid page of the top level or of an album (issue 49): each
  // file uploaded on its own (`upload`, with its progress), then all that arrived added at once
  // (`add-photos`: one edit, one step of Undo) where they were dropped (on a cell: its position; else
  // the end). A file refused (not a photo or clip, too large, a bad name) is listed with why; the
  // others are added. The page then shows them.
  const addTool = (parent, photos) => {
    const adding = opener("add", t("uploads"), t("addPhotos"));
    const picker = make("input", { type: "file", multiple: "multiple", accept: "image/*,video/*", class: "organizer-file", "aria-label": t("addPhotos"), hidden: "hidden" });
    const list = make("ul", { class: "organizer-uploads" });
    const pick = make("button", { type: "button", class: "organizer-pick" }, t("chooseFiles"));
    const hint = make("p", { class: "organizer-hint" }, t("dropHint"));
    adding.panel.append(pick, hint, picker, list);
    tools.prepend(adding.button);
    pick.addEventListener("click", () => picker.click());
    // One file's row: its name, its progress, and what became of it.
    const row = (file) => {
      const item = make("li", { class: "organizer-upload" });
      const name = make("span", { class: "organizer-upload-name", dir: "auto" }, file.name);
      const bar = make("progress", { max: String(Math.max(file.size, 1)), value: "0", "aria-label": file.name });
      const state = make("span", { class: "organizer-upload-state" }, t("uploadWaiting"));
      item.append(name, bar, state);
      list.append(item);
      return { item, bar, state };
    };
    // The upload's own request: XMLHttpRequest, the one way a browser reports an upload's progress.
    const upload = (file, shown) => new Promise((resolve) => {
      const request = new XMLHttpRequest();
      request.open("POST", edit + "upload?name=" + encodeURIComponent(file.name));
      request.setRequestHeader("Content-Type", "application/octet-stream");
      request.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) { shown.bar.max = event.total; shown.bar.value = event.loaded; }
      });
      request.addEventListener("load", () => {
        let body = null;
        try { body = JSON.parse(request.responseText); } catch (error) { body = null; }
        if (body === null || typeof body !== "object") {
          body = { ok: false, message: request.status === 413 ? t("tooLarge") : t("noReason", { status: request.status }), own: true };
        }
        if (request.status !== 200) body.ok = false;
        resolve(body);
      });
      request.addEventListener("error", () => resolve(unreachable()));
      request.send(file);
    });
    const add = async (files, position) => {
      if (files.length === 0) return;
      for (const other of panels) other.show(false);
      adding.show(true);
      list.replaceChildren();
      const rows = files.map(row);
      const fields = [];
      let failed = 0;
      for (const [index, file] of files.entries()) {
        const shown = rows[index];
        shown.state.textContent = t("uploading");
        const reply = await upload(file, shown);
        if (reply.ok && typeof reply.upload === "string" && typeof reply.name === "string") {
          shown.bar.value = shown.bar.max;
          shown.state.textContent = t("uploadDone");
          fields.push(["upload", reply.upload], ["name", reply.name]);
        } else {
          failed += 1;
          shown.item.classList.add("is-error");
          shown.bar.value = 0;
          shown.state.textContent = reason(reply);
          if (fromServer(reply)) { shown.state.lang = "en"; shown.state.dir = "ltr"; }
        }
      }
      if (fields.length === 0) return say(t("uploadsFailed", { count: failed }), true);
      fields.push(["album", parent]);
      if (position) fields.push(["position", String(position)]);
      say(t("saving"));
      const reply = await send("add-photos", fields);
      if (!reply.ok) return say(refusal(reply), true, fromServer(reply));
      told(reply);
      if (failed === 0) return go(null);
      const show = make("button", { type: "button", class: "organizer-apply" }, t("showAdded"));
      show.addEventListener("click", () => go(null));
      list.after(show);
      say(t("uploadsFailed", { count: failed }), true);
    };
    picker.addEventListener("change", () => {
      const files = Array.from(picker.files || []);
      picker.value = "";
      add(files, null);
    });
    // A drop of files from the desktop (never the grid's own moves, which carry no files).
    const main = document.querySelector("main") || document.body;
    const carriesFiles = (event) => event.dataTransfer && Array.from(event.dataTransfer.types || []).includes("Files");
    main.addEventListener("dragover", (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
      main.classList.add("organizer-dropping");
    });
    main.addEventListener("dragleave", (event) => {
      if (event.target === main || !main.contains(event.relatedTarget)) main.classList.remove("organizer-dropping");
    });
    main.addEventListener("drop", async (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      main.classList.remove("organizer-dropping");
      const files = Array.from(event.dataTransfer.files || []);
      let position = null;
      const cell = photos && event.target instanceof Element ? event.target.closest("li[data-photo-id]") : null;
      if (cell && photos.cells().includes(cell)) {
        try { position = (await photos.where()).position + photos.cells().indexOf(cell); } catch (error) { position = null; }
      }
      add(files, position);
    });
  };

  // The start: the toolbar on every served page; the grids' moves on grid pages, the form on a photo
  // page. The state read here fills Undo and Redo and the album list.
  // Where the toolbar goes covers nothing (issue 49): on a grid page a band at the top of the page's
  // main, in the flow, that stays at the top while the grid scrolls under it; on a photo page inside
  // the "Edit this photo" form, below the photo (the photo bar's Edit tool leads there).
  const start = async () => {
    document.documentElement.classList.add("organizer-on");
    resay();
    const detail = document.querySelector("main.detail[data-photo-id]");
    if (detail) return photoForm(detail);
    const main = document.querySelector("main") || document.body;
    main.prepend(bar);
    const lists = Array.from(document.querySelectorAll("main ul.grid"));
    const photoList = lists.find((list) => list.querySelector(":scope > li[data-photo-id]"));
    const albumList = lists.find((list) => list.querySelector(":scope > li[data-album-id]"));
    if (albumList) grid(albumList, "album");
    let state = { albums: [] };
    try { state = await read(null); } catch (error) { say(error.message, true, !error.own); }
    const own = document.body.dataset.albumId || "";
    const collection = document.body.dataset.scene === "ImageCollection";
    const photos = photoList ? grid(photoList, "photo") : null;
    // The top level's and an album's grids (not a tag's or a date's): a new album is made there.
    if (collection) newAlbumTool(own, photos);
    if (collection) addTool(own, photos);
    // An album's own grid (not the home page, a tag's or a date's: they carry no album id).
    if (own && collection) albumTools(own);
    if (photos) selectionTools(photos, Array.isArray(state.albums) ? state.albums : [], own);
  };
  start();
})();
