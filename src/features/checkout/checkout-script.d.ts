/** The URL of the checkout form's script, worked out by the build (vite.config.ts). */
declare module 'virtual:checkout-form-script' {
  const url: string
  export default url
}
