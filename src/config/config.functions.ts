import { createServerFn } from '@tanstack/react-start'
import { getPublicConfigFromServer } from './config.server'

/** The public configuration, the only part of the configuration that reaches the browser. */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(() => getPublicConfigFromServer())
