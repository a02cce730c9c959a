import Synchronization

/// What a scene makes from a `Words` the same way on every page (the photo bar's words, say), made
/// once and shared by every copy of those words: a build passes one `Words` to its tens of thousands of
/// pages, and making the same texts again for each cost microseconds a page.
///
/// Derived state only: two `Words` are equal whatever their memos hold.
package final class WordsMemo: Equatable, Sendable {
  private let values = Mutex<[String: any Sendable]>([:])

  package init() {}

  /// The value kept under `key`, made by `make` the first time it is asked for.
  package func value<Value: Sendable>(_ key: String, make: () -> Value) -> Value {
    values.withLock { values in
      if let kept = values[key] as? Value { return kept }
      let made = make()
      values[key] = made
      return made
    }
  }

  package static func == (lhs: WordsMemo, rhs: WordsMemo) -> Bool { true }
}
