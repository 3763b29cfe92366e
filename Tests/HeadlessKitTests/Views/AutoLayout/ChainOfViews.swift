import Foundation
import HeadlessKit

/// `n` 44-point views added to `container`, chained from its leading edge 8 points apart
/// and pinned to its top, with the constraints that place them (not yet active): the
/// chain that the relayout and constraint-edit tests build in their containers.
@MainActor
func chainOfViews(_ n: Int, in container: View) -> (items: [View], constraints: [LayoutConstraint])
{
  var items: [View] = []
  var constraints: [LayoutConstraint] = []
  for _ in 0..<n {
    let item = View()
    container.addSubview(item)
    item.translatesAutoresizingMaskIntoConstraints = false
    constraints += [
      item.widthAnchor.constraint(equalToConstant: 44),
      item.heightAnchor.constraint(equalToConstant: 44),
      item.topAnchor.constraint(equalTo: container.topAnchor),
      item.leadingAnchor.constraint(
        equalTo: items.last?.trailingAnchor ?? container.leadingAnchor, constant: 8),
    ]
    items.append(item)
  }
  return (items, constraints)
}
