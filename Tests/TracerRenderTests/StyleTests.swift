import Testing
import TracerVision
@testable import TracerRender

@Suite struct StyleTests {
    @Test func parsesNamesAndHex() throws {
        #expect(try TracerColor(parsing: "Red") == TracerColor(red: 1, green: 0, blue: 0))
        #expect(try TracerColor(parsing: " cyan ") == TracerColor(red: 0, green: 1, blue: 1))
        #expect(try TracerColor(parsing: "#ff8000") == TracerColor(red: 1, green: 128.0 / 255, blue: 0))
        let translucent = try TracerColor(parsing: "#FFFFFF80")
        #expect(translucent.alpha == 128.0 / 255)
        #expect(translucent.text == "#FFFFFF80")
        #expect(try TracerColor(parsing: "#FF0000").text == "red")
    }

    @Test(arguments: ["purple", "", "#FFF", "#GGGGGG", "FF0000", "#FF00000", "#12345678FF"])
    func rejectsBadColours(_ text: String) {
        #expect(throws: StyleError.badColor(text)) { try TracerColor(parsing: text) }
        let message = StyleError.badColor(text).description
        #expect(message.contains("'\(text)'"))
        #expect(message.contains("red, white, yellow, orange, green, cyan, blue, magenta"))
        #expect(message.contains("#RRGGBB / #RRGGBBAA"))
    }

    @Test func resolvesPresetsAndOverrides() throws {
        #expect(try TracerStyle.resolve(preset: nil, color: nil, width: nil) == .broadcast)
        let style = try TracerStyle.resolve(preset: "GLOW", color: "orange", width: 0.01)
        #expect(style.name == "glow")
        #expect(style.color == TracerColor(red: 1, green: 165.0 / 255, blue: 0))
        #expect(style.width == 0.01)
        #expect(style.core == TracerStyle.glow.core)
        #expect(TracerStyle.presetNames == ["broadcast", "glow", "minimal"])
        #expect(throws: StyleError.unknownPreset("neon")) { try TracerStyle.resolve(preset: "neon", color: nil, width: nil) }
        #expect(StyleError.unknownPreset("neon").description.contains("broadcast, glow, minimal"))
        #expect(throws: StyleError.self) { try TracerStyle.resolve(preset: nil, color: nil, width: 0) }
    }

    @Test func pixelWidthIsRelativeToHeightWithAFloor() {
        #expect(TracerStyle.broadcast.pixelWidth(displayHeight: 1080) == 0.006 * 1080)
        #expect(TracerStyle.broadcast.pixelWidth(displayHeight: 100) == 1.5)
    }

    @Test func roundTripsThroughTheStoredRecord() throws {
        for preset in TracerStyle.presets {
            var style = preset
            style.color = try TracerColor(parsing: "#12AB34")
            style.fadeTail = 0.25
            #expect(try TracerStyle(record: style.record) == style)
        }
        let sparse = try TracerStyle(record: TracerPath.StyleRecord(color: "white"))
        #expect(sparse.color == TracerColor(red: 1, green: 1, blue: 1))
        #expect(sparse.width == TracerStyle.broadcast.width)
        #expect(throws: StyleError.badColor("nope")) { try TracerStyle(record: .init(color: "nope")) }
    }
}
