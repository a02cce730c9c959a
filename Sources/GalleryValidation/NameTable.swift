import CLibXML2

/// A small hash table from interned libxml2 names (pointers into a parser's dictionary) to a role.
///
/// Every element and attribute of every page is looked up, one to three times per node; Set and
/// Dictionary hash their keys with SipHash, which cost several times the lookup itself. Pointers from
/// a dictionary are unique per name, so a multiplicative hash of the address and a few probes suffice.
struct NameTable<Role> {
  typealias Name = UnsafePointer<xmlChar>

  private var keys: [UInt]
  private var roles: [Role?]
  private let shift: UInt

  /// A table for up to `count` names, kept at most a quarter full so probes stay short.
  init(capacity count: Int) {
    var bits: UInt = 4
    while (1 << bits) < count * 4 {
      bits += 1
    }
    keys = [UInt](repeating: 0, count: 1 << bits)
    roles = [Role?](repeating: nil, count: 1 << bits)
    shift = UInt(UInt.bitWidth) - bits
  }

  mutating func insert(_ name: Name, _ role: Role) {
    let key = UInt(bitPattern: name)
    var slot = self.slot(of: key)
    while keys[slot] != 0 && keys[slot] != key {
      slot = (slot + 1) & (keys.count - 1)
    }
    keys[slot] = key
    roles[slot] = role
  }

  /// The role of `name`, nil when the table does not hold it.
  func role(of name: Name) -> Role? {
    let key = UInt(bitPattern: name)
    var slot = self.slot(of: key)
    while true {
      let found = keys[slot]
      if found == key { return roles[slot] }
      if found == 0 { return nil }
      slot = (slot + 1) & (keys.count - 1)
    }
  }

  private func slot(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }
}
