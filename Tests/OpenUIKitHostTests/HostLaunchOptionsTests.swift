import Testing
import OpenUIKitHost

@Suite struct HostLaunchOptionsTests {
    @Test func withNothingGivenAnIPhoneInPortraitRunsInAWindowAtRealTime() throws {
        let options = try HostLaunchOptions(arguments: ["app"], environment: [:])
        #expect(options == HostLaunchOptions(device: DeviceSetup(kind: .iphone, orientation: .portrait),
                                             windowScale: nil, headless: false, timeScale: 1, frames: nil))
    }

    @Test func argumentsChooseDeviceOrientationScaleAndTheRestInAnyLetterCase() throws {
        let options = try HostLaunchOptions(
            arguments: ["app", "--device", "iPad", "--orientation", "Landscape", "--scale", "0.5", "--headless",
                        "--time-scale", "10", "--frames", "3"],
            environment: [:])
        #expect(options == HostLaunchOptions(device: DeviceSetup(kind: .ipad, orientation: .landscape),
                                             windowScale: 0.5, headless: true, timeScale: 10, frames: 3))
    }

    @Test func theEnvironmentChoosesWhatTheArgumentsLeaveOut() throws {
        let environment = ["OPENUIKIT_DEVICE": "ipad", "OPENUIKIT_ORIENTATION": "landscape", "OPENUIKIT_SCALE": "2",
                           "OPENUIKIT_HEADLESS": "1", "OPENUIKIT_TIME_SCALE": "4"]
        let options = try HostLaunchOptions(arguments: ["app", "--orientation", "portrait"], environment: environment)
        #expect(options == HostLaunchOptions(device: DeviceSetup(kind: .ipad, orientation: .portrait),
                                             windowScale: 2, headless: true, timeScale: 4, frames: nil))
    }

    @Test func argumentsTheHostDoesNotKnowAreLeftToTheApp() throws {
        let options = try HostLaunchOptions(arguments: ["app", "-AppleLanguages", "(fr)", "--verbose"], environment: [:])
        #expect(options == HostLaunchOptions())
    }

    @Test func aValueThatCannotBeReadIsAnError() {
        #expect(throws: HostLaunchOptionsError.invalidValue(option: "--device", value: "tablet")) {
            try HostLaunchOptions(arguments: ["app", "--device", "tablet"], environment: [:])
        }
        #expect(throws: HostLaunchOptionsError.invalidValue(option: "--scale", value: "0")) {
            try HostLaunchOptions(arguments: ["app", "--scale", "0"], environment: [:])
        }
        #expect(throws: HostLaunchOptionsError.invalidValue(option: "--scale", value: "nan")) {
            try HostLaunchOptions(arguments: [], environment: ["OPENUIKIT_SCALE": "nan"])
        }
        #expect(throws: HostLaunchOptionsError.invalidValue(option: "--frames", value: "-1")) {
            try HostLaunchOptions(arguments: ["app", "--frames", "-1"], environment: [:])
        }
        #expect(throws: HostLaunchOptionsError.missingValue(option: "--orientation")) {
            try HostLaunchOptions(arguments: ["app", "--orientation"], environment: [:])
        }
    }
}
