// The iOS app in Samples/iOSApp, ported by HeadlessPortPlugin (headless-port.json names the
// folder): its sources are compiled into this target from the plugin's work directory.
