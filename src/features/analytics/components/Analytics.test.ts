import { describe, expect, it } from 'vitest'
import { SERVER_BANNER_ID } from './Analytics'
import { SERVER_CONSENT_BANNER_ID } from './ConsentBannerView'

describe('Analytics', () => {
  it('watches the server banner by the id the server gives it', () => {
    expect(SERVER_BANNER_ID).toBe(SERVER_CONSENT_BANNER_ID)
  })
})
