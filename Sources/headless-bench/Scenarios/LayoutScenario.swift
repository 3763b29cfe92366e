import Foundation
import HeadlessKit
import Observation

/// 10,000 labels stacked by hand-written layout; one text change, one flush.
struct LayoutScenario: BenchScenario {
  var name: String { "layout" }
  var summary: String { "10,000 labels stacked by layoutSubviews(); 1 text change, 1 flush" }
  var comparesSides: Bool { true }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    final class Column: View {
      override func layoutSubviews() {
        var y = 0.0
        for child in subviews {
          let size = child.intrinsicContentSize
          child.frame = Rect(x: 0, y: y, width: size.width, height: size.height)
          y += size.height
        }
      }
    }
    final class ColumnController: Controller {
      let model: Model
      let column = Column()
      init(model: Model) {
        self.model = model
        super.init()
      }
      override func didLoad() {
        for i in 0..<10_000 { column.addSubview(Label(text: "row \(i)")) }
        view.addSubview(column)
      }
      override func updateProperties() {
        // Alternate the length, so every change alters the natural size and lays out.
        (column.subviews[0] as! Label).text = model.value % 2 == 0 ? "row" : "row 0"
      }
    }
    let model = Model()
    let app = mount([ColumnController(model: model)])
    let wiredModel = Model()
    let wiredColumn = Column()
    for i in 0..<10_000 { wiredColumn.addSubview(Label(text: "row \(i)")) }
    let dirty = DirtyFlag()
    func arm() {
      withObservationTracking {
        (wiredColumn.subviews[0] as! Label).text = wiredModel.value % 2 == 0 ? "row" : "row 0"
      } onChange: {
        dirty.set()
      }
    }
    arm()
    let n = 20
    let r = Harness.compare("layout", rounds: context.rounds, iterations: n) {
      writeAndFlush(model, app, times: n)
    } baseline: {
      for _ in 0..<n {
        wiredModel.value &+= 1
        if dirty.take() {
          arm()
          wiredColumn.layoutSubviews()
        }
      }
    }
    return [
      Row.ratio("layout", "1 text change in 10,000 labels + flush", r, limit: 1.5, aim: "")
    ]
  }
}
