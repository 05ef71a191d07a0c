import Foundation

/// The rows of the tables in the documentation's "What's supported" article
/// (`Sources/OpenUIKit/OpenUIKit.docc/WhatsSupported.md`), read as the Markdown a person edits.
///
/// Each row is `| API | Status | Notes |`. Supported and differing APIs are DocC symbol links
/// (` ``UIButton/setTitle(_:for:)`` `), which DocC checks again when it builds the documentation;
/// missing APIs are code spans (`` `UISwitch` ``), since there is no symbol to link to.
struct SupportTable {
    /// One row: its status, the symbol links and the code spans of its API cell.
    struct Row {
        let line: Int
        let status: String
        let links: [String]
        let codeSpans: [String]
    }

    static let statuses: Set<String> = ["supported", "differs", "missing"]

    let rows: [Row]

    init(markdown: String) {
        var rows: [Row] = []
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            // `| API | Status | Notes |` splits into ["", API, Status, Notes, ""]; skip the header and rule.
            guard line.hasPrefix("|"), cells.count >= 4, cells[1] != "API", !cells[1].hasPrefix("---") else {
                continue
            }
            let spans = Self.spans(in: cells[1])
            rows.append(Row(line: index + 1, status: cells[2], links: spans.filter { $0.ticks == 2 }.map(\.text),
                            codeSpans: spans.filter { $0.ticks == 1 }.map(\.text)))
        }
        self.rows = rows
    }

    /// The code spans of `cell` with the number of backticks around each (2: a DocC symbol link).
    private static func spans(in cell: String) -> [(ticks: Int, text: String)] {
        var spans: [(ticks: Int, text: String)] = []
        var rest = Substring(cell)
        while let start = rest.firstIndex(of: "`") {
            let ticks = rest[start...].prefix { $0 == "`" }.count
            let body = rest[rest.index(start, offsetBy: ticks)...]
            guard let end = body.range(of: String(repeating: "`", count: ticks)) else { break }
            spans.append((ticks, String(body[..<end.lowerBound])))
            rest = body[end.upperBound...]
        }
        return spans
    }

    /// An API's path components: split at `/` (a DocC link) or else at `.` (Swift) before its argument
    /// labels, with DocC's disambiguation suffixes (`-swift.property`) removed. A leading `Foundation` or
    /// `Swift` names the module whose type OpenUIKit extends, and is dropped.
    static func components(of name: String) -> [String] {
        var parts: [String]
        if name.contains("/") {
            parts = name.split(separator: "/").map { part in String(part.prefix { $0 != "-" }) }
        } else {
            let head = name.prefix { $0 != "(" }
            parts = head.split(separator: ".").map(String.init)
            if let last = parts.popLast() { parts.append(last + name.dropFirst(head.count)) }
        }
        if let first = parts.first, ["Foundation", "Swift"].contains(first) { parts.removeFirst() }
        return parts
    }
}
