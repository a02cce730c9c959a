/// One template's text and the file it came from (used in error messages).
package struct TemplateSource: Sendable {
  package var text: String
  package var file: String

  package init(text: String, file: String) {
    self.text = text
    self.file = file
  }
}
