import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML document's elements, in document order, with their attributes and the path of
/// element names that leads to each, read with `XMLParser` (well-formed or `nil`).
final class XMLElements: NSObject, XMLParserDelegate {
  struct Element {
    let path: [String]
    let attributes: [String: String]
    var name: String { path.last ?? "" }
  }

  private(set) var elements: [Element] = []
  private var stack: [String] = []

  /// The elements of `text`, or `nil` when it is not well-formed XML.
  static func parse(_ text: String) -> [Element]? {
    let reader = XMLElements()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = reader
    return parser.parse() ? reader.elements : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    stack.append(elementName)
    elements.append(Element(path: stack, attributes: attributes))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    stack.removeLast()
  }
}
