import Testing

@testable import GalleryCore
@testable import GalleryModel

/// The edit history as a value: steps restoring bytes exactly both ways, the bounds, redo dropped by
/// a new change, and the refusal when the manifest is not what the history left.
@Suite struct EditHistoryTests {
  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// Versions that share prefixes and suffixes in every way a span can be found (repeated bytes where
  /// prefix and suffix could overlap, one version empty, one inside the other).
  private static let versions: [[UInt8]] = [
    "", "a", "aa", "aaa", "ab", "ba", "abcabc", "abc", "{\n  \"title\": \"T\"\n}\n",
    "{\n  \"title\": \"Tx\"\n}\n",
    "xaaay", "xaay", "é", "e\u{301}",
  ].map(bytes)

  @Test func everyStepRestoresBothVersionsExactly() throws {
    for before in Self.versions {
      for after in Self.versions {
        let step = EditHistory.Step(before: before, after: after, label: "l")
        #expect(step.undone(from: after) == before, "\(before) → \(after)")
        #expect(step.redone(from: before) == after, "\(before) → \(after)")
        #expect(step.prefix + step.suffix <= min(before.count, after.count))
      }
    }
  }

  @Test func randomChangesRestoreExactlyAndSurviveTheFile() throws {
    var history = EditHistory()
    var states: [[UInt8]] = [Self.bytes("{}\n")]
    for index in 0..<60 {
      var next = states.last!
      // Replace, insert or delete a run of a two-letter alphabet (spread by multiplying with primes),
      // so spans often repeat their neighbours.
      let start = index * 7_919 % (next.count + 1)
      let end = min(next.count, start + index * 31 % 7)
      let run = (0..<(index * 13 % 7)).map { UInt8(0x61 + (index * 17 + $0 * 5) % 2) }
      next.replaceSubrange(start..<end, with: run)
      if next == states.last! { continue }
      history.record(before: states.last!, after: next, label: "change \(index)")
      history = try EditHistory.decode(history.encoded(), file: "h")
      states.append(next)
    }
    var current = states.last!
    for expected in states.dropLast().reversed() {
      current = try history.undo(current: current, manifest: "gallery.json").bytes
      #expect(current == expected)
    }
    #expect(throws: EditHistoryError.nothingToStep(undo: true)) {
      try history.undo(current: current, manifest: "gallery.json")
    }
    for expected in states.dropFirst() {
      current = try history.redo(current: current, manifest: "gallery.json").bytes
      #expect(current == expected)
    }
  }

  /// The shared prefix and suffix, found a page at a time, are the ones a byte-by-byte look finds:
  /// differences at a page's edge, near either end, none, and versions of different lengths.
  @Test func theSharedSpansAreFoundExactlyAtEveryPlace() {
    let base = (0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 7) }
    func naive(_ a: [UInt8], _ b: [UInt8]) -> (Int, Int) {
      let shorter = min(a.count, b.count)
      var prefix = 0
      while prefix < shorter && a[prefix] == b[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < shorter - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
      return (prefix, suffix)
    }
    for place in [0, 1, 4095, 4096, 4097, 8191, 10_000, 15_904, 19_999] {
      var changed = base
      changed[place] ^= 0xFF
      var inserted = base
      inserted.insert(7, at: place)
      var removed = base
      removed.remove(at: place)
      for other in [changed, inserted, removed, base] {
        let found = EditHistory.Step.shared(base, other)
        #expect(found.prefix == naive(base, other).0 && found.suffix == naive(base, other).1, "\(place)")
      }
    }
  }

  @Test func undoAndRedoGiveTheLabelAndStepThePosition() throws {
    var history = EditHistory()
    history.record(before: Self.bytes("one"), after: Self.bytes("two"), label: "moved 'a' from 3 to 1")
    history.record(before: Self.bytes("two"), after: Self.bytes("three"), label: "set the title of 'a'")
    #expect(history.labels(current: Self.bytes("three")) == .init(undo: "set the title of 'a'"))
    let undone = try history.undo(current: Self.bytes("three"), manifest: "gallery.json")
    #expect(undone == EditHistory.Change(bytes: Self.bytes("two"), label: "set the title of 'a'"))
    #expect(history.position == 1)
    #expect(
      history.labels(current: Self.bytes("two"))
        == .init(undo: "moved 'a' from 3 to 1", redo: "set the title of 'a'"))
    let redone = try history.redo(current: Self.bytes("two"), manifest: "gallery.json")
    #expect(redone == EditHistory.Change(bytes: Self.bytes("three"), label: "set the title of 'a'"))
    #expect(throws: EditHistoryError.nothingToStep(undo: false)) {
      try history.redo(current: Self.bytes("three"), manifest: "gallery.json")
    }
  }

  @Test func aNewChangeDropsRedo() throws {
    var history = EditHistory()
    history.record(before: Self.bytes("one"), after: Self.bytes("two"), label: "first")
    history.record(before: Self.bytes("two"), after: Self.bytes("three"), label: "second")
    _ = try history.undo(current: Self.bytes("three"), manifest: "gallery.json")
    history.record(before: Self.bytes("two"), after: Self.bytes("four"), label: "third")
    #expect(history.steps.map(\.label) == ["first", "third"])
    #expect(throws: EditHistoryError.nothingToStep(undo: false)) {
      try history.redo(current: Self.bytes("four"), manifest: "gallery.json")
    }
    #expect(
      try history.undo(current: Self.bytes("four"), manifest: "gallery.json").bytes == Self.bytes("two"))
  }

  @Test func anEditThatChangesNothingIsNotAStep() {
    var history = EditHistory()
    history.record(before: Self.bytes("same"), after: Self.bytes("same"), label: "moved 'a' from 1 to 1")
    #expect(history.steps.isEmpty)
  }

  @Test func aHandEditSinceTheLastStepIsRefusedAndKept() throws {
    var history = EditHistory()
    history.record(before: Self.bytes("one"), after: Self.bytes("two"), label: "first")
    history.record(before: Self.bytes("two"), after: Self.bytes("three"), label: "second")
    _ = try history.undo(current: Self.bytes("three"), manifest: "gallery.json")
    let kept = history
    for handEdited in ["two ", "thref", "", "on"] {
      let error = #expect(throws: EditHistoryError.self) {
        try history.undo(current: Self.bytes(handEdited), manifest: "g/gallery.json")
      }
      #expect(error == .handEdited(manifest: "g/gallery.json", undo: true), "\(handEdited)")
      #expect(error?.exitCode == 75)
      #expect(throws: EditHistoryError.handEdited(manifest: "g/gallery.json", undo: false)) {
        try history.redo(current: Self.bytes(handEdited), manifest: "g/gallery.json")
      }
      #expect(history == kept, "a refusal changes nothing")
    }
    #expect(
      EditHistoryError.handEdited(manifest: "gallery.json", undo: true).description
        == "gallery.json was changed since the last recorded edit (by hand?); undo would lose that change, so "
        + "nothing was written (the history starts again at your next edit)")
  }

  /// A manifest put back by hand to exactly the version one step away is that version (nothing to lose:
  /// the bytes are the same), as a kill between the two saves leaves it (EditHistoryOrderTests).
  @Test func aManifestHoldingTheVersionOneStepAwayStandsThere() throws {
    var history = EditHistory()
    history.record(before: Self.bytes("one"), after: Self.bytes("two"), label: "first")
    #expect(throws: EditHistoryError.nothingToStep(undo: true)) {
      try history.undo(current: Self.bytes("one"), manifest: "m")
    }
    #expect(try history.redo(current: Self.bytes("one"), manifest: "m").bytes == Self.bytes("two"))
  }

  @Test func aChangeAfterAHandEditStartsTheHistoryAgain() throws {
    var history = EditHistory()
    history.record(before: Self.bytes("one"), after: Self.bytes("two"), label: "first")
    history.record(before: Self.bytes("two by hand"), after: Self.bytes("three"), label: "second")
    #expect(history.steps.map(\.label) == ["second"])
    #expect(try history.undo(current: Self.bytes("three"), manifest: "m").bytes == Self.bytes("two by hand"))
    #expect(throws: EditHistoryError.nothingToStep(undo: true)) {
      try history.undo(current: Self.bytes("two by hand"), manifest: "m")
    }
  }

  @Test func theNewestHundredStepsAreKept() throws {
    var history = EditHistory()
    let states = (0...150).map { Self.bytes("version \($0)") }
    for index in 1...150 {
      history.record(before: states[index - 1], after: states[index], label: "step \(index)")
    }
    #expect(history.steps.count == 100)
    #expect(history.steps.first?.label == "step 51")
    var current = states[150]
    for _ in 0..<100 { current = try history.undo(current: current, manifest: "m").bytes }
    #expect(current == states[50])
    #expect(throws: EditHistoryError.nothingToStep(undo: true)) {
      try history.undo(current: current, manifest: "m")
    }
  }

  @Test func theKeptBytesAreBoundedButTheNewestStepStays() throws {
    // Three steps between 3 MB versions sharing no byte: 6 MB each, 18 MB together, over 16 MB.
    let states = (0..<4).map { [UInt8](repeating: UInt8($0), count: 3 << 20) }
    var history = EditHistory()
    for index in 1..<4 {
      history.record(before: states[index - 1], after: states[index], label: "big \(index)")
    }
    #expect(history.steps.map(\.label) == ["big 2", "big 3"])
    #expect(history.steps.reduce(0) { $0 + $1.size } <= EditHistory.maximumBytes)
    let huge = [UInt8](repeating: 1, count: 20 << 20)
    history.record(before: states[3], after: huge, label: "huge")
    #expect(history.steps.map(\.label) == ["huge"])
  }

  @Test func labelsAreOneLineOfText() {
    var history = EditHistory()
    history.record(before: Self.bytes("a"), after: Self.bytes("b"), label: "set 'x\n\u{1B}]0;owned\u{07}'")
    #expect(history.steps.first?.label == "set 'x\\u{A}\\u{1B}]0;owned\\u{7}'")
  }

  /// A 10,000-photo manifest (about 1 MB as the encoder writes it): what a step costs.
  @Test func aStepOfATenThousandPhotoManifestKeepsOnlyWhatChanged() throws {
    let photos = (1...10_000).map {
      Photo(id: "photo-\($0)", image: .file("images/photo-\($0).jpg"), title: "Photo number \($0)")
    }
    var gallery = Gallery(title: "Ten thousand", photos: photos)
    let original = ManifestEncoder.encode(gallery)
    try gallery.setTexts(ofPhoto: "photo-5000", title: "A new title")
    let titled = ManifestEncoder.encode(gallery)
    try gallery.movePhoto(at: 2, ofAlbum: "", to: 0, inAlbum: "")
    let nearMove = ManifestEncoder.encode(gallery)
    try gallery.movePhoto(at: 9_999, ofAlbum: "", to: 0, inAlbum: "")
    let farMove = ManifestEncoder.encode(gallery)
    let text = EditHistory.Step(before: original, after: titled, label: "t")
    let near = EditHistory.Step(before: titled, after: nearMove, label: "n")
    let far = EditHistory.Step(before: nearMove, after: farMove, label: "f")
    #expect(original.count > 900_000)
    #expect(text.size < 100)
    #expect(near.size < 1_000)
    // The last photo moved first changes two places: the photo's few hundred bytes are kept, not the
    // megabyte between them.
    #expect(far.size < 1_000 && far.shared > 900_000)
    #expect(text.undone(from: titled) == original && far.undone(from: farMove) == nearMove)
    #expect(far.redone(from: nearMove) == farMove)
    print(
      "10,000 photos: manifest \(original.count) bytes; kept: text edit \(text.size), move 3→1 \(near.size), "
        + "move 10000→1 \(far.size)")
  }

  /// Photos moved far later and far earlier, alone and several together, in a manifest of 2,000:
  /// every step keeps two places, restores both versions exactly, and survives the file (format 2).
  @Test func farMovesKeepTwoPlacesAndRestoreExactlyThroughTheFile() throws {
    let photos = (1...2_000).map {
      Photo(id: "p\($0)", image: .file("images/p\($0).jpg"), title: "Photo \($0)")
    }
    var gallery = Gallery(title: "Far", photos: photos)
    var states = [ManifestEncoder.encode(gallery)]
    var history = EditHistory()
    for (from, to) in [(0, 1_999), (1_999, 0), (10, 1_500), (1_700, 3)] {
      try gallery.movePhoto(at: from, ofAlbum: "", to: to, inAlbum: "")
      let next = ManifestEncoder.encode(gallery)
      history.record(before: states.last!, after: next, label: "\(from)→\(to)")
      let step = try #require(history.steps.last)
      #expect(step.shared > 100_000 && step.size < 500, "\(from)→\(to): \(step.size) bytes kept")
      states.append(next)
    }
    let file = history.encoded()
    #expect(file.starts(with: Array("cleangallery-history 2 ".utf8)))
    history = try EditHistory.decode(file, file: "h")
    var current = states.last!
    for expected in states.dropLast().reversed() {
      current = try history.undo(current: current, manifest: "gallery.json").bytes
      #expect(current == expected)
    }
    for expected in states.dropFirst() {
      current = try history.redo(current: current, manifest: "gallery.json").bytes
      #expect(current == expected)
    }
  }

  @Test func aHistoryOfOneSpanStepsIsStillFormatOne() throws {
    var history = EditHistory()
    history.record(before: Self.bytes("{\"a\": 1}"), after: Self.bytes("{\"a\": 2}"), label: "l")
    #expect(history.encoded().starts(with: Array("cleangallery-history 1 ".utf8)))
  }

  /// A run of one byte shares everything with itself moved: the search stays within its budget and the
  /// step still restores exactly.
  @Test func repeatedBytesNeedNoSecondPlaceAndStillRestore() throws {
    let before = [UInt8](repeating: 0x61, count: 300_000) + [0x62] + [UInt8](repeating: 0x61, count: 300_000)
    var after = before
    after.remove(at: 300_000)
    after.insert(0x62, at: 10)
    let step = EditHistory.Step(before: before, after: after, label: "l")
    #expect(step.undone(from: after) == before && step.redone(from: before) == after)
  }

  /// A file whose two-span step does not add up is refused as damaged, never rebuilt into other bytes.
  @Test func aTwoSpanStepThatDoesNotAddUpIsRefused() throws {
    let photos = (1...200).map {
      Photo(id: "p\($0)", image: .file("images/p\($0).jpg"), title: "Photo \($0)")
    }
    var gallery = Gallery(title: "Far", photos: photos)
    let before = ManifestEncoder.encode(gallery)
    try gallery.movePhoto(at: 0, ofAlbum: "", to: 199, inAlbum: "")
    var history = EditHistory()
    history.record(before: before, after: ManifestEncoder.encode(gallery), label: "far")
    #expect(try #require(history.steps.first).shared > 0)
    let text = String(decoding: history.encoded(), as: UTF8.self)
    let body = String(text[text.index(after: text.firstIndex(of: "\n")!)...])
    let shared = try #require(history.steps.first?.shared)
    for damaged in [
      body.replacingOccurrences(of: "\"shared\":\(shared)", with: "\"shared\":\(shared + 1)"),
      body.replacingOccurrences(of: "\"shared\":\(shared)", with: "\"shared\":-1"),
      body.replacingOccurrences(of: "\"shared\":\(shared),", with: ""),
    ] {
      #expect(damaged != body)
      let bytes = Array(damaged.utf8)
      let head = "cleangallery-history 2 \(EditHistory.hex(Hashing.digest(bytes))) \(bytes.count)\n"
      #expect(throws: EditHistoryError.self) { try EditHistory.decode(Array(head.utf8) + bytes, file: "h") }
    }
  }

  /// Each step keeps its sentence in the site's language beside its English label (issue 49): written,
  /// read back, given with undo and redo; a file without it (an older tool's) still reads; one whose
  /// sentence is no line of text is refused as damaged.
  @Test func aStepKeepsItsSentenceInTheSitesLanguage() throws {
    var history = EditHistory()
    history.record(before: Self.bytes("one"), after: Self.bytes("two"), label: "set the title of 'a'")
    history.record(
      before: Self.bytes("two"), after: Self.bytes("three"), label: "moved 'a' from 3 to 1",
      said: "사진 ‘a’을(를) 3번째에서 1번째로 옮겼습니다.")
    history = try EditHistory.decode(history.encoded(), file: "h")
    #expect(
      history.labels(current: Self.bytes("three"))
        == .init(undo: "moved 'a' from 3 to 1", undoSaid: "사진 ‘a’을(를) 3번째에서 1번째로 옮겼습니다."))
    let undone = try history.undo(current: Self.bytes("three"), manifest: "gallery.json")
    #expect(undone.said == "사진 ‘a’을(를) 3번째에서 1번째로 옮겼습니다.")
    #expect(try history.undo(current: Self.bytes("two"), manifest: "gallery.json").said == nil)
    // Without any sentence the file is as an older tool wrote it: no "said" in it.
    var plain = EditHistory()
    plain.record(before: Self.bytes("one"), after: Self.bytes("two"), label: "l")
    #expect(!String(decoding: plain.encoded(), as: UTF8.self).contains("said"))
    // A sentence with a raw control character is no step this tool wrote.
    var one = EditHistory()
    one.record(before: Self.bytes("one"), after: Self.bytes("two"), label: "l", said: "ok")
    let text = String(decoding: one.encoded(), as: UTF8.self)
    let body = String(text[text.index(after: text.firstIndex(of: "\n")!)...])
    let damaged = Array(body.replacingOccurrences(of: "\"said\":\"ok\"", with: "\"said\":\"o\\u001bk\"").utf8)
    #expect(damaged != Array(body.utf8))
    let head = "cleangallery-history 1 \(EditHistory.hex(Hashing.digest(damaged))) \(damaged.count)\n"
    #expect(throws: EditHistoryError.self) { try EditHistory.decode(Array(head.utf8) + damaged, file: "h") }
  }
}
