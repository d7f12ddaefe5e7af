/**
 * An SVG document as a `data:` URL for an `<img>`: painted with the page, no request. Only what a
 * data URL in an attribute cannot carry as it is gets escaped, so the URL stays readable and short
 * (smaller than base64 for markup).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[%#<>"]/g, (char) => encodeURIComponent(char))}`
}
