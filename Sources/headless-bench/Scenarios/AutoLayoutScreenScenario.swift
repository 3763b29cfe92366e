import Foundation
import HeadlessKit

/// A form of 50 rows (a label, and a field filling the rest of the row), 100 views placed by
/// constraints; one model change alters the first label's text and so its intrinsic size.
/// Against the same form laid out by hand-written frames in layoutSubviews(), the same
/// change.
struct AutoLayoutScreenScenario: BenchScenario {
  var name: String { "autolayout-screen" }
  var summary: String { "a form of 100 views by constraints vs by frames; 1 text change" }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    final class ConstrainedForm: Controller {
      let model: Model
      var labels: [Label] = []
      init(model: Model) {
        self.model = model
        super.init()
      }
      override func didLoad() {
        var constraints: [LayoutConstraint] = []
        var above: View?
        for i in 0..<50 {
          let label = Label(text: "field \(i)")
          let field = TextField()
          for subview in [label, field] as [View] {
            view.addSubview(subview)
            subview.translatesAutoresizingMaskIntoConstraints = false
          }
          constraints += [
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            label.topAnchor.constraint(
              equalTo: above?.bottomAnchor ?? view.topAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
          ]
          label.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
          labels.append(label)
          above = label
        }
        LayoutConstraint.activate(constraints)
      }
      override func updateProperties() {
        labels[0].text = model.value % 2 == 0 ? "field" : "field 0"
      }
    }
    final class FramedForm: View {
      var labels: [Label] = []
      var fields: [TextField] = []
      override func layoutSubviews() {
        var y = 0.0
        for (label, field) in zip(labels, fields) {
          let size = label.intrinsicContentSize
          y += 8
          label.frame = Rect(x: 16, y: y, width: size.width, height: size.height)
          let fieldHeight = field.intrinsicContentSize.height
          let x = 16 + size.width + 8
          field.frame = Rect(
            x: x, y: y + (size.height - fieldHeight) / 2, width: bounds.width - 16 - x,
            height: fieldHeight)
          y += size.height
        }
      }
    }
    final class FramedController: Controller {
      let model: Model
      let form = FramedForm()
      init(model: Model) {
        self.model = model
        super.init()
      }
      override func loadView() { view = form }
      override func didLoad() {
        for i in 0..<50 {
          let label = Label(text: "field \(i)")
          let field = TextField()
          form.addSubview(label)
          form.addSubview(field)
          form.labels.append(label)
          form.fields.append(field)
        }
      }
      override func updateProperties() {
        form.labels[0].text = model.value % 2 == 0 ? "field" : "field 0"
      }
    }
    let model = Model()
    let app = mount([ConstrainedForm(model: model)])
    let framedModel = Model()
    let framedApp = mount([FramedController(model: framedModel)])
    let n = 200
    let r = Harness.compare("autolayout-screen", rounds: context.rounds, iterations: n) {
      writeAndFlush(model, app, times: n)
    } baseline: {
      writeAndFlush(framedModel, framedApp, times: n)
    }
    return [
      Row.ratio(
        "autolayout-screen", "1 text change, 100 views by constraints vs frames", r, limit: 3,
        aim: "")
    ]
  }
}
