import { expect, expectCleanPhone, openPhone, test } from '../setup/test'
import { expectNoAxeViolations } from '../setup/accounts'
import type { Page } from '@playwright/test'
import { gotoHydrated } from '../setup/hydration'
import { findProduct } from '../setup/products'
import type { Product } from '../setup/products'

/** Several views and colours, so there is something to swipe to and to switch. */
const withViews = (product: Product) => product.images.length > 1 && product.variants.length > 1

const slides = (page: Page) => page.getByRole('group', { name: 'Produktbilder' })
const slide = (page: Page, product: Product, index: number) =>
  slides(page).getByRole('img', { name: `${product.name}, Bild ${index} von ${product.images.length}` })
const zoomView = (page: Page) => page.getByRole('dialog')
const zoomScale = async (page: Page) =>
  Number(await zoomView(page).locator('[data-zoom-scale]').getAttribute('data-zoom-scale'))

/** The address of a product picture as the shop API names it, through the image pipeline. */
const pipelinePath = (image: string) => image.replace(/^\/media\//, '/img/').replace(/\?.*$/, '')

test.describe('the product gallery', () => {
  test('on a desktop: keys and thumbnails move between views, the zoom view zooms by keys and gives focus back', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, withViews)
    const count = product.images.length
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoHydrated(page, product.url)

    // Every view is a picture of the pipeline, in a format this browser takes, at a width it draws.
    const first = slide(page, product, 1)
    await expect(first).toBeInViewport({ ratio: 0.9 })
    const chosen = await first.evaluate((image) => (image as HTMLImageElement).currentSrc)
    expect(new URL(chosen).pathname).toMatch(/^\/img\/(480|640|800|1080|1600)\//)
    expect(chosen).toContain(pipelinePath(product.images[0] ?? '').replace(/^\/img\//, ''))
    const answer = await request.get(new URL(chosen).pathname + new URL(chosen).search, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    })
    expect(answer.headers()['content-type']).toBe('image/avif')
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

    // The arrow keys on the focused row, then the buttons.
    await slides(page).focus()
    await page.keyboard.press('ArrowRight')
    await expect(slide(page, product, 2)).toBeInViewport({ ratio: 0.9 })
    await expect(first).not.toBeInViewport()
    await expect(page.getByRole('button', { name: `Bild 2 von ${count} anzeigen` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // The thumbnails are below the first screen: clicking one scrolls the page, so the row is judged
    // by its own position.
    await page.getByRole('button', { name: `Bild 1 von ${count} anzeigen` }).click()
    await expect.poll(() => slides(page).evaluate((row) => row.scrollLeft)).toBe(0)

    // Enter on the row opens the zoom view; + zooms, arrows pan, Escape closes and focus returns.
    await slides(page).focus()
    await page.keyboard.press('Enter')
    await expect(zoomView(page)).toBeVisible()
    await expect(zoomView(page)).toBeFocused()
    await page.keyboard.press('+')
    await expect.poll(() => zoomScale(page)).toBeGreaterThan(1)
    const stageImage = zoomView(page).getByRole('img')
    const zoomedStyle = await stageImage.getAttribute('style')
    await page.keyboard.press('ArrowRight')
    await expect(stageImage).not.toHaveAttribute('style', zoomedStyle ?? '')
    await expectNoAxeViolations(page, 'the zoom view at 1280 px')
    await page.keyboard.press('0')
    await expect.poll(() => zoomScale(page)).toBe(1)
    // Unzoomed, the arrow keys go to the next view.
    await page.keyboard.press('ArrowRight')
    await expect(zoomView(page).getByRole('heading')).toHaveText(`${product.name}, Bild 2 von ${count}`)
    await page.keyboard.press('Escape')
    await expect(zoomView(page)).toBeHidden()
    await expect(slides(page)).toBeFocused()
    // The view chosen in the zoom view is the one the page shows.
    await expect(slide(page, product, 2)).toBeInViewport({ ratio: 0.9 })
    await expectNoAxeViolations(page, 'the product page at 1280 px')
  })

  test('on a phone: swiping moves between views, pinching and double-tapping zoom', async ({
    browser,
    request,
    baseURL,
  }) => {
    const product = await findProduct(request, withViews)
    const context = await openPhone(browser, baseURL)
    const page = await context.newPage()
    const touch = await context.newCDPSession(page)
    await gotoHydrated(page, product.url)
    await expectNoAxeViolations(page, 'the product page at 390 px')

    // A swipe to the left, as a finger makes it: the row scrolls and snaps to the second view.
    const row = await slides(page).boundingBox()
    if (!row) throw new Error('The gallery has no box')
    const y = row.y + row.height / 2
    const finger = (x: number) => [{ x, y, id: 1 }]
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: finger(row.x + row.width * 0.8),
    })
    for (const share of [0.7, 0.6, 0.5, 0.4, 0.3, 0.2]) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: finger(row.x + row.width * share),
      })
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect(slide(page, product, 2)).toBeInViewport({ ratio: 0.9 })
    await expect(
      page.getByRole('button', { name: `Bild 2 von ${product.images.length} anzeigen` }),
    ).toHaveAttribute('aria-pressed', 'true')

    // A tap on the zoom button opens the zoom view; two fingers spreading apart zoom in.
    await page.getByRole('button', { name: 'Bild vergrößern' }).tap()
    await expect(zoomView(page)).toBeVisible()
    const stage = await zoomView(page).locator('[data-zoom-scale]').boundingBox()
    if (!stage) throw new Error('The zoom view has no stage')
    const centre = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 }
    const fingers = (spread: number) => [
      { x: centre.x - spread, y: centre.y, id: 1 },
      { x: centre.x + spread, y: centre.y, id: 2 },
    ]
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) })
    for (const spread of [40, 60, 80, 100]) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) })
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => zoomScale(page)).toBeGreaterThan(2)

    // A double tap zooms out again, and another zooms in where it tapped.
    await page.touchscreen.tap(centre.x, centre.y)
    await page.touchscreen.tap(centre.x, centre.y)
    await expect.poll(() => zoomScale(page)).toBe(1)
    await page.touchscreen.tap(centre.x, centre.y)
    await page.touchscreen.tap(centre.x, centre.y)
    await expect.poll(() => zoomScale(page)).toBe(2.5)
    await expectNoAxeViolations(page, 'the zoom view at 390 px')
    await page.getByRole('button', { name: 'Großansicht schließen' }).tap()
    await expect(zoomView(page)).toBeHidden()
    await context.close()
    expectCleanPhone(context)
  })

  test('a colour swaps the gallery without loading a page', async ({ page, request }) => {
    const product = await findProduct(request, withViews)
    const sibling = product.variants.find((variant) => !variant.selected)
    if (!sibling) throw new Error(`${product.slug} has no other colour`)
    const other = await request.get(`/api/v1/catalog/product/${sibling.slug}/`)
    const siblingImage = ((await other.json()) as { data: { product: { images: string[] } } }).data.product
      .images[0]
    await gotoHydrated(page, product.url)
    await page.evaluate(() => {
      ;(window as unknown as { stayed?: boolean }).stayed = true
    })
    await page
      .getByRole('navigation', { name: 'Farben' })
      .getByRole('link', { name: sibling.color.name })
      .click()
    await expect(page).toHaveURL(new RegExp(`/p/${sibling.slug}/$`))
    const shown = slides(page).getByRole('img').first()
    await expect(shown).toHaveAttribute(
      'src',
      new RegExp(pipelinePath(siblingImage ?? '').replace(/^\/img\//, '')),
    )
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })

  test('without JavaScript the views are a list that scrolls sideways', async ({
    browser,
    request,
    baseURL,
  }) => {
    const product = await findProduct(request, withViews)
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    if (baseURL) await context.addCookies([{ name: 'sp_consent', value: '1.0.0.1795600000', url: baseURL }])
    const page = await context.newPage()
    await page.goto(product.url)
    await expect(slide(page, product, 1)).toBeInViewport({ ratio: 0.9 })
    // A sideways scroll, as a trackpad or a mouse's tilt wheel makes it.
    const row = await slides(page).boundingBox()
    if (!row) throw new Error('The gallery has no box')
    await page.mouse.move(row.x + row.width / 2, row.y + row.height / 2)
    await page.mouse.wheel(row.width, 0)
    await expect(slide(page, product, 2)).toBeInViewport({ ratio: 0.9 })
    await context.close()
    expectCleanPhone(context)
  })
})
