import Foundation
import HeadlessKit
import HeadlessLayoutSolver

/// Solves systems given as JSON on standard input, for `.ci/compare-solver-with-kiwi`:
/// `[{"variables": 2, "constraints": [{"coefficients": [1, -2], "constant": 3,
/// "relation": "<=", "priority": 750}, …]}, …]` → `[{"accepted": [true, …],
/// "values": [1.5, …]}, …]`, constraints added in order (a refused one is `false`).
enum SolverJSON {
  struct System: Decodable {
    struct Item: Decodable {
      let coefficients: [Double]
      let constant: Double
      let relation: String
      let priority: Float
    }
    let variables: Int
    let constraints: [Item]
  }

  struct Result: Encodable {
    let accepted: [Bool]
    let values: [Double]
  }

  static func run() {
    let input = FileHandle.standardInput.readToEndRetryingInterrupts()
    let systems = try! JSONDecoder().decode([System].self, from: input)
    var results: [Result] = []
    for system in systems {
      let variables = (0..<system.variables).map { Variable("x\($0)") }
      let solver = Solver()
      var accepted: [Bool] = []
      for item in system.constraints {
        let relation: Constraint.Relation =
          item.relation == "=="
          ? .equal : item.relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
        let expression = LinearExpression(
          Array(zip(variables, item.coefficients)), constant: item.constant)
        let constraint = Constraint(expression, relation, 0, priority: Priority(item.priority))
        accepted.append((try? solver.add(constraint)) != nil)
      }
      solver.updateVariables()
      results.append(Result(accepted: accepted, values: variables.map(solver.value(of:))))
    }
    print(String(decoding: try! JSONEncoder().encode(results), as: UTF8.self))
  }
}
