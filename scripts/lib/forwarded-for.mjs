// X-Forwarded-For as the production server (scripts/server.mjs) hands it to Next: whatever came in, then
// the address of the socket the request came in on, so the last entry can never be forged.

/** The peer's address as a proxy would write it: an IPv4 client of a dual-stack socket without `::ffff:`. */
export function socketAddress(socket) {
  const address = socket.remoteAddress;
  // A socket already gone has no address; a placeholder still keeps any forged entry out of the last place.
  if (!address) return 'unknown';
  return /^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(address) ? address.slice(7) : address;
}

/** Appends the socket address to the request's X-Forwarded-For (several header lines arrive joined by ", "). */
export function appendSocketAddress(request) {
  const existing = request.headers['x-forwarded-for']?.trim();
  const address = socketAddress(request.socket);
  request.headers['x-forwarded-for'] = existing ? `${existing}, ${address}` : address;
}
