/// The error cases of location, HTTP and expectation steps, run by ``ParserErrorTests``.
enum ParserEnvironmentErrorTests {
  static let environment: [ParserErrorCase] = [
    .init(
      "location",
      "\(badScenario):1:9: expected `authorize`, `settings`, `fix`, `fixes`, `error` or `gpx` after `location`"),
    .init(
      "location fixs 1 2",
      "\(badScenario):1:10: expected `authorize`, `settings`, `fix`, `fixes`, `error` or `gpx` after `location`, "
        + "found `fixs`; did you mean `fix`?"),
    .init(
      "location authorize yes",
      "\(badScenario):1:20: expected an authorization status (notDetermined, restricted, denied, "
        + "authorizedAlways, authorizedWhenInUse), found `yes`"),
    .init(
      "location authorize always",
      "\(badScenario):1:20: expected an authorization status (notDetermined, restricted, denied, "
        + "authorizedAlways, authorizedWhenInUse), found `always`; did you mean "
        + "`authorizedAlways`?"),
    .init(
      "location authorize authorisedAlways",
      "\(badScenario):1:20: expected an authorization status (notDetermined, restricted, denied, "
        + "authorizedAlways, authorizedWhenInUse), found `authorisedAlways`; did you mean "
        + "`authorizedAlways`?"),
    .init("location fix", "\(badScenario):1:13: expected a latitude from -90 to 90"),
    .init(
      "location fix 91 0", "\(badScenario):1:14: expected a latitude from -90 to 90, found `91`"),
    .init(
      "location fix 0x23 139",
      "\(badScenario):1:14: expected a latitude from -90 to 90, found `0x23`"),
    .init(
      "location fix 35 1.39e2",
      "\(badScenario):1:17: expected a longitude from -180 to 180, found `1.39e2`"),
    .init(
      "location fix 35 -180.5",
      "\(badScenario):1:17: expected a longitude from -180 to 180, found `-180.5`"),
    .init(
      "location fixes\n  35 139\n  -90.01 139",
      "\(badScenario):3:3: expected a latitude from -90 to 90, found `-90.01`"),
    .init(
      "location fix 35 east",
      "\(badScenario):1:17: expected a longitude from -180 to 180, found `east`"),
    .init(
      "location fix 35 139 acuracy 5",
      "\(badScenario):1:21: expected a fix option (accuracy, speed, course, altitude, at) or the end "
        + "of the fix, found `acuracy`; did you mean `accuracy`?"),
    .init(
      "location fix 35 139 speed", "\(badScenario):1:26: expected the speed in metres per second"),
    .init(
      "location fix 35 139 speed 1 speed 2",
      "\(badScenario):1:29: expected each fix option once, found `speed` again"),
    .init(
      "location fix 35 139 at yesterday",
      "\(badScenario):1:24: expected an ISO-8601 timestamp such as `2025-01-01T09:00:00Z` after `at`, "
        + "found `yesterday`"),
    .init("location fix 35 139; 36 140", "\(badScenario):1:20: expected end of line, found `;`"),
    .init("location fixes 1 2;", "\(badScenario):1:20: expected a latitude from -90 to 90"),
    .init(
      "location fixes\ntap countUpButton",
      "\(badScenario):1:15: expected fixes after `location fixes`: on the same line separated by `;`, "
        + "or on the following lines, indented"),
    .init(
      "location fixes\n  35 139\n  35 north",
      "\(badScenario):3:6: expected a longitude from -180 to 180, found `north`"),
    .init(
      "location error lost",
      "\(badScenario):1:16: expected a location error (locationUnknown, denied, network), found `lost`"
    ),
    .init(
      "location gpx walk.gpx",
      "\(badScenario):1:14: expected the GPX file name, in double quotes, found `walk.gpx`"),
    .init("http", "\(badScenario):1:5: expected `fault`, `answer` or `latency` after `http`"),
    .init(
      "http fault",
      "\(badScenario):1:11: expected a fault (status, transport, timeout, malformed, delay) after "
        + "`http fault`"),
    .init(
      "http fault staus 500",
      "\(badScenario):1:12: expected a fault (status, transport, timeout, malformed, delay) after "
        + "`http fault`, found `staus`; did you mean `status`?"),
    .init(
      "http fault status 99",
      "\(badScenario):1:19: expected an HTTP status code from 100 to 599, found `99`"),
    .init(
      "http fault transport",
      "\(badScenario):1:21: expected the transport error's reason, in double quotes"),
    .init(
      "http fault delay soon",
      "\(badScenario):1:18: expected a duration such as `500ms` or `2s`, found `soon`"),
    .init(
      "http latency 100",
      "\(badScenario):1:14: expected a duration such as `500ms` or `2s`, found `100`"),
    .init(
      "work latency soon",
      "\(badScenario):1:14: expected a duration such as `40ms` or `1s`, found `soon`"),
    .init("work delay 40ms", "\(badScenario):1:6: expected `latency` after `work`, found `delay`"),
  ]

  static let expectations: [ParserErrorCase] = [
    .init(
      "expect",
      "\(badScenario):1:7: expected what to expect: `<widget>.<property>`, `alert`, `no`, "
        + "`snapshot`, `location`, `http`, `store` or `export`"),
    .init(
      "expect countLabel",
      "\(badScenario):1:8: expected what to expect: `<widget>.<property>`, `alert`, `no`, "
        + "`snapshot`, `location`, `http`, `store` or `export`, found `countLabel`"),
    .init(
      "expect countLabel. == \"1\"",
      "\(badScenario):1:8: expected what to expect: `<widget>.<property>`, `alert`, `no`, "
        + "`snapshot`, `location`, `http`, `store` or `export`, found `countLabel.`"),
    .init(
      "expect snapsot",
      "\(badScenario):1:8: expected what to expect: `<widget>.<property>`, `alert`, `no`, "
        + "`snapshot`, `location`, `http`, `store` or `export`, found `snapsot`; did you mean `snapshot`?"),
    .init(
      "expect countLabel.text",
      "\(badScenario):1:23: expected a comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`)"),
    .init(
      "expect countLabel.text is \"1\"",
      "\(badScenario):1:24: expected a comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`), found `is`"),
    .init(
      "expect countLabel.text ==",
      "\(badScenario):1:26: expected a value after `==`: a quoted string, a number, `true` or `false`"
    ),
    .init(
      "expect countLabel.renders <= \"3\"",
      "\(badScenario):1:30: expected a number after `<=`, found `\"3\"`"),
    .init(
      "expect countLabel.renders > many",
      "\(badScenario):1:29: expected a number after `>`, found `many`"),
    .init(
      "expect countLabel.text == \"1\" \"2\"",
      "\(badScenario):1:31: expected end of line, found `\"2\"`"),
    .init("expect no", "\(badScenario):1:10: expected `alert` or `leaks` after `expect no`"),
    .init(
      "expect no leak",
      "\(badScenario):1:11: expected `alert` or `leaks` after `expect no`, found `leak`; did you mean "
        + "`leaks`?"),
    .init(
      "expect alert body == \"x\"",
      "\(badScenario):1:14: expected `title` or `message` after `expect alert`, found `body`"),
    .init(
      "expect snapshot\ntap countUpButton",
      "\(badScenario):1:16: expected the snapshot's lines below `expect snapshot`, indented"),
    .init(
      "expect snapshot\n    label a\n  label b",
      "\(badScenario):3:1: expected every snapshot line indented at least as much as the first (4)"),
    .init(
      "expect http", "\(badScenario):1:12: expected `requests` or `request <n>` after `expect http`"
    ),
    .init(
      "expect http request 0 query q absent",
      "\(badScenario):1:21: expected a request number from 1, found `0`"),
    .init(
      "expect http request 1 keyword absent",
      "\(badScenario):1:23: expected `query` after the request number, found `keyword`"),
    .init(
      "expect http request 1 query", "\(badScenario):1:28: expected a query item name after `query`"
    ),
    .init(
      "expect http request 1 query keyword",
      "\(badScenario):1:36: expected `== \"<value>\"` or `absent` after the query item name"),
    .init(
      "expect http request 1 query keyword == ramen",
      "\(badScenario):1:40: expected the query item's value, in double quotes, found `ramen`"),
  ]
}
