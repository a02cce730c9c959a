import Dispatch

/// `map` over all cores, in order, for the build's per-file loops (hashing 20,000 pages, statting them).
package enum Parallel {
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
}
