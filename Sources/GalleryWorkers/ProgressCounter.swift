import Synchronization

/// Counts finished originals across threads and reports each step.
final class ProgressCounter: Sendable {
  private let done = Mutex(0)
  let total: Int
  let report: ImagesWorker.Progress?

  init(total: Int, report: ImagesWorker.Progress?) {
    self.total = total
    self.report = report
  }

  func advance() {
    let now = done.withLock { count in
      count += 1
      return count
    }
    report?(now, total)
  }
}
