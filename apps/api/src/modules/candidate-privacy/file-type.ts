import type { ResumeContentType } from '@kakehashi/contracts'

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
