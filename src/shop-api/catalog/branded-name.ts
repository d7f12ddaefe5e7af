/**
 * "{brand} {name}", as the product page's title names a product; names that begin with the brand
 * already ("Nike Dri-FIT …", as the seed's do) do not repeat it. For the API's messages and mails.
 */
export function brandedProductName(brand: string, name: string): string {
  return name.toLocaleLowerCase('de-AT').startsWith(`${brand.toLocaleLowerCase('de-AT')} `)
    ? name
    : `${brand} ${name}`
}
