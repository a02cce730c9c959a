/// The keys and values of a context object: what a page view hands its template, `[key: value]`.
///
/// Not a `Dictionary`: a page's context is a few dozen small objects, built once and read a few
/// times, and a dictionary paid SipHash for every key it stored and for every name a template
/// looked up, in every object of the context stack it looked in (with the objects' own allocations,
/// a tenth of rendering a site). Here each key is stored with a cheap hash (`TemplateObject.hash`,
/// FNV-1a of its bytes), which a template's names carry precomputed, and a lookup compares those
/// integers, one object's entries in a row, before comparing a key's text. Objects keep the order
/// they were built in; equality, like a dictionary's, ignores it.
package struct TemplateObject: Sendable {
  private struct Entry: Sendable {
    let hash: UInt64
    let key: String
    var value: TemplateValue
  }

  private var entries: [Entry] = []

  package init() {}

  /// A dictionary's keys and values, in the order of their keys (a dictionary has none of its own).
  package init(_ dictionary: [String: TemplateValue]) {
    entries.reserveCapacity(dictionary.count)
    for key in dictionary.keys.sorted() { self[key] = dictionary[key] }
  }

  /// The 64-bit FNV-1a hash of `key`'s UTF-8 bytes: what `value(forKey:hash:)` expects.
  package static func hash(_ key: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }

  package var count: Int { entries.count }
  package var isEmpty: Bool { entries.isEmpty }
  /// The keys, in the order they were first set.
  package var keys: [String] { entries.map(\.key) }

  package mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

  /// The value of `key` whose hash is `hash` (`TemplateObject.hash(key)`), nil when there is none.
  package func value(forKey key: String, hash: UInt64) -> TemplateValue? {
    index(of: key, hash: hash).map { entries[$0].value }
  }

  /// Reading gives the key's value or nil; setting replaces a key's value in place (it keeps its
  /// place), adds a new key at the end, and nil removes the key.
  package subscript(key: String) -> TemplateValue? {
    get { value(forKey: key, hash: Self.hash(key)) }
    set {
      let hash = Self.hash(key)
      switch (index(of: key, hash: hash), newValue) {
      case (let index?, let value?): entries[index].value = value
      case (let index?, nil): entries.remove(at: index)
      case (nil, let value?): entries.append(Entry(hash: hash, key: key, value: value))
      case (nil, nil): break
      }
    }
  }

  /// Sets every key of `other` to its value there (`other` wins, as assigning them one by one).
  package mutating func merge(_ other: TemplateObject) {
    for entry in other.entries { self[entry.key] = entry.value }
  }

  private func index(of key: String, hash: UInt64) -> Int? {
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices where entries[index].hash == hash && entries[index].key == key {
        return index
      }
      return nil
    }
  }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
  /// Later duplicates win, like assigning keys one after another, instead of trapping as
  /// `Dictionary(uniqueKeysWithValues:)` would.
  package init(dictionaryLiteral elements: (String, TemplateValue)...) {
    entries.reserveCapacity(elements.count)
    for (key, value) in elements { self[key] = value }
  }
}

extension TemplateObject: Sequence {
  /// The keys and their values, in the order the keys were first set.
  package func makeIterator() -> some IteratorProtocol<(key: String, value: TemplateValue)> {
    entries.lazy.map { (key: $0.key, value: $0.value) }.makeIterator()
  }
}

extension TemplateObject: Equatable {
  /// The same keys with equal values, in any order (as two dictionaries are equal).
  package static func == (a: TemplateObject, b: TemplateObject) -> Bool {
    guard a.count == b.count else { return false }
    return a.entries.allSatisfy { entry in
      b.value(forKey: entry.key, hash: entry.hash) == entry.value
    }
  }
}
