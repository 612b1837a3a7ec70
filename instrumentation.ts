// Runs once when the server starts: validates the environment (a bad variable stops it with a clear
// message), then opens the lead store and starts the outbox relay so leads kept before a restart are
// delivered without waiting for traffic.
export async function register() {
  const { getConfig } = await import('./lib/config');
  getConfig();
  // Not during `next build`: its page workers must not open (and lock) the embedded store.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startLeadServices } = await import('./lib/contact/lifecycle');
    await startLeadServices();
    // With NEXT_MANUAL_SIG_HANDLE (set by scripts/server.mjs) Next leaves SIGTERM/SIGINT to us:
    // finish the requests in flight, then close the store cleanly (lib/shutdown.ts).
    if (process.env.NEXT_MANUAL_SIG_HANDLE) {
      const { installGracefulShutdown } = await import('./lib/shutdown');
      installGracefulShutdown();
    }
  }
}
