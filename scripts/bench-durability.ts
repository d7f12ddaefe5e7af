/**
 * What the embedded database's durability costs and holds (`npm run bench:durability`):
 *
 * 1. Commit cost: single-row transactions on PGlite in a data directory, with `relaxedDurability`
 *    off (the default we ship: every query waits for its writes to reach the file system) and on,
 *    and on PostgreSQL (fsync on) when TEST_DATABASE_URL is set. Medians of 5 rounds of 200 commits.
 * 2. Process crashes: a child process commits rows and reports each acknowledged id; it is killed
 *    with SIGKILL mid-stream, the directory is reopened and every acknowledged row must be there.
 *
 * Figures go to docs/performance.md by hand; the script prints a Markdown table.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

const ROUNDS = 5
const COMMITS = 200

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function pgliteCommitMs(relaxedDurability: boolean): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-durability-'))
  try {
    const db = await PGlite.create(dir, { relaxedDurability })
    await db.exec('CREATE TABLE t (id serial PRIMARY KEY, v text NOT NULL)')
    const rounds: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now()
      for (let i = 0; i < COMMITS; i++) await db.query('INSERT INTO t (v) VALUES ($1)', ['order'])
      rounds.push((performance.now() - started) / COMMITS)
    }
    await db.close()
    return median(rounds)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function postgresCommitMs(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const setting = await client.query<{ fsync: string }>('SHOW fsync')
    if (setting.rows[0]?.fsync !== 'on')
      console.warn(`PostgreSQL runs with fsync=${setting.rows[0]?.fsync ?? '?'}`)
    await client.query('CREATE TEMP TABLE t (id serial PRIMARY KEY, v text NOT NULL)')
    const rounds: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now()
      for (let i = 0; i < COMMITS; i++) await client.query('INSERT INTO t (v) VALUES ($1)', ['order'])
      rounds.push((performance.now() - started) / COMMITS)
    }
    return median(rounds)
  } finally {
    await client.end()
  }
}

/** The child: commits rows one by one and prints each id once its commit has returned. */
async function writer(dir: string): Promise<void> {
  const db = await PGlite.create(dir)
  await db.exec('CREATE TABLE IF NOT EXISTS t (id serial PRIMARY KEY, v text NOT NULL)')
  for (;;) {
    const result = await db.query<{ id: number }>('INSERT INTO t (v) VALUES ($1) RETURNING id', ['order'])
    process.stdout.write(`${String(result.rows[0]?.id)}\n`)
  }
}

/** Kills a writer after `acks` acknowledged commits; returns how many acknowledged rows survived. */
async function crashOnce(acks: number): Promise<{ acknowledged: number; survived: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-crash-'))
  try {
    const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--writer', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const acknowledged = new Set<number>()
    await new Promise<void>((resolve) => {
      let buffer = ''
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString()
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) acknowledged.add(Number(line))
        if (acknowledged.size >= acks && child.exitCode === null) {
          child.kill('SIGKILL')
        }
      })
      child.on('exit', () => {
        resolve()
      })
    })
    const db = await PGlite.create(dir)
    const rows = await db.query<{ id: number }>('SELECT id FROM t')
    await db.close()
    const present = new Set(rows.rows.map((row) => row.id))
    return {
      acknowledged: acknowledged.size,
      survived: [...acknowledged].filter((id) => present.has(id)).length,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const writerIndex = process.argv.indexOf('--writer')
  if (writerIndex !== -1) {
    await writer(process.argv[writerIndex + 1] ?? '')
    return
  }
  const strict = await pgliteCommitMs(false)
  const relaxed = await pgliteCommitMs(true)
  const url = process.env.TEST_DATABASE_URL
  const server = url ? await postgresCommitMs(url) : undefined
  console.log('| database | ms per commit (median) | vs. PGlite default |')
  console.log('| --- | ---: | ---: |')
  console.log(`| PGlite, relaxedDurability off (default) | ${strict.toFixed(3)} | 1.00 |`)
  console.log(`| PGlite, relaxedDurability on | ${relaxed.toFixed(3)} | ${(relaxed / strict).toFixed(2)} |`)
  if (server !== undefined)
    console.log(`| PostgreSQL 15, fsync on | ${server.toFixed(3)} | ${(server / strict).toFixed(2)} |`)

  let acknowledged = 0
  let survived = 0
  for (let round = 0; round < 10; round++) {
    const result = await crashOnce(50 + round * 25)
    acknowledged += result.acknowledged
    survived += result.survived
  }
  console.log(
    `\nSIGKILL during commits, 10 times: ${String(survived)} of ${String(acknowledged)} acknowledged rows survived`,
  )
}

await main()
