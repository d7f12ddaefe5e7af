/**
 * `npm run generate`: compiles the messages and the locale runtime into src/paraglide with exactly
 * the options the Vite build uses (paraglide.config.ts).
 */
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../paraglide.config'

await compile(paraglideOptions)
