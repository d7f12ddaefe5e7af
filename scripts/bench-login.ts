/**
 * `npm run bench:login` (after `npm run build`): a real customer's login latency, idle and during a
 * flood of logins with unknown e-mail addresses, over real HTTP against the production server on a
 * fresh embedded database (issue 11: a flood must not push a customer's login p95 beyond 3× idle).
 *
 * Floods: from one address (the limits per address stop it after 30 attempts), and from many
 * addresses at once (a botnet, past every per-address limit: every attempt costs a password hash,
 * one per core at a time). The customer logs in from the browser it used before (its device token
 * puts the password check ahead of the waiting attempts), and once more from a new device.
 * The server trusts the loopback proxy, so X-Forwarded-For names each simulated client.
 */
import { parseArgs } from 'node:util'
import { killServer, pgliteEnv, prepareDatabase, startServer } from '../tests/setup/server-process'
import { percentile } from './bench-stats'

const { values } = parseArgs({
  options: {
    logins: { type: 'string', default: '60' },
    flooders: { type: 'string', default: '24' },
    port: { type: 'string', default: '4290' },
  },
})
const LOGINS = Number(values.logins)
const FLOODERS = Number(values.flooders)

const CUSTOMER = { email: 'kunde@sportalpin.at', password: 'Sportalpin2026!' }

let addressCounter = 0
/** A fresh client address per call (10.x.y.z), so no per-address limit is shared by accident. */
function nextAddress(prefix: number): string {
  addressCounter += 1
  return `10.${String(prefix)}.${String((addressCounter >> 8) & 255)}.${String(addressCounter & 255)}`
}

async function login(
  url: string,
  body: unknown,
  address: string,
  device?: string,
): Promise<{ ms: number; status: number; device?: string }> {
  const started = performance.now()
  const response = await fetch(`${url}/api/v1/auth/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(device ? { 'x-device-token': device } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  const ms = performance.now() - started
  const answer = response.ok ? (JSON.parse(text) as { data?: { device?: string } }) : {}
  return { ms, status: response.status, device: answer.data?.device }
}

interface Measured {
  readonly p50: number
  readonly p95: number
  readonly succeeded: number
  readonly refused: number
}

/**
 * LOGINS customer logins one after another, each from an address of its own; with `device`, from
 * the browser that logged in before (the storefront sends its device token), else from a new one.
 */
async function customerLogins(url: string, device?: string): Promise<Measured> {
  const times: number[] = []
  let refused = 0
  for (let index = 0; index < LOGINS; index++) {
    const result = await login(url, CUSTOMER, nextAddress(1), device)
    if (result.status === 200) times.push(result.ms)
    else refused += 1
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), succeeded: times.length, refused }
}

/** Runs FLOODERS loops of unknown-e-mail logins until `stop` resolves; counts answers by status. */
function flood(url: string, address: () => string, stop: Promise<void>): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  let stopped = false
  void stop.then(() => {
    stopped = true
  })
  const loop = async (worker: number) => {
    for (let attempt = 0; !stopped; attempt++) {
      const body = { email: `flood-${String(worker)}-${String(attempt)}@example.at`, password: 'geraten' }
      const result = await login(url, body, address()).catch(() => ({ ms: 0, status: 0 }))
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1)
    }
  }
  return Promise.all(Array.from({ length: FLOODERS }, (_, worker) => loop(worker))).then(() => statuses)
}

async function measureUnderFlood(url: string, address: () => string, device?: string) {
  let release: () => void = () => undefined
  const stop = new Promise<void>((resolve) => {
    release = resolve
  })
  const flooding = flood(url, address, stop)
  // Let the flood reach full strength first.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const measured = await customerLogins(url, device)
  release()
  return { measured, floodStatuses: await flooding }
}

function format(label: string, measured: Measured, idle?: Measured): string {
  const ratio = idle ? (measured.p95 / idle.p95).toFixed(2) : '1.00'
  return `| ${label} | ${measured.p50.toFixed(1)} | ${measured.p95.toFixed(1)} | ${ratio} | ${String(measured.succeeded)} | ${String(measured.refused)} |`
}

const env = { ...pgliteEnv(), TRUSTED_PROXY: 'loopback' }
prepareDatabase(env)
const server = await startServer(Number(values.port), env)
try {
  // Warm-up: the first logins pay for the dummy hash and JIT compilation; the customer's browser
  // keeps the device token its first login gave, as the storefront does in a cookie.
  let device: string | undefined
  for (let index = 0; index < 5; index++)
    device = (await login(server.url, CUSTOMER, nextAddress(9))).device ?? device
  if (!device) throw new Error('The login answered no device token')
  const idle = await customerLogins(server.url, device)
  const single = await measureUnderFlood(server.url, () => '203.0.113.66', device)
  const distributed = await measureUnderFlood(server.url, () => nextAddress(2), device)
  const newDevice = await measureUnderFlood(server.url, () => nextAddress(3))
  console.log(`Customer logins: ${String(LOGINS)} per phase; flood: ${String(FLOODERS)} concurrent loops\n`)
  console.log('| phase | p50 ms | p95 ms | p95 / idle | logged in | refused |')
  console.log('|---|---|---|---|---|---|')
  console.log(format('idle', idle))
  console.log(format('flood from one address', single.measured, idle))
  console.log(format('flood from many addresses', distributed.measured, idle))
  console.log(format('flood from many addresses, customer on a new device', newDevice.measured, idle))
  const describe = (statuses: Map<number, number>) =>
    [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${String(status)}: ${String(count)}`)
      .join(', ')
  console.log(`\nFlood answers — one address: ${describe(single.floodStatuses)}`)
  console.log(`Flood answers — many addresses: ${describe(distributed.floodStatuses)}`)
} finally {
  killServer(server)
}
