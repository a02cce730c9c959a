extension OrganizerAssets {
  /// The photo page's form, "Edit this photo": title, description (line breaks kept), alt text and
  /// tags, filled from `state?photo=ID`. Only the fields the person changed are sent; a refused field
  /// is marked at the field (`aria-invalid`, and its message by `aria-describedby`) and nothing is
  /// saved; a saved change reloads the page to show it. "Make album cover" when the photo is in an
  /// album. The viewer's keys ignore form fields (gallery.js' `typingIn`), so typing a "z" zooms nothing.
  static let scriptTexts = """
      const photoForm = async (main) => {
        const id = main.dataset.photoId;
        const host = main.querySelector("#about") || main;
        const section = make("section", { class: "organizer-texts", "aria-labelledby": "organizer-texts-title", lang: "en", dir: "ltr" });
        const heading = make("h2", { id: "organizer-texts-title" }, "Edit this photo");
        const form = make("form", { class: "organizer-form", novalidate: "novalidate" });
        const fieldset = make("fieldset", { disabled: "disabled" });
        const legend = make("legend", { class: "organizer-hidden" }, "Texts of this photo");
        fieldset.append(legend);
        const controls = {};
        const errors = {};
        for (const [name, label, tag, hint] of [
          ["title", "Title", "input", null],
          ["description", "Description", "textarea", null],
          ["alt", "Alternative text", "input", "Says what the photo shows, for people who cannot see it."],
          ["tags", "Tags", "input", "Separated by commas."],
        ]) {
          const field = make("div", { class: "organizer-field" });
          // The person's own text, in any script: its direction from what is typed.
          const control = make(tag, { id: "organizer-" + name, name, dir: "auto" });
          if (tag === "input") control.type = "text";
          if (tag === "textarea") control.rows = 4;
          const error = make("p", { id: "organizer-" + name + "-error", class: "organizer-error", hidden: "hidden" });
          field.append(make("label", { for: control.id }, label));
          const described = [];
          if (hint) {
            const note = make("p", { id: "organizer-" + name + "-hint", class: "organizer-hint" }, hint);
            field.append(note);
            described.push(note.id);
          }
          control.dataset.hint = described.join(" ");
          if (described.length > 0) control.setAttribute("aria-describedby", described.join(" "));
          field.append(control, error);
          fieldset.append(field);
          controls[name] = control;
          errors[name] = error;
        }
        const actions = make("div", { class: "organizer-actions" });
        const submit = make("button", { type: "submit", class: "organizer-save" }, "Save");
        const cover = make("button", { type: "button", class: "organizer-cover", hidden: "hidden" }, "Make album cover");
        const message = make("p", { class: "organizer-form-message", role: "alert" });
        actions.append(submit, cover);
        fieldset.append(actions);
        form.append(fieldset, message);
        section.append(heading, form);
        host.append(section);

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
          message.textContent = "The photo's texts cannot be read: " + error.message;
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
          cover.textContent = isCover() ? "The album's cover" : "Make album cover";
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
          if (fields.length === 1) return say("Nothing to save: no field changed.");
          submit.disabled = true;
          say("Saving…");
          const reply = await send("texts", fields);
          submit.disabled = false;
          if (!reply.ok) {
            const control = controls[reply.field];
            const text = sentence(reply.message);
            if (control) {
              errors[reply.field].textContent = text;
              errors[reply.field].hidden = false;
              control.setAttribute("aria-invalid", "true");
              control.setAttribute("aria-describedby", [errors[reply.field].id, control.dataset.hint].filter(Boolean).join(" "));
              control.focus();
            } else {
              message.textContent = text;
            }
            return say("Not saved: " + text, true);
          }
          say(sentence(reply.message));
          if (reply.changed) location.reload();
        });
        cover.addEventListener("click", async () => {
          cover.disabled = true;
          const reply = await send("cover", [["album", album], ["photo", id]]);
          if (!reply.ok) {
            cover.disabled = false;
            return say(sentence(reply.message), true);
          }
          if (Array.isArray(photo.coverOf)) photo.coverOf.push(album); else photo.coverOf = [album];
          showCover();
          say(sentence(reply.message));
        });
      };

    """

  /// The start: the toolbar on every served page; the grids' moves on grid pages, the form on a photo
  /// page. The state read here fills Undo and Redo and the album list.
  static let scriptStart = """
      const start = async () => {
        document.documentElement.classList.add("organizer-on");
        document.body.append(bar);
        const detail = document.querySelector("main.detail[data-photo-id]");
        if (detail) return photoForm(detail);
        const lists = Array.from(document.querySelectorAll("main ul.grid"));
        const photoList = lists.find((list) => list.querySelector(":scope > li[data-photo-id]"));
        const albumList = lists.find((list) => list.querySelector(":scope > li[data-album-id]"));
        if (albumList) grid(albumList, "album");
        let state = { albums: [] };
        try { state = await read(null); } catch (error) { say(error.message, true); }
        if (photoList) {
          const own = document.body.dataset.albumId || "";
          selectionTools(grid(photoList, "photo"), Array.isArray(state.albums) ? state.albums : [], own);
        }
      };
      start();
    })();

    """
}
