/**
 * Runs once when the server starts: the settings are read and checked, pages
 * get their security policy from
 * here, the connection to a shared Redis is opened (in the background: the
 * site serves without it), the results' worker starts (the weekly email),
 * and what would fail a visitor later is said now.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Every setting read and checked first: one that cannot be read stops the start, named.
  const { SettingsError } = await import("./src/server/settings");
  const { serverContext } = await import("./src/server/server-context");
  try {
    serverContext();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // The build renders into memory only (page-cache-handler.mjs).
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    const { sharedRedis } = await import("./src/hosting/shared-redis");
    sharedRedis();
    const { startResultsWorker } = await import("./src/results/results-worker");
    startResultsWorker();
    const { openBeaconLane } = await import("./src/results/beacon-lane");
    openBeaconLane();
    const { openWindowsLane } = await import("./src/booking/open-windows-lane");
    openWindowsLane();
    const { openLeadLane } = await import("./src/leads/lead-lane");
    openLeadLane();
    const { startOutboundWorker } = await import("./src/outbound/outbound-worker");
    startOutboundWorker();
  }
  const { pagePolicyProvider } = await import("./src/security/page-policy");
  pagePolicyProvider();
  const { checkAtStart } = await import("./src/hosting/start-checks");
  await checkAtStart();
}
