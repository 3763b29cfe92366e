import HeadlessKitTesting
import HeadlessUIKit
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
