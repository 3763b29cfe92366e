/// `port` and `port-dense`: porting a 10 MB tree of Swift sources written for iOS, against
/// reading the same files (#37's target: at most 10x).
struct PortScenario: BenchScenario {
  /// One file in `screensEvery` is a screen full of `#selector`s; the rest have none.
  let screensEvery: Int

  var name: String { screensEvery == 1 ? "port-dense" : "port" }
  var summary: String {
    screensEvery == 1
      ? "headless port on a 10 MB tree where every file is a screen"
      : "headless port on a 10 MB tree, a screen in every \(screensEvery) files"
  }

  @MainActor func run(_ context: BenchContext) -> [Row] {
    [PortBench.row(name, screensEvery: screensEvery, rounds: context.rounds)]
  }
}
