import Testing

@testable import GalleryTemplates

/// A context object keeps a dictionary's meaning (one value per key, the last set wins, nil removes,
/// equality ignores order) without its hashing; lookups by a precomputed hash find the same values.
@Suite struct TemplateObjectTests {
  @Test func aKeyHoldsTheLastValueSetAndNilRemovesIt() {
    var object: TemplateObject = ["a": 1, "b": "two", "a": 3]
    #expect(object.count == 2 && object["a"] == 3 && object["b"] == "two")
    object["b"] = .bool(true)
    object["c"] = .null
    #expect(object.keys == ["a", "b", "c"])
    object["a"] = nil
    object["zz"] = nil
    #expect(object.keys == ["b", "c"] && object["a"] == nil)
    #expect(object.value(forKey: "c", hash: TemplateObject.hash("c")) == .null)
    // A hash that is not the key's finds nothing: the hash and the text must both match.
    #expect(object.value(forKey: "c", hash: TemplateObject.hash("b")) == nil)
  }

  @Test func equalityIgnoresOrderAsADictionarysDoes() {
    let one: TemplateObject = ["a": 1, "b": ["c": "d"]]
    let other: TemplateObject = ["b": ["c": "d"], "a": 1]
    #expect(one == other)
    #expect(one != ["a": 1, "b": ["c": "e"]])
    #expect(one != ["a": 1])
    #expect(TemplateObject(["b": 2, "a": 1]).keys == ["a", "b"])
  }

  @Test func mergeOverwritesAsAssigningOneByOne() {
    var object: TemplateObject = ["a": 1, "b": 2]
    object.merge(["b": 20, "c": 30])
    #expect(object == ["a": 1, "b": 20, "c": 30] && object.keys == ["a", "b", "c"])
  }

  /// FNV-1a's published values for "" and "a": the hash a template's names carry is the one the
  /// objects store.
  @Test func theHashIsFNV1a() {
    #expect(TemplateObject.hash("") == 0xcbf2_9ce4_8422_2325)
    #expect(TemplateObject.hash("a") == 0xaf63_dc4c_8601_ec8c)
  }

  @Test func aTemplatesNamesFindTheirValuesThroughTheStack() throws {
    let library = try TemplateLibrary(
      sources: [
        "t": TemplateSource(text: "{{#items}}{{name}}/{{title}}/{{a.b}} {{/items}}", file: "t.mustache")
      ])
    let context: TemplateValue = [
      "title": "T", "a": ["b": "root"],
      "items": [["name": "x"], ["name": "y", "title": "own", "a": ["b": "inner"]]],
    ]
    #expect(try library.render("t", context) == "x/T/root y/own/inner ")
  }
}
