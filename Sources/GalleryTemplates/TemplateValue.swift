/// A value a template renders: built by page views from ViewModels, or from JSON in the spec tests.
///
/// A closed enum rather than `Any` so contexts stay `Sendable` (pages render on several threads)
/// and lookups never need dynamic casts. Not `indirect`: lists and objects hold their values in
/// arrays already, and an indirect enum put every value of every page, a string or a flag, in a heap
/// box of its own.
package enum TemplateValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case list([TemplateValue])
  case object(TemplateObject)
}

extension TemplateValue {
  /// Whether a section shows its content (and an inverted section hides it).
  ///
  /// `null`, `false`, the empty list and the empty string are falsey; numbers (zero included) and
  /// objects (empty included) are truthy. Empty strings count as falsey so optional text such as a
  /// missing caption can be guarded with `{{#caption}}…{{/caption}}` without an extra flag.
  var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let flag): return flag
    case .int, .double, .object: return true
    case .string(let text): return !text.isEmpty
    case .list(let items): return !items.isEmpty
    }
  }
}

extension TemplateValue: ExpressibleByStringLiteral {
  package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
  package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
  package init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
  package init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
  package init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
  /// Later duplicates win, like assigning keys one after another, instead of trapping as
  /// `Dictionary(uniqueKeysWithValues:)` would.
  package init(dictionaryLiteral elements: (String, TemplateValue)...) {
    var object = TemplateObject()
    object.reserveCapacity(elements.count)
    for (key, value) in elements { object[key] = value }
    self = .object(object)
  }
}
