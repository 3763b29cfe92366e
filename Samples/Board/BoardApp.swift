import Foundation
import HeadlessKit

/// `board`: a headless app that shows a CI board from job events on standard input.
///
/// Thin: options and events are parsed by pure, tested types; this wires them to an
/// application, an input thread and the screen.
@main
enum BoardApp {
  @MainActor
  static func main() async {
    let options: BoardOptions
    do {
      options = try BoardOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("board: \(error)\n".utf8))
      exit(2)
    }
    if options.help {
      print(BoardOptions.usage)
      return
    }

    let board = JobBoard()
    let app = Application()
    let window = Window(frame: Rect(x: 0, y: 0, width: 480, height: 400))
    let jobs = BoardController(board: board)
    let navigation = NavigationController(rootController: jobs)
    jobs.open = { [weak navigation] job in navigation?.push(JobDetailController(job: job)) }
    window.rootController = navigation
    if let name = options.open { navigation.push(JobDetailController(job: board.job(named: name))) }
    app.show(window)

    // Skipped lines are reported on standard error at once, and on a terminal also under
    // each redrawn screen, which would otherwise wipe them.
    let skipped = SharedState<[String]>([])
    let frames = FrameWriter(window: window, ascii: options.ascii, notes: skipped)
    app.onPassFinished = { pass in frames.frame(pass: pass.number) }

    // Standard input is read on a thread of its own; each event goes into the shared
    // models, and the update loop redraws what changed. At end of input the run stops.
    let input = Thread {
      var number = 0
      while let line = readLine() {
        number += 1
        if line.allSatisfy(\.isWhitespace) { continue }
        do {
          board.apply(try JobEvent.parse(line))
        } catch {
          let note = "board: line \(number): \(error); skipped"
          FileHandle.standardError.write(Data((note + "\n").utf8))
          skipped.update { $0.append(note) }
        }
      }
      app.stop()
    }
    input.name = "board input"
    input.start()

    await app.run()  // until end of input, or Ctrl-C
    frames.final()
    if let name = options.open, !board.job(named: name).state.value.hasEvents {
      let seen = board.namesWithEvents
      let message =
        "board: --open '\(name)': no input line names that job; jobs seen: "
        + (seen.isEmpty ? "none" : seen.joined(separator: ", "))
      FileHandle.standardError.write(Data((message + "\n").utf8))
      exit(2)
    }
    if let path = options.svgPath {
      do {
        try window.render(to: URL(fileURLWithPath: path))
      } catch {
        FileHandle.standardError.write(Data("board: cannot write '\(path)': \(error)\n".utf8))
        exit(1)
      }
    }
    exit(0)  // the input thread may still be blocked reading a terminal
  }
}
