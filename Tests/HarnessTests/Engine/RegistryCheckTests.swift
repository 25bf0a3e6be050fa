import Foundation
import SceneContract
import StyleNames
import Testing
import UIKitLite
import VariantRegistry

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Registry check: a style's declaration matches the repository")
@MainActor
struct RegistryCheckTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("registry-\(UUID().uuidString)", isDirectory: true)

  func makeFile(_ path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "// a file\n".write(to: url, atomically: true, encoding: .utf8)
  }

  func style(_ id: VariantID, folder: String, roles: [RoleFile]) -> StyleDeclaration {
    StyleDeclaration(
      id: id, displayName: id.rawValue, folder: folder, colour: "#777777",
      features: [
        .counter: FeatureImplementation(
          build: { _ in Scene(rootViewController: ViewController(), components: []) },
          roles: roles)
      ])
  }

  @Test("the registered styles match this repository")
  func registeredStyles() {
    #expect(RegistryCheck.problem(in: Registry.styles, repositoryRoot: RepositoryScenarios.root) == nil)
  }

  @Test("a missing folder, a missing role file and a duplicate id are named in one line")
  func problems() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeFile("Sources/Variants/Mine/Counter/CounterView.swift")
    let good = style("mine", folder: "Mine", roles: [RoleFile(.view, "CounterView.swift")])
    #expect(RegistryCheck.problem(in: [good], repositoryRoot: root) == nil)
    #expect(
      RegistryCheck.problem(
        in: [style("gone", folder: "Gone", roles: [])], repositoryRoot: root)
        == RegistryError("style 'gone': folder Sources/Variants/Gone/ does not exist"))
    #expect(
      RegistryCheck.problem(
        in: [style("mine", folder: "Mine", roles: [RoleFile(.state, "CounterModel.swift")])],
        repositoryRoot: root)
        == RegistryError(
          "style 'mine': Sources/Variants/Mine/Counter/CounterModel.swift is declared as its "
            + "state but does not exist"))
    #expect(
      RegistryCheck.problem(in: [good, good], repositoryRoot: root)
        == RegistryError("style 'mine' is registered twice"))
  }

  @Test("a display name, colour or folder two styles share stops the start, naming both")
  func duplicates() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeFile("Sources/Variants/Mine/Counter/CounterView.swift")
    try makeFile("Sources/Variants/Yours/Counter/CounterView.swift")
    func declaration(
      _ id: VariantID, _ name: String, _ folder: String, _ colour: String
    ) -> StyleDeclaration {
      StyleDeclaration(
        id: id, displayName: name, folder: folder, colour: colour,
        features: [
          .counter: FeatureImplementation(
            build: { _ in Scene(rootViewController: ViewController(), components: []) },
            roles: [RoleFile(.view, "CounterView.swift")])
        ])
    }
    let mine = declaration("mine", "Mine", "Mine", "#4e79a7")
    #expect(
      RegistryCheck.problem(
        in: [mine, declaration("yours", "Yours", "Yours", "#f28e2b")], repositoryRoot: root)
        == nil)
    #expect(
      RegistryCheck.problem(
        in: [mine, declaration("yours", "mine", "Yours", "#f28e2b")], repositoryRoot: root)
        == RegistryError(
          "style 'yours': display name 'mine' is taken by style 'mine'; every style needs its own"))
    #expect(
      RegistryCheck.problem(
        in: [mine, declaration("yours", "Yours", "Yours", "#4E79A7")], repositoryRoot: root)
        == RegistryError(
          "style 'yours': colour '#4E79A7' is taken by style 'mine'; every style needs its own"))
    #expect(
      RegistryCheck.problem(
        in: [mine, declaration("yours", "Yours", "Mine", "#f28e2b")], repositoryRoot: root)
        == RegistryError(
          "style 'yours': folder 'Mine' is taken by style 'mine'; every style needs its own"))
  }
}
