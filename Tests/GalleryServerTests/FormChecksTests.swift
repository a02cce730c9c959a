import Testing

@testable import GalleryServer

/// What an edit's form and its Host may not be: a name that is no host, a field sent twice (which
/// value would win is the server's guess, not the sender's word), a drop that names both a photo to
/// land on and a position.
@Suite struct FormChecksTests {
  @Test(arguments: [
    "[]:8000", "[:8000", "[::1:8000", "[]", ":8000", "[1::2::3]:8000", "[g::1]:8000",
    "[" + String(repeating: "1:", count: 9) + "1]:8000",
  ])
  func aHostWithoutANameIsNotServed(host: String) {
    #expect(!EditGuard(port: 8000, allowsRemoteEdits: false).isServed(host: host))
  }

  @Test(arguments: [
    "[::1]:8000", "[0:0:0:0:0:0:0:1]:8000", "[::ffff:127.0.0.1]:8000", "localhost:8000", "127.0.0.1:8000",
  ])
  func addressesAreServed(host: String) {
    #expect(EditGuard(port: 8000, allowsRemoteEdits: false).isServed(host: host))
  }

  /// The edit a form asks for, or the key its refusal names.
  private func refusal(_ action: String, _ form: String) -> String? {
    guard let body = FormBody(Array(form.utf8)) else { return "unreadable" }
    do {
      _ = try GalleryServer.edit(action, form: body, tree: nil)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    ("texts", "photo=a&photo=b&title=x", "photo"), ("texts", "photo=a&title=one&title=two", "title"),
    ("album-texts", "album=a&album=b&title=x", "album"), ("cover", "album=a&photo=p&photo=q", "photo"),
    ("move", "photo=a&position=1&position=2", "position"), ("move", "photo=a&album=x&album=y", "album"),
    ("move", "photo=a&target=b&target=c", "target"),
    ("move-album", "album=a&position=1&position=2", "position"),
  ])
  func aFieldSentTwiceIsRefusedByName(action: String, form: String, key: String) {
    let refused = refusal(action, form)
    #expect(refused?.contains("'\(key)'") == true, "\(action) \(form): \(refused ?? "taken")")
  }

  @Test(arguments: [("move", "photo=a&target=b&position=2"), ("move-album", "album=a&target=b&position=2")])
  func aTargetAndAPositionTogetherAreRefused(action: String, form: String) {
    let refused = refusal(action, form)
    #expect(
      refused?.contains("target") == true && refused?.contains("position") == true, "\(refused ?? "taken")")
  }

  @Test func severalPhotosToMoveAreStillTaken() {
    // The one field a form may repeat: the photos a selection moves.
    #expect(refusal("move", "photo=a&photo=b&position=2&album=x") == nil)
  }
}
