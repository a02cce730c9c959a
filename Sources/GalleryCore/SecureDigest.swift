import COpenSSL

/// SHA-256 and HMAC-SHA256 from OpenSSL's libcrypto: the tool's cryptographic hashes, for bytes someone
/// other than the gallery's owner may have written (a shared cache, see `CacheKey`). `Hashing`'s 64-bit
/// digests name and compare the owner's own files, and anyone can forge a collision of them.
package enum SecureDigest {
  /// Bytes of a SHA-256 digest or an HMAC-SHA256 code.
  package static let byteCount = 32

  /// The SHA-256 digest of `bytes`.
  package static func sha256(_ bytes: [UInt8]) -> [UInt8] {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finish()
  }

  /// SHA-256 over pieces fed one after another (a clip read a chunk at a time).
  package struct SHA256: ~Copyable {
    private let context: OpaquePointer?

    package init() {
      context = EVP_MD_CTX_new()
      // Initialising SHA-256 on a new context fails only when the allocation did; `finish` then gives
      // an empty digest, which equals no recorded one, so the bytes are refused, never trusted.
      _ = EVP_DigestInit_ex(context, EVP_sha256(), nil)
    }

    package mutating func update(_ bytes: [UInt8]) {
      bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        _ = EVP_DigestUpdate(context, base, buffer.count)
      }
    }

    /// The digest of everything fed so far; the hasher is used up.
    package consuming func finish() -> [UInt8] {
      var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
      var length: UInt32 = 0
      guard EVP_DigestFinal_ex(context, &digest, &length) == 1, Int(length) == SecureDigest.byteCount else {
        return []
      }
      return Array(digest.prefix(Int(length)))
    }

    deinit { EVP_MD_CTX_free(context) }
  }

  /// HMAC-SHA256 of `message` under `key`: a code only a holder of the key can make.
  package static func hmac(key: [UInt8], _ message: [UInt8]) -> [UInt8] {
    var code = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    let made = key.withUnsafeBytes { keyBuffer in
      message.withUnsafeBytes { messageBuffer in
        HMAC(
          EVP_sha256(), keyBuffer.baseAddress, Int32(keyBuffer.count),
          messageBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self), messageBuffer.count, &code, &length)
      }
    }
    guard made != nil, Int(length) == byteCount else { return [] }
    return Array(code.prefix(Int(length)))
  }

  /// Whether two digests or codes are equal, in a time that does not depend on where they differ (a
  /// code compared byte by byte, stopping at the first difference, tells a forger how much is right).
  package static func areEqual(_ first: [UInt8], _ second: [UInt8]) -> Bool {
    guard first.count == second.count, !first.isEmpty else { return false }
    return first.withUnsafeBytes { a in
      second.withUnsafeBytes { b in CRYPTO_memcmp(a.baseAddress, b.baseAddress, a.count) == 0 }
    }
  }

  /// Lower-case hexadecimal, two digits a byte.
  package static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8]()
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The bytes of lower-case hexadecimal as `hex` writes it; nil for anything else.
  package static func bytes(hex text: Substring) -> [UInt8]? {
    let utf8 = Array(text.utf8)
    guard utf8.count % 2 == 0 else { return nil }
    func value(_ digit: UInt8) -> UInt8? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
      default: nil
      }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count / 2)
    var index = 0
    while index < utf8.count {
      guard let high = value(utf8[index]), let low = value(utf8[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    return bytes
  }
}
