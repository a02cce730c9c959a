import GalleryCore
import GalleryModel

/// A command line read against its command's `CommandSpec`: `--name VALUE`, `--name=VALUE`, flags,
/// operands, and `--` after which everything is an operand.
///
/// Strict, because a typo in an option must stop the command with a message, never be taken as a path.
/// The command reads what was given through its `Keys` (`arguments[\.output]`), never by a name typed
/// again, so the compiler checks every read against the options the command declares.
package struct ParsedArguments<Keys: CommandOptions>: Sendable {
  package private(set) var operands: [String] = []
  /// The command's keys, for their names in messages (`arguments.keys.port.name`).
  package let keys: Keys
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  package init(_ arguments: [String], spec: CommandSpec) throws(GalleryError) {
    keys = Keys()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        operands += arguments[index...]
        break
      }
      guard argument.hasPrefix("-") && argument != "-" else {
        operands.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard let option = spec.option(name), name.hasPrefix("--") else {
        let hint = Suggestions.hint(for: name, in: spec.options.map(\.name))
        throw .usage("unknown option '\(Quoted.text(name))'\(hint)")
      }
      guard !flags.contains(name) && values[name] == nil else { throw .usage("\(name) is given twice") }
      guard option.valueName != nil else {
        guard parts.count == 1 else { throw .usage("\(name) takes no value") }
        flags.insert(name)
        continue
      }
      let value: String
      if parts.count == 2 {
        value = String(parts[1])
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw .usage("\(name) needs a value")
        }
        value = arguments[index]
        index += 1
      }
      guard !value.isEmpty || option.acceptsEmpty else { throw .usage("\(name) needs a non-empty value") }
      values[name] = value
    }
    guard operands.count <= spec.maxOperands else {
      throw .usage("unexpected argument '\(Quoted.text(operands[spec.maxOperands]))'")
    }
  }

  /// The same command line read through a group of the keys (`arguments.scoped(to: \.site)`), for
  /// code that several commands share, such as `BuildOptions` reading a move's site options.
  private init(_ whole: ParsedArguments<some CommandOptions>, keys: Keys) {
    self.keys = keys
    operands = whole.operands
    values = whole.values
    flags = whole.flags
  }

  /// The value of an option that takes one, if given.
  package subscript(_ key: KeyPath<Keys, ValueOption>) -> String? {
    values[keys[keyPath: key].name]
  }

  /// Whether a flag was given.
  package subscript(_ key: KeyPath<Keys, FlagOption>) -> Bool {
    flags.contains(keys[keyPath: key].name)
  }

  /// The same arguments read through the group of keys at `group`.
  package func scoped<Group: CommandOptions>(to group: KeyPath<Keys, Group>) -> ParsedArguments<Group> {
    ParsedArguments<Group>(self, keys: keys[keyPath: group])
  }
}

extension ParsedArguments where Keys: LockingOptions {
  /// `--lock-timeout SECONDS` (default 30).
  package func lockTimeout() throws(GalleryError) -> Double {
    guard let text = self[\.lockTimeout] else { return 30 }
    guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
      throw .usage("\(keys.lockTimeout.name) '\(Quoted.text(text))' is not a number of seconds")
    }
    return seconds
  }
}

extension ParsedArguments where Keys: CacheOptions {
  /// `--cache DIR` as typed, refused here when no path could be it (empty, control characters); nil
  /// when not given. Where it leads is checked once the gallery is read (`CacheFolder.resolve`).
  package func cache() throws(GalleryError) -> String? {
    guard let text = self[\.cache] else { return nil }
    if let problem = ImageSettings.cachePathProblem(text) {
      throw .usage("\(keys.cache.name) '\(Quoted.text(text))' \(problem)")
    }
    return text
  }
}
