/**
 * The part of the flip-book library (page-flip, StPageFlip) the flyer pages use, imported from its
 * sources through the `page-flip-source` alias of vite.config.ts.
 */
declare module 'page-flip-source' {
  export interface FlipSettings {
    width: number
    height: number
    size?: 'fixed' | 'stretch'
    minWidth?: number
    maxWidth?: number
    minHeight?: number
    maxHeight?: number
    showCover?: boolean
    usePortrait?: boolean
    mobileScrollSupport?: boolean
    drawShadow?: boolean
    flippingTime?: number
    startPage?: number
    swipeDistance?: number
    showPageCorners?: boolean
    autoSize?: boolean
  }

  export interface FlipEvent<T> {
    data: T
  }

  export class PageFlip {
    constructor(element: HTMLElement, settings: FlipSettings)
    loadFromHTML(items: HTMLElement[]): void
    on(event: 'flip', handler: (event: FlipEvent<number>) => void): this
    on(event: 'changeOrientation', handler: (event: FlipEvent<'portrait' | 'landscape'>) => void): this
    on(
      event: 'init',
      handler: (event: FlipEvent<{ page: number; mode: 'portrait' | 'landscape' }>) => void,
    ): this
    flipNext(): void
    flipPrev(): void
    flip(page: number): void
    turnToPage(page: number): void
    getCurrentPageIndex(): number
    getPageCount(): number
    getOrientation(): 'portrait' | 'landscape'
    destroy(): void
  }
}
