import Testing

@testable import GalleryServer

/// The organizer's script and style as served (no JavaScript engine on the machine: the browser check
/// runs them): what they may call, that their brackets close, and that the live-reload script keeps
/// the page's own changes from reloading it.
@Suite struct OrganizerAssetsTests {
  private var script: String { String(decoding: OrganizerAssets.script, as: UTF8.self) }
  private var style: String { String(decoding: OrganizerAssets.style, as: UTF8.self) }

  /// The first bracket that does not close, outside strings and comments (nil: all close).
  private func unbalanced(_ text: String) -> String? {
    var open: [Character] = []
    var quote: Character?
    var escaped = false
    var comment: Character?  // "/" for a line comment, "*" for a block
    var previous: Character = " "
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for character in text {
      defer { previous = character }
      if comment == "/" {
        if character == "\n" { comment = nil }
        continue
      }
      if comment == "*" {
        if previous == "*" && character == "/" { comment = nil }
        continue
      }
      if let current = quote {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == current {
          quote = nil
        }
        continue
      }
      if previous == "/" && (character == "/" || character == "*") {
        comment = character
        continue
      }
      if character == "\"" || character == "'" || character == "`" {
        quote = character
      } else if "([{".contains(character) {
        open.append(character)
      } else if let opening = pairs[character] {
        guard open.popLast() == opening else { return "a stray \(character)" }
      }
    }
    if quote != nil { return "an unclosed string" }
    return open.last.map { "an unclosed \($0)" }
  }

  @Test func theScriptsBracketsAndStringsClose() {
    #expect(unbalanced(script) == nil)
    #expect(unbalanced(style) == nil)
    #expect(unbalanced(String(decoding: LiveReload.script, as: UTF8.self)) == nil)
    // And the check itself finds what is broken
    #expect(unbalanced("(() => { return [1, 2; })()") != nil)
    #expect(unbalanced("say(\"unclosed)") != nil)
  }

  @Test func theScriptBuildsNoHTMLFromText() {
    for forbidden in [
      "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
    ] {
      #expect(!script.contains(forbidden), "\(forbidden)")
    }
    #expect(script.contains("textContent"))
    #expect(script.contains("document.createElement"))
  }

  @Test func theScriptTalksOnlyToTheEditEndpoints() throws {
    // Every request goes through one base path
    #expect(script.contains("const edit = \"\(GalleryServer.editPrefix)\""))
    let fetches = script.components(separatedBy: "fetch(").count - 1
    #expect(fetches == 2, "read and send, nothing else: \(fetches)")
    // And every action it sends is one the server answers
    let sent = try Regex(#"send\(\s*(?:kind === "photo" \? )?"([a-z-]+)"(?: : "([a-z-]+)")?"#)
    var actions: Set<String> = []
    for match in script.matches(of: sent) {
      for index in 1..<match.output.count {
        if let name = match.output[index].substring { actions.insert(String(name)) }
      }
    }
    #expect(
      actions == [
        "move", "move-album", "texts", "selection-texts", "cover", "album-texts", "new-album", "remove-album",
        "add-photos", "remove-photos",
      ],
      "\(actions.sorted())")
    #expect(actions.isSubset(of: GalleryServer.editActions))
    // Undo and redo are sent by name
    #expect(script.contains("step(\"undo\")") && script.contains("step(\"redo\")"))
    #expect(script.contains("new URLSearchParams"))
  }

  @Test func theStyleFollowsTheThemeLightAndDark() {
    #expect(style.contains("@media (prefers-color-scheme: dark)"))
    for property in ["var(--surface", "var(--text", "var(--border", "var(--accent", "var(--focus"] {
      #expect(style.contains(property), "\(property)")
    }
  }

  @Test func theLiveReloadScriptIgnoresThePagesOwnChanges() {
    let live = String(decoding: LiveReload.script, as: UTF8.self)
    #expect(live.contains("window.cleangalleryLiveReload = {"))
    #expect(live.contains("if (!own.has(String(data))) location.reload();"))
    // Events that arrive while a save is in flight wait for its answer
    #expect(live.contains("if (flying > 0 && (type === \"hello\" || type === \"reload\"))"))
    // And the organizer tells it of every save
    #expect(script.contains("live.expect(request.then("))
  }

  /// The script is a file of its own (Resources/live-reload.js): the stream it opens must be the one
  /// the server answers.
  @Test func theLiveReloadScriptListensWhereTheServerSends() {
    let live = String(decoding: LiveReload.script, as: UTF8.self)
    #expect(live.contains("new EventSource(\"\(LiveReload.eventsPath)\")"))
    #expect(live.components(separatedBy: "EventSource(").count == 2)
  }
}
