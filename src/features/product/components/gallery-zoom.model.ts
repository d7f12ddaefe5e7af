/**
 * The zoom view's geometry (GalleryZoom): the picture is drawn at `scale` from its top-left corner,
 * moved by `x`, `y` pixels within a stage of the picture's unzoomed size.
 */
export interface ZoomView {
  readonly scale: number
  readonly x: number
  readonly y: number
}

/** The view zoomed to `scale` with the stage point (`px`, `py`) showing the same part of the picture. */
export function zoomAround(view: ZoomView, scale: number, px: number, py: number): ZoomView {
  const ratio = scale / view.scale
  return { scale, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio }
}

/** The scale within 1…`maxScale`, and the picture moved no further than its edges reach the stage's. */
export function clampView(view: ZoomView, width: number, height: number, maxScale: number): ZoomView {
  const scale = Math.min(maxScale, Math.max(1, Number.isFinite(view.scale) ? view.scale : 1))
  const clamp = (value: number, extent: number) => Math.min(0, Math.max(extent - extent * scale, value))
  return { scale, x: clamp(view.x, width), y: clamp(view.y, height) }
}
