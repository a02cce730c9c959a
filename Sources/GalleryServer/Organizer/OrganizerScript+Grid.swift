extension OrganizerAssets {
  /// The grids: every `li[data-photo-id]` (or `li[data-album-id]`) cell of a page's `ul.grid` moves
  /// by mouse (HTML5 drag and drop), by finger (a long press, then a drag, with pointer events) and
  /// by keyboard (Space picks the focused cell up, the arrow keys move it, Space drops it, Escape
  /// puts it back). A drop reorders the page's cells at once and puts them back, with the server's
  /// message, if the save fails. Photo cells are also selected (Ctrl/⌘-click, Shift-click, or the
  /// Select mode for touch) and the selection moved to a position or into an album from the toolbar.
  ///
  /// A page's cells hold consecutive positions of one grid: the first cell's position, read from
  /// `state` when a move starts, gives every other's (the grid may span several pages).
  static let scriptGrid = """
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
            say(sentence(reply.message), true);
            return false;
          }
          say(reply.changed ? done(reply) : "Nothing changed: " + sentence(reply.message));
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
          const names = moving.length === 1 ? title(moving[0]) : moving.length + " photos";
          save(order, moving, [["target", target.dataset[key]]], () => "Moved " + names + " to the place of " + title(target) + ".");
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
            say("Picked up " + title(cell) + ": drag it onto another photo's place.");
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
          if (target) dropOn(moving, target); else say("Put back.");
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
          say((selected.has(cell) ? "Selected " : "Deselected ") + title(cell) + ": " + count + " selected.");
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
            say("Picked up " + title(cell) + ".");
            held.place.then((place) => {
              if (held && held.cell === cell) {
                say("Picked up " + title(cell) + ", position " + (place.position + held.from) + " of " + place.count +
                  ". Arrow keys move it, Space drops it, Escape puts it back.");
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
            if (to < 0 || to >= now.length) return say(forward ? "Last on this page." : "First on this page.");
            list.insertBefore(cell, forward ? now[to].nextSibling : now[to]);
            focus(cell);
            const still = () => held !== null && held.cell === cell;
            held.place.then((place) => still() && say("Position " + (place.position + to) + " of " + place.count + "."),
              () => still() && say("Place " + (to + 1) + " on this page."));
            return;
          }
          if (event.key === "Escape") {
            event.preventDefault();
            const { order, from } = held;
            held = null;
            cell.classList.remove("organizer-held");
            restore(order);
            focus(cell);
            say("Put back " + title(cell) + " at its place (" + (from + 1) + " on this page).");
            return;
          }
          if (event.key !== " ") return;
          event.preventDefault();
          const { order, from, place } = held;
          held = null;
          cell.classList.remove("organizer-held");
          if (index === from) return say("Put back " + title(cell) + ": it did not move.");
          place.then((first) => {
            const position = first.position + index;
            return save(order, [cell], [["position", String(position)]], () => "Moved to position " + position + " of " + first.count + ".");
          }, (error) => {
            restore(order);
            say(error.message, true);
          }).then(() => focus(cell));
        });

        return {
          kind, list, cells, selection, clear, title, where, changed, save, restore,
          select: (on) => { selecting = on; if (!on) clear(); },
        };
      };

      // The toolbar's tools for a page's photo grid: Select (touch), then, once photos are selected,
      // how many, Move to position and Move into album.
      const selectionTools = (photos, albums, ownAlbum) => {
        const select = make("button", { type: "button", class: "organizer-select", "aria-pressed": "false" }, "Select");
        const group = make("div", { class: "organizer-selection", role: "group", "aria-label": "Selected photos", hidden: "hidden" });
        const count = make("span", { class: "organizer-count" });
        const clear = make("button", { type: "button", class: "organizer-clear" }, "Clear");
        const positionLabel = make("label", { class: "organizer-inline" });
        const position = make("input", { type: "number", min: "1", step: "1", inputmode: "numeric", class: "organizer-position", name: "position", placeholder: "Position" });
        positionLabel.append(make("span", {}, "Move to position"), position);
        const toPosition = make("button", { type: "button", class: "organizer-move-position" }, "Move");
        const albumLabel = make("label", { class: "organizer-inline" });
        const album = make("select", { class: "organizer-album", name: "album" });
        album.append(make("option", { value: "" }, "Top level"));
        for (const entry of albums) {
          if (entry && typeof entry.id === "string") album.append(make("option", { value: entry.id }, String(entry.path || entry.id)));
        }
        albumLabel.append(make("span", {}, "Move into album"), album);
        const intoAlbum = make("button", { type: "button", class: "organizer-move-album" }, "Move");
        const positionTool = make("div", { class: "organizer-tool" });
        positionTool.append(positionLabel, toPosition);
        const albumTool = make("div", { class: "organizer-tool" });
        albumTool.append(albumLabel, intoAlbum);
        group.append(count, positionTool, albumTool, clear);
        tools.append(select, group);

        photos.changed.push((chosen) => {
          group.hidden = chosen.length === 0;
          count.textContent = chosen.length + " selected";
        });
        select.addEventListener("click", () => {
          const on = select.getAttribute("aria-pressed") !== "true";
          select.setAttribute("aria-pressed", String(on));
          photos.select(on);
          say(on ? "Select mode: tap photos to select them." : "Select mode off.");
        });
        clear.addEventListener("click", () => { photos.clear(); say("Selection cleared."); });
        // Cells that left this page (another page's position, another album) leave its grid.
        const leave = (moving) => {
          for (const cell of moving) cell.remove();
          photos.clear();
        };
        toPosition.addEventListener("click", async () => {
          const moving = photos.selection();
          const wanted = position.value.trim();
          if (moving.length === 0) return;
          if (!/^[1-9][0-9]*$/.test(wanted)) {
            position.setAttribute("aria-invalid", "true");
            return say("Give the position as a whole number from 1.", true);
          }
          position.removeAttribute("aria-invalid");
          let first;
          try { first = await photos.where(); } catch (error) { return say(error.message, true); }
          const order = photos.cells();
          const rest = order.filter((cell) => !moving.includes(cell));
          // The page's first position in the grid without them (they are all on this page).
          const start = first.position;
          const at = Number(wanted) - start;
          const stays = at >= 0 && at <= rest.length;
          if (stays) for (const cell of moving) photos.list.insertBefore(cell, rest[at] || null);
          const saved = await photos.save(order, moving, [["position", wanted]], () =>
            "Moved " + (moving.length === 1 ? photos.title(moving[0]) : moving.length + " photos") + " to position " + wanted +
            (stays ? "." : " (on another page)."));
          if (saved && !stays) leave(moving); else if (saved) photos.clear();
        });
        intoAlbum.addEventListener("click", async () => {
          const moving = photos.selection();
          if (moving.length === 0) return;
          if (album.value === ownAlbum) return say("They are in this album already: choose another.", true);
          const name = album.selectedOptions[0] ? album.selectedOptions[0].textContent : album.value;
          const saved = await photos.save(photos.cells(), moving, [["album", album.value]], () =>
            "Moved " + (moving.length === 1 ? photos.title(moving[0]) : moving.length + " photos") + " into " + name + ".");
          if (saved) leave(moving);
        });
      };

    """
}
