import pg from 'pg'
import { expect, test } from '../setup/test'
import { createPostgresDatabase, killServer, prepareDatabase, startServer } from '../setup/server-process'
import type { RunningServer } from '../setup/server-process'

/**
 * The way to scale out (issue 11): several app nodes on one PostgreSQL behind a load balancer. Two
 * production servers share one fresh database; what one learns, the other knows.
 */

const PORT = 4360 + (Number(process.env.E2E_PORT ?? 4173) % 10) * 2
const DEMO = { email: 'kunde@sportalpin.at', password: 'Sportalpin2026!' }
const json = { 'content-type': 'application/json' }

async function searchNames(node: RunningServer, query: string): Promise<string[]> {
  const response = await fetch(`${node.url}/search-limited/?q=${encodeURIComponent(query)}`)
  const body = (await response.json()) as { search?: { products?: { name?: string }[] } }
  return (body.search?.products ?? []).map((product) => product.name ?? '')
}

test.describe('two nodes on one PostgreSQL', () => {
  // One pair of servers for the whole file, in order: the limits test counts the session's login.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  const adminUrl = process.env.TEST_DATABASE_URL
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (CI sets it when PostgreSQL runs on 127.0.0.1:5432)')

  let first: RunningServer | undefined
  let second: RunningServer | undefined
  let drop: (() => Promise<void>) | undefined
  let databaseUrl = ''

  test.beforeAll(async () => {
    const database = await createPostgresDatabase(adminUrl ?? '')
    drop = database.drop
    databaseUrl = database.env.DATABASE_URL ?? ''
    prepareDatabase(database.env)
    first = await startServer(PORT, database.env)
    second = await startServer(PORT + 1, database.env)
  })
  test.afterAll(async () => {
    killServer(first)
    killServer(second)
    await drop?.()
  })

  test('a catalogue change made in the database is searchable on both nodes within a second', async () => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const renamed = `Gipfelstürmer ${Date.now().toString(36)}`
    try {
      await client.query('UPDATE products SET name = $1 WHERE id = (SELECT min(id) FROM products)', [renamed])
    } finally {
      await client.end()
    }
    // Neither node made the change: each hears of it on its own, so each is asked until it knows.
    const onBothNodes = async () => {
      const [onFirst, onSecond] = await Promise.all([
        searchNames(nodeOrFail(first), 'gipfelstürmer'),
        searchNames(nodeOrFail(second), 'gipfelstürmer'),
      ])
      return onFirst.includes(renamed) && onSecond.includes(renamed)
    }
    await expect.poll(onBothNodes, { timeout: 1_000, intervals: [50] }).toBe(true)
  })

  test('a session from one node works on the other, and so does its cart', async () => {
    const login = await fetch(`${nodeOrFail(first).url}/api/v1/auth/login/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(DEMO),
    })
    expect(login.status).toBe(200)
    const { data: session } = (await login.json()) as { data: { token: string; uuid: string } }
    const auth = { authorization: `Bearer ${session.token}`, 'x-request-id': session.uuid }
    const user = await fetch(`${nodeOrFail(second).url}/api/v1/user/`, { headers: auth })
    expect(user.status).toBe(200)

    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM product_options WHERE stock > 2 ORDER BY id LIMIT 1',
    )
    await client.end()
    const option = rows[0]?.id
    expect(option).toBeDefined()
    const added = await fetch(`${nodeOrFail(first).url}/api/v1/cart/`, {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ productOption: option, amount: 2 }),
    })
    expect(added.status).toBe(200)
    const cart = await fetch(`${nodeOrFail(second).url}/api/v1/cart/`, { headers: auth })
    expect(cart.status).toBe(200)
    expect(JSON.stringify(await cart.json())).toContain(`"id":${String(option)}`)
  })

  test('the limits per client address count across both nodes', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 40; attempt++) {
      const node = attempt % 2 === 0 ? nodeOrFail(first) : nodeOrFail(second)
      const response = await fetch(`${node.url}/api/v1/auth/login/`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: `spray-${String(attempt)}@example.at`, password: 'falsch' }),
      })
      statuses.push(response.status)
    }
    // 30 logins per address in 10 minutes, wherever they land (this runner is one address, 127.0.0.1).
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10)
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429))
  })

  test('stopping one node under load loses no request on the other', async () => {
    const stopping = nodeOrFail(first)
    const staying = nodeOrFail(second)
    const load = Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        fetch(`${staying.url}/${index % 2 ? 'herren' : 'damen'}/`).then(
          (response) => response.status,
          (error: unknown) => String(error),
        ),
      ),
    )
    stopping.process.kill('SIGTERM')
    const [statuses, exit] = await Promise.all([load, stopping.exited])
    expect(statuses).toEqual(Array(30).fill(200))
    expect(exit.code).toBe(0)
    expect((await fetch(`${staying.url}/herren/`)).status).toBe(200)
  })
})

function nodeOrFail(node: RunningServer | undefined): RunningServer {
  if (!node) throw new Error('the node did not start')
  return node
}
