import CLibXML2
import GalleryXML

/// What the page contract needs from the walk (checked when `checkContract` is on, as for every
/// generated site): the marks `PageContract` judges once the page is read (the body's scene, each
/// `<main>`, the photo forms and ids), and the rule that no attribute runs script. Apart because the
/// contract is this tool's own rule, not HTML's; `--no-contract` checks other sites without it.
extension PageChecks {
  /// Event handlers (`onload`, `onerror`, …, any case) and `srcdoc` (a whole page in an attribute):
  /// script a theme could print from user text with `{{{…}}}`.
  static func runsScript(attributeNamed name: UnsafePointer<xmlChar>) -> Bool {
    let first = name[0] | 0x20
    if first == UInt8(ascii: "o") { return name[1] | 0x20 == UInt8(ascii: "n") }
    if first == UInt8(ascii: "s") { return xmlStrcasecmp(name, "srcdoc") == 0 }
    return false
  }

  mutating func noteContractMarks(
    _ element: xmlNodePtr, _ role: Vocabulary.ElementRole, _ attributes: Attributes
  ) {
    guard checkContract else { return }
    let photoID = attributes.photoID.map(LibXML.string)
    let mark = mark(of: element)
    if let photoID {
      contract.photoIDs.append(PageContract.PhotoMark(mark: mark, photoID: photoID))
    }
    if role == .body, contract.body == nil {
      contract.body = mark
      contract.scene = attributes.scene.map(LibXML.string)
    } else if role == .main {
      contract.mains.append((mark, photoID))
    } else if role == .form, let photoID {
      contract.photoForms.append(PageContract.PhotoMark(mark: mark, photoID: photoID))
    }
  }
}
