/// One generated page: where it goes in the site and its bytes.
public struct RenderedPage: Sendable, Equatable {
  public let path: String
  public let bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}
