import { relative } from 'node:path'
import { build } from 'rolldown'
import type { Plugin } from 'vite'

/**
 * The checkout's pages are rendered outside the client app, so the app's bundle does not reach
 * them. Each of their small scripts (`name`: the analytics, the form's checks) is bundled on its
 * own right after the client build (TanStack Start allows the client build a single entry), into
 * the client's assets with a content hash, and the server build learns its file name
 * (`import url from 'virtual:checkout-{name}-script'`). In development the server names the source
 * file, which Vite serves.
 */
export function checkoutScriptEntry(entry: string, name: string): Plugin {
  const VIRTUAL_ID = `virtual:checkout-${name}-script`
  const RESOLVED_ID = `\0${VIRTUAL_ID}`
  let building = false
  let root = process.cwd()
  let builtFileName: string | undefined
  return {
    name: `checkout-${name}-script`,
    configResolved(config) {
      building = config.command === 'build'
      root = config.root
    },
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return
      const result = await build({
        input: entry,
        cwd: root,
        tsconfig: true,
        platform: 'browser',
        transform: { define: { 'import.meta.env.DEV': 'false' } },
        output: {
          dir: options.dir,
          format: 'esm',
          minify: true,
          entryFileNames: `assets/checkout-${name}-[hash].js`,
          codeSplitting: false,
        },
      })
      builtFileName = result.output.find((output) => output.type === 'chunk' && output.isEntry)?.fileName
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      if (!building) return `export default ${JSON.stringify(`/${relative(root, entry)}`)}`
      if (this.environment.name === 'client') return 'export default ""'
      if (builtFileName === undefined)
        this.error(`the checkout ${name} script is built with the client, before the server`)
      return `export default ${JSON.stringify(`/${builtFileName}`)}`
    },
  }
}
