import ScrollStackUIKitDouble

/// A data source of one section of `rows` rows that notes the rows it was asked cells for.
@MainActor final class CountingDataSource: NSObject, UITableViewDataSource {
  let rows: Int
  private(set) var asked: [Int] = []

  init(rows: Int) { self.rows = rows }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    asked.append(indexPath[1])
    return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}
