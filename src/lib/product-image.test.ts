import { describe, expect, it } from 'vitest'
import { imageAt, responsiveImage } from './product-image'

describe('product image addresses', () => {
  it('send the shop’s media through the pipeline, keeping the content version', () => {
    expect(imageAt('/media/products/alpinex/jacket-c0392b-1.svg?v=0a1b2c3d4e5f', 480)).toBe(
      '/img/480/products/alpinex/jacket-c0392b-1.svg?v=0a1b2c3d4e5f',
    )
    expect(
      responsiveImage('/media/products/a/b.jpg?v=0a1b2c3d4e5f', [240, 480], '(min-width: 768px) 240px, 50vw'),
    ).toEqual({
      src: '/img/480/products/a/b.jpg?v=0a1b2c3d4e5f',
      srcSet: '/img/240/products/a/b.jpg?v=0a1b2c3d4e5f 240w, /img/480/products/a/b.jpg?v=0a1b2c3d4e5f 480w',
      sizes: '(min-width: 768px) 240px, 50vw',
    })
  })

  it('leave any other address as it is', () => {
    for (const src of ['https://cdn.example/x.jpg', '//cdn.example/x.jpg', 'data:image/svg+xml,<svg/>', '']) {
      expect(imageAt(src, 480)).toBe(src)
      expect(responsiveImage(src, [240], '240px')).toEqual({ src, srcSet: undefined, sizes: undefined })
    }
  })

  it('encode spaces, which would split a srcset candidate', () => {
    expect(imageAt('/media/products/a/b c.jpg', 160)).toBe('/img/160/products/a/b%20c.jpg')
  })
})
