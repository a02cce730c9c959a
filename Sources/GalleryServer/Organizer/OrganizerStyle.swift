extension OrganizerAssets {
  /// The organizer's look: the theme's own colours and font (its custom properties, with the system's
  /// colours where a theme has none), light and dark as the page is. A small toolbar in the corner, the
  /// cells' states (selected, dragged, held, the drop target), and the photo page's form.
  static let styleText = """
    /* Added by `gallery serve` to the pages it serves; never part of the built site. */
    .organizer-on { --organizer-error: #b3261e; }
    @media (prefers-color-scheme: dark) { .organizer-on { --organizer-error: #f2b8b5; } }
    .organizer-on body { padding-bottom: 4.5rem; }
    .organizer-bar {
      position: fixed; z-index: 950; right: max(0.75rem, env(safe-area-inset-right)); bottom: max(0.75rem, env(safe-area-inset-bottom));
      box-sizing: border-box; max-width: calc(100vw - 1.5rem); display: flex; flex-wrap: wrap; align-items: center;
      justify-content: flex-end; gap: 0.375rem 0.5rem; padding: 0.375rem; font-size: 0.875rem; line-height: 1.25;
      background: var(--surface, Canvas); color: var(--text, CanvasText); border: 1px solid var(--border, GrayText);
      border-radius: var(--radius, 0.75rem); box-shadow: 0 0.375rem 1.5rem rgb(0 0 0 / 0.18);
    }
    .organizer-tools, .organizer-history, .organizer-selection, .organizer-tool {
      display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem;
    }
    .organizer-selection[hidden] { display: none; }
    .organizer-selection { padding-inline-start: 0.25rem; }
    .organizer-count { font-weight: 600; padding-inline: 0.25rem; font-variant-numeric: tabular-nums; }
    .organizer-inline { display: inline-flex; align-items: center; gap: 0.375rem; color: var(--muted, inherit); }
    .organizer-bar button, .organizer-bar input, .organizer-bar select, .organizer-form button {
      font: inherit; color: inherit; box-sizing: border-box; min-height: 2.25rem; padding: 0.375rem 0.75rem;
      background: var(--background, Canvas); border: 1px solid var(--border, GrayText); border-radius: 0.5rem;
    }
    .organizer-bar input { width: 4.5rem; padding-inline: 0.5rem; }
    .organizer-bar select { max-width: 12rem; }
    .organizer-bar button, .organizer-form button { cursor: pointer; }
    .organizer-bar button:hover:not(:disabled), .organizer-form button:hover:not(:disabled) { border-color: var(--accent, LinkText); }
    .organizer-bar button:disabled, .organizer-form button:disabled { cursor: default; opacity: 0.5; }
    .organizer-bar button[aria-pressed="true"], .organizer-form .organizer-save {
      background: var(--accent, LinkText); color: var(--surface, Canvas); border-color: var(--accent, LinkText);
    }
    .organizer-bar :focus-visible, .organizer-form :focus-visible { outline: 2px solid var(--focus, Highlight); outline-offset: 2px; }
    .organizer-status { order: -1; flex: 1 1 12rem; min-width: 0; max-width: 28rem; margin: 0; padding-inline: 0.375rem; color: var(--muted, inherit); }
    .organizer-status:empty { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    .organizer-status.is-error, .organizer-error, .organizer-form-message { color: var(--organizer-error); }
    .organizer-grid > li { cursor: grab; -webkit-touch-callout: none; -webkit-user-select: none; user-select: none; }
    .organizer-grid > li.organizer-selected { outline: 3px solid var(--accent, Highlight); outline-offset: 2px; }
    .organizer-grid > li.organizer-selected::after {
      content: "✓"; position: absolute; top: 0.375rem; left: 0.375rem; width: 1.5rem; height: 1.5rem; border-radius: 50%;
      display: grid; place-items: center; font-size: 0.875rem; font-weight: 700; pointer-events: none;
      background: var(--accent, Highlight); color: var(--surface, Canvas); box-shadow: 0 0 0 2px var(--surface, Canvas);
    }
    .organizer-grid > li { position: relative; }
    .organizer-grid > li.organizer-dragging { opacity: 0.45; cursor: grabbing; }
    .organizer-grid > li.organizer-target { outline: 3px dashed var(--accent, Highlight); outline-offset: 2px; }
    .organizer-grid > li.organizer-held {
      outline: 3px solid var(--focus, Highlight); outline-offset: 3px; z-index: 1;
      box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.35); transform: translateY(-0.25rem);
    }
    .organizer-texts {
      margin-block: 2rem 1rem; padding: 1rem 1.25rem 1.25rem; max-width: 40rem; box-sizing: border-box;
      background: var(--surface, Canvas); border: 1px solid var(--border, GrayText); border-radius: var(--radius, 0.75rem);
    }
    .organizer-texts h2 { margin: 0 0 0.75rem; font-size: 1.125rem; }
    .organizer-form fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
    .organizer-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    .organizer-field { display: grid; gap: 0.25rem; margin-block-end: 0.875rem; }
    .organizer-field label { font-weight: 600; font-size: 0.875rem; }
    .organizer-hint { margin: 0; font-size: 0.8125rem; color: var(--muted, inherit); }
    .organizer-field input, .organizer-field textarea {
      font: inherit; color: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem 0.625rem;
      background: var(--background, Canvas); border: 1px solid var(--border, GrayText); border-radius: 0.5rem;
    }
    .organizer-field textarea { min-height: 6rem; resize: vertical; }
    .organizer-field [aria-invalid="true"] { border-color: var(--organizer-error); box-shadow: 0 0 0 1px var(--organizer-error); }
    .organizer-error { margin: 0; font-size: 0.875rem; font-weight: 600; }
    .organizer-error[hidden] { display: none; }
    .organizer-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
    .organizer-form-message { margin: 0.5rem 0 0; }
    .organizer-form-message:empty { display: none; }
    [dir="rtl"] .organizer-bar { right: auto; left: max(0.75rem, env(safe-area-inset-left)); }
    [dir="rtl"] .organizer-grid > li.organizer-selected::after { left: auto; right: 0.375rem; }
    @media (max-width: 40rem) {
      .organizer-bar { left: 0.5rem; right: 0.5rem; bottom: max(0.5rem, env(safe-area-inset-bottom)); max-width: none; justify-content: space-between; }
      [dir="rtl"] .organizer-bar { left: 0.5rem; right: 0.5rem; }
      .organizer-inline > span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
      .organizer-status { flex-basis: 100%; max-width: none; }
      .organizer-selection { padding-inline-start: 0; }
      .organizer-bar select { max-width: 8.5rem; }
    }

    """
}
