import DuobarEngine

/// A JSON value whose objects keep their keys in the order written.
indirect enum JSONValue {
    case string(String)
    case int(Int)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Two-space indentation; empty arrays and objects on one line.
    func write(to out: inout String, indent: String) {
        switch self {
        case .string(let s): out += JSON.string(s)
        case .int(let n): out += String(n)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (k, item) in items.enumerated() {
                out += indent + "  "
                item.write(to: &out, indent: indent + "  ")
                out += k == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (k, (key, value)) in members.enumerated() {
                out += indent + "  " + JSON.string(key) + ": "
                value.write(to: &out, indent: indent + "  ")
                out += k == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }
}
