import deAt from '../../messages/de-AT.json'
import en from '../../messages/en.json'
import { isLocaleKey } from '~/lib/locale'
import type { LocaleKey } from '~/lib/locale'

function withoutSchema(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => key !== '$schema'))
}

const messagesByLocaleKey: Record<LocaleKey, Record<string, string>> = {
  at: withoutSchema(deAt),
  en: withoutSchema(en),
}

/** The messages of a locale key (spec §3: `at`), or undefined for an unknown locale. */
export function messagesForLocaleKey(localeKey: string): Record<string, string> | undefined {
  return isLocaleKey(localeKey) ? messagesByLocaleKey[localeKey] : undefined
}
