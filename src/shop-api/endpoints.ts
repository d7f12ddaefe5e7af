import type { AnyEndpoint } from './http/endpoint'

/** Every endpoint of the reference shop API, in documentation order. */
export const allEndpoints: readonly AnyEndpoint[] = []
