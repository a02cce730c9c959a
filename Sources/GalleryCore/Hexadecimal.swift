/// A number in hex, zero-padded to a width: cache names, code points, digests in file names and shell
/// escapes all spell their numbers this one way.
package enum Hexadecimal {
  package static func padded(_ value: some BinaryInteger, width: Int, uppercase: Bool = false) -> String {
    let digits = String(value, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
