// A photo viewer with the usual gestures: double-tap to zoom, pinch, pan and long press.
import UIKit

final class PhotoViewController: UIViewController {
  let photoView = UIImageView()
  let statusLabel = UILabel()
  var zoomed = false
  var lastScale: CGFloat = 1
  var totalPan: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    photoView.accessibilityIdentifier = "photo"
    photoView.isUserInteractionEnabled = true
    photoView.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    statusLabel.accessibilityIdentifier = "status"
    view.addSubview(photoView)
    view.addSubview(statusLabel)

    let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
    doubleTap.numberOfTapsRequired = 2
    photoView.addGestureRecognizer(doubleTap)

    let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
    photoView.addGestureRecognizer(pinch)

    let pan = UIPanGestureRecognizer()
    pan.addTarget(self, action: #selector(handlePan(_:)))
    photoView.addGestureRecognizer(pan)

    let longPress = UILongPressGestureRecognizer(
      target: self, action: #selector(handleLongPress(sender:)))
    longPress.minimumPressDuration = 0.5
    photoView.addGestureRecognizer(longPress)
  }

  @objc func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
    zoomed.toggle()
    statusLabel.text = zoomed ? "Zoomed in" : "Zoomed out"
  }

  @objc func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
    if recognizer.state == .ended {
      lastScale = recognizer.scale
      statusLabel.text = recognizer.scale > 1 ? "Pinched out" : "Pinched in"
    }
  }

  @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
    let translation = recognizer.translation(in: view)
    if recognizer.state == .ended {
      totalPan += translation.x
      statusLabel.text = "Panned"
    }
  }

  @objc func handleLongPress(sender: UILongPressGestureRecognizer) {
    guard sender.state == .began else { return }
    statusLabel.text = "Saved to Photos"
  }
}
