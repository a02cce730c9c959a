/// One template's text and the file it came from (used in error messages).
public struct TemplateSource: Sendable {
  public var text: String
  public var file: String

  public init(text: String, file: String) {
    self.text = text
    self.file = file
  }
}
