// Validates the environment once when the server starts, so a bad variable stops it with a clear message.
export async function register() {
  const { getConfig } = await import('./lib/config');
  getConfig();
}
