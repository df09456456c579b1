// Printed once at the start of every run: suites skipped for want of a server say so here too,
// because jest shows nothing of a test file whose tests are all skipped.
module.exports = async function reportSkippedSuites() {
  if (!process.env.EVENTSTORE_URL) {
    console.log(
      '\nSKIPPED the EventStoreDB contract suites (libs/infra/src/event-store/eventstoredb): ' +
        'EVENTSTORE_URL is not set. No EventStoreDB server runs on our machines; point ' +
        'EVENTSTORE_URL at one (e.g. esdb://localhost:2113?tls=false) to run them.\n',
    );
  }
};
