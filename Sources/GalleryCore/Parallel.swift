import Dispatch

/// The tool's parallel loops, all on `DispatchQueue.concurrentPerform`: nothing else in the package
/// calls it or `ResultSlots` directly.
package enum Parallel {
  /// `map` over all cores, in order, in a few large chunks: for many cheap, alike items (hashing
  /// 20,000 pages, statting them), where a task per item would cost more than the item.
  package static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let chunkCount = min(elements.count, 8)
    guard chunkCount > 1 else { return elements.map(transform) }
    let chunkSize = (elements.count + chunkCount - 1) / chunkCount
    let chunks = ResultSlots<[Result]>(count: chunkCount)
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      let range = min(elements.count, chunk * chunkSize)..<min(elements.count, (chunk + 1) * chunkSize)
      chunks[chunk] = elements[range].map(transform)
    }
    return chunks.values.flatMap { $0 ?? [] }
  }

  /// `transform` of `0..<count`, each index a task of its own that the next free core takes, results
  /// in index order: for few items of uneven cost (decoding a photo, rendering an album's grid page,
  /// filling a site folder, one libxml2 worker), where fixed chunks would leave a core idle.
  package static func mapEach<Result: Sendable>(
    count: Int, _ transform: @Sendable (Int) -> Result
  ) -> [Result] {
    let slots = ResultSlots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      slots[index] = transform(index)
    }
    // Every slot is written before `concurrentPerform` returns, so none is dropped here.
    return slots.values.compactMap { $0 }
  }

  /// Runs `background` on another thread while `here` runs on this one, and returns both results once
  /// both are done: for two long jobs of different kinds (staging a site is disk, checking its pages is
  /// processor). A plain queue, not `concurrentPerform`: a `concurrentPerform` inside either job (the
  /// checks' workers) keeps all its threads, where one nested in another would get fewer.
  package static func both<Background: Sendable, Here>(
    _ background: @escaping @Sendable () -> Background, _ here: () -> Here
  ) -> (Background, Here) {
    let slot = ResultSlots<Background>(count: 1)
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) { slot[0] = background() }
    let result = here()
    done.wait()
    // `wait` returns once the background job has stored its result.
    guard let backgroundResult = slot[0] else { preconditionFailure("the background job did not finish") }
    return (backgroundResult, result)
  }
}

/// A job started on another thread at once, whose result is waited for only where it is needed: a
/// move makes its manifest's snapshot while its pages are rendered and checked, and waits for it only
/// to save.
package final class BackgroundJob<Value: Sendable>: Sendable {
  private let slot = ResultSlots<Value>(count: 1)
  private let done = DispatchGroup()

  package init(_ job: @escaping @Sendable () -> Value) {
    DispatchQueue.global().async(group: done) { [slot] in slot[0] = job() }
  }

  /// The job's result, once it has finished.
  package var value: Value {
    done.wait()
    guard let value = slot[0] else { preconditionFailure("the background job did not finish") }
    return value
  }
}
