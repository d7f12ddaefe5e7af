import { describe, expect, it, vi } from 'vitest'
import { log } from '~/lib/log.server'
import { quietFatalErrorsForBots } from './bot-errors.server'

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

const errorPage = '<!doctype html><html><body><h1>Hoppla</h1><p>Stack: at render</p></body></html>'

function requestFrom(userAgent: string | undefined, path = '/damen/schuhe/'): Request {
  return new Request(`http://shop.test${path}`, {
    headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
  })
}

function htmlResponse(status: number): Response {
  return new Response(errorPage, { status, headers: { 'content-type': 'text/html; charset=utf-8' } })
}

describe('quietFatalErrorsForBots', () => {
  it('passes statuses below 500 through untouched for any agent', () => {
    const errorSpy = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    for (const userAgent of [googlebot, desktopChrome, undefined]) {
      for (const status of [200, 301, 404, 499]) {
        const response = htmlResponse(status)
        expect(quietFatalErrorsForBots(requestFrom(userAgent), response)).toBe(response)
      }
    }
    expect(errorSpy).not.toHaveBeenCalled()
  })

  it('passes a fatal error page through untouched for a browser', async () => {
    const errorSpy = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const response = htmlResponse(500)
    const result = quietFatalErrorsForBots(requestFrom(desktopChrome), response)
    expect(result).toBe(response)
    expect(await result.text()).toBe(errorPage)
    expect(errorSpy).not.toHaveBeenCalled()
  })

  it('passes a fatal error page through when there is no user agent', () => {
    const errorSpy = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const response = htmlResponse(500)
    expect(quietFatalErrorsForBots(requestFrom(undefined), response)).toBe(response)
    expect(errorSpy).not.toHaveBeenCalled()
  })

  it('keeps the status for a bot but answers plain text and logs the path', async () => {
    const errorSpy = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const result = quietFatalErrorsForBots(requestFrom(googlebot, '/damen/schuhe/?x=1'), htmlResponse(500))
    expect(result.status).toBe(500)
    expect(result.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(result.headers.get('cache-control')).toBe('no-store')
    const body = await result.text()
    expect(body).toBe('Internal Server Error')
    expect(body).not.toContain('<')
    expect(body).not.toContain('Hoppla')
    expect(errorSpy).toHaveBeenCalledTimes(1)
    // The path without its query (which may carry anything), and the status.
    expect(errorSpy.mock.calls[0]?.[0]).toMatchObject({ path: '/damen/schuhe/', status: 500 })
  })

  it('keeps other fatal statuses and their status text for a bot', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const response = new Response(errorPage, {
      status: 503,
      statusText: 'Service Unavailable',
      headers: { 'content-type': 'text/html' },
    })
    const result = quietFatalErrorsForBots(requestFrom(googlebot), response)
    expect(result.status).toBe(503)
    expect(await result.text()).toBe('Service Unavailable')
  })
})
