import type { SxProps, Theme } from '@mui/material/styles'

/** A shared component's own styles, then the ones its caller adds (which win). */
export function mergeSx(own: SxProps<Theme>, extra: SxProps<Theme> | undefined): SxProps<Theme> {
  if (!extra) return own
  return [own, ...(Array.isArray(extra) ? extra : [extra])] as SxProps<Theme>
}
