import Foundation

/// The public declarations of a module's Swift sources, read as text — enough to tell whether an API
/// that the documentation names is declared, and in which type, without compiling anything.
///
/// A declaration counts when its line has `public` or `open` before the keyword (`func`, `init`, `var`,
/// `let`, `class`, `struct`, `enum`, `protocol`, `typealias`, `actor`), or when it is an enum case or a
/// protocol requirement (public through their type). Its scope is every type the file declares or
/// extends: OpenUIKit keeps one type per file (`UIButton+Content.swift` extends `UIButton`), so "declared
/// in a file about `UIButton`" is "a member of `UIButton`". That is looser than the compiler (two types in
/// one file share a scope), which is why DocC's link check, run when the documentation is built, backs it.
struct SourceDeclarations {
    struct Declaration {
        let name: String
        /// The argument labels of a function or initializer (`_` for none); nil for anything else.
        let labels: [String]?
        let file: String
    }

    private static let keywords = ["func", "init", "var", "let", "class", "struct", "enum", "protocol", "typealias", "actor"]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "actor"]

    private(set) var declarations: [String: [Declaration]] = [:]
    private(set) var typeNames: Set<String> = []
    private var scopes: [String: Set<String>] = [:]

    init(directory: URL) throws {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files { try read(String(contentsOf: file, encoding: .utf8), path: file.path) }
    }

    /// Whether `path` (`["UIButton", "setTitle(_:for:)"]`) names a public declaration: every type in it
    /// declared or extended in the sources, and the last component declared in a file about the one
    /// before it (anywhere, for a one-component path).
    func declares(_ path: [String]) -> Bool {
        guard let last = path.last else { return false }
        let parents = path.dropLast()
        guard parents.allSatisfy(typeNames.contains) else { return false }
        let (name, labels) = Self.split(last)
        return (declarations[name] ?? []).contains { declaration in
            (labels == nil || declaration.labels == labels)
                && (parents.last.map { scopes[declaration.file, default: []].contains($0) } ?? true)
        }
    }

    /// `setTitle(_:for:)` as `("setTitle", ["_", "for"])`; `frame` as `("frame", nil)`.
    static func split(_ symbol: String) -> (name: String, labels: [String]?) {
        guard let open = symbol.firstIndex(of: "(") else { return (symbol, nil) }
        let labels = symbol[symbol.index(after: open)...].dropLast().split(separator: ":").map(String.init)
        return (String(symbol[..<open]), labels)
    }

    private mutating func read(_ text: String, path: String) {
        let lines = text.components(separatedBy: "\n")
        var fileScopes: Set<String> = []
        var declaresProtocol = false
        for line in lines where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            let words = Self.words(of: line)
            for (index, word) in words.enumerated().dropLast() where ["class", "struct", "enum", "protocol", "extension", "actor"].contains(word) {
                let named = words[index + 1].split(separator: ".").map(String.init)
                fileScopes.formUnion(named)
                if word == "extension" { typeNames.formUnion(named) }
                if word == "protocol", words.contains("public") { declaresProtocol = true }
            }
        }
        scopes[path] = fileScopes
        var offset = text.startIndex
        for line in lines {
            defer { offset = text.index(offset, offsetBy: line.count + 1, limitedBy: text.endIndex) ?? text.endIndex }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("//") else { continue }
            let words = Self.words(of: trimmed)
            if words.first == "case", words.count > 1, !trimmed.hasSuffix(":") {
                for name in trimmed.dropFirst(4).split(separator: ",") {
                    let identifier = name.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !identifier.isEmpty { add(String(identifier), labels: nil, file: path) }
                }
                continue
            }
            let isPublic = words.contains("public") || words.contains("open")
            guard isPublic || (declaresProtocol && ["func", "var", "init"].contains(words.first ?? "")) else { continue }
            // `class func` and `class var` are members, not classes.
            guard let index = words.indices.first(where: { index in
                Self.keywords.contains(words[index])
                    && !(words[index] == "class" && index + 1 < words.count && Self.keywords.contains(words[index + 1]))
            }) else { continue }
            let keyword = words[index]
            if keyword == "init" {
                add("init", labels: Self.labels(after: text[offset...].range(of: "init")!.upperBound, in: text), file: path)
            } else if index + 1 < words.count {
                let name = words[index + 1]
                if keyword == "func", let range = text[offset...].range(of: "func " + name) {
                    add(name, labels: Self.labels(after: range.upperBound, in: text), file: path)
                } else {
                    add(name, labels: nil, file: path)
                    if Self.typeKeywords.contains(keyword) { typeNames.insert(name) }
                }
            }
        }
    }

    private mutating func add(_ name: String, labels: [String]?, file: String) {
        declarations[name, default: []].append(Declaration(name: name, labels: labels, file: file))
    }

    /// The identifiers of a line, in order (`public init?(frame:)` → `public`, `init`, `frame`).
    private static func words(of line: String) -> [String] {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).map(String.init)
    }

    /// The argument labels of the parameter list that starts at the first `(` after `start` (skipping a
    /// generic clause), read across lines: each parameter's first name, split at top-level commas.
    private static func labels(after start: String.Index, in text: String) -> [String] {
        guard let open = text[start...].firstIndex(of: "(") else { return [] }
        var depth = 0
        var parameters: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text[open...] {
            switch character {
            case "(", "[", "{", "<":
                depth += 1
                if depth == 1 { previous = character; continue }
            case ")", "]", "}":
                depth -= 1
            case ">" where previous != "-":
                depth -= 1
            case "," where depth == 1:
                parameters.append(current)
                current = ""
                previous = character
                continue
            default:
                break
            }
            previous = character
            if depth == 0 { break }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parameters.append(current) }
        return parameters.compactMap { parameter in
            parameter.split(separator: ":", maxSplits: 1).first?
                .split(whereSeparator: { $0.isWhitespace }).first.map(String.init)
        }
    }
}
