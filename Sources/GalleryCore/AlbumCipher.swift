import COpenSSL

/// The encryption of a private album's files, through OpenSSL's libcrypto: keys derived from a
/// passphrase with PBKDF2-HMAC-SHA256, files sealed with AES-256-GCM under a fresh random nonce each.
/// What it writes is what the browser's WebCrypto opens (`crypto.subtle.decrypt` with `AES-GCM`, the
/// nonce as `iv`, the rest as the data): `nonce (12 bytes) ‖ ciphertext ‖ tag (16 bytes)`. The plaintext
/// is padded first (`padded`), so a file's size says only which bucket it falls in.
package enum AlbumCipher {
  package static let keyByteCount = 32
  package static let nonceByteCount = 12
  package static let tagByteCount = 16
  package static let saltByteCount = 16

  /// PBKDF2-HMAC-SHA256 of `passphrase` (its UTF-8 bytes, as WebCrypto's `importKey("raw", …)` takes a
  /// `TextEncoder`'s) over `salt`: a 256-bit key. Nil when libcrypto fails (no memory).
  package static func key(passphrase: String, salt: [UInt8], iterations: Int) -> [UInt8]? {
    guard iterations > 0, iterations <= Int(Int32.max) else { return nil }
    var key = [UInt8](repeating: 0, count: keyByteCount)
    let secret = Array(passphrase.utf8)
    let made = secret.withUnsafeBytes { secretBuffer in
      salt.withUnsafeBytes { saltBuffer in
        PKCS5_PBKDF2_HMAC(
          secretBuffer.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(secretBuffer.count),
          saltBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(saltBuffer.count),
          Int32(iterations), EVP_sha256(), Int32(keyByteCount), &key)
      }
    }
    return made == 1 ? key : nil
  }

  /// `count` bytes from the system's random source (OpenSSL's DRBG, seeded by the kernel); nil when it
  /// cannot give them, and then nothing may be encrypted.
  package static func randomBytes(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    return RAND_bytes(&bytes, Int32(count)) == 1 ? bytes : nil
  }

  /// `plaintext` sealed under `key` with a fresh random nonce; nil when the key is not 32 bytes or
  /// libcrypto fails.
  package static func seal(_ plaintext: [UInt8], key: [UInt8]) -> [UInt8]? {
    guard let nonce = randomBytes(nonceByteCount) else { return nil }
    return seal(plaintext, key: key, nonce: nonce)
  }

  /// `plaintext` sealed under `key` and `nonce` (tests give known-answer vectors; everything else a
  /// fresh random one: a nonce used twice under one key gives the key away).
  package static func seal(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8]) -> [UInt8]? {
    guard key.count == keyByteCount, nonce.count == nonceByteCount, plaintext.count < Int(Int32.max) else {
      return nil
    }
    guard let context = EVP_CIPHER_CTX_new() else { return nil }
    defer { EVP_CIPHER_CTX_free(context) }
    guard EVP_EncryptInit_ex(context, EVP_aes_256_gcm(), nil, key, nonce) == 1 else { return nil }
    var out = [UInt8](repeating: 0, count: nonceByteCount + plaintext.count + tagByteCount)
    for index in 0..<nonceByteCount { out[index] = nonce[index] }
    var written: Int32 = 0
    let updated = out.withUnsafeMutableBufferPointer { output in
      plaintext.withUnsafeBufferPointer { input in
        EVP_EncryptUpdate(
          context, output.baseAddress.map { $0 + nonceByteCount }, &written, input.baseAddress,
          Int32(input.count))
      }
    }
    guard updated == 1, Int(written) == plaintext.count else { return nil }
    var final: Int32 = 0
    var tag = [UInt8](repeating: 0, count: tagByteCount)
    guard
      out.withUnsafeMutableBufferPointer({ output in
        EVP_EncryptFinal_ex(context, output.baseAddress.map { $0 + nonceByteCount + plaintext.count }, &final)
      }) == 1, final == 0,
      EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, Int32(tagByteCount), &tag) == 1
    else { return nil }
    for index in 0..<tagByteCount { out[nonceByteCount + plaintext.count + index] = tag[index] }
    return out
  }

  /// The plaintext of a sealed file, or nil when it is not one sealed under `key`: a wrong key, a
  /// flipped byte anywhere (nonce, ciphertext or tag) or a file cut short all fail the tag.
  package static func open(_ sealed: [UInt8], key: [UInt8]) -> [UInt8]? {
    guard key.count == keyByteCount, sealed.count >= nonceByteCount + tagByteCount,
      sealed.count < Int(Int32.max)
    else { return nil }
    let nonce = Array(sealed.prefix(nonceByteCount))
    var tag = Array(sealed.suffix(tagByteCount))
    let body = Array(sealed[nonceByteCount..<(sealed.count - tagByteCount)])
    guard let context = EVP_CIPHER_CTX_new() else { return nil }
    defer { EVP_CIPHER_CTX_free(context) }
    guard EVP_DecryptInit_ex(context, EVP_aes_256_gcm(), nil, key, nonce) == 1 else { return nil }
    var plaintext = [UInt8](repeating: 0, count: body.count)
    var written: Int32 = 0
    guard
      body.isEmpty
        || EVP_DecryptUpdate(context, &plaintext, &written, body, Int32(body.count)) == 1
          && Int(written) == body.count,
      EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, Int32(tagByteCount), &tag) == 1
    else { return nil }
    var final: Int32 = 0
    var rest = [UInt8](repeating: 0, count: 16)
    guard EVP_DecryptFinal_ex(context, &rest, &final) == 1 else { return nil }
    return plaintext
  }

  // MARK: Padding

  /// The size a plaintext of `count` bytes is padded to (its marker byte included): 4 KiB at least,
  /// then the next of 4, 5, 6 or 7 times a power of two kibibytes. A file's size on the host then says
  /// which of those buckets it is in, no more, for at most a quarter more bytes (a tenth on average).
  package static func bucket(_ count: Int) -> Int {
    let needed = count + 1
    var unit = 1_024
    while true {
      for multiple in 4...7 where multiple * unit >= needed { return multiple * unit }
      unit *= 2
    }
  }

  /// `bytes` with a 0x80 byte and zeros up to its bucket (ISO/IEC 7816-4 padding): unambiguous, and
  /// taken off by finding the last non-zero byte.
  package static func padded(_ bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    out.reserveCapacity(bucket(bytes.count))
    out.append(0x80)
    out.append(contentsOf: repeatElement(0, count: bucket(bytes.count) - bytes.count - 1))
    return out
  }

  /// What `padded` was given, or nil when the padding is not there (no 0x80 after the zeros).
  package static func unpadded(_ bytes: [UInt8]) -> [UInt8]? {
    guard let marker = bytes.lastIndex(where: { $0 != 0 }), bytes[marker] == 0x80 else { return nil }
    return Array(bytes[..<marker])
  }
}
