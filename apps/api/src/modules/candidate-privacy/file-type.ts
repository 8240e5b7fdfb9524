import type { PROFILE_ICON_TYPES, ResumeContentType } from '@kakehashi/contracts'

const PDF = Buffer.from('%PDF-')
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

/**
 * The resume's real type, from its first bytes: a browser's declared type and the file's name
 * are the uploader's claims. A zip counts as Word only when it holds a `word/` part.
 */
export function sniffResumeType(bytes: Buffer): ResumeContentType | null {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'application/pdf'
  if (bytes.subarray(0, ZIP.length).equals(ZIP)) {
    return bytes.includes('word/')
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : null
  }
  if (bytes.subarray(0, OLE.length).equals(OLE)) return 'application/msword'
  return null
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG = Buffer.from([0xff, 0xd8, 0xff])
const RIFF = Buffer.from('RIFF')
const WEBP = Buffer.from('WEBP')

/** An image's real type by the same reasoning: PNG, JPEG or WebP, anything else null. */
export function sniffImageType(bytes: Buffer): (typeof PROFILE_ICON_TYPES)[number] | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png'
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg'
  if (bytes.subarray(0, 4).equals(RIFF) && bytes.subarray(8, 12).equals(WEBP)) return 'image/webp'
  return null
}
