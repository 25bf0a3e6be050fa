import Foundation
import Testing

@testable import Mutation

/// Plain Swift with a site for every operator a schema can hold, including the forms that have
/// tripped schemas before: a logical operator whose right-hand side throws, `== nil`, and a
/// closure that declares its result.
private let compilableSource = """
  struct Limits {
    var low = 1
    var high = 10
  }

  func check(_ value: Int) throws -> Bool { value > 0 }

  func note(_ text: String, _ other: String) {}

  func describe(_ value: Int) -> String? { value > 0 ? String(value) : nil }

  final class Meter {
    var count = 0
    var name: String?
    var limits = Limits()

    func tapped(_ value: Int, enabled: Bool) throws -> Bool {
      if value < limits.high && enabled {
        count = value
      }
      note("a", "b")
      let checked = try enabled || check(value)
      let labels = [value].compactMap { number -> String? in
        describe(number)
      }
      return checked && name == nil && labels.count >= 1 && false != enabled
    }
  }
  """

@Suite("Mutant schema, compiled")
struct MutantSchemaCompileTests {
  @Test("every schema mutant of a file and the support file type-check together")
  func schemaTypeChecks() throws {
    let file = "Sources/Variants/P/Meter.swift"
    let mutants = MutantFinder.mutants(in: compilableSource, file: file)
    let numbered = mutants.filter { $0.schema != nil }.enumerated()
      .map { ($0.offset + 1, $0.element) }
    let operators = Set(numbered.map(\.1.operator))
    #expect(
      operators.isSuperset(
        of: [.comparison, .logical, .integer, .boolean, .deleteCall, .deleteAssignment,
          .swapArguments]))
    // Deleting a closure's declared result cannot compile, so it is not drawn at all.
    let resultLine = try #require(
      compilableSource.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("describe(number)") }) + 1
    #expect(!mutants.contains { $0.operator == .deleteCall && $0.line == resultLine })

    let folder = FileManager.default.temporaryDirectory
      .appending(path: "schema-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appending(path: "Meter.swift")
    let support = folder.appending(path: MutantSchema.supportFileName)
    try MutantSchema.text(compilableSource, mutants: numbered)
      .write(to: source, atomically: true, encoding: .utf8)
    try MutantSchema.supportFile(mutants: numbered).write(to: support, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Meter", source.path,
      support.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "the schema does not compile:\n\(text)")
  }
}
