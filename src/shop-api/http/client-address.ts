/**
 * The address of the client behind a request to the API, where the server knows it: the HTTP
 * entry (src/server.ts) records it for requests from the network (the forwarded client when a
 * trusted proxy sent them), and the storefront's in-process transport copies the browser's onto the
 * API requests it makes for that browser. A header could be forged by any client; a request object
 * can only be marked by code in this process.
 */
const ADDRESSES_KEY = Symbol.for('sportalpin.clientAddresses')
type AddressesHolder = { [ADDRESSES_KEY]?: WeakMap<Request, string> }
/**
 * The production server bundles this module twice (Nitro's server with the embedded API, and the
 * SSR handler with src/server.ts): one map on globalThis serves both copies.
 */
const holder = globalThis as AddressesHolder
const addresses = (holder[ADDRESSES_KEY] ??= new WeakMap<Request, string>())

export function rememberClientAddress(request: Request, address: string | undefined): void {
  if (address) addresses.set(request, address)
}

export function clientAddressOf(request: Request): string | undefined {
  return addresses.get(request)
}
