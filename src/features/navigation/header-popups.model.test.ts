import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POPUP_CLOSE_DELAY_MS, WISHLIST_AUTO_CLOSE_MS, createHeaderPopups } from './header-popups.model'

describe('header popups (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opening one popup closes the others at once', () => {
    const popups = createHeaderPopups()
    popups.open('megaMenu')
    expect(popups.getOpen()).toBe('megaMenu')
    popups.open('search')
    expect(popups.getOpen()).toBe('search')
    popups.open('wishlist')
    expect(popups.getOpen()).toBe('wishlist')
  })

  it('closing waits 300 ms', () => {
    const popups = createHeaderPopups()
    popups.open('megaMenu')
    popups.close('megaMenu')
    vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1)
    expect(popups.getOpen()).toBe('megaMenu')
    vi.advanceTimersByTime(1)
    expect(popups.getOpen()).toBeNull()
  })

  it('re-opening within the delay cancels the close', () => {
    const popups = createHeaderPopups()
    popups.open('wishlist')
    popups.close('wishlist')
    vi.advanceTimersByTime(200)
    popups.open('wishlist')
    vi.advanceTimersByTime(1000)
    expect(popups.getOpen()).toBe('wishlist')
  })

  it('an immediate close does not wait', () => {
    const popups = createHeaderPopups()
    popups.open('mobileMenu')
    popups.close('mobileMenu', { immediate: true })
    expect(popups.getOpen()).toBeNull()
  })

  it('a pending close of one popup never closes the popup opened after it', () => {
    const popups = createHeaderPopups()
    popups.open('megaMenu')
    popups.close('megaMenu')
    popups.open('search')
    vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS * 2)
    expect(popups.getOpen()).toBe('search')
  })

  it('closing a popup that is not open changes nothing', () => {
    const popups = createHeaderPopups()
    popups.open('search')
    popups.close('megaMenu', { immediate: true })
    popups.close('wishlist')
    vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS)
    expect(popups.getOpen()).toBe('search')
  })

  it('the wishlist popup shown after an add closes itself after 6 s', () => {
    const popups = createHeaderPopups()
    popups.openBriefly('wishlist', WISHLIST_AUTO_CLOSE_MS)
    expect(popups.getOpen()).toBe('wishlist')
    vi.advanceTimersByTime(WISHLIST_AUTO_CLOSE_MS - 1)
    expect(popups.getOpen()).toBe('wishlist')
    vi.advanceTimersByTime(1)
    expect(popups.getOpen()).toBeNull()
  })

  it('interacting with the popup before the 6 s cancels the auto-close', () => {
    const popups = createHeaderPopups()
    popups.openBriefly('wishlist', WISHLIST_AUTO_CLOSE_MS)
    vi.advanceTimersByTime(3000)
    popups.open('wishlist')
    vi.advanceTimersByTime(WISHLIST_AUTO_CLOSE_MS)
    expect(popups.getOpen()).toBe('wishlist')
  })

  it('the auto-close never closes a popup opened in the meantime', () => {
    const popups = createHeaderPopups()
    popups.openBriefly('wishlist', WISHLIST_AUTO_CLOSE_MS)
    popups.open('megaMenu')
    vi.advanceTimersByTime(WISHLIST_AUTO_CLOSE_MS)
    expect(popups.getOpen()).toBe('megaMenu')
  })

  it('tells subscribers about changes only', () => {
    const popups = createHeaderPopups()
    const listener = vi.fn()
    const unsubscribe = popups.subscribe(listener)
    popups.open('search')
    popups.open('search')
    expect(listener).toHaveBeenCalledTimes(1)
    popups.close('search', { immediate: true })
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    popups.open('search')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('dispose clears a pending close', () => {
    const popups = createHeaderPopups()
    popups.open('megaMenu')
    popups.close('megaMenu')
    popups.dispose()
    vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS)
    expect(popups.getOpen()).toBe('megaMenu')
  })
})
