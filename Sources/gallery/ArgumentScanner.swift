import GalleryKit

/// A small, strict command-line reader: `--flag VALUE`, `--flag=VALUE`, boolean `--flag`, positionals.
///
/// Strict because a typo in a flag must stop the command with a message, never be taken as a path.
struct ArgumentScanner {
  private var remaining: [String]

  init(_ arguments: [String]) {
    remaining = arguments
  }

  var wantsHelp: Bool { remaining.contains("--help") || remaining.contains("-h") }

  /// The value of `--name VALUE` or `--name=VALUE`, removed from the arguments.
  mutating func option(_ name: String) throws(GalleryError) -> String? {
    var value: String?
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument == "--" { break }
      if argument == name {
        guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
          throw .usage("\(name) needs a value")
        }
        guard value == nil else { throw .usage("\(name) is given twice") }
        value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
        continue
      }
      if argument.hasPrefix(name + "=") {
        guard value == nil else { throw .usage("\(name) is given twice") }
        value = String(argument.dropFirst(name.count + 1))
        remaining.remove(at: index)
        continue
      }
      index += 1
    }
    if let value, value.isEmpty { throw .usage("\(name) needs a non-empty value") }
    return value
  }

  /// Whether `--name` is present (removed from the arguments).
  mutating func flag(_ name: String) -> Bool {
    guard let index = remaining.firstIndex(of: name) else { return false }
    remaining.remove(at: index)
    return true
  }

  /// The positional arguments left, after refusing any unknown option.
  mutating func positionals(max: Int) throws(GalleryError) -> [String] {
    var result: [String] = []
    var afterSeparator = false
    for argument in remaining {
      if !afterSeparator && argument == "--" {
        afterSeparator = true
        continue
      }
      if !afterSeparator && argument.hasPrefix("-") && argument != "-" {
        throw .usage("unknown option '\(Quoted.text(argument))'")
      }
      result.append(argument)
    }
    guard result.count <= max else {
      throw .usage("unexpected argument '\(Quoted.text(result[max]))'")
    }
    remaining = []
    return result
  }
}
