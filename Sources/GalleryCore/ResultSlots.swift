import Synchronization

/// Fixed slots written from several threads, each slot by one thread only.
package final class ResultSlots<Value: Sendable>: Sendable {
  private let storage: Mutex<[Value?]>

  package init(count: Int) {
    storage = Mutex(Array(repeating: nil, count: count))
  }

  package subscript(index: Int) -> Value? {
    get { storage.withLock { $0[index] } }
    set { storage.withLock { $0[index] = newValue } }
  }

  package var values: [Value?] { storage.withLock { $0 } }
}
