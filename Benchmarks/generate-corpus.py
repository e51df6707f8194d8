#!/usr/bin/env python3
"""Writes a deterministic synthetic tree of iOS Swift files for benchmarking duobar-lint.

The files look like a handful of real apps: mostly models, networking, stores, utilities,
plain SwiftUI and UIKit views and tests with no toolbar code, plus a small share
(--toolbar-share, 3 % by default) of screens that declare toolbars: `.toolbar` with
ToolbarItem / ToolbarItemGroup, buttons with and without symbols, menus, keyboard bars,
ToolbarContent types, and UIKit view controllers with UIBarButtonItem, navigationItem
and toolbarItems. With --all-toolbars every file declares toolbars, so nothing is
skipped by the linter's pre-check (the worst case).

Every template here was written for this benchmark. Python 3 standard library only.
The same arguments give the same bytes (the script prints a SHA-256 of the tree).

    python3 Benchmarks/generate-corpus.py --size-mb 70 --out /tmp/duobar-bench/corpus
    python3 Benchmarks/generate-corpus.py --size-mb 10 --all-toolbars --out /tmp/duobar-bench/worst
"""

import argparse
import hashlib
import json
import math
import os
import random
import re
import shutil
import sys

MANIFEST = ".duobar-bench-corpus.json"  # hidden: neither duobar-lint nor rg reads it
FORMAT_VERSION = 2

# The linter's pre-check words (Sources/DuobarEngine/Prefilter.swift), for the summary only.
PRECHECK_MARKERS = ["toolbar", "Toolbar", "BarButtonItem", "NavigationBar", "TabBar", "safeAreaInset",
                    "overlay", "VerticalBarBehavior"]

# ---------------------------------------------------------------------------------------------
# Vocabulary

APPS = ["Kestrel", "Driftwood", "Lumen", "Harborline", "Quillpad", "Pebble", "Orchard", "Ternwatch",
        "Basalt", "Juniper", "Marlin", "Sablefin", "Wrenly", "Cobalt", "Fennel", "Emberly", "Tidepool",
        "Larchwood", "Mosaic", "Northstar", "Parcelo", "Quokka", "Riverbend", "Saltmarsh", "Thistle",
        "Umbra", "Vireo", "Willowby", "Yarrow", "Zephyr"]

NOUNS = ["Trip", "Stop", "Note", "Photo", "Order", "Invoice", "Customer", "Product", "Cart", "Recipe",
         "Ingredient", "Workout", "Exercise", "Playlist", "Track", "Album", "Episode", "Podcast",
         "Message", "Conversation", "Contact", "Account", "Budget", "Transaction", "Habit", "Reminder",
         "Project", "Document", "Folder", "Bookmark", "Article", "Feed", "Comment", "Review", "Ticket",
         "Venue", "Booking", "Flight", "Hotel", "Garden", "Plant", "Bird", "Sighting", "Route",
         "Station", "Vehicle", "Parcel", "Shipment", "Lesson", "Course", "Quiz", "Badge", "Profile",
         "Device", "Sensor", "Reading", "Expense", "Receipt", "Subscription", "Coupon", "Meal",
         "Journal", "Entry", "Goal", "Medication", "Appointment", "Patient", "Listing", "Auction",
         "Wallet", "Card", "Deck", "Puzzle", "Score", "League", "Match", "Player", "Team", "Chapter",
         "Book", "Highlight", "Clip", "Sketch", "Layer", "Brush", "Palette", "Survey", "Question"]

ADJECTIVES = ["Recent", "Shared", "Pending", "Archived", "Featured", "Local", "Remote", "Draft",
              "Pinned", "Starred", "Upcoming", "Offline", "Cached", "Selected", "Filtered", "Nearby"]

VERBS = ["archive", "share", "refresh", "duplicate", "export", "rename", "delete", "favorite",
         "pin", "sync", "upload", "download", "print", "filter", "sort", "compose", "reply",
         "forward", "move", "copy", "tag", "schedule", "publish", "restore", "merge"]

SYMBOLS = ["plus", "square.and.arrow.up", "trash", "pencil", "gear", "star", "star.fill", "heart",
           "folder", "tray.and.arrow.down", "arrow.clockwise", "line.3.horizontal.decrease.circle",
           "magnifyingglass", "person.crop.circle", "bell", "calendar", "map", "doc.on.doc",
           "square.and.pencil", "paperplane", "bookmark", "tag", "camera", "photo", "mic",
           "arrow.up.arrow.down", "checkmark", "xmark", "info.circle", "slider.horizontal.3",
           "arrowshape.turn.up.left", "archivebox", "pin", "printer", "icloud.and.arrow.up",
           "list.bullet", "chart.bar", "clock", "location", "flag"]

MORE_SYMBOLS = ["ellipsis.circle", "ellipsis", "ellipsis.circle.fill"]

STATUSES = ["draft", "active", "paused", "completed", "cancelled", "pending", "shipped", "archived",
            "failed", "scheduled", "open", "closed", "overdue", "delivered"]

PROPS = [
    ("title", "String", '"{T} one"'), ("subtitle", "String?", "nil"), ("notes", "String", '""'),
    ("createdAt", "Date", ".now"), ("updatedAt", "Date", ".now"), ("dueDate", "Date?", "nil"),
    ("isFavorite", "Bool", "false"), ("isArchived", "Bool", "false"), ("count", "Int", "0"),
    ("priority", "Int", "1"), ("rating", "Double", "4.5"), ("price", "Decimal", "9.99"),
    ("tags", "[String]", '["new"]'), ("imageURL", "URL?", "nil"), ("ownerID", "UUID", "UUID()"),
    ("latitude", "Double", "52.37"), ("longitude", "Double", "4.89"), ("duration", "TimeInterval", "3_600"),
    ("email", "String", '"someone@example.com"'), ("sortIndex", "Int", "0"), ("colorHex", "String", '"#FF9500"'),
    ("isSynced", "Bool", "true"), ("revision", "Int", "1"), ("summary", "String", '"Short summary"'),
    ("quantity", "Int", "2"), ("currencyCode", "String", '"EUR"'), ("progress", "Double", "0.25"),
    ("remoteID", "String?", '"r-1024"'), ("attachmentCount", "Int", "0"), ("isPublic", "Bool", "false"),
]

AREAS = ["List", "Detail", "Editor", "Search", "Settings", "Sharing", "Onboarding", "Components"]

PLACEMENTS_LEAD = [".topBarLeading", ".cancellationAction", ".navigation"]
PLACEMENTS_TRAIL = [".topBarTrailing", ".primaryAction", ".confirmationAction", ".automatic"]

# ---------------------------------------------------------------------------------------------
# Small helpers

HOLE = re.compile(r"«(\w+)»")


def fill(template, **values):
    """Replaces «name» holes; Swift's own braces, `$0` and `\\(x)` stay as written."""
    def sub(match):
        return str(values[match.group(1)])
    return HOLE.sub(sub, template)


def indent(block, levels):
    pad = "    " * levels
    return "\n".join(pad + line if line.strip() else "" for line in block.split("\n"))


def lower_first(s):
    return s[:1].lower() + s[1:]


def snake(s):
    return re.sub(r"(?<!^)([A-Z])", r"_\1", s).lower()


def plural(s):
    if s.endswith("y") and s[-2:-1] not in "aeiou":
        return s[:-1] + "ies"
    if s.endswith(("s", "ch", "sh", "x")):
        return s + "es"
    return s + "s"


def title_case(verb):
    return verb[:1].upper() + verb[1:]


class Ctx:
    """Random choices for one file, bound to the app and feature it belongs to."""

    def __init__(self, rng, app, noun, others):
        self.rng = rng
        self.app = app
        self.noun = noun
        self.others = others
        self.Noun = noun
        self.noun_l = lower_first(noun)
        self.Nouns = plural(noun)
        self.nouns_l = lower_first(self.Nouns)
        self.props = self.pick_props()

    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    def pick_props(self):
        k = self.rng.randint(3, 9)
        rest = [p for p in PROPS if p[0] != "title"]
        chosen = [PROPS[0]] + self.rng.sample(rest, k)
        return [(n, t, d.replace("{T}", self.noun)) for n, t, d in chosen]

    def other(self):
        return self.pick(self.others)

    def verb(self):
        return self.pick(VERBS)

    def symbol(self):
        return self.pick(SYMBOLS)

    def status_cases(self):
        return self.rng.sample(STATUSES, self.rng.randint(3, 6))

    def number(self):
        return self.pick(["0", "1", "2", "8", "12", "16", "24", "44", "0.5", "1.5", "0.25", "320", "1_000"])


# ---------------------------------------------------------------------------------------------
# Plain blocks: no toolbar words at all (except the occasional `.overlay` or navigation-title mode
# that real screens have, which the pre-check also sees).

def header(c, name, imports):
    year = c.pick(["2021", "2022", "2023", "2024", "2025"])
    lines = ["//", f"//  {name}.swift", f"//  {c.app}", "//",
             f"//  Created by the {c.app} team in {year}.", "//", ""]
    lines += [f"import {m}" for m in imports]
    return "\n".join(lines) + "\n"


def model_struct(c):
    fields = "\n".join(f"    var {n}: {t}" for n, t, _ in c.props[1:])
    params = ", ".join(f"{n}: {t} = {d}" for n, t, d in c.props)
    assigns = "\n".join(f"        self.{n} = {n}" for n, _, _ in c.props)
    keys = "\n".join(f'        case {n} = "{snake(n)}"' if snake(n) != n else f"        case {n}"
                     for n, _, _ in [("id", "", "")] + c.props)
    return fill(r"""
/// A «Noun» as the «app» backend sends it.
struct «Noun»: Identifiable, Codable, Hashable, Sendable {
    let id: UUID
    var title: String
«fields»

    init(id: UUID = UUID(), «params») {
        self.id = id
«assigns»
    }

    enum CodingKeys: String, CodingKey {
«keys»
    }
}
""", Noun=c.Noun, app=c.app, fields=fields, params=params, assigns=assigns, keys=keys)


def model_status_enum(c):
    cases = c.status_cases()
    case_lines = "\n".join(f"    case {s}" for s in cases)
    labels = "\n".join(f'        case .{s}: return String(localized: "{c.noun_l}.status.{s}", defaultValue: "{s.capitalize()}")'
                       for s in cases)
    symbols = "\n".join(f'        case .{s}: "{c.symbol()}"' for s in cases)
    return fill(r"""
enum «Noun»Status: String, Codable, CaseIterable, Identifiable {
«cases»

    var id: String { rawValue }

    var label: String {
        switch self {
«labels»
        }
    }

    var symbolName: String {
        switch self {
«symbols»
        }
    }

    var isTerminal: Bool { self == .«last» }
}
""", Noun=c.Noun, cases=case_lines, labels=labels, symbols=symbols, last=cases[-1])


def model_extension(c):
    sort_prop = c.pick([n for n, t, _ in c.props if t in ("String", "Int", "Date", "Double")] or ["title"])
    return fill(r"""
extension «Noun» {
    static let sample = «Noun»(title: "Sample «noun»")

    static let samples: [«Noun»] = (1...«n»).map { index in
        «Noun»(title: "«Noun» #\(index)")
    }

    /// A line for lists and notifications, e.g. "Sample «noun» · 3 days ago".
    func caption(relativeTo now: Date = .now) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .abbreviated
        return "\(title) · \(formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now))"
    }

    static func sorted(_ items: [«Noun»], ascending: Bool = true) -> [«Noun»] {
        items.sorted { lhs, rhs in
            ascending ? lhs.«key» < rhs.«key» : lhs.«key» > rhs.«key»
        }
    }
}
""", Noun=c.Noun, noun=c.noun_l, n=c.rng.randint(3, 12), key=sort_prop)


def model_comparable(c):
    return fill(r"""
extension «Noun»: Comparable {
    static func < (lhs: «Noun», rhs: «Noun») -> Bool {
        if lhs.title != rhs.title {
            return lhs.title.localizedStandardCompare(rhs.title) == .orderedAscending
        }
        return lhs.id.uuidString < rhs.id.uuidString
    }
}
""", Noun=c.Noun)


def model_summary(c):
    other = c.other()
    return fill(r"""
/// Totals shown at the top of the «nouns» list.
struct «Noun»Summary: Equatable {
    var total: Int
    var favorites: Int
    var lastUpdated: Date?
    var related: [«Other».ID] = []

    static let empty = «Noun»Summary(total: 0, favorites: 0, lastUpdated: nil)

    init(total: Int, favorites: Int, lastUpdated: Date?) {
        self.total = total
        self.favorites = favorites
        self.lastUpdated = lastUpdated
    }

    var headline: String {
        switch total {
        case 0: return "No «nouns» yet"
        case 1: return "One «noun»"
        default: return "\(total) «nouns»"
        }
    }

    var ratio: Double {
        guard total > 0 else { return 0 }
        return Double(favorites) / Double(total)
    }
}
""", Noun=c.Noun, noun=c.noun_l, nouns=c.nouns_l, Other=other)


def service_errors(c):
    return fill(r"""
enum «app»APIError: Error, LocalizedError, Equatable {
    case invalidURL(String)
    case httpStatus(Int)
    case decoding(String)
    case offline
    case unauthorized

    var errorDescription: String? {
        switch self {
        case .invalidURL(let path): return "The address \"\(path)\" is not valid."
        case .httpStatus(let code) where code >= 500: return "The server had a problem (\(code)). Try again later."
        case .httpStatus(let code): return "The request failed with status \(code)."
        case .decoding(let detail): return "The response could not be read: \(detail)"
        case .offline: return "You appear to be offline."
        case .unauthorized: return "Your session has expired. Please sign in again."
        }
    }
}
""", app=c.app)


def service_endpoint(c):
    return fill(r"""
struct «Noun»Endpoint {
    enum Method: String { case get = "GET", post = "POST", put = "PUT", delete = "DELETE" }

    var path: String
    var method: Method = .get
    var query: [URLQueryItem] = []
    var body: Data?

    static func list(page: Int, pageSize: Int = «size») -> «Noun»Endpoint {
        «Noun»Endpoint(path: "/v«ver»/«snake»", query: [
            URLQueryItem(name: "page", value: String(page)),
            URLQueryItem(name: "per_page", value: String(pageSize)),
        ])
    }

    static func detail(_ id: UUID) -> «Noun»Endpoint {
        «Noun»Endpoint(path: "/v«ver»/«snake»/\(id.uuidString.lowercased())")
    }

    func request(relativeTo base: URL, token: String?) throws -> URLRequest {
        guard var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false) else {
            throw «app»APIError.invalidURL(path)
        }
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else { throw «app»APIError.invalidURL(path) }
        var request = URLRequest(url: url, timeoutInterval: «timeout»)
        request.httpMethod = method.rawValue
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }
}
""", Noun=c.Noun, app=c.app, size=c.pick(["20", "25", "50", "100"]), ver=c.pick(["1", "2", "3"]),
                snake=snake(c.Nouns), timeout=c.pick(["15", "30", "60"]))


def service_client(c):
    return fill(r"""
final class «Noun»Service: @unchecked Sendable {
    private let session: URLSession
    private let baseURL: URL
    private let decoder: JSONDecoder
    private let encoder = JSONEncoder()
    var tokenProvider: () -> String? = { nil }

    init(baseURL: URL = URL(string: "https://api.«host».example")!, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        self.decoder = decoder
    }

    func «nouns»(page: Int) async throws -> [«Noun»] {
        try await send(.list(page: page), as: [«Noun»].self)
    }

    func «noun»(id: UUID) async throws -> «Noun» {
        try await send(.detail(id), as: «Noun».self)
    }

    private func send<Response: Decodable>(_ endpoint: «Noun»Endpoint, as type: Response.Type) async throws -> Response {
        let request = try endpoint.request(relativeTo: baseURL, token: tokenProvider())
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw «app»APIError.offline }
        switch http.statusCode {
        case 200..<300:
            break
        case 401:
            throw «app»APIError.unauthorized
        default:
            throw «app»APIError.httpStatus(http.statusCode)
        }
        do {
            return try decoder.decode(Response.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw «app»APIError.decoding("missing \(key.stringValue) at \(context.codingPath.map(\.stringValue).joined(separator: "."))")
        } catch {
            throw «app»APIError.decoding(String(describing: error))
        }
    }
}
""", Noun=c.Noun, noun=c.noun_l, nouns=c.nouns_l, app=c.app, host=c.app.lower())


def service_more(c):
    verb = c.pick(["upload", "create", "update", "submit", "report"])
    return fill(r"""
extension «Noun»Service {
    /// «Verb»s a «noun» and retries twice on a timeout, waiting a little longer each time.
    func «verb»(_ «noun»: «Noun», attempts: Int = «attempts») async throws {
        var lastError: Error?
        for attempt in 0..<attempts {
            do {
                var endpoint = «Noun»Endpoint.detail(«noun».id)
                endpoint.method = .«method»
                endpoint.body = try JSONEncoder().encode(«noun»)
                _ = try await sendRaw(endpoint)
                return
            } catch let error as URLError where error.code == .timedOut {
                lastError = error
                let delay = UInt64(pow(2.0, Double(attempt)) * 250_000_000)
                try await Task.sleep(nanoseconds: delay)
            }
        }
        throw lastError ?? «app»APIError.offline
    }

    private func sendRaw(_ endpoint: «Noun»Endpoint) async throws -> Data {
        let request = try endpoint.request(relativeTo: URL(string: "https://api.«host».example")!, token: tokenProvider())
        let (data, _) = try await URLSession.shared.data(for: request)
        return data
    }
}
""", Noun=c.Noun, noun=c.noun_l, verb=verb, Verb=title_case(verb), app=c.app, host=c.app.lower(),
                attempts=c.pick(["3", "4"]), method=c.pick(["post", "put"]))


def utility_string(c):
    return fill(r"""
extension String {
    /// The string with runs of whitespace collapsed to one space, trimmed at both ends.
    var «name»: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Initials for avatars: "Ada Lovelace" becomes "AL".
    var initials: String {
        let parts = split(separator: " ").prefix(«n»)
        return parts.compactMap { $0.first.map(String.init) }.joined().uppercased()
    }

    func truncated(to length: Int, trailing: String = "…") -> String {
        guard count > length else { return self }
        return String(prefix(max(0, length - trailing.count))) + trailing
    }

    var isValidEmail: Bool {
        let parts = split(separator: "@")
        return parts.count == 2 && parts[1].contains(".") && !parts[0].isEmpty
    }
}
""", name=c.pick(["collapsingWhitespace", "normalizedSpaces", "squished"]), n=c.pick(["2", "3"]))


def utility_date(c):
    return fill(r"""
extension Date {
    private static let «name»Formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "«format»"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter
    }()

    var «name»String: String { Date.«name»Formatter.string(from: self) }

    func isSameDay(as other: Date, calendar: Calendar = .current) -> Bool {
        calendar.isDate(self, inSameDayAs: other)
    }

    func adding(days: Int, calendar: Calendar = .current) -> Date {
        calendar.date(byAdding: .day, value: days, to: self) ?? self
    }

    var startOfWeek: Date {
        let calendar = Calendar(identifier: .iso8601)
        let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: self)
        return calendar.date(from: parts) ?? self
    }
}
""", name=c.pick(["api", "short", "export", "log"]),
                format=c.pick(["yyyy-MM-dd", "yyyy-MM-dd'T'HH:mm:ssZ", "dd.MM.yyyy", "HH:mm"]))


def utility_collection(c):
    return fill(r"""
extension Collection {
    /// The element at `index`, or nil when the index is out of range.
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }

    func chunked(into size: Int) -> [[Element]] {
        precondition(size > 0, "chunk size must be positive")
        var chunks: [[Element]] = []
        var current: [Element] = []
        current.reserveCapacity(size)
        for element in self {
            current.append(element)
            if current.count == size {
                chunks.append(current)
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension Array where Element == «Noun» {
    var «nouns»ByDay: [Date: [«Noun»]] {
        Dictionary(grouping: self) { _ in Calendar.current.startOfDay(for: .now) }
    }
}
""", Noun=c.Noun, nouns=c.noun_l)


def utility_color(c):
    return fill(r"""
extension Color {
    /// Reads "#RRGGBB" or "RRGGBBAA"; anything else gives gray.
    init(hex: String) {
        var text = hex.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("#") { text.removeFirst() }
        var value: UInt64 = 0
        guard Scanner(string: text).scanHexInt64(&value) else {
            self = .gray
            return
        }
        let red, green, blue, alpha: Double
        switch text.count {
        case 6:
            red = Double((value >> 16) & 0xFF) / 255
            green = Double((value >> 8) & 0xFF) / 255
            blue = Double(value & 0xFF) / 255
            alpha = 1
        case 8:
            red = Double((value >> 24) & 0xFF) / 255
            green = Double((value >> 16) & 0xFF) / 255
            blue = Double((value >> 8) & 0xFF) / 255
            alpha = Double(value & 0xFF) / 255
        default:
            self = .gray
            return
        }
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }

    static let «app»Accent = Color(hex: "«hex»")
    static let «app»Background = Color(hex: "#F2F2F7")
}
""", app=lower_first(c.app), hex=c.pick(["#FF9500", "#34C759", "#5856D6", "#FF2D55", "#007AFF"]))


def utility_debounce(c):
    return fill(r"""
/// Runs the latest submitted action once things have been quiet for `delay`.
actor «Name» {
    private let delay: Duration
    private var pending: Task<Void, Never>?

    init(delay: Duration = .milliseconds(«ms»)) {
        self.delay = delay
    }

    func submit(_ action: @escaping @Sendable () async -> Void) {
        pending?.cancel()
        pending = Task { [delay] in
            do {
                try await Task.sleep(for: delay)
            } catch {
                return
            }
            guard !Task.isCancelled else { return }
            await action()
        }
    }

    func cancel() {
        pending?.cancel()
        pending = nil
    }
}
""", Name=c.pick(["Debouncer", "SearchDebouncer", "SaveThrottle", "InputDebouncer"]) + c.Noun,
                ms=c.pick(["250", "300", "400", "800"]))


def utility_formatting(c):
    return fill(r"""
enum «Noun»Formatting {
    static let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.maximumFractionDigits = «digits»
        return formatter
    }()

    static let byteCount: ByteCountFormatter = {
        let formatter = ByteCountFormatter()
        formatter.allowedUnits = [.useKB, .useMB, .useGB]
        formatter.countStyle = .file
        return formatter
    }()

    static func price(_ value: Decimal, code: String = "«code»") -> String {
        currency.currencyCode = code
        return currency.string(from: value as NSDecimalNumber) ?? "\(value) \(code)"
    }

    static func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds) / 60
        let hours = minutes / 60
        if hours > 0 {
            return String(format: "%dh %02dm", hours, minutes % 60)
        }
        return "\(minutes) min"
    }

    static let pattern = #"^[A-Z]{2}-\d{4,6}$"#
}
""", Noun=c.Noun, digits=c.pick(["0", "2"]), code=c.pick(["EUR", "USD", "GBP", "JPY"]))


def store_observable(c):
    return fill(r"""
@MainActor
@Observable
final class «Noun»ListModel {
    private(set) var «nouns»: [«Noun»] = []
    private(set) var isLoading = false
    var searchText = ""
    var errorMessage: String?
    var sortAscending = «asc»

    private let service: «Noun»Service
    private var nextPage = 1
    private var reachedEnd = false

    init(service: «Noun»Service) {
        self.service = service
    }

    var visible«Nouns»: [«Noun»] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        let matching = query.isEmpty ? «nouns» : «nouns».filter { $0.title.localizedCaseInsensitiveContains(query) }
        return «Noun».sorted(matching, ascending: sortAscending)
    }

    func loadFirstPage() async {
        nextPage = 1
        reachedEnd = false
        «nouns» = []
        await loadMore()
    }

    func loadMore() async {
        guard !isLoading, !reachedEnd else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await service.«nouns»(page: nextPage)
            reachedEnd = page.isEmpty
            «nouns».append(contentsOf: page)
            nextPage += 1
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func remove(at offsets: IndexSet) {
        let ids = offsets.map { visible«Nouns»[$0].id }
        «nouns».removeAll { ids.contains($0.id) }
    }
}
""", Noun=c.Noun, Nouns=c.Nouns, nouns=c.nouns_l, asc=c.pick(["true", "false"]))


def store_combine(c):
    return fill(r"""
final class «Noun»Store: ObservableObject {
    @Published private(set) var items: [«Noun»] = []
    @Published var query = ""
    @Published private(set) var results: [«Noun»] = []

    private var cancellables = Set<AnyCancellable>()
    private let queue = DispatchQueue(label: "«host».«noun».store", qos: .userInitiated)

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(«ms»), scheduler: RunLoop.main)
            .combineLatest($items)
            .map { query, items in
                guard !query.isEmpty else { return items }
                return items.filter { $0.title.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
            }
            .receive(on: DispatchQueue.main)
            .assign(to: &$results)
    }

    func replace(with newItems: [«Noun»]) {
        queue.async { [weak self] in
            let sorted = «Noun».sorted(newItems)
            DispatchQueue.main.async {
                self?.items = sorted
            }
        }
    }

    func toggleFavorite(_ id: «Noun».ID) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].title = items[index].title
        objectWillChange.send()
    }
}
""", Noun=c.Noun, noun=c.noun_l, host=c.app.lower(), ms=c.pick(["200", "300", "500"]))


def persistence_cache(c):
    return fill(r"""
/// Keeps decoded «nouns» in memory and on disk, keyed by id.
actor «Noun»Cache {
    private var memory: [UUID: «Noun»] = [:]
    private let directory: URL
    private let fileManager = FileManager.default

    init(directory: URL = URL.cachesDirectory.appending(path: "«snake»", directoryHint: .isDirectory)) {
        self.directory = directory
    }

    func value(for id: UUID) -> «Noun»? {
        if let hit = memory[id] { return hit }
        let url = fileURL(for: id)
        guard let data = try? Data(contentsOf: url),
              let decoded = try? JSONDecoder().decode(«Noun».self, from: data) else { return nil }
        memory[id] = decoded
        return decoded
    }

    func store(_ value: «Noun») throws {
        memory[value.id] = value
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = try JSONEncoder().encode(value)
        try data.write(to: fileURL(for: value.id), options: .atomic)
    }

    func removeAll() throws {
        memory.removeAll()
        if fileManager.fileExists(atPath: directory.path(percentEncoded: false)) {
            try fileManager.removeItem(at: directory)
        }
    }

    private func fileURL(for id: UUID) -> URL {
        directory.appending(path: "\(id.uuidString).json")
    }
}
""", Noun=c.Noun, nouns=c.nouns_l, snake=snake(c.Nouns))


def persistence_defaults(c):
    keys = c.rng.sample(["lastSyncDate", "preferredSort", "showsArchived", "onboardingDone",
                         "launchCount", "selectedTab", "compactRows", "reminderHour"], 4)
    lines = "\n".join(f'    @Stored("{c.app.lower()}.{k}", default: {d}) var {k}: {t}'
                      for k, (t, d) in zip(keys, [("Int", "0"), ("Bool", "false"), ("String", '"name"'), ("Double", "9")]))
    return fill(r"""
@propertyWrapper
struct Stored<Value> {
    let key: String
    let defaultValue: Value
    var store: UserDefaults = .standard

    init(_ key: String, default defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    var wrappedValue: Value {
        get { store.object(forKey: key) as? Value ?? defaultValue }
        set { store.set(newValue, forKey: key) }
    }
}

struct «app»Settings {
«lines»
}
""", app=c.app, lines=lines)


def strings_enum(c):
    entries = []
    for _ in range(c.rng.randint(8, 24)):
        v = c.verb()
        n = c.other()
        key = f"{lower_first(n)}{title_case(v)}"
        entries.append(f'        static let {key} = String(localized: "{snake(n)}.{v}", defaultValue: "{title_case(v)} {n.lower()}")')
    # drop duplicates while keeping order
    seen, unique = set(), []
    for e in entries:
        k = e.split(" = ")[0]
        if k not in seen:
            seen.add(k)
            unique.append(e)
    return fill(r"""
enum L10n {
    enum «Noun» {
«entries»
    }

    static func itemCount(_ count: Int) -> String {
        String(localized: "\(count) items", comment: "Shown under the «noun» list title")
    }
}
""", Noun=c.Noun, noun=c.noun_l, entries="\n".join(unique))


def plain_row_view(c):
    extra = ""
    if c.chance(0.25):
        extra = fill(r"""
        .overlay(alignment: .topTrailing) {
            if «noun».isFavorite {
                Image(systemName: "star.fill")
                    .font(.caption2)
                    .foregroundStyle(.yellow)
                    .padding(4)
            }
        }""", noun=c.noun_l)
    return fill(r"""
struct «Noun»Row: View {
    let «noun»: «Noun»
    var showsDetail = true

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: «sp») {
            Image(systemName: "«symbol»")
                .foregroundStyle(.tint)
                .frame(width: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text(«noun».title)
                    .font(.headline)
                    .lineLimit(1)
                if showsDetail {
                    Text(«noun».caption())
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 8)
            Text(«noun».updatedLabel)
                .font(.caption.monospacedDigit())
                .foregroundStyle(.tertiary)
        }
        .padding(.vertical, 4)
        .contentShape(Rectangle())«extra»
        .accessibilityElement(children: .combine)
    }
}

private extension «Noun» {
    var updatedLabel: String { Date.now.formatted(date: .omitted, time: .shortened) }
}
""", Noun=c.Noun, noun=c.noun_l, sp=c.pick(["8", "10", "12"]), symbol=c.symbol(), extra=extra)


def plain_list_screen(c):
    mode = ""
    if c.chance(0.35):
        mode = "\n            .navigationBarTitleDisplayMode(.inline)"
    return fill(r"""
struct «Noun»ListView: View {
    @State private var model: «Noun»ListModel
    @State private var selection: «Noun».ID?
    @State private var showsComposer = false

    init(service: «Noun»Service) {
        _model = State(initialValue: «Noun»ListModel(service: service))
    }

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section {
                    ForEach(model.visible«Nouns») { «noun» in
                        NavigationLink(value: «noun».id) {
                            «Noun»Row(«noun»: «noun»)
                        }
                    }
                    .onDelete(perform: model.remove)
                } header: {
                    Text("«Nouns»")
                } footer: {
                    if model.isLoading {
                        ProgressView().frame(maxWidth: .infinity)
                    }
                }
            }
            .listStyle(.«style»)
            .navigationTitle("«Nouns»")«mode»
            .searchable(text: $model.searchText, prompt: "Search «nouns»")
            .refreshable { await model.loadFirstPage() }
            .task { await model.loadFirstPage() }
            .navigationDestination(for: «Noun».ID.self) { id in
                «Noun»DetailView(id: id)
            }
            .sheet(isPresented: $showsComposer) {
                «Noun»ComposerView()
            }
            .alert("Something went wrong", isPresented: .constant(model.errorMessage != nil)) {
                Button("OK", role: .cancel) { model.errorMessage = nil }
            } message: {
                Text(model.errorMessage ?? "")
            }
        }
    }
}
""", Noun=c.Noun, Nouns=c.Nouns, noun=c.noun_l, nouns=c.nouns_l, style=c.pick(["insetGrouped", "plain", "sidebar"]),
                mode=mode)


def plain_detail_view(c):
    rows = "\n".join(f'                LabeledContent("{title_case(n)}", value: String(describing: {c.noun_l}.{n}))'
                     for n, _, _ in c.props[1:5])
    return fill(r"""
struct «Noun»DetailView: View {
    let id: «Noun».ID
    @Environment(\.dismiss) private var dismiss
    @State private var «noun» = «Noun».sample
    @State private var isConfirmingDelete = false

    var body: some View {
        Form {
            Section("Details") {
                LabeledContent("Title", value: «noun».title)
«rows»
            }
            Section {
                Button("Delete «Noun»", role: .destructive) {
                    isConfirmingDelete = true
                }
            }
        }
        .navigationTitle(«noun».title)
        .confirmationDialog("Delete this «noun»?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { dismiss() }
        }
    }
}

#Preview {
    NavigationStack {
        «Noun»DetailView(id: «Noun».sample.id)
    }
}
""", Noun=c.Noun, noun=c.noun_l, rows=rows)


def plain_card_view(c):
    return fill(r"""
struct «Noun»Card: View {
    var «noun»: «Noun»
    @Environment(\.colorScheme) private var colorScheme
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = «size»

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "«symbol»")
                    .resizable()
                    .scaledToFit()
                    .frame(width: iconSize, height: iconSize)
                Text(«noun».title)
                    .font(.title3.weight(.semibold))
                Spacer()
            }
            Text("Updated \(Date.now, style: .relative) ago")
                .font(.footnote)
                .foregroundStyle(.secondary)
            GeometryReader { proxy in
                Capsule()
                    .fill(.quaternary)
                    .frame(width: proxy.size.width * «fraction», height: 6)
            }
            .frame(height: 6)
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: «radius», style: .continuous)
                .fill(colorScheme == .dark ? Color(white: 0.12) : .white)
                .shadow(color: .black.opacity(0.08), radius: 8, y: 2)
        )
    }
}
""", Noun=c.Noun, noun=c.noun_l, symbol=c.symbol(), size=c.pick(["20", "24", "28"]),
                fraction=c.pick(["0.3", "0.5", "0.75"]), radius=c.pick(["12", "16", "20"]))


def uikit_cell(c):
    return fill(r"""
final class «Noun»Cell: UITableViewCell {
    static let reuseIdentifier = "«Noun»Cell"

    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let iconView = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = «lines»
        iconView.tintColor = .tintColor
        iconView.contentMode = .scaleAspectFit

        let labels = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
        labels.axis = .vertical
        labels.spacing = 2
        let row = UIStackView(arrangedSubviews: [iconView, labels])
        row.spacing = «sp»
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 28),
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with «noun»: «Noun») {
        titleLabel.text = «noun».title
        detailLabel.text = «noun».caption()
        iconView.image = UIImage(systemName: "«symbol»")
        accessibilityLabel = "\(«noun».title), \(detailLabel.text ?? "")"
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        detailLabel.text = nil
        iconView.image = nil
    }
}
""", Noun=c.Noun, noun=c.noun_l, symbol=c.symbol(), lines=c.pick(["0", "1", "2"]), sp=c.pick(["8", "12", "16"]))


def uikit_plain_controller(c):
    return fill(r"""
final class «Noun»PickerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var «nouns»: [«Noun»]
    var onPick: ((«Noun») -> Void)?

    init(«nouns»: [«Noun»]) {
        self.«nouns» = «nouns»
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose a «noun»"
        view.backgroundColor = .systemGroupedBackground
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(«Noun»Cell.self, forCellReuseIdentifier: «Noun»Cell.reuseIdentifier)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        «nouns».count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: «Noun»Cell.reuseIdentifier, for: indexPath)
        (cell as? «Noun»Cell)?.configure(with: «nouns»[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onPick?(«nouns»[indexPath.row])
        dismiss(animated: true)
    }
}
""", Noun=c.Noun, noun=c.noun_l, nouns=c.nouns_l)


def test_case(c):
    tests = []
    for _ in range(c.rng.randint(2, 5)):
        v = c.verb()
        tests.append(fill(r"""
    func test«Verb»«Suffix»() throws {
        var «noun» = «Noun»(title: "«Verb» me")
        «noun».title += " again"
        XCTAssertEqual(«noun».title, "«Verb» me again")
        XCTAssertFalse(«noun».title.isEmpty, "title should survive a «verb»")
        let encoded = try JSONEncoder().encode(«noun»)
        let decoded = try JSONDecoder().decode(«Noun».self, from: encoded)
        XCTAssertEqual(decoded.id, «noun».id)
    }""", Verb=title_case(v), Suffix=c.pick(["KeepsTitle", "RoundTrips", "IsStable", "UpdatesDate"]),
                          noun=c.noun_l, Noun=c.Noun, verb=v))
    return fill(r"""
final class «Noun»Tests: XCTestCase {
    private var cache: «Noun»Cache!

    override func setUp() async throws {
        cache = «Noun»Cache(directory: URL.temporaryDirectory.appending(path: UUID().uuidString))
    }

    override func tearDown() async throws {
        try await cache.removeAll()
        cache = nil
    }
«tests»

    func testSortingIsStable() {
        let items = «Noun».samples
        XCTAssertEqual(«Noun».sorted(«Noun».sorted(items)), «Noun».sorted(items))
    }
}
""", Noun=c.Noun, tests="\n".join(tests))


def app_entry(c):
    return fill(r"""
@main
struct «app»App: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @State private var service = «Noun»Service()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            «Noun»ListView(service: service)
                .tint(.«app_l»Accent)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                Logger.app.info("moved to background at \(Date.now.formatted(), privacy: .public)")
            }
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        URLCache.shared.memoryCapacity = «mem» * 1_024 * 1_024
        return true
    }
}

extension Logger {
    static let app = Logger(subsystem: "com.example.«host»", category: "app")
}
""", app=c.app, app_l=lower_first(c.app), Noun=c.Noun, host=c.app.lower(), mem=c.pick(["16", "32", "64"]))


def plain_comment_block(c):
    lines = [
        "// MARK: - Notes",
        "//",
        f"// {c.Nouns} are fetched a page at a time; the list asks for the next page when the",
        "// last row appears. Keep the page size in step with the server's default, or the",
        "// last page will come back short and look like the end of the list.",
        "//",
        f"// TODO: merge local edits to {c.nouns_l} that arrive while a page is loading.",
    ]
    return "\n" + "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# Toolbar blocks.

def tb_button_text(c, lead=False):
    v = c.verb()
    return fill('Button("«V»") { «v»() }', V=title_case(v), v=v)


def tb_item_body(c):
    """One toolbar item's content, chosen across the kinds the rules care about."""
    v = c.verb()
    V = title_case(v)
    sym = c.symbol()
    choice = c.rng.randrange(14)
    if choice == 0:
        return fill('Button("«V»") { «v»() }', V=V, v=v)
    if choice == 1:
        return fill('Button("«V»", systemImage: "«s»") { «v»() }', V=V, v=v, s=sym)
    if choice == 2:
        return fill(r"""Button {
    «v»()
} label: {
    Label("«V»", systemImage: "«s»")
}""", V=V, v=v, s=sym)
    if choice == 3:
        return fill(r"""Button(action: «v») {
    Image(systemName: "«s»")
}
.accessibilityLabel("«V»")""", V=V, v=v, s=sym)
    if choice == 4:
        return fill(r"""Menu {
    Button("Rename", systemImage: "pencil") { rename() }
    Button("«V»", systemImage: "«s»") { «v»() }
    Divider()
    Button("Delete", systemImage: "trash", role: .destructive) { isConfirmingDelete = true }
} label: {
    Label("More", systemImage: "«m»")
}""", V=V, v=v, s=sym, m=c.pick(MORE_SYMBOLS))
    if choice == 5:
        return fill(r"""Menu("Sort", systemImage: "arrow.up.arrow.down") {
    Picker("Sort by", selection: $sortOrder) {
        Text("Name").tag(SortOrder.name)
        Text("Date").tag(SortOrder.date)
    }
}""")
    if choice == 6:
        return r"""Picker("Mode", selection: $mode) {
    Text("List").tag(Mode.list)
    Text("Grid").tag(Mode.grid)
}
.pickerStyle(.segmented)"""
    if choice == 7:
        return "ProgressView(value: progress)"
    if choice == 8:
        return fill(r"""HStack {
    Image(systemName: "«s»")
    Text("\(count)")
}""", s=sym)
    if choice == 9:
        return fill('NavigationLink("Settings") { «N»SettingsView() }', N=c.Noun)
    if choice == 10:
        return 'Toggle("Favorites", isOn: $showsFavoritesOnly)'
    if choice == 11:
        return "EditButton()"
    if choice == 12:
        return fill('ShareLink(item: shareURL) { Label("Share", systemImage: "square.and.arrow.up") }')
    return fill('Button("«V» «N»", systemImage: "«s»", action: «v»)', V=V, v=v, s=sym, N=c.Noun)


def tb_toolbar_modifier(c):
    """A `.toolbar { … }` with two to five items of mixed kinds."""
    parts = []
    n = c.rng.randint(1, 4)
    for k in range(n):
        form = c.rng.randrange(10)
        body = tb_item_body(c)
        if form <= 4:
            place = c.pick(PLACEMENTS_LEAD if k == 0 and c.chance(0.5) else PLACEMENTS_TRAIL)
            item = "ToolbarItem(placement: " + place + ") {\n" + indent(body, 1) + "\n}"
            if c.chance(0.1):
                item += "\n.axisBehavior(.verticalPreferred)"
            parts.append(item)
        elif form == 5:
            a = tb_item_body(c)
            group = "ToolbarItemGroup(placement: .bottomBar) {\n" + indent(a, 1) + "\n    Spacer()\n" + indent(body, 1) + "\n}"
            parts.append(group)
        elif form == 6:
            parts.append(fill(r"""ToolbarItemGroup(placement: .keyboard) {
    Spacer()
    Button("Done") { focusedField = nil }
}"""))
        elif form == 7:
            parts.append(fill(r"""ToolbarItem(placement: .principal) {
    VStack(spacing: 0) {
        Text("«N»").font(.headline)
        Text("\(count) items").font(.caption).foregroundStyle(.secondary)
    }
}""", N=c.Nouns))
        elif form == 8:
            parts.append(fill(r"""ToolbarOverflowMenu {
    Button("Export as PDF", systemImage: "doc") { export() }
    Button("Print", systemImage: "printer") { printAll() }
}"""))
        else:
            parts.append(body)
    if c.chance(0.15):
        parts.insert(len(parts) // 2, "ToolbarSpacer(.flexible)")
    inner = "\n".join(parts)
    return ".toolbar {\n" + indent(inner, 1) + "\n}"


def swiftui_toolbar_screen(c):
    mods = [tb_toolbar_modifier(c)]
    if c.chance(0.3):
        mods.insert(0, ".toolbarRole(.editor)")
    if c.chance(0.2):
        mods.append(".toolbarBackground(.visible, for: .navigationBar)")
    if c.chance(0.05):
        mods.append(".toolbarVerticalBehavior(.disabled)")
    if c.chance(0.04):
        mods.append(".toolbarVerticalBehavior(isFullScreen ? .disabled : .automatic)")
    if c.chance(0.1):
        mods.append(fill(r""".safeAreaInset(edge: .bottom) {
    HStack {
        Button("New «N»", systemImage: "plus") { showsComposer = true }
        Spacer()
        Button("Filter", systemImage: "line.3.horizontal.decrease.circle") { showsFilters.toggle() }
    }
    .padding()
    .background(.bar)
}""", N=c.Noun))
    modifiers = indent("\n".join(mods), 3)
    name = c.pick(["Browser", "Editor", "Library", "Overview", "Inbox", "Board", "Planner", "Gallery"])
    return fill(r"""
struct «N»«Name»View: View {
    @Environment(\.dismiss) private var dismiss
    @State private var «nouns»: [«N»] = «N».samples
    @State private var sortOrder = SortOrder.date
    @State private var mode = Mode.list
    @State private var progress = 0.«p»
    @State private var showsComposer = false
    @State private var showsFilters = false
    @State private var showsFavoritesOnly = false
    @State private var isConfirmingDelete = false
    @State private var isFullScreen = false
    @FocusState private var focusedField: Field?

    enum SortOrder: Hashable { case name, date }
    enum Mode: Hashable { case list, grid }
    enum Field: Hashable { case title, notes }

    private var count: Int { «nouns».count }
    private var shareURL: URL { URL(string: "https://«host».example/«snake»")! }

    var body: some View {
        NavigationStack {
            List {
                ForEach(«nouns») { «noun» in
                    «N»Row(«noun»: «noun»)
                }
                .onDelete { «nouns».remove(atOffsets: $0) }
            }
            .navigationTitle("«Ns»")
«modifiers»
        }
    }

    private func «v1»() {
        «nouns».shuffle()
    }

    private func «v2»() {
        progress = min(1, progress + 0.1)
    }

    private func rename() {}
    private func export() {}
    private func printAll() {}
}
""", N=c.Noun, Ns=c.Nouns, noun=c.noun_l, nouns=c.nouns_l, Name=name, modifiers=modifiers,
                p=c.rng.randint(1, 9), host=c.app.lower(), snake=snake(c.Nouns), v1="reload", v2="advance")


def swiftui_action_stubs(c):
    verbs = []
    for v in VERBS:
        if v not in ("print",):
            verbs.append(v)
    lines = "\n".join(f"    func {v}() {{ log(\"{v}\") }}" for v in verbs)
    return fill(r"""
/// Actions the toolbar items call; each one only logs until the feature lands.
extension View {
«lines»

    func log(_ action: String) {
        print("[«app»] \(action) at \(Date.now.formatted(date: .omitted, time: .standard))")
    }
}
""", lines=lines, app=c.app)


def toolbar_content_type(c):
    items = "\n".join(
        "ToolbarItem(placement: " + c.pick(PLACEMENTS_TRAIL) + ") {\n" + indent(tb_item_body(c), 1) + "\n}"
        for _ in range(c.rng.randint(1, 3)))
    return fill(r"""
struct «N»Toolbar: ToolbarContent {
    var count: Int
    @Binding var sortOrder: «N»SortOrder
    @Binding var mode: «N»Mode
    @Binding var showsFavoritesOnly: Bool
    var progress: Double
    var shareURL: URL
    @FocusState.Binding var focusedField: «N»Field?
    @State private var isConfirmingDelete = false

    var body: some ToolbarContent {
«items»
    }
}

extension View {
    @ToolbarContentBuilder
    func «noun»EditingItems(isEditing: Binding<Bool>) -> some ToolbarContent {
        ToolbarItem(placement: .confirmationAction) {
            Button("Done", systemImage: "checkmark") { isEditing.wrappedValue = false }
        }
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { isEditing.wrappedValue = false }
        }
    }
}
""", N=c.Noun, noun=c.noun_l, items=indent(items, 2))


def uikit_bar_controller(c):
    v1, v2 = c.verb(), c.verb()
    items = []
    k = c.rng.randrange(6)
    if k == 0:
        items.append(fill('navigationItem.rightBarButtonItem = UIBarButtonItem(title: "«V»", style: .plain, target: self, action: #selector(«v»Tapped))',
                          V=title_case(v1), v=v1))
    elif k == 1:
        items.append(fill('navigationItem.rightBarButtonItem = UIBarButtonItem(title: "«V»", image: UIImage(systemName: "«s»"), primaryAction: UIAction { [weak self] _ in self?.«v»Tapped() })',
                          V=title_case(v1), v=v1, s=c.symbol()))
    elif k == 2:
        items.append(fill('navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "«m»"), menu: makeActionsMenu())',
                          m=c.pick(MORE_SYMBOLS)))
    elif k == 3:
        items.append(fill('navigationItem.rightBarButtonItems = [\n    UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.«v»Tapped() }),\n    editButtonItem,\n]', v=v1))
    elif k == 4:
        items.append("let spinner = UIActivityIndicatorView(style: .medium)\nspinner.startAnimating()\nlet spinnerItem = UIBarButtonItem(customView: spinner)\n"
                     + ("spinnerItem.axisBehavior = .verticalPreferred\n" if c.chance(0.3) else "")
                     + "navigationItem.rightBarButtonItem = spinnerItem")
    else:
        items.append(fill('navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))\nnavigationItem.rightBarButtonItem = UIBarButtonItem(title: "«V»", image: UIImage(systemName: "«s»"), target: self, action: #selector(«v»Tapped))',
                          V=title_case(v1), v=v1, s=c.symbol()))
    if c.chance(0.6):
        items.append(fill(r"""let «a»Item = UIBarButtonItem(title: "«A»", image: UIImage(systemName: "«s1»"), primaryAction: UIAction { [weak self] _ in
    self?.«a»Tapped()
})
«a»Item.accessibilityIdentifier = "«noun».«a»"
let «b»Item = UIBarButtonItem(image: UIImage(systemName: "«s2»"), style: .plain, target: self, action: #selector(«b»Tapped))
toolbarItems = [«a»Item, «spacer»«b»Item]
navigationController?.setToolbarHidden(false, animated: false)""",
                          a=v1, A=title_case(v1), b=v2, s1=c.symbol(), s2=c.symbol(), noun=c.noun_l,
                          spacer=c.pick(["UIBarButtonItem.flexibleSpace(), ", "", ".fixedSpace(12), "])))
    if c.chance(0.3):
        items.append(r"""navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { [weak self] completion in
    completion([
        UIAction(title: "Export", image: UIImage(systemName: "square.and.arrow.up")) { _ in self?.exportTapped() },
        UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in self?.deleteAllTapped() },
    ])
}""")
    opt_out = ""
    if c.chance(0.05):
        opt_out = "\n    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }\n"
    hand_built = ""
    if c.chance(0.1):
        hand_built = fill(r"""
    private lazy var bottomControls: UIToolbar = {
        let bar = UIToolbar(frame: .zero)
        bar.items = [UIBarButtonItem(systemItem: .rewind), .flexibleSpace(), UIBarButtonItem(systemItem: .play)]
        bar.translatesAutoresizingMaskIntoConstraints = false
        return bar
    }()
""")
    selectors = sorted({v1, v2, "cancel", "export", "deleteAll"})
    actions = "\n\n".join(fill(r"""    @objc private func «v»Tapped() {
        Logger.ui.debug("«noun» «v» tapped")
    }""", v=v, noun=c.noun_l) for v in selectors)
    return fill(r"""
final class «N»ViewController: UIViewController {
    private let store: «N»Store
    private let tableView = UITableView(frame: .zero, style: .plain)
«hand_built»
    init(store: «N»Store) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
«opt_out»
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "«Ns»"
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        configureBarItems()
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    private func configureBarItems() {
«items»
    }

    private func makeActionsMenu() -> UIMenu {
        UIMenu(title: "", children: [
            UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { [weak self] _ in self?.renameTapped() },
            UIAction(title: "«V»", image: UIImage(systemName: "«s»")) { [weak self] _ in self?.«v»Tapped() },
        ])
    }

    @objc private func renameTapped() {}

«actions»
}
""", N=c.Noun, Ns=c.Nouns, noun=c.noun_l, items=indent("\n".join(items), 2), hand_built=hand_built,
                opt_out=opt_out, actions=actions, V=title_case(v1), v=v1, s=c.symbol())


def keyboard_accessory(c):
    return fill(r"""
extension UITextField {
    /// Puts a Previous / Next / Done row above the keyboard.
    func add«N»Accessory(target: Any?, previous: Selector, next: Selector, done: Selector) {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: «w», height: 44))
        bar.items = [
            UIBarButtonItem(image: UIImage(systemName: "chevron.up"), style: .plain, target: target, action: previous),
            UIBarButtonItem(image: UIImage(systemName: "chevron.down"), style: .plain, target: target, action: next),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .done, target: target, action: done),
        ]
        bar.sizeToFit()
        inputAccessoryView = bar
    }
}

struct «N»AmountField: View {
    @Binding var amount: Decimal
    @FocusState private var focused: Bool

    var body: some View {
        TextField("Amount", value: $amount, format: .number)
            .keyboardType(.decimalPad)
            .focused($focused)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Clear", systemImage: "xmark.circle") { amount = 0 }
                    Spacer()
                    Button("Done") { focused = false }
                }
            }
    }
}
""", N=c.Noun, w=c.pick(["320", "375", "390"]))


def bar_subclass(c):
    return fill(r"""
/// A bar that lets touches through where it draws nothing.
final class «N»ControlsToolbar: UIToolbar {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        subviews.contains { !$0.isHidden && $0.alpha > 0.01 && $0.frame.contains(point) }
    }
}
""", N=c.Noun)


# ---------------------------------------------------------------------------------------------
# File kinds: (name, weight, folder, imports, first block(s), filler blocks, file-name pattern)

PLAIN_KINDS = [
    ("model", 20, "Models", ["Foundation"], [model_struct], [model_status_enum, model_extension, model_comparable, model_summary, plain_comment_block], "{N}"),
    ("service", 11, "Networking", ["Foundation"], [service_endpoint, service_client], [service_more, service_errors, plain_comment_block], "{N}Service"),
    ("utility", 13, "Utilities", ["Foundation", "SwiftUI"], [utility_string], [utility_date, utility_collection, utility_color, utility_debounce, utility_formatting], "{N}+Helpers"),
    ("store", 11, "ViewModels", ["Foundation", "Combine", "Observation"], [store_observable], [store_combine, model_summary, plain_comment_block], "{N}ListModel"),
    ("view", 18, "Views", ["SwiftUI"], [plain_row_view], [plain_list_screen, plain_detail_view, plain_card_view], "{N}Views"),
    ("uikit", 9, "Controllers", ["UIKit"], [uikit_cell], [uikit_plain_controller, plain_comment_block], "{N}Cell"),
    ("test", 9, "Tests", ["XCTest", "Foundation"], [test_case], [test_case, model_extension], "{N}Tests"),
    ("persistence", 5, "Persistence", ["Foundation"], [persistence_cache], [persistence_defaults, model_summary], "{N}Cache"),
    ("strings", 3, "Resources", ["Foundation"], [strings_enum], [strings_enum], "L10n+{N}"),
    ("app", 1, "App", ["SwiftUI", "OSLog"], [app_entry], [plain_comment_block], "{A}App"),
]

TOOLBAR_KINDS = [
    ("swiftui-toolbar", 55, "Views", ["SwiftUI"], [swiftui_toolbar_screen], [swiftui_toolbar_screen, plain_row_view, swiftui_action_stubs, plain_card_view], "{N}Screen"),
    ("uikit-bars", 30, "Controllers", ["UIKit", "OSLog"], [uikit_bar_controller], [uikit_bar_controller, uikit_cell, plain_comment_block], "{N}ViewController"),
    ("toolbar-content", 8, "Views", ["SwiftUI"], [toolbar_content_type], [swiftui_toolbar_screen, toolbar_content_type, plain_row_view], "{N}Toolbar"),
    ("keyboard-accessory", 7, "Views", ["UIKit", "SwiftUI"], [keyboard_accessory], [keyboard_accessory, utility_string, uikit_cell], "{N}KeyboardAccessory"),
]


def weighted(rng, kinds):
    total = sum(k[1] for k in kinds)
    x = rng.random() * total
    for kind in kinds:
        x -= kind[1]
        if x < 0:
            return kind
    return kinds[-1]


def file_size_target(rng):
    # Log-normal sizes like a real app: median about 2.8 kB, a long tail to a few hundred kB.
    size = int(rng.lognormvariate(math.log(2800), 1.1))
    return max(300, min(size, 300_000))


def make_file(rng, app, feature, features, kind):
    name, _, folder, imports, firsts, fillers, pattern = kind
    c = Ctx(rng, app, feature, features)
    target = file_size_target(rng)
    file_name = pattern.replace("{N}", feature).replace("{A}", app)
    parts = [header(c, file_name, imports)]
    size = len(parts[0])
    for make in firsts:
        block = make(c)
        parts.append(block)
        size += len(block)
    while size < target:
        block = rng.choice(fillers)(Ctx(rng, app, rng.choice(features), features))
        parts.append(block)
        size += len(block)
    return folder, file_name, "".join(parts)


# ---------------------------------------------------------------------------------------------

def generate(out, size_mb, seed, all_toolbars, toolbar_share):
    rng = random.Random(seed)
    budget = int(size_mb * 1_000_000)
    digest = hashlib.sha256()
    written = 0
    files = 0
    kind_counts = {}
    marker_files = 0
    used = set()
    app_index = 0
    app = None
    app_left = 0
    features = []
    apps_with_entry = set()
    subclass_every = 4000  # one UIToolbar subclass per ~4000 files, as in real trees
    while written < budget:
        if app_left <= 0:
            app = APPS[app_index % len(APPS)] + ("" if app_index < len(APPS) else str(app_index // len(APPS) + 1))
            app_index += 1
            app_left = rng.randint(400, 1600)
            features = rng.sample(NOUNS, rng.randint(6, 14))
            areas_per_feature = rng.randint(3, len(AREAS))
        app_left -= 1
        feature = rng.choice(features)
        if all_toolbars or rng.random() < toolbar_share:
            kind = weighted(rng, TOOLBAR_KINDS)
        else:
            kind = weighted(rng, PLAIN_KINDS)
            if kind[0] == "app":
                if app in apps_with_entry:
                    kind = PLAIN_KINDS[0]
                apps_with_entry.add(app)
        folder, file_name, text = make_file(rng, app, feature, features, kind)
        if files % subclass_every == subclass_every // 2:
            text += bar_subclass(Ctx(rng, app, feature, features))
        # Folders as deep and as small as in real apps: a few files per folder.
        if kind[2] == "Tests":
            rel = os.path.join(app, "Tests", app + "Tests", feature, file_name + ".swift")
        elif kind[0] == "app":
            rel = os.path.join(app, app, file_name + ".swift")
        else:
            module = "Core" if folder in ("Models", "Networking", "Utilities", "Persistence", "Resources") else "Features"
            if module == "Core":
                rel = os.path.join(app, "Packages", app + "Core", "Sources", app + "Core", folder, feature,
                                   file_name + ".swift")
            else:
                area = rng.choice(AREAS[:areas_per_feature])
                rel = os.path.join(app, "Features", feature, area, folder, file_name + ".swift")
        if rel in used:
            # Another file of the same kind and feature: name it like a real project would.
            folder_path, leaf = os.path.split(rel)
            for _ in range(4):
                leaf2 = rng.choice(ADJECTIVES) + leaf if rng.random() < 0.5 else leaf[:-len(".swift")] + "+" + title_case(rng.choice(VERBS)) + ".swift"
                rel = os.path.join(folder_path, leaf2)
                if rel not in used:
                    break
            base, n = rel[:-len(".swift")], 2
            while rel in used:
                rel = f"{base}{n}.swift"
                n += 1
        used.add(rel)
        data = text.encode("utf-8")
        path = os.path.join(out, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        digest.update(rel.encode("utf-8") + b"\0" + data + b"\0")
        written += len(data)
        files += 1
        kind_counts[kind[0]] = kind_counts.get(kind[0], 0) + 1
        if any(m in text for m in PRECHECK_MARKERS):
            marker_files += 1
    return {
        "format": FORMAT_VERSION,
        "seed": seed,
        "size_mb": size_mb,
        "all_toolbars": all_toolbars,
        "toolbar_share": toolbar_share,
        "files": files,
        "bytes": written,
        "apps": app_index,
        "kinds": dict(sorted(kind_counts.items())),
        "files_passing_precheck": marker_files,
        "sha256": digest.hexdigest(),
    }


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", required=True, help="folder to write (created; replaced only if this script wrote it)")
    p.add_argument("--size-mb", type=float, default=70.0, help="total size in MB of 10^6 bytes (default 70)")
    p.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    p.add_argument("--all-toolbars", action="store_true", help="every file declares toolbars (worst case)")
    p.add_argument("--toolbar-share", type=float, default=0.03,
                   help="share of files that are toolbar screens in the ordinary mode (default 0.03)")
    p.add_argument("--reuse", action="store_true",
                   help="keep --out as it is when this script already wrote it with the same arguments")
    p.add_argument("--quiet", action="store_true", help="print nothing but errors")
    args = p.parse_args()
    if args.size_mb <= 0:
        p.error("--size-mb must be positive")
    if not 0 <= args.toolbar_share <= 1:
        p.error("--toolbar-share must be between 0 and 1")

    out = os.path.abspath(args.out)
    manifest = os.path.join(out, MANIFEST)
    if args.reuse and os.path.isfile(manifest):
        try:
            with open(manifest) as f:
                m = json.load(f)
            same = (m.get("format") == FORMAT_VERSION and m.get("seed") == args.seed
                    and float(m.get("size_mb", -1)) == args.size_mb and m.get("all_toolbars") == args.all_toolbars
                    and float(m.get("toolbar_share", -1)) == args.toolbar_share)
        except (OSError, ValueError):
            same = False
        if same:
            if not args.quiet:
                print(f"reusing {out}: {m['files']} files, {m['bytes'] / 1e6:.1f} MB, sha256 {m['sha256']}")
            return 0
    if os.path.exists(out):
        if not os.path.isdir(out):
            p.error(f"{out} exists and is not a folder")
        if os.listdir(out):
            if not os.path.exists(os.path.join(out, MANIFEST)):
                p.error(f"{out} is not empty and was not written by this script; refusing to replace it")
            shutil.rmtree(out)
    os.makedirs(out, exist_ok=True)
    summary = generate(out, args.size_mb, args.seed, args.all_toolbars, args.toolbar_share)
    with open(os.path.join(out, MANIFEST), "w") as f:
        json.dump(summary, f, indent=2)
        f.write("\n")
    if not args.quiet:
        share = summary["files_passing_precheck"] / max(1, summary["files"])
        print(f"wrote {summary['files']} files, {summary['bytes'] / 1e6:.1f} MB, in {summary['apps']} apps to {out}")
        print(f"kinds: " + ", ".join(f"{k} {v}" for k, v in summary["kinds"].items()))
        print(f"files with a pre-check word: {summary['files_passing_precheck']} ({share:.1%})")
        print(f"sha256 {summary['sha256']}")


if __name__ == "__main__":
    sys.exit(main())
