import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Observation
import Testing

// Two screens written as iOS code is (programmatic, frames rather than anchors), first in
// a scratch package importing UIKit or HeadlessUIKit; here without `public` and with the
// HeadlessUIKit import only. Their tests are written as iOS tests would be.

final class ContactsViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let tableView = UITableView()
  var contacts: [String] = []
  private(set) var opened: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    view.backgroundColor = .systemBackground
    tableView.frame = view.bounds
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    view.addSubview(tableView)
    contacts = ["Ada", "Grace", "Linus"]
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = contacts[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    opened = contacts[indexPath.row]
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

final class LoginViewController: UIViewController, UITextFieldDelegate {
  let email = UITextField()
  let password = UITextField()
  let mode = UISegmentedControl(items: ["Sign in", "Sign up"])
  let button = UIButton(type: .system)
  private(set) var signedIn = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    email.placeholder = "Email"
    password.placeholder = "Password"
    password.isSecureTextEntry = true
    email.delegate = self
    password.delegate = self
    mode.selectedSegmentIndex = 0
    button.setTitle("Continue", for: .normal)
    button.addAction(UIAction { [unowned self] _ in self.submit() }, for: .touchUpInside)
    let stack = UIStackView(frame: CGRect(x: 20, y: 120, width: 350, height: 200))
    stack.axis = .vertical
    stack.spacing = 12
    for item in [mode, email, password, button] as [UIView] { stack.addArrangedSubview(item) }
    view.addSubview(stack)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === email { return true }
    submit()
    return false
  }

  func submit() {
    guard (email.text ?? "").contains("@"), !(password.text ?? "").isEmpty else {
      let alert = UIAlertController(
        title: "Check your details", message: "An email and a password, please.",
        preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
      return
    }
    signedIn = true
  }
}

/// A sign-in form laid out with anchors, as most UIKit code lays screens out: a title
/// centred near the top, two fields between the margins, a button centred below them.
/// Its status label's text comes from a model, read in `updateViewConstraints()`'s
/// sibling `updateProperties()`; its width follows the text through the label's
/// intrinsic size.
final class AnchoredSignInViewController: UIViewController {
  let titleLabel = UILabel()
  let email = UITextField()
  let password = UITextField()
  let signIn = UIButton(type: .system)
  let status = UILabel()
  let session: SignInSession
  private(set) var constraintUpdates = 0
  private var buttonTop: NSLayoutConstraint!

  init(session: SignInSession) {
    self.session = session
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Welcome"
    email.placeholder = "Email"
    password.placeholder = "Password"
    password.isSecureTextEntry = true
    signIn.setTitle("Log In", for: .normal)
    for subview in [titleLabel, email, password, signIn, status] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    buttonTop = signIn.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 24)
    NSLayoutConstraint.activate([
      titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 120),
      email.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 32),
      email.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
      email.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
      email.heightAnchor.constraint(equalToConstant: 44),
      password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
      password.leadingAnchor.constraint(equalTo: email.leadingAnchor),
      password.trailingAnchor.constraint(equalTo: email.trailingAnchor),
      password.heightAnchor.constraint(equalTo: email.heightAnchor),
      buttonTop,
      signIn.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      status.topAnchor.constraint(equalTo: signIn.bottomAnchor, constant: 16),
      status.trailingAnchor.constraint(equalTo: email.trailingAnchor),
    ])
  }

  override func updateProperties() {
    super.updateProperties()
    status.text = session.message
  }

  /// Moves the button down while an error shows, read here so that it follows the model.
  override func updateViewConstraints() {
    constraintUpdates += 1
    buttonTop.constant = session.showsError ? 48 : 24
    super.updateViewConstraints()
  }
}

/// What the sign-in form shows.
@Observable
final class SignInSession {
  var message = "Ready"
  var showsError = false
}
