/// A gallery's map (`"map": true`, per gallery or per album): which photos' places are published, how
/// precisely, and where the map's tiles come from.
///
/// Places are off unless asked for: a photo's GPS says where someone lives. With a map on, each place is
/// rounded to `precision` before it reaches a page (0.01°, about a kilometre, by default), and no tile
/// server hears of a visitor until the visitor presses "Show map".
package struct MapSettings: Equatable, Sendable {
  /// The gallery's `"map"`: the root's photos and every album that does not say otherwise; nil: off.
  package var enabled: Bool?
  /// `"mapPrecision"`; nil: `defaultPrecision`.
  package var precision: MapPrecision?
  /// `"mapTiles"`, a tile URL template; nil: `defaultTiles`.
  package var tiles: MapTiles?
  /// `"mapAttribution"`, plain text; nil: OpenStreetMap's with the default tiles, none with others.
  package var attribution: String?

  package init(
    enabled: Bool? = nil, precision: MapPrecision? = nil, tiles: MapTiles? = nil, attribution: String? = nil
  ) {
    self.enabled = enabled
    self.precision = precision
    self.tiles = tiles
    self.attribution = attribution
  }

  package static let defaultPrecision = MapPrecision.decimals(2)
  /// OpenStreetMap's standard tiles (its tile usage policy asks for the attribution below).
  package static let defaultTiles = MapTiles(unchecked: "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
  package static let defaultAttribution = "© OpenStreetMap contributors"
  /// Where the default attribution links: the licence page OpenStreetMap asks attributions to name.
  package static let defaultAttributionURL = "https://www.openstreetmap.org/copyright"

  package var effectivePrecision: MapPrecision { precision ?? Self.defaultPrecision }
  package var effectiveTiles: MapTiles { tiles ?? Self.defaultTiles }
  /// The attribution shown, and its link (only OpenStreetMap's own has one).
  package var effectiveAttribution: (text: String, url: String?)? {
    if let attribution { return (attribution, nil) }
    return tiles == nil ? (Self.defaultAttribution, Self.defaultAttributionURL) : nil
  }
}

/// How precisely places are published: rounded to a number of decimals of a degree (0: whole degrees,
/// about 111 km; 2: about 1.1 km; 4: about 11 m), or as recorded (to six decimals, 11 cm, past which
/// GPS digits are noise).
package enum MapPrecision: Equatable, Sendable {
  case decimals(Int)
  case exact

  /// The manifest's values: 1, 0.1, 0.01, 0.001, 0.0001 (degrees), or "exact".
  package static let allowedDecimals = 0...4
  static let exactDecimals = 6

  /// The number of decimals a published coordinate keeps.
  package var keptDecimals: Int {
    switch self {
    case .decimals(let count): count
    case .exact: Self.exactDecimals
    }
  }

  /// The manifest's literal for a step ("0.01"); nil for a step that is not one of the allowed.
  package init?(step literal: String) {
    if literal == "1" { self = .decimals(0); return }
    guard literal.hasPrefix("0."), literal.hasSuffix("1") else { return nil }
    let zeros = literal.dropFirst(2).dropLast()
    guard zeros.allSatisfy({ $0 == "0" }), Self.allowedDecimals.contains(zeros.count + 1) else { return nil }
    self = .decimals(zeros.count + 1)
  }

  /// As the manifest writes it: `0.01` or `"exact"`.
  package var manifestText: String {
    switch self {
    case .decimals(0): "1"
    case .decimals(let count): "0." + String(repeating: "0", count: count - 1) + "1"
    case .exact: "\"exact\""
    }
  }

  /// `value` rounded to the kept decimals, written the same way on every machine ("48.86", "-0.5" is
  /// "-0.50"; no exponent, no minus zero).
  package func text(_ value: Double) -> String {
    let decimals = keptDecimals
    var scale: Double = 1
    for _ in 0..<decimals { scale *= 10 }
    let units = Int64((abs(value) * scale).rounded())
    let negative = value < 0 && units != 0
    var digits = String(units)
    if digits.count <= decimals {
      digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
    }
    let whole = digits.dropLast(decimals)
    let fraction = digits.suffix(decimals)
    return (negative ? "-" : "") + whole + (decimals == 0 ? "" : "." + fraction)
  }
}

/// A tile server's URL template (`https://…/{z}/{x}/{y}.png`): http(s), with the three placeholders,
/// and nothing that could leave a quoted attribute or a script's string.
package struct MapTiles: Equatable, Sendable {
  package let text: String

  init(unchecked text: String) { self.text = text }

  package enum Problem: Error, Equatable {
    case notHTTP, missingPlaceholder(String), forbiddenCharacter(Character)

    package var description: String {
      switch self {
      case .notHTTP: "is not an http:// or https:// address of a tile server"
      case .missingPlaceholder(let name): "has no \(name) (a tile address holds {z}, {x} and {y})"
      case .forbiddenCharacter(let character):
        "holds \(character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined()), which an address cannot"
      }
    }
  }

  package init(_ text: String) throws(Problem) {
    let lower = text.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://"),
      text.drop(while: { $0 != "/" }).dropFirst(2).first.map({ $0 != "/" && $0 != "{" }) ?? false
    else { throw .notHTTP }
    if let bad = text.first(where: {
      $0.unicodeScalars.contains { $0.value <= 0x20 || $0.value >= 0x7F } || "\"'<>\\`".contains($0)
    }) {
      throw .forbiddenCharacter(bad)
    }
    for name in ["{z}", "{x}", "{y}"] where !text.contains(name) { throw .missingPlaceholder(name) }
    self.text = text
  }
}
