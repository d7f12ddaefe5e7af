/** The URL of the checkout pages' analytics script, worked out by the build (vite.config.ts). */
declare module 'virtual:checkout-analytics-script' {
  const url: string
  export default url
}
