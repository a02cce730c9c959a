import CLibXML2
import Foundation

/// Small bridges between libxml2's C strings and trees and the validator's Swift.
package enum LibXML {
  /// libxml2 must be initialised once, on one thread, before parsers run on several threads at once.
  /// A static `let` runs its initialiser exactly once, thread-safely.
  private static let initialized: Bool = {
    xmlInitParser()
    return true
  }()

  package static func initializeOnce() {
    _ = initialized
  }

  /// A libxml2 message on one line: without the newline it always ends with, and with the line breaks
  /// some messages hold inside ("…indicate encoding !\nBytes: 0xE9…") turned into spaces, so a
  /// problem stays one `page:line:col: message` line.
  package static func oneLine(_ message: UnsafePointer<CChar>) -> String {
    String(cString: message)
      .split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// Calls `body` with the bytes of an attribute's value, without copying in the usual case of one
  /// text child; a value libxml2 split into several nodes is joined into a temporary copy.
  package static func withValue<Result>(
    of attribute: xmlAttrPtr, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let child = attribute.pointee.children, child.pointee.next == nil {
      guard let content = child.pointee.content else {
        return body(UnsafeBufferPointer(start: nil, count: 0))
      }
      return body(UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
    }
    var joined: [UInt8] = []
    var child = attribute.pointee.children
    while let node = child {
      if let content = node.pointee.content {
        joined.append(contentsOf: UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
      }
      child = node.pointee.next
    }
    return joined.withUnsafeBufferPointer(body)
  }

  /// An attribute's value as a String.
  package static func string(of attribute: xmlAttrPtr) -> String {
    withValue(of: attribute) { String(decoding: $0, as: UTF8.self) }
  }

  /// An element's own text: its text and CDATA children, joined (not its elements' text).
  package static func text(of element: xmlNodePtr) -> String {
    var bytes: [UInt8] = []
    var child = element.pointee.children
    while let node = child {
      if node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE,
        let content = node.pointee.content
      {
        bytes.append(contentsOf: UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
      }
      child = node.pointee.next
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether an element holds text other than whitespace (an empty `<title>` is as good as none).
  package static func hasVisibleText(_ element: xmlNodePtr) -> Bool {
    var child = element.pointee.children
    while let node = child {
      if node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE,
        let content = node.pointee.content
      {
        var cursor = content
        while cursor.pointee != 0 {
          switch cursor.pointee {
          case 0x20, 0x09, 0x0A, 0x0D: cursor += 1
          default: return true
          }
        }
      } else if node.pointee.type == XML_ELEMENT_NODE, hasVisibleText(node) {
        return true
      }
      child = node.pointee.next
    }
    return false
  }
}
