import HeadlessKit

/// The shape of what is on screen, beyond each view's own properties: which views hold
/// which subviews, the constraints installed on each, gesture recognizers, and the
/// controllers' children and presentations. A hook that changes it has side effects the
/// audit does not undo.
@MainActor
struct ScreenStructure: Equatable {
  private struct Node: Equatable {
    let name: String
    let subviews: [ObjectIdentifier]
    let constraints: [String]
    let gestureRecognizers: Int
  }
  private struct ControllerNode: Equatable {
    let name: String
    let children: [ObjectIdentifier]
    let presented: ObjectIdentifier?
  }
  private let views: [ObjectIdentifier: Node]
  private let controllers: [ObjectIdentifier: ControllerNode]

  init(_ windows: [Window]) {
    var views: [ObjectIdentifier: Node] = [:]
    var controllers: [ObjectIdentifier: ControllerNode] = [:]
    var stack: [View] = windows.reversed()
    while let view = stack.popLast() {
      views[ObjectIdentifier(view)] = Node(
        name: view.auditName, subviews: view.subviews.map(ObjectIdentifier.init),
        constraints: view.constraints.map(\.description),
        gestureRecognizers: view.gestureRecognizers?.count ?? 0)
      if let controller = view.owningController {
        controllers[ObjectIdentifier(controller)] = ControllerNode(
          name: "\(type(of: controller))", children: controller.children.map(ObjectIdentifier.init),
          presented: controller.presentedController.map(ObjectIdentifier.init))
      }
      stack += view.subviews.reversed()
    }
    self.views = views
    self.controllers = controllers
  }

  /// What changed from this structure to `after`, in words; empty when nothing did.
  func changes(to after: ScreenStructure) -> [String] {
    var lines: [String] = []
    let added = after.views.keys.filter { views[$0] == nil }
    let removed = views.keys.filter { after.views[$0] == nil }
    if !added.isEmpty {
      lines.append(
        "added \(added.compactMap { after.views[$0]?.name }.sorted().joined(separator: ", "))")
    }
    if !removed.isEmpty {
      lines.append(
        "removed \(removed.compactMap { views[$0]?.name }.sorted().joined(separator: ", "))")
    }
    for (key, node) in views {
      guard let now = after.views[key] else { continue }
      if now.subviews != node.subviews, added.isEmpty, removed.isEmpty {
        lines.append("reordered the subviews of \(node.name)")
      }
      if now.constraints != node.constraints {
        lines.append("changed the constraints of \(node.name)")
      }
      if now.gestureRecognizers != node.gestureRecognizers {
        lines.append("changed the gesture recognizers of \(node.name)")
      }
    }
    for (key, node) in controllers {
      guard let now = after.controllers[key] else { continue }
      if now.children != node.children { lines.append("changed the children of \(node.name)") }
      if now.presented != node.presented {
        lines.append("presented or dismissed from \(node.name)")
      }
    }
    return lines.sorted()
  }
}
