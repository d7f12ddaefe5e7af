import { extractText, getDocumentProxy } from 'unpdf'

/** The text of a PDF the storefront served (a label, an invoice), read back as a PDF reader would. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  return (await extractText(document, { mergePages: true })).text
}
