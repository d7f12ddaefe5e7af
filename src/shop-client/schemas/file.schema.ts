/**
 * Files the shop API answers instead of JSON (an endpoint that `produces` one, e.g. a return label).
 * The contract names the file (`fileDescriptionSchema`, what the API documents); the client reads
 * its bytes too (`shopFileSchema`).
 */
import * as v from 'valibot'

export const pdfDescriptionSchema = v.object({
  filename: v.string(),
  contentType: v.literal('application/pdf'),
})

export const pdfFileSchema = v.object({
  ...pdfDescriptionSchema.entries,
  bytes: v.instance(Uint8Array),
})
export type PdfFile = v.InferOutput<typeof pdfFileSchema>
